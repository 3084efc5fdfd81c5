import * as crypto from 'node:crypto';
import { canonicalJson, type EventChanges } from '@bms/platform';

/** One write, as the audit trail keeps it: `_id` is its place in the chain (1, 2, 3, …). */
export interface AuditEntryDoc {
  _id: number;
  event_id: string;
  /** when the write was made (its event's occurred_at) */
  occurred_at: Date;
  /** when this entry was appended (what retention goes by) */
  recorded_at: Date;
  /** the kind of record, as events name it: crm.client */
  module: string;
  /** the first part of module: crm */
  domain: string;
  record_id: number | null;
  action: string;
  version: number | null;
  user_id: number;
  api_key_id: number | null;
  address: string | null;
  request_id: string | null;
  changes: EventChanges;
  prev_hash: string;
  hash: string;
}

/** What an entry records, before it has a place in the chain. */
export type AuditRecord = Omit<AuditEntryDoc, '_id' | 'recorded_at' | 'prev_hash' | 'hash'>;

/** The hash the first entry is chained to. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * An entry's hash: sha256 over the previous entry's hash followed by the
 * canonical JSON (keys sorted) of everything the entry says, its place in
 * the chain included. Dates are their ISO text, as stored to the millisecond.
 */
export function hashOf(e: Omit<AuditEntryDoc, 'hash'>): string {
  const content = {
    id: e._id,
    event_id: e.event_id,
    occurred_at: e.occurred_at.toISOString(),
    recorded_at: e.recorded_at.toISOString(),
    module: e.module,
    domain: e.domain,
    record_id: e.record_id,
    action: e.action,
    version: e.version,
    user_id: e.user_id,
    api_key_id: e.api_key_id,
    address: e.address,
    request_id: e.request_id,
    changes: e.changes,
  };
  return crypto.createHash('sha256').update(e.prev_hash).update(canonicalJson(content)).digest('hex');
}

/** An entry at place `id` after the entry whose hash is `prevHash`, sealed with its own hash. */
export function sealed(record: AuditRecord, id: number, recordedAt: Date, prevHash: string): AuditEntryDoc {
  const e = { ...record, _id: id, recorded_at: recordedAt, prev_hash: prevHash };
  return { ...e, hash: hashOf(e) };
}
