import { z } from 'zod';
import { dateString, id, isoTime, multilineText, pageQuery, requiredText } from '../common';

const subject = requiredText(191);
const body = multilineText(20_000).min(1, 'This field is required.');

/** Sending a message: to one user (to_user_id) or several (to_user_ids). */
export const messageBody = z
  .object({
    to_user_id: id.optional().meta({ description: 'the recipient' }),
    to_user_ids: z.array(id).min(1).max(50, 'At most 50 recipients.').optional().meta({ description: 'several recipients' }),
    subject,
    body,
  })
  .superRefine((b, ctx) => {
    if (!b.to_user_id && !b.to_user_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['to_user_ids'], message: 'Name at least one recipient (to_user_id or to_user_ids).' });
  })
  .meta({ anyOf: [{ required: ['to_user_id'] }, { required: ['to_user_ids'] }] });

/** What the sender may change after sending. */
export const messageUpdateBody = z.object({ subject, body });

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const messageListQuery = pageQuery.extend({
  box: z.enum(['inbox', 'sent']).optional().meta({ description: 'inbox: received; sent: sent; both by default' }),
  unread: flag.meta({ description: 'only the messages the caller has not read' }),
});

export const message = z.object({
  id: z.number().int(),
  from_user_id: z.number().int(),
  to_user_ids: z.array(z.number().int()),
  subject: z.string(),
  body: z.string(),
  read: z.boolean().meta({ description: 'whether the caller has read it (a message one sent counts as read)' }),
  read_by: z.array(z.number().int()).meta({ description: 'the recipients who have read it' }),
  created_at: dateString,
  updated_at: isoTime,
});
