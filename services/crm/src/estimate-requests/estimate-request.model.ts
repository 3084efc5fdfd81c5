import mongoose from 'mongoose';
import type { StoredFields } from '@bms/platform';

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

const schema = new mongoose.Schema<EstimateRequestDoc>(
  {
    _id: Number,
    form_id: Number,
    name: String,
    email: String,
    phone: String,
    company_name: String,
    message: String,
    answers: mongoose.Schema.Types.Mixed,
    created_by: Number,
    search_terms: [String],
    created_at: Date,
    updated_at: Date,
    deleted_at: Date,
  },
  { versionKey: false, strict: false },
);

schema.index({ deleted_at: 1, _id: -1 });
schema.index({ form_id: 1, _id: -1 });
schema.index({ search_terms: 1 });

export function estimateRequestModel(conn: mongoose.Connection) {
  return conn.model<EstimateRequestDoc>('EstimateRequest', schema, 'estimate_requests');
}
