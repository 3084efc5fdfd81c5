import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';
import type { invoices } from '@bms/contracts';

export type InvoiceStatus = (typeof invoices.INVOICE_STATUSES)[number];

export interface InvoiceItemDoc {
  title: string;
  quantity: number;
  rate: number;
}

export interface InvoiceDoc extends StoredFields {
  /** INV-000001: from a counter, under a unique index; kept when deleted (never reused) */
  invoice_number: string;
  client_id: number;
  status: InvoiceStatus;
  items: InvoiceItemDoc[];
  /** sum of quantity × rate, computed in minor units */
  total: number;
  due_date: string;
  created_by: number;
  sent_at?: Date;
}

const schema = storedSchema<InvoiceDoc>({
  invoice_number: String,
  client_id: Number,
  status: String,
  items: [{ _id: false, title: String, quantity: Number, rate: Number }],
  total: Number,
  due_date: String,
  created_by: Number,
  sent_at: Date,
});

schema.index({ invoice_number: 1 }, { unique: true, sparse: true });
schema.index({ status: 1, _id: -1 });
schema.index({ client_id: 1, _id: -1 });
schema.index({ client_id: 1, status: 1, _id: -1 });
schema.index({ due_date: 1, _id: 1 });

export function invoiceModel(conn: mongoose.Connection) {
  return conn.model<InvoiceDoc>('Invoice', schema, 'invoices');
}
