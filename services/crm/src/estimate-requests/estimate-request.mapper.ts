import type { crm } from '@bms/protos';
import { isoDay } from '@bms/platform';
import type { EstimateRequestDoc } from './estimate-request.model';
import type { FormField, RequestFormDoc } from './request-form.model';

export function toFormField(f: FormField): crm.RequestFormField {
  return { id: f.id, title: f.title, type: f.type, options: f.options ?? [], required: !!f.required, placeholder: f.placeholder ?? '' };
}

export function toRequestFormSummary(f: RequestFormDoc): crm.RequestFormSummary {
  return { id: f._id, title: f.title, description: f.description ?? '', status: f.status, created_at: isoDay(f.created_at) };
}

export function toRequestForm(f: RequestFormDoc): crm.RequestForm {
  return { ...toRequestFormSummary(f), fields: (f.fields ?? []).map(toFormField), updated_at: f.updated_at.toISOString() };
}

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
