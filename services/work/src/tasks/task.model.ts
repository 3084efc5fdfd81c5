import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';
import type { tasks } from '@bms/contracts';

type Status = (typeof tasks.TASK_STATUSES)[number];
type Priority = (typeof tasks.TASK_PRIORITIES)[number];

export interface TaskDoc extends StoredFields {
  title: string;
  description: string;
  /** absent: not on a project */
  project_id?: number;
  assigned_to: number[];
  status: Status;
  priority: Priority;
  /** YYYY-MM-DD; absent: none */
  start_date?: string;
  deadline?: string;
  labels: string[];
  created_by: number;
  search_terms: string[];
}

const schema = storedSchema<TaskDoc>({
  title: String,
  description: String,
  project_id: Number,
  assigned_to: [Number],
  status: String,
  priority: String,
  start_date: String,
  deadline: String,
  labels: [String],
  created_by: Number,
  search_terms: [String],
});

schema.index({ status: 1, _id: -1 });
schema.index({ priority: 1, _id: -1 });
schema.index({ project_id: 1, _id: -1 });
schema.index({ assigned_to: 1, _id: -1 });
schema.index({ search_terms: 1 });

export function taskModel(conn: mongoose.Connection) {
  return conn.model<TaskDoc>('Task', schema, 'tasks');
}
