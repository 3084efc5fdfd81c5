import { DOMAINS, type EventChanges, type EventEnvelope, isSecretField, type Subscription } from '@bms/platform';
import type { AuditRecord } from './audit-entry';
import type { AuditChain } from './audit.chain';

/** The streams of record writes: every domain's but notify (notifications carry codes, and change no record). */
export const AUDITED_DOMAINS = DOMAINS.filter((d) => d !== 'notify');

const NO_SECRETS = new Set<string>();

const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
const str = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length > 0 ? v.slice(0, max) : null);

/**
 * What the trail records of an event: the record (its kind and id, from the
 * type and data), the action (the type's verb), the version, who and from
 * where (its context; the actor alone for an event from before contexts),
 * and its changes. A field named like a secret is masked again here, should
 * a store have let one through.
 */
export function recordOf(evt: EventEnvelope): AuditRecord {
  const parts = evt.type.split('.');
  const action = parts.length > 1 ? parts.pop()! : '';
  const module = parts.join('.');
  const data = evt.data as { id?: unknown; version?: unknown };
  const c = (evt.context ?? {}) as Partial<Record<string, unknown>>;
  const occurred = new Date(evt.occurred_at);
  return {
    event_id: evt.id,
    occurred_at: Number.isNaN(occurred.getTime()) ? new Date() : occurred,
    module,
    domain: parts[0] ?? '',
    record_id: int(data.id),
    action,
    version: int(data.version),
    user_id: int(c.user_id) ?? int(evt.actor_user_id) ?? 0,
    api_key_id: int(c.api_key_id),
    address: str(c.address, 64),
    request_id: str(c.request_id ?? evt.request_id, 128),
    changes: masked(evt.changes),
  };
}

function masked(changes: unknown): EventChanges {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return {};
  return Object.fromEntries(
    Object.entries(changes as EventChanges).map(([field, c]) => [field, isSecretField(field, NO_SECRETS) ? { masked: true as const } : c]),
  );
}

/**
 * One durable consumer per domain stream, one event at a time so that the
 * chain holds each record's events in the order they were written (by
 * version). Idempotent: an event is in the chain once (its id is unique),
 * so the consumer keeps no record of handled events.
 */
export function auditSubscriptions(chain: AuditChain): Subscription[] {
  return AUDITED_DOMAINS.map((domain) => ({
    durable: `identity_audit_${domain}`,
    domain,
    types: [`${domain}.>`],
    idempotent: true,
    handle: async (evt: EventEnvelope) => {
      await chain.append(recordOf(evt));
    },
  }));
}
