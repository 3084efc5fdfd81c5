import { z } from 'zod';
import { dateString, multilineText, pageQuery, requiredText, searchParam } from '../common';

export const itemCategoryBody = z.object({
  title: requiredText(100),
  description: multilineText(1000).optional(),
});

export const itemCategoryListQuery = pageQuery.extend({ search: searchParam });

export const itemCategory = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  created_at: dateString,
});
