import mongoose from 'mongoose';
import type { StoredFields } from '@bms/platform';

export interface ItemCategoryDoc extends StoredFields {
  title: string;
  description: string;
  search_terms: string[];
}

const schema = new mongoose.Schema<ItemCategoryDoc>(
  {
    _id: Number,
    title: String,
    description: String,
    search_terms: [String],
    created_at: Date,
    updated_at: Date,
    deleted_at: Date,
  },
  { versionKey: false, strict: false },
);

schema.index({ deleted_at: 1, _id: -1 });
schema.index({ search_terms: 1 });

export function itemCategoryModel(conn: mongoose.Connection) {
  return conn.model<ItemCategoryDoc>('ItemCategory', schema, 'item_categories');
}
