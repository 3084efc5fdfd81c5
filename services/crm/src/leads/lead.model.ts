import mongoose from 'mongoose';
import type { leads } from '@bms/contracts';
import { type StoredFields, storedSchema } from '@bms/platform';

export type LeadStatus = (typeof leads.LEAD_STATUSES)[number];

export interface LeadDoc extends StoredFields {
  company_name: string;
  type: 'organization' | 'person';
  contact_name: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  status: LeadStatus;
  source: string;
  owner_id: number;
  labels: string[];
  description: string;
  created_by: number;
  custom_fields: Record<string, string>;
  search_terms: string[];
}

const schema = storedSchema<LeadDoc>({
  company_name: String,
  type: String,
  contact_name: String,
  email: String,
  phone: String,
  website: String,
  address: String,
  city: String,
  state: String,
  zip: String,
  country: String,
  status: String,
  source: String,
  owner_id: Number,
  labels: [String],
  description: String,
  created_by: Number,
  custom_fields: mongoose.Schema.Types.Mixed,
  search_terms: [String],
});

schema.index({ status: 1, _id: -1 });
schema.index({ source: 1, _id: -1 });
schema.index({ owner_id: 1, _id: -1 });
schema.index({ search_terms: 1 });

export function leadModel(conn: mongoose.Connection) {
  return conn.model<LeadDoc>('Lead', schema, 'leads');
}
