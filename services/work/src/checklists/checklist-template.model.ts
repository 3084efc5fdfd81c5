import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

export interface ChecklistTemplateDoc extends StoredFields {
  title: string;
  items: string[];
  search_terms: string[];
}

const schema = storedSchema<ChecklistTemplateDoc>({
  title: String,
  items: [String],
  search_terms: [String],
});

schema.index({ search_terms: 1 });

export function checklistTemplateModel(conn: mongoose.Connection) {
  return conn.model<ChecklistTemplateDoc>('ChecklistTemplate', schema, 'checklist_templates');
}
