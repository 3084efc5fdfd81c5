import mongoose from 'mongoose';
import type { LeasedItem } from '@bms/platform';
import type { SealedSecret } from '../connections/secrets';
import type { Channel, TemplateName } from './templates/catalog';

/**
 * queued: waits for its first attempt; sending: an attempt is under way;
 * failed: the last attempt failed (last_error says how), retried at
 * next_attempt_at; sent: the provider took it; abandoned: never to be sent
 * (its code expired, its retries ran out, or the provider refused it for good).
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'abandoned'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The statuses of a message that may still be sent. */
export const WAITING: readonly MessageStatus[] = ['queued', 'failed'];

/** One email or text message, from its queueing to its end; its content only while it may be sent. */
export interface MessageDoc extends LeasedItem {
  status: MessageStatus;
  /** random, stable and unique: the email's Message-ID, the SMS webhook's id (a code request's key, for its message) */
  key: string;
  channel: Channel;
  template: TemplateName;
  language: string;
  user_id: number;
  /** the address while the message may be sent; null once sent or abandoned */
  to: string | null;
  to_masked: string;
  /** the template's values (a code among them), encrypted; null once sent or abandoned */
  sealed: SealedSecret | null;
  attempts: number;
  last_error: string | null;
  /** the provider's id of the message (Twilio's SID, the mail server's answer) */
  provider_id: string | null;
  /** when its code stops working: the message is never sent after it */
  expires_at: Date | null;
  /** retries end then */
  give_up_at: Date;
  last_attempt_at: Date | null;
  sent_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const schema = new mongoose.Schema<MessageDoc>(
  {
    _id: Number,
    key: String,
    channel: String,
    template: String,
    language: String,
    user_id: Number,
    to: String,
    to_masked: String,
    sealed: mongoose.Schema.Types.Mixed,
    status: String,
    attempts: Number,
    last_error: String,
    provider_id: String,
    expires_at: Date,
    give_up_at: Date,
    next_attempt_at: Date,
    locked_until: Date,
    lease: String,
    last_attempt_at: Date,
    sent_at: Date,
    created_at: Date,
    updated_at: Date,
  },
  { versionKey: false },
);
// One message per key: a code request handled twice queues its message once.
schema.index({ key: 1 }, { unique: true });
// The workers' due messages.
schema.index({ status: 1, next_attempt_at: 1 });
// The admin's list, newest first, by status or channel; the pruning of finished ones.
schema.index({ status: 1, _id: -1 });
schema.index({ channel: 1, _id: -1 });
schema.index({ status: 1, updated_at: 1 });
// The list's other orders (sort=created_at, updated_at).
schema.index({ created_at: 1, _id: 1 });
schema.index({ updated_at: 1, _id: 1 });

export function messageModel(conn: mongoose.Connection) {
  return conn.model<MessageDoc>('CourierMessage', schema, 'courier_messages');
}
