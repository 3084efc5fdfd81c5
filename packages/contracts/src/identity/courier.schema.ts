import { z } from 'zod';
import { pageQuery } from '../common';

/**
 * queued: waits for its first attempt; sending: an attempt is under way;
 * failed: the last attempt failed, retried at next_attempt_at; sent: the
 * provider took it; abandoned: never to be sent (its code expired, its
 * retries ran out, or the provider refused it for good).
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'abandoned'] as const;
export const CHANNELS = ['email', 'sms'] as const;

export const messageListQuery = pageQuery.extend({
  status: z.enum(MESSAGE_STATUSES).optional(),
  channel: z.enum(CHANNELS).optional(),
});

const time = z.string().meta({ format: 'date-time' }).nullable();

/** One email or text message the courier sent or is sending, without its content. */
export const message = z.object({
  id: z.number().int(),
  channel: z.enum(CHANNELS),
  to: z.string().meta({ description: 'the recipient, masked (a***@example.com, +*******1234)' }),
  template: z.string().meta({ description: 'login_code, phone_change_code, recovery, invitation, email_changed or password_changed' }),
  language: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int().meta({ description: 'attempts that reached out to the mail server or SMS provider' }),
  last_error: z.string().nullable().meta({ description: "the provider's answer to the last attempt that failed, or why the message was abandoned" }),
  created_at: z.string().meta({ format: 'date-time' }),
  updated_at: z.string().meta({ format: 'date-time' }),
  last_attempt_at: time,
  next_attempt_at: time.meta({ description: 'when the next attempt is due, while queued or failed' }),
  sent_at: time,
  expires_at: time.meta({ description: 'when the code it carries stops working: it is never sent later' }),
});
