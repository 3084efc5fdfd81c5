import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

export interface FolderDoc extends StoredFields {
  name: string;
  /** null: the root */
  parent_id: number | null;
  /** `<parent>/<lower-case name>` while live: one name per folder level; unset when deleted */
  name_key?: string;
  created_by: number;
}

const schema = storedSchema<FolderDoc>({
  name: String,
  parent_id: Number,
  name_key: String,
  created_by: Number,
});

schema.index({ name_key: 1 }, { unique: true, sparse: true });
// A folder's listing, by name.
schema.index({ parent_id: 1, deleted_at: 1, name: 1 });

export function folderModel(conn: mongoose.Connection) {
  return conn.model<FolderDoc>('Folder', schema, 'folders');
}

export const nameKey = (parentId: number | null, name: string) => `${parentId ?? 0}/${name.toLowerCase()}`;
