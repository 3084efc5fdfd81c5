import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

export interface PageDoc extends StoredFields {
  title: string;
  slug: string;
  content: string;
  status: 'draft' | 'published';
  created_by: number;
  search_terms: string[];
}

const schema = storedSchema<PageDoc>({
  title: String,
  slug: String,
  content: String,
  status: String,
  created_by: Number,
  search_terms: [String],
});

// A slug is unique among live pages; a deleted page (its deleted_at set)
// frees its slug.
schema.index({ slug: 1, deleted_at: 1 }, { unique: true });
schema.index({ status: 1, _id: -1 });
schema.index({ search_terms: 1 });

export function pageModel(conn: mongoose.Connection) {
  return conn.model<PageDoc>('Page', schema, 'pages');
}
