import { z } from 'zod';
import { CONTROL_CHARACTERS, dateString, email, hasNoControls, phone, text } from '../common';
import { ACTIONS } from './roles.schema';

export const loginBody = z
  .object({
    email: email.optional(),
    // Any characters: a password set before the rule of `password` below still signs in.
    password: z.string().max(256).optional(),
    phone: phone.optional(),
    otp: z.string().trim().max(16).optional(),
    redirect: text(2048).optional().meta({ description: 'where the client goes after login (SPEC 4.1); accepted for the client’s own use, not used or answered by the server' }),
  })
  .superRefine((b, ctx) => {
    const byEmail = !!b.email && !!b.password;
    const byPhone = !!b.phone && !!b.otp;
    if (byEmail || byPhone) return;
    const missing = b.phone || b.otp ? ['phone', 'otp'] : ['email', 'password'];
    for (const f of missing) {
      if (!b[f as keyof typeof b]) ctx.addIssue({ code: 'custom', path: [f], message: 'This field is required.' });
    }
  })
  .meta({
    description: 'email with password, or phone with otp',
    anyOf: [{ required: ['email', 'password'] }, { required: ['phone', 'otp'] }],
  });

export const sendOtpBody = z.object({ phone });

export const requestResetBody = z.object({ email });

/**
 * A password being set through the API (a member's, a recovery's or an
 * invitation's). Sign-in (loginBody) takes any string, so that one set
 * before this rule still signs in and a wrong one stays a 401.
 */
export const password = z
  .string()
  .min(8, 'Must be at least 8 characters.')
  .max(128, 'Must be at most 128 characters.')
  .refine(hasNoControls, CONTROL_CHARACTERS);

export const changePasswordBody = z
  .object({
    code: z.string().trim().min(1, 'This field is required.').max(128),
    password,
    retype_password: z.string().max(128),
  })
  .refine((b) => b.password === b.retype_password, {
    path: ['retype_password'],
    message: 'The passwords do not match.',
  });

export const phoneChangeSendBody = z.object({ phone });

export const phoneChangeVerifyBody = z.object({
  phone,
  otp: z.string().trim().max(16).regex(/^\d{6}$/, 'Must be the 6-digit code.'),
});

export const loginUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_type: z.string(),
  is_admin: z.number().int(),
  status: z.string(),
});

export const user = loginUser.extend({
  role_id: z.number().int(),
  job_title: z.string(),
  phone: z.string(),
  image: z.string().nullable(),
  language: z.string(),
  created_at: dateString,
});

/**
 * The signed-in user (GET /api/auth/me): the full user and what the caller
 * may do. An admin's permissions name every module with every action (an
 * admin is never refused for want of a grant, and alone uses the
 * admin-only endpoints: roles, webhooks, admin operations).
 */
export const me = user.extend({
  permissions: z.record(z.string(), z.array(z.enum(ACTIONS))).meta({
    description:
      "module → actions the caller may do now: the role's grants (through a scoped API key: the key's scopes within them; a client user: announcements, messages and menus read); for an admin (is_admin 1) every module of the roles' matrix with all four actions",
    example: { clients: ['read', 'create'], invoices: ['read'] },
  }),
});

export const loginReply = z.object({ token: z.string(), user: loginUser });

export const timeReply = z.object({
  time: z.string(),
  timestamp: z.number().int(),
  timezone: z.string(),
});
