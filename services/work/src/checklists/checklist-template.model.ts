import mongoose from 'mongoose';
import type { StoredFields } from '@bms/platform';

export interface ChecklistTemplateDoc extends StoredFields {
  title: string;
  items: string[];
  search_terms: string[];
}

const schema = new mongoose.Schema<ChecklistTemplateDoc>(
  {
    _id: Number,
    title: String,
    items: [String],
    search_terms: [String],
    created_at: Date,
    updated_at: Date,
    deleted_at: Date,
  },
  { versionKey: false, strict: false },
);

schema.index({ deleted_at: 1, _id: -1 });
schema.index({ search_terms: 1 });

export function checklistTemplateModel(conn: mongoose.Connection) {
  return conn.model<ChecklistTemplateDoc>('ChecklistTemplate', schema, 'checklist_templates');
}
