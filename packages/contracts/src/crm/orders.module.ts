import { salesModule } from './sales.module';

export const ORDER_STATUSES = ['new', 'processing', 'completed', 'cancelled'] as const;

/** Orders (SPEC 4.6): what a client has ordered, from order_date, due by due_date. */
export const ordersModule = salesModule({
  name: 'Order',
  plural: 'Orders',
  path: 'orders',
  permission: 'orders',
  dates: ['order_date', 'due_date'],
  statuses: ORDER_STATUSES,
  initial: 'new',
});
