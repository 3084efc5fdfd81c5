import { z } from 'zod';
import { CONTROL_CHARACTERS, dateString, isLinesOfText, isoTime, pageQuery, requiredText, searchParam } from '../common';

export const PAGE_STATUSES = ['draft', 'published'] as const;

export const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(191, 'Must be at most 191 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be lowercase letters and digits joined by single hyphens.')
  .meta({ example: 'terms-of-service' });

export const pageBody = z.object({
  title: requiredText(191),
  slug: slug.optional().meta({ description: 'unique; made from the title when not sent' }),
  content: z.string().max(100_000, 'Must be at most 100000 characters.').refine(isLinesOfText, CONTROL_CHARACTERS).optional(),
  status: z.enum(PAGE_STATUSES).optional().meta({ description: 'draft by default' }),
});

export const pageListQuery = pageQuery.extend({
  search: searchParam,
  status: z.enum(PAGE_STATUSES).optional(),
});

export const page = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  status: z.enum(PAGE_STATUSES),
  created_by: z.number().int(),
  created_at: dateString,
  updated_at: isoTime,
});
