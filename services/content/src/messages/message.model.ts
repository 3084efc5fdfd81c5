import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

export interface MessageDoc extends StoredFields {
  from_user_id: number;
  to_user_ids: number[];
  /** sender and recipients: whose mailbox it is in */
  participants: number[];
  subject: string;
  body: string;
  /** recipients who have opened it */
  read_by: number[];
  /** participants who deleted it from their mailbox */
  hidden_for: number[];
}

const schema = storedSchema<MessageDoc>({
  from_user_id: Number,
  to_user_ids: [Number],
  participants: [Number],
  subject: String,
  body: String,
  read_by: [Number],
  hidden_for: [Number],
});

// A mailbox (both, inbox, sent), newest first.
schema.index({ participants: 1, _id: -1 });
schema.index({ to_user_ids: 1, _id: -1 });
schema.index({ from_user_id: 1, _id: -1 });

export function messageModel(conn: mongoose.Connection) {
  return conn.model<MessageDoc>('Message', schema, 'messages');
}
