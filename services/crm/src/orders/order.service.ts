import type mongoose from 'mongoose';
import { orders } from '@bms/contracts';
import { type Counters, type OutboxRelay, Store } from '@bms/platform';
import type { ClientService } from '../clients/client.service';
import { SalesDocuments } from '../sales/sales-document';
import { orderEventData, toOrder, toOrderSummary } from './order.mapper';
import { orderModel } from './order.model';

/** Orders (SPEC 4.6): what a client ordered, on order_date, to deliver by due_date. */
export function orderService(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay, clients: ClientService) {
  return new SalesDocuments(new Store(orderModel(conn), counters, relay), clients, {
    module: 'orders',
    noun: 'Order',
    events: 'crm.order',
    body: orders.orderBody,
    query: orders.orderListQuery,
    dates: { start: 'order_date', end: 'due_date' },
    defaultStatus: 'new',
    toRecord: toOrder,
    toListItem: toOrderSummary,
    eventData: orderEventData,
  });
}

export type OrderService = ReturnType<typeof orderService>;
