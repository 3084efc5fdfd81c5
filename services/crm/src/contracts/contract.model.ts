import mongoose from 'mongoose';
import type { contract } from '@bms/contracts';
import { type StoredFields, storedSchema } from '@bms/platform';

export type ContractStatus = (typeof contract.CONTRACT_STATUSES)[number];

export interface ContractDoc extends StoredFields {
  client_id: number;
  title: string;
  start_date: string;
  end_date?: string;
  value: number;
  status: ContractStatus;
  content: string;
  created_by: number;
}

const schema = storedSchema<ContractDoc>({
  client_id: Number,
  title: String,
  start_date: String,
  end_date: String,
  value: Number,
  status: String,
  content: String,
  created_by: Number,
});

// A client has at most one contract; the index decides between concurrent creates.
schema.index({ client_id: 1 }, { unique: true });

export function contractModel(conn: mongoose.Connection) {
  return conn.model<ContractDoc>('Contract', schema, 'contracts');
}
