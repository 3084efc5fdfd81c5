import type { billing } from '@bms/protos';
import { isoDay } from '@bms/platform';
import type { ClientView } from '../clients/client.view';
import type { InvoiceDoc } from './invoice.model';
import type { InvoiceSheet } from './invoice.pdf';

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

/**
 * What the invoice's PDF shows: the invoice, and its client as billing
 * knows it (its name and currency; "Client #7" when billing has not heard of
 * it). Billing keeps no address of its clients, so none is shown.
 */
export function toInvoiceSheet(i: InvoiceDoc, client: ClientView | null): InvoiceSheet {
  return {
    invoice_number: i.invoice_number,
    status: i.status,
    issued_on: isoDay(i.created_at),
    due_date: i.due_date,
    client: { name: client?.company_name || `Client #${i.client_id}`, address: [] },
    currency: client?.currency_symbol ?? '',
    items: i.items,
    total: i.total,
    created_at: i.created_at,
    updated_at: i.updated_at,
  };
}
