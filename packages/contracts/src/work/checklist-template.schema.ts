import { z } from 'zod';
import { dateString, pageQuery, requiredText, searchParam } from '../common';

export const checklistTemplateBody = z.object({
  title: requiredText(191),
  items: z.array(requiredText(255)).max(200).optional().meta({ description: 'the checklist items, in order' }),
});

export const checklistTemplateListQuery = pageQuery.extend({ search: searchParam });

export const checklistTemplate = z.object({
  id: z.number().int(),
  title: z.string(),
  items: z.array(z.string()),
  created_at: dateString,
});
