import type { EventBus } from './bus';
import type { EventDomain, EventEnvelope } from './envelope';

export interface Subscription {
  /** durable consumer name, unique per consuming service and purpose */
  durable: string;
  /** the stream's domain */
  domain: EventDomain;
  /** event types (subjects without namespace), wildcards allowed */
  types: string[];
  handle(evt: EventEnvelope): Promise<void>;
  /**
   * The handler makes an event given to it twice change nothing by itself
   * (a unique key on what it writes): no record of handled events is kept
   * for it, which saves two database round trips per event on a consumer
   * that takes them one at a time.
   */
  idempotent?: boolean;
  /**
   * Events handled at once (default 1: one at a time, in the order they
   * were written). More only where order does not matter to the handler:
   * an event that fails is retried without holding the others.
   */
  concurrency?: number;
  /** For a projection: how to rebuild it from its owner's records (projection.ts). */
  rebuild?: RebuildSpec;
}

/** A projection's owner, and how one of the owner's records (as its events carry it) is applied. */
export interface RebuildSpec {
  /** the events' entity, e.g. crm.client */
  entity: string;
  /** the owner's gRPC address */
  owner: string;
  apply(record: Record<string, unknown>): Promise<void>;
}

/** An event id a consumer has handled (so that a redelivery changes nothing). */
export interface HandledDoc {
  _id: string;
  at: Date;
}

/** An event a consumer could never apply, kept with why (`<durable>:<stream>:<seq>`). */
export interface ParkedDoc {
  _id: string;
  subject: string;
  durable: string;
  payload: string;
  reason: string;
  at: Date;
}

/**
 * How a consumer retries an event its handler fails on: `maxAttempts` tries
 * in place, then back to JetStream with delays from `retryDelayMs` up to
 * `maxRetryDelayMs`, for as long as it fails.
 */
export interface ConsumerRetries {
  maxAttempts: number;
  retryDelayMs: number;
  maxRetryDelayMs?: number;
}

export interface ConsumerStanding {
  /** events not yet handled */
  lag: number;
  /** age of the oldest of them (0: none) */
  oldestAgeSeconds: number;
  /**
   * while it has events to handle, the stream no longer holds those right
   * after the last one it acked: it may have dropped some of them (for a
   * consumer of some subjects only, the dropped ones may all be others')
   */
  missed: boolean;
}

/** A durable consumer's name on NATS: under the bus's namespace, if any. */
export function durableNameOf(bus: Pick<EventBus, 'namespace'>, name: string): string {
  const ns = bus.namespace.replace(/[^A-Za-z0-9_-]/g, '_');
  return ns ? `${ns}_${name}` : name;
}

/**
 * Where a durable consumer stands against its stream's retention: the
 * events it has yet to handle, how old the oldest is, and whether the
 * stream dropped some it never handled. Undefined while NATS or the
 * consumer is not there.
 */
export async function consumerStanding(bus: EventBus, durable: string, domain: EventDomain): Promise<ConsumerStanding | undefined> {
  const jsm = bus.manager;
  if (!bus.isConnected || !jsm) return undefined;
  try {
    const stream = bus.streamName(domain);
    const [info, s] = await Promise.all([jsm.consumers.info(stream, durable), jsm.streams.info(stream)]);
    const lag = info.num_pending + info.num_ack_pending;
    let oldestAgeSeconds = 0;
    if (lag > 0) {
      const next = Math.max(info.ack_floor.stream_seq + 1, s.state.first_seq);
      const m = await jsm.streams.getMessage(stream, { seq: next }).catch(() => undefined);
      if (m) oldestAgeSeconds = Math.max(0, (Date.now() - m.time.getTime()) / 1000);
    }
    // Behind retention: the stream no longer holds the events right after the last one it acked.
    return { lag, oldestAgeSeconds, missed: lag > 0 && s.state.first_seq > 1 && s.state.first_seq > info.ack_floor.stream_seq + 1 };
  } catch {
    return undefined; // not created yet
  }
}
