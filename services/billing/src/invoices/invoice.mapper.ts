import type { billing } from '@bms/protos';
import { isoDay } from '@bms/platform';
import type { InvoiceDoc } from './invoice.model';

export function toInvoiceSummary(i: InvoiceDoc): billing.InvoiceSummary {
  return {
    id: i._id,
    invoice_number: i.invoice_number,
    client_id: i.client_id,
    status: i.status,
    total: i.total,
    due_date: i.due_date,
    created_at: isoDay(i.created_at),
  };
}

export function toInvoice(i: InvoiceDoc): billing.Invoice {
  return {
    id: i._id,
    invoice_number: i.invoice_number,
    client_id: i.client_id,
    status: i.status,
    total: i.total,
    due_date: i.due_date,
    items: i.items.map((it) => ({ title: it.title, quantity: it.quantity, rate: it.rate })),
  };
}

/** What billing.invoice.* events carry. */
export function invoiceEventData(i: InvoiceDoc) {
  return {
    id: i._id,
    invoice_number: i.invoice_number,
    client_id: i.client_id,
    status: i.status,
    total: i.total,
    due_date: i.due_date,
  };
}
