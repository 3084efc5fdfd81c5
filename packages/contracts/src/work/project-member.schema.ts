import { z } from 'zod';
import { dateString, id } from '../common';

/** A user on a project's team; a user is on a project at most once. */
export const projectMemberBody = z.object({
  project_id: id,
  user_id: id,
});

export const projectMember = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  user_id: z.number().int(),
  created_at: dateString,
});
