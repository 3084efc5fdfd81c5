import mongoose from 'mongoose';
import type { Permissions, StoredFields } from '@bms/platform';

export interface RoleDoc extends StoredFields {
  title: string;
  permissions: Permissions;
  search_terms: string[];
}

const schema = new mongoose.Schema<RoleDoc>(
  {
    _id: Number,
    title: String,
    permissions: mongoose.Schema.Types.Mixed,
    search_terms: [String],
    created_at: Date,
    updated_at: Date,
    deleted_at: Date,
  },
  { versionKey: false, strict: false },
);
schema.index({ search_terms: 1 });

export function roleModel(conn: mongoose.Connection) {
  return conn.model<RoleDoc>('Role', schema, 'roles');
}
