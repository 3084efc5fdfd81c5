import mongoose from 'mongoose';
import type { customFields } from '@bms/contracts';
import { type StoredFields, storedSchema } from '@bms/platform';

export type FieldType = (typeof customFields.FIELD_TYPES)[number];
export type FieldKind = (typeof customFields.CUSTOM_FIELD_KINDS)[number];

export interface CustomFieldDoc extends StoredFields {
  title: string;
  placeholder: string;
  related_to: FieldKind;
  type: FieldType;
  options: string[];
  required: boolean;
  sort: number;
  search_terms: string[];
}

const schema = storedSchema<CustomFieldDoc>({
  title: String,
  placeholder: String,
  related_to: String,
  type: String,
  options: [String],
  required: Boolean,
  sort: Number,
  search_terms: [String],
});

// One index per list filter, each ending in the list order (sort, then id).
schema.index({ deleted_at: 1, sort: 1, _id: 1 });
// The list with deleted ones (include_deleted) in the same order.
schema.index({ sort: 1, _id: 1 });
schema.index({ related_to: 1, sort: 1, _id: 1 });
schema.index({ type: 1, sort: 1, _id: 1 });
schema.index({ search_terms: 1 });

export function customFieldModel(conn: mongoose.Connection) {
  return conn.model<CustomFieldDoc>('CustomField', schema, 'custom_fields');
}

/** The key of a field's values on a record. */
export const fieldKey = (id: number) => `field_${id}`;
