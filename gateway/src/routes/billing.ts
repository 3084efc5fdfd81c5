import { z } from 'zod';
import { idParams, invoices, resultSchema } from '@bms/contracts';
import type { billing } from '@bms/protos';
import { crud } from './crud';
import { route, type Route } from './route';

export const billingRoutes: Route[] = [
  ...crud({
    base: '/api/invoices',
    domain: 'billing',
    tag: 'Invoices',
    entity: 'Invoice',
    plural: 'Invoices',
    body: invoices.invoiceBody,
    query: invoices.invoiceListQuery,
    listItem: invoices.invoiceSummary,
    item: invoices.invoice,
  }).map((r) =>
    // Only a draft may be changed or deleted.
    ['put', 'patch', 'delete'].includes(r.method) ? { ...r, errors: [...r.errors, 409] } : r,
  ),
  route({
    method: 'post',
    path: '/api/invoices/{id}/send',
    tag: 'Invoices',
    summary: 'Send a draft invoice (draft → sent)',
    params: idParams,
    reply: resultSchema,
    errors: [401, 403, 404, 409],
    call: { domain: 'billing', rpc: 'SendInvoice', request: ({ params }) => ({ id: params.id }) },
  }),
  route({
    method: 'get',
    path: '/api/invoices/{id}/pdf',
    tag: 'Invoices',
    summary: 'The invoice as a PDF document, an attachment named after its invoice number (INV-000001.pdf)',
    params: idParams,
    reply: z.string().meta({ format: 'binary', description: 'the PDF: number, dates, client, lines, total and status of the invoice' }),
    replyType: 'application/pdf',
    errors: [401, 403, 404],
    call: {
      domain: 'billing',
      rpc: 'RenderInvoicePdf',
      request: ({ params }) => ({ id: params.id }),
      download: (reply) => {
        const pdf = reply as billing.InvoicePdf__Output;
        return { name: pdf.file_name, content: pdf.content };
      },
    },
  }),
];
