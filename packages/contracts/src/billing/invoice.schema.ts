import { z } from 'zod';
import { dateString, id, lineItems, pageQuery, queryId } from '../common';

export const INVOICE_STATUSES = ['draft', 'sent', 'cancelled'] as const;

/**
 * The create and update body (SPEC 4.5). A new invoice is a draft; only a
 * draft may be changed or deleted.
 */
export const invoiceBody = z.object({
  client_id: id.meta({ description: 'a known client' }),
  items: lineItems,
  due_date: dateString,
});

export const invoiceListQuery = pageQuery.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  client_id: queryId,
});

export const invoiceItem = z.object({ title: z.string(), quantity: z.number(), rate: z.number() });

const invoiceFields = {
  id: z.number().int(),
  invoice_number: z.string().meta({ example: 'INV-000001' }),
  client_id: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  total: z.number().meta({ description: 'sum of quantity × rate, at most two decimals' }),
  due_date: dateString,
};

/** An invoice as the list shows it (SPEC 2.5). */
export const invoiceSummary = z.object({ ...invoiceFields, created_at: dateString });

/** An invoice as its detail and create show it: with its items. */
export const invoice = z.object({ ...invoiceFields, items: z.array(invoiceItem) });
