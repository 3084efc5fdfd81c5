import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

export interface FileDoc extends StoredFields {
  name: string;
  /** null: the root */
  folder_id: number | null;
  size: number;
  /** sniffed from the first bytes */
  content_type: string;
  sha256: string;
  /** the GridFS file that holds the bytes */
  blob_id: mongoose.Types.ObjectId;
  uploaded_by: number;
}

const schema = storedSchema<FileDoc>({
  name: String,
  folder_id: Number,
  size: Number,
  content_type: String,
  sha256: String,
  blob_id: mongoose.Schema.Types.ObjectId,
  uploaded_by: Number,
});

// A folder's listing, by name.
schema.index({ folder_id: 1, deleted_at: 1, name: 1 });

export function fileModel(conn: mongoose.Connection) {
  return conn.model<FileDoc>('File', schema, 'files');
}
