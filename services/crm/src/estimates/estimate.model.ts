import mongoose from 'mongoose';
import type { estimates } from '@bms/contracts';
import type { StoredFields } from '@bms/platform';
import type { PricedItem } from '../sales/line-items';

export type EstimateStatus = (typeof estimates.ESTIMATE_STATUSES)[number];

export interface EstimateDoc extends StoredFields {
  client_id: number;
  estimate_date: string;
  valid_until?: string;
  status: EstimateStatus;
  items: PricedItem[];
  total: number;
  note: string;
  created_by: number;
  search_terms: string[];
}

const schema = new mongoose.Schema<EstimateDoc>(
  {
    _id: Number,
    client_id: Number,
    estimate_date: String,
    valid_until: String,
    status: String,
    items: mongoose.Schema.Types.Mixed,
    total: Number,
    note: String,
    created_by: Number,
    search_terms: [String],
    created_at: Date,
    updated_at: Date,
    deleted_at: Date,
  },
  { versionKey: false, strict: false },
);

// One index per list filter, each ending in the list order (newest first).
schema.index({ deleted_at: 1, _id: -1 });
schema.index({ client_id: 1, _id: -1 });
schema.index({ status: 1, _id: -1 });
schema.index({ search_terms: 1 });

export function estimateModel(conn: mongoose.Connection) {
  return conn.model<EstimateDoc>('Estimate', schema, 'estimates');
}
