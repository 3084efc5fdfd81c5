import { z } from 'zod';
import { email, optionalPhone, pageQuery, queryId, requiredText, searchParam, text } from '../common';
import { password } from './auth.schema';

export const USER_STATUSES = ['active', 'inactive'] as const;

/** A member of the organization team: a staff user who can sign in. */
export const teamMemberBody = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email,
  password: password.optional().meta({
    description: 'left out on create: the member is emailed an invitation to choose one (a link valid INVITATION_TTL_SECONDS)',
  }),
  role_id: z.number().int().min(0).optional(),
  job_title: text(100).optional(),
  phone: optionalPhone.optional(),
  language: text(20).optional(),
  status: z.enum(USER_STATUSES).optional(),
  user_type: z
    .enum(['staff', 'client'])
    .optional()
    .meta({ description: 'staff (default) act through their role; client users, whatever their role, read only announcements meant for them, their own profile, their messages and their menu' }),
});

/** On update the password is optional: sent, it replaces the old one (and the member is told by email). */
export const teamMemberUpdateBody = teamMemberBody.extend({ password: password.optional() });

export const teamListQuery = pageQuery.extend({
  search: searchParam,
  status: z.enum(USER_STATUSES).optional(),
  role_id: queryId,
});
