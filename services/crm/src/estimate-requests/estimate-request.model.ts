import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

export interface EstimateRequestDoc extends StoredFields {
  form_id: number;
  name: string;
  email: string;
  phone: string;
  company_name: string;
  message: string;
  /** field id → answer */
  answers: Record<string, string>;
  created_by: number;
  search_terms: string[];
}

const schema = storedSchema<EstimateRequestDoc>({
  form_id: Number,
  name: String,
  email: String,
  phone: String,
  company_name: String,
  message: String,
  answers: mongoose.Schema.Types.Mixed,
  created_by: Number,
  search_terms: [String],
});

schema.index({ form_id: 1, _id: -1 });
schema.index({ search_terms: 1 });

export function estimateRequestModel(conn: mongoose.Connection) {
  return conn.model<EstimateRequestDoc>('EstimateRequest', schema, 'estimate_requests');
}
