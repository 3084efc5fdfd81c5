import type mongoose from 'mongoose';
import { orders } from '@bms/contracts';
import { type Counters, type OutboxRelay, Store } from '@bms/platform';
import type { ClientDirectory } from '../clients/client.directory';
import { SalesDocuments } from '../sales/sales-document';
import { salesDocumentModel } from '../sales/sales-document.model';

const dates = { start: 'order_date', end: 'due_date' };

/** Orders (SPEC 4.6): what a client has ordered, from order_date, due by due_date. */
export function orderService(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay, clients: ClientDirectory) {
  return new SalesDocuments(new Store(salesDocumentModel(conn, 'Order', 'orders', dates), counters, relay), clients, {
    module: 'orders',
    noun: 'Order',
    events: 'crm.order',
    body: orders.orderBody,
    query: orders.orderListQuery,
    dates,
    defaultStatus: 'new',
  });
}

export type OrderService = ReturnType<typeof orderService>;
