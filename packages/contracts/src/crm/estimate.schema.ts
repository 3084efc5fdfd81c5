import { salesDocumentSchemas } from './sales.schema';

export const ESTIMATE_STATUSES = ['draft', 'sent', 'accepted', 'declined'] as const;

const schemas = salesDocumentSchemas('estimate_date', 'valid_until', ESTIMATE_STATUSES, 'draft');

export const estimateBody = schemas.body;
export const estimateListQuery = schemas.listQuery;
export const estimateSummary = schemas.summary;
export const estimate = schemas.record;
