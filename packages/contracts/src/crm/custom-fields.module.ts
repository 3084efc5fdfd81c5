import { z } from 'zod';
import { defineModule } from '../module';
import { CUSTOM_FIELD_KINDS, FIELD_TYPES, customField, customFieldBody } from './custom-field.schema';

/**
 * Custom fields (SPEC 4.6): a standard module in display order, with rules
 * of its own on the kind and the options (services/crm/src/custom-fields/
 * custom-field.rules.ts). Their values live on the records they belong to.
 */
export const customFieldsModule = defineModule({
  service: 'crm',
  name: 'CustomField',
  plural: 'CustomFields',
  path: 'custom-fields',
  collection: 'custom_fields',
  noun: 'Custom field',
  tag: 'Custom fields',
  permission: 'custom_fields',
  body: customFieldBody,
  filters: z.object({ related_to: z.enum(CUSTOM_FIELD_KINDS).optional(), type: z.enum(FIELD_TYPES).optional() }),
  record: customField,
  summary: customField,
  search: ['title'],
  order: { sort: 1, _id: 1 },
  defaults: { placeholder: '', options: [], required: false, sort: 0 },
});
