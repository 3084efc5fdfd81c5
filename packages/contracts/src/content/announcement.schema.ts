import { z } from 'zod';
import { dateString, id, multilineText, requiredText } from '../common';

/** Who an announcement is for: all staff, all clients, both, or the users named. */
export const AUDIENCES = ['staff', 'clients', 'everyone', 'users'] as const;

export const announcementBody = z
  .object({
    title: requiredText(191),
    description: multilineText(20_000).optional(),
    start_date: dateString.optional().meta({ description: 'first day it is shown; today by default' }),
    end_date: dateString.optional().meta({ description: 'last day it is shown; open-ended by default' }),
    audience: z.enum(AUDIENCES).optional().meta({ description: 'staff by default; users: the users named in user_ids' }),
    user_ids: z.array(id).max(500, 'At most 500 users.').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.start_date && b.end_date && b.end_date < b.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'Must not be before start_date.' });
    if (b.audience === 'users' && !b.user_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['user_ids'], message: 'Name at least one user when the audience is users.' });
    if (b.audience !== 'users' && b.user_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['user_ids'], message: 'Only with the audience users.' });
  });

export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  start_date: dateString,
  end_date: dateString.nullable(),
  audience: z.enum(AUDIENCES),
  user_ids: z.array(z.number().int()),
  created_by: z.number().int(),
  created_at: dateString,
  read: z.boolean().meta({ description: 'whether the caller has marked it read' }),
});
