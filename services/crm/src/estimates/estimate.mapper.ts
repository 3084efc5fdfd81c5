import type { crm } from '@bms/protos';
import { toLineItems } from '../sales/line-items';
import type { EstimateDoc } from './estimate.model';

const day = (d: Date) => d.toISOString().slice(0, 10);

export function toEstimateSummary(e: EstimateDoc): crm.EstimateSummary {
  return {
    id: e._id,
    client_id: e.client_id,
    estimate_date: e.estimate_date,
    valid_until: e.valid_until || undefined,
    status: e.status,
    total: e.total,
    created_at: day(e.created_at),
  };
}

export function toEstimate(e: EstimateDoc): crm.Estimate {
  return {
    id: e._id,
    client_id: e.client_id,
    estimate_date: e.estimate_date,
    valid_until: e.valid_until || undefined,
    status: e.status,
    items: toLineItems(e.items),
    total: e.total,
    note: e.note ?? '',
    created_by: e.created_by ?? 0,
    created_at: day(e.created_at),
    updated_at: e.updated_at.toISOString(),
  };
}

/** What crm.estimate.* events carry. */
export function estimateEventData(e: EstimateDoc) {
  return { id: e._id, client_id: e.client_id, status: e.status, total: e.total };
}
