import mongoose from 'mongoose';
import type { StoredFields } from '@bms/platform';
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

const schema = new mongoose.Schema<InvoiceDoc>(
  {
    _id: Number,
    invoice_number: String,
    client_id: Number,
    status: String,
    items: [{ _id: false, title: String, quantity: Number, rate: Number }],
    total: Number,
    due_date: String,
    created_by: Number,
    sent_at: Date,
    created_at: Date,
    updated_at: Date,
    deleted_at: Date,
  },
  { versionKey: false, strict: false },
);

schema.index({ invoice_number: 1 }, { unique: true, sparse: true });
// One index per list filter (the list sorts by newest first).
schema.index({ deleted_at: 1, _id: -1 });
schema.index({ status: 1, _id: -1 });
schema.index({ client_id: 1, _id: -1 });
schema.index({ client_id: 1, status: 1, _id: -1 });

export function invoiceModel(conn: mongoose.Connection) {
  return conn.model<InvoiceDoc>('Invoice', schema, 'invoices');
}
