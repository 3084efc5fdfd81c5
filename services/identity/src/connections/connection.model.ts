import mongoose from 'mongoose';
import type { SealedSecret } from './secrets';

/** One user's connection to one external service; its `_id` is `<user_id>:<provider>`. */
export interface ConnectionDoc {
  _id: string;
  user_id: number;
  provider: string;
  /** authorization_code (still to be exchanged) or token */
  grant: 'authorization_code' | 'token';
  /** the code or tokens, encrypted (never stored in the clear) */
  secret: SealedSecret;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const schema = new mongoose.Schema<ConnectionDoc>(
  {
    _id: String,
    user_id: Number,
    provider: String,
    grant: String,
    secret: mongoose.Schema.Types.Mixed,
    expires_at: Date,
    created_at: Date,
    updated_at: Date,
  },
  { versionKey: false },
);

schema.index({ user_id: 1 });

export function connectionModel(conn: mongoose.Connection) {
  return conn.model<ConnectionDoc>('Connection', schema, 'connections');
}
