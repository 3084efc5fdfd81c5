import { z } from 'zod';
import { dateString, pageQuery, requiredText, searchParam } from '../common';

export const projectStatusBody = z.object({
  title: requiredText(100),
  color: z
    .string()
    .max(7, 'Must be a colour written #rrggbb.')
    .regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour written #rrggbb.')
    .overwrite((c) => c.toLowerCase())
    .optional()
    .meta({ example: '#1e88e5', description: '#6c757d when not given' }),
  sort: z.number().int().min(0).max(1_000_000).optional().meta({ description: 'display order, ascending; 0 when not given' }),
});

export const projectStatusListQuery = pageQuery.extend({ search: searchParam });

export const projectStatus = z.object({
  id: z.number().int(),
  title: z.string(),
  color: z.string(),
  sort: z.number().int(),
  created_at: dateString,
});
