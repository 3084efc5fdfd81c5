import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

export interface ClientDoc extends StoredFields {
  company_name: string;
  type: 'organization' | 'person';
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
  website: string;
  status: 'active' | 'inactive';
  currency_symbol: string;
  group_ids: string;
  labels: string[];
  owner_id: number;
  created_by: number;
  custom_fields: Record<string, string>;
  search_terms: string[];
}

const schema = storedSchema<ClientDoc>({
  company_name: String,
  type: String,
  address: String,
  city: String,
  state: String,
  zip: String,
  country: String,
  phone: String,
  website: String,
  status: String,
  currency_symbol: String,
  group_ids: String,
  labels: [String],
  owner_id: Number,
  created_by: Number,
  custom_fields: mongoose.Schema.Types.Mixed,
  search_terms: [String],
});

schema.index({ status: 1, _id: -1 });
schema.index({ search_terms: 1 });
schema.index({ company_name: 1, _id: 1 });
schema.index({ owner_id: 1 });

export function clientModel(conn: mongoose.Connection) {
  return conn.model<ClientDoc>('Client', schema, 'clients');
}
