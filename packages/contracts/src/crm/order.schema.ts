import { salesDocumentSchemas } from './sales.schema';

export const ORDER_STATUSES = ['new', 'processing', 'completed', 'cancelled'] as const;

const schemas = salesDocumentSchemas('order_date', 'due_date', ORDER_STATUSES, 'new');

export const orderBody = schemas.body;
export const orderListQuery = schemas.listQuery;
export const orderSummary = schemas.summary;
export const order = schemas.record;
