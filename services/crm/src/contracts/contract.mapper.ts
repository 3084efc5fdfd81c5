import type { crm } from '@bms/protos';
import { isoDay } from '@bms/platform';
import type { ContractDoc } from './contract.model';

export function toContract(c: ContractDoc): crm.Contract {
  return {
    id: c._id,
    client_id: c.client_id,
    title: c.title,
    start_date: c.start_date,
    end_date: c.end_date || undefined,
    value: c.value ?? 0,
    status: c.status,
    content: c.content ?? '',
    created_by: c.created_by ?? 0,
    created_at: isoDay(c.created_at),
    updated_at: c.updated_at.toISOString(),
  };
}

/** What crm.contract.* events carry. */
export function contractEventData(c: ContractDoc) {
  return { id: c._id, client_id: c.client_id, status: c.status, value: c.value };
}
