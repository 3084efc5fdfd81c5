import mongoose from 'mongoose';
import { type Permissions, type StoredFields, storedSchema } from '@bms/platform';

export interface RoleDoc extends StoredFields {
  title: string;
  permissions: Permissions;
  search_terms: string[];
}

const schema = storedSchema<RoleDoc>({
  title: String,
  permissions: mongoose.Schema.Types.Mixed,
  search_terms: [String],
});
schema.index({ search_terms: 1 });

export function roleModel(conn: mongoose.Connection) {
  return conn.model<RoleDoc>('Role', schema, 'roles');
}
