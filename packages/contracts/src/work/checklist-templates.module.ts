import { z } from 'zod';
import { defineModule } from '../module';
import { checklistTemplate, checklistTemplateBody } from './checklist-template.schema';

/** Checklist templates (SPEC 4.6): a title and its items, in order. */
export const checklistTemplatesModule = defineModule({
  service: 'work',
  name: 'ChecklistTemplate',
  plural: 'ChecklistTemplates',
  noun: 'Checklist template',
  path: 'checklist-templates',
  collection: 'checklist_templates',
  tag: 'Checklist templates',
  permission: 'checklists',
  body: checklistTemplateBody,
  filters: z.object({}),
  record: checklistTemplate,
  summary: checklistTemplate,
  search: ['title'],
  defaults: { items: [] },
});
