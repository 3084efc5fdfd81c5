export * as clients from './client.schema';
export * as leads from './lead.schema';
export * as estimates from './estimate.schema';
export * as orders from './order.schema';
export * as customFields from './custom-field.schema';
export * as contract from './contract.schema';
export * as estimateRequests from './estimate-request.schema';
