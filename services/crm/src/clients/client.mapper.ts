import type { EventPayloads } from '@bms/contracts';
import type { crm } from '@bms/protos';
import { isoDay } from '@bms/platform';
import type { ClientDoc } from './client.model';

export function toClientSummary(c: ClientDoc): crm.ClientSummary {
  return {
    id: c._id,
    company_name: c.company_name,
    type: c.type,
    phone: c.phone ?? '',
    city: c.city ?? '',
    country: c.country ?? '',
    created_date: isoDay(c.created_at),
    status: c.status,
  };
}

export function toClient(c: ClientDoc): crm.Client {
  return {
    id: c._id,
    company_name: c.company_name,
    type: c.type,
    phone: c.phone ?? '',
    city: c.city ?? '',
    country: c.country ?? '',
    created_date: isoDay(c.created_at),
    address: c.address ?? '',
    state: c.state ?? '',
    zip: c.zip ?? '',
    website: c.website ?? '',
    currency_symbol: c.currency_symbol ?? '',
    group_ids: c.group_ids ?? '',
    labels: c.labels ?? [],
    owner_id: c.owner_id ?? 0,
    created_by: c.created_by ?? 0,
    status: c.status,
  };
}

/** What crm.client.* events carry: what billing's projection needs. */
/** What crm.client.* events carry (EventPayloads['crm.client']: billing reads the same contract). */
export function clientEventData(c: Pick<ClientDoc, '_id' | 'company_name' | 'currency_symbol' | 'status'>): EventPayloads['crm.client'] {
  return { id: c._id, company_name: c.company_name, currency_symbol: c.currency_symbol ?? '', status: c.status };
}
