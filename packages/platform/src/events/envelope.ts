import * as crypto from 'node:crypto';
import { AppError } from '../errors';
import { currentRequestContext } from '../log';
import { traceHeaders } from '../telemetry';
import type { EventChanges } from './changes';

/**
 * Who caused an event and from where: the user acted as (`actor_user_id`),
 * the API key acted through (when the request came with one), the client's
 * address as the gateway resolved it (TRUSTED_PROXIES) and the request's id.
 * A write made for an event (a cascade) carries the address and key of the
 * request that caused that event.
 */
export interface EventContext {
  user_id: number;
  api_key_id?: number;
  address?: string;
  request_id?: string;
}


/** The envelope of every event; `type` is also its subject: <domain>.<entity>.<verb>. */
export interface EventEnvelope<T = Record<string, unknown>> {
  id: string;
  type: string;
  occurred_at: string;
  actor_user_id: number;
  data: T;
  /**
   * What the write changed, field by field (Store writes only): before and
   * after of each changed field (a create: after only), secrets named but
   * masked. Consumers that do not know it ignore it, as every unknown field.
   */
  changes?: EventChanges;
  /** who and from where (see EventContext) */
  context?: EventContext;
  /** the request that caused it, carried in a NATS header */
  request_id?: string;
  /** the trace it belongs to (W3C traceparent), carried in NATS headers */
  trace?: Record<string, string>;
}

/**
 * The largest event body a write may store: NATS refuses a message over its
 * max_payload (1 MiB by default), and room is left for the headers. An
 * event past it could never leave the outbox, so the write is refused.
 */
export const MAX_EVENT_BYTES = 1024 * 1024 - 64 * 1024;

export function newEvent<T>(type: string, data: T, actorUserId: number): EventEnvelope<T> {
  const size = Buffer.byteLength(JSON.stringify(data) ?? '');
  if (size > MAX_EVENT_BYTES) throw new AppError('too_large', 'The record is too large to be stored with its event.');
  const rc = currentRequestContext();
  return {
    id: crypto.randomUUID(),
    type,
    occurred_at: new Date().toISOString(),
    actor_user_id: actorUserId,
    data,
    context: {
      user_id: actorUserId,
      ...(rc?.api_key_id ? { api_key_id: rc.api_key_id } : {}),
      ...(rc?.address ? { address: rc.address } : {}),
      ...(rc?.request_id ? { request_id: rc.request_id } : {}),
    },
    request_id: rc?.request_id,
    trace: traceHeaders(),
  };
}

/**
 * The outbox lives on the document: a write and the events it causes are
 * one single-document write (`$push` on this field), so neither exists
 * without the other. The relay publishes them in order and pops them off.
 */
export const OUTBOX_FIELD = '_outbox';

/** The streams, one per domain plus notifications (notify.sms, notify.email). */
export const DOMAINS = ['identity', 'crm', 'work', 'billing', 'content', 'files', 'notify'] as const;
export type EventDomain = (typeof DOMAINS)[number];

/** Retention of every stream; documented in docs/events.md. */
export const STREAM_LIMITS = {
  max_age_days: 7,
  duplicate_window_minutes: 10,
  max_bytes: 1024 * 1024 * 1024,
};

/** NATS subject matching: `*` is one token, `>` the rest. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}

/** An event a handler will never be able to apply (bad payload): parked at once. */
export class PoisonEvent extends Error {}


/** An envelope from a message's text; PoisonEvent when it is none. */
export function parseEnvelope(text: string): EventEnvelope {
  const evt = JSON.parse(text) as EventEnvelope;
  if (!evt || typeof evt.id !== 'string' || typeof evt.type !== 'string' || typeof evt.data !== 'object' || !evt.data)
    throw new PoisonEvent('not an event envelope');
  return evt;
}
