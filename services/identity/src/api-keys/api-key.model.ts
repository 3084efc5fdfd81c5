import mongoose from 'mongoose';
import { type Permissions, type StoredFields, storedSchema } from '@bms/platform';

export interface ApiKeyDoc extends StoredFields {
  name: string;
  /** SHA-256 of the current secret */
  key_hash: string;
  /** the first characters of the current secret, to recognise it */
  prefix: string;
  /** the creator, whom the key acts as */
  user_id: number;
  last_used_at?: Date;
  /** module → actions the key is limited to; unset: its creator's grants */
  scopes?: Permissions;
  expires_at?: Date;
  rotated_at?: Date;
  /** the secret replaced by the last rotation, working until previous_expires_at */
  previous_key_hash?: string;
  previous_expires_at?: Date;
}

/** Stored fields never shown in events or the audit trail (named there, masked). */
export const API_KEY_SECRETS = ['key_hash', 'previous_key_hash'] as const;

const schema = storedSchema<ApiKeyDoc>({
  name: String,
  key_hash: String,
  prefix: String,
  user_id: Number,
  last_used_at: Date,
  scopes: mongoose.Schema.Types.Mixed,
  expires_at: Date,
  rotated_at: Date,
  previous_key_hash: String,
  previous_expires_at: Date,
});
schema.index({ key_hash: 1 }, { unique: true });
schema.index({ previous_key_hash: 1 }, { unique: true, sparse: true });
// a staff member lists their own keys
schema.index({ user_id: 1, deleted_at: 1 });

export function apiKeyModel(conn: mongoose.Connection) {
  return conn.model<ApiKeyDoc>('ApiKey', schema, 'api_keys');
}
