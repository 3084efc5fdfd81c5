export * as clients from './client.schema';
export * as leads from './lead.schema';
export * as estimates from './estimates.module';
export * as orders from './orders.module';
export * as customFields from './custom-field.schema';
export * as contract from './contract.schema';
export * as estimateRequests from './estimate-request.schema';
