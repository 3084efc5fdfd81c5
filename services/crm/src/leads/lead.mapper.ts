import type { crm } from '@bms/protos';
import { isoDay } from '@bms/platform';
import type { LeadDoc } from './lead.model';

export function toLeadSummary(l: LeadDoc): crm.LeadSummary {
  return {
    id: l._id,
    company_name: l.company_name,
    contact_name: l.contact_name ?? '',
    email: l.email ?? '',
    phone: l.phone ?? '',
    status: l.status,
    source: l.source ?? '',
    owner_id: l.owner_id ?? 0,
    created_at: isoDay(l.created_at),
  };
}

export function toLead(l: LeadDoc): crm.Lead {
  return {
    id: l._id,
    company_name: l.company_name,
    type: l.type,
    contact_name: l.contact_name ?? '',
    email: l.email ?? '',
    phone: l.phone ?? '',
    website: l.website ?? '',
    address: l.address ?? '',
    city: l.city ?? '',
    state: l.state ?? '',
    zip: l.zip ?? '',
    country: l.country ?? '',
    status: l.status,
    source: l.source ?? '',
    owner_id: l.owner_id ?? 0,
    labels: l.labels ?? [],
    description: l.description ?? '',
    created_by: l.created_by ?? 0,
    created_at: isoDay(l.created_at),
    updated_at: l.updated_at.toISOString(),
  };
}

/** What crm.lead.* events carry. */
export function leadEventData(l: LeadDoc) {
  return { id: l._id, status: l.status, owner_id: l.owner_id, source: l.source ?? '' };
}
