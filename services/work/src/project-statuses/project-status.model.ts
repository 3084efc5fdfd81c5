import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

export interface ProjectStatusDoc extends StoredFields {
  title: string;
  color: string;
  sort: number;
  search_terms: string[];
}

const schema = storedSchema<ProjectStatusDoc>({
  title: String,
  color: String,
  sort: Number,
  search_terms: [String],
});

// The list is in display order.
schema.index({ deleted_at: 1, sort: 1, _id: 1 });
schema.index({ search_terms: 1 });

export function projectStatusModel(conn: mongoose.Connection) {
  return conn.model<ProjectStatusDoc>('ProjectStatus', schema, 'project_statuses');
}
