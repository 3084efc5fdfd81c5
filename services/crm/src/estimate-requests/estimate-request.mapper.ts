import type { crm } from '@bms/protos';
import { isoDay } from '@bms/platform';
import type { EstimateRequestDoc } from './estimate-request.model';

export function toEstimateRequest(r: EstimateRequestDoc): crm.EstimateRequest {
  return {
    id: r._id,
    form_id: r.form_id,
    name: r.name,
    email: r.email,
    phone: r.phone ?? '',
    company_name: r.company_name ?? '',
    message: r.message ?? '',
    answers: r.answers ?? {},
    created_by: r.created_by ?? 0,
    created_at: isoDay(r.created_at),
  };
}
