import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

export interface UserDoc extends StoredFields {
  first_name: string;
  last_name: string;
  /** unset once deleted, so that the address can be used again */
  email?: string;
  phone?: string;
  password_hash: string;
  user_type: 'staff' | 'client';
  is_admin: boolean;
  status: 'active' | 'inactive';
  role_id: number;
  job_title: string;
  image?: string | null;
  language: string;
  search_terms: string[];
  deleted_email?: string;
  deleted_phone?: string;
}

/** Stored fields never shown in events or the audit trail (named there, masked). */
export const USER_SECRETS = ['password_hash'] as const;

const schema = storedSchema<UserDoc>({
  first_name: String,
  last_name: String,
  email: String,
  phone: String,
  password_hash: String,
  user_type: String,
  is_admin: Boolean,
  status: String,
  role_id: Number,
  job_title: String,
  image: String,
  language: String,
  search_terms: [String],
  deleted_email: String,
  deleted_phone: String,
});

schema.index({ email: 1 }, { unique: true, sparse: true });
schema.index({ phone: 1 }, { unique: true, sparse: true });
schema.index({ search_terms: 1 });
schema.index({ status: 1, _id: -1 });
schema.index({ role_id: 1 });

export function userModel(conn: mongoose.Connection) {
  return conn.model<UserDoc>('User', schema, 'users');
}
