import type { crm } from '@bms/protos';
import { toLineItems } from '../sales/line-items';
import type { OrderDoc } from './order.model';

const day = (d: Date) => d.toISOString().slice(0, 10);

export function toOrderSummary(e: OrderDoc): crm.OrderSummary {
  return {
    id: e._id,
    client_id: e.client_id,
    order_date: e.order_date,
    due_date: e.due_date || undefined,
    status: e.status,
    total: e.total,
    created_at: day(e.created_at),
  };
}

export function toOrder(e: OrderDoc): crm.Order {
  return {
    id: e._id,
    client_id: e.client_id,
    order_date: e.order_date,
    due_date: e.due_date || undefined,
    status: e.status,
    items: toLineItems(e.items),
    total: e.total,
    note: e.note ?? '',
    created_by: e.created_by ?? 0,
    created_at: day(e.created_at),
    updated_at: e.updated_at.toISOString(),
  };
}

/** What crm.order.* events carry. */
export function orderEventData(e: OrderDoc) {
  return { id: e._id, client_id: e.client_id, status: e.status, total: e.total };
}
