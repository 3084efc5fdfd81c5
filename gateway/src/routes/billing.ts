import { idParams, invoices, resultSchema } from '@bms/contracts';
import { crud, route, type Route } from './route';

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
];
