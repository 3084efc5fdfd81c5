import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

export interface ItemCategoryDoc extends StoredFields {
  title: string;
  description: string;
  search_terms: string[];
}

const schema = storedSchema<ItemCategoryDoc>({
  title: String,
  description: String,
  search_terms: [String],
});

schema.index({ search_terms: 1 });

export function itemCategoryModel(conn: mongoose.Connection) {
  return conn.model<ItemCategoryDoc>('ItemCategory', schema, 'item_categories');
}
