import * as crypto from 'node:crypto';
import type mongoose from 'mongoose';
import {
  AckPolicy,
  connect,
  DeliverPolicy,
  DiscardPolicy,
  headers,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  nanos,
  type NatsConnection,
  RetentionPolicy,
  StorageType,
} from 'nats';
import { isTransient } from './errors';
import { currentRequestContext, type Logger, withRequestContext } from './log';
import type { Metrics } from './metrics';
import { contextFrom, inSpan, SpanKind, traceHeaders } from './telemetry';

/** The envelope of every event (DESIGN 6); `type` is also its subject. */
export interface EventEnvelope<T = Record<string, unknown>> {
  id: string;
  type: string;
  occurred_at: string;
  actor_user_id: number;
  data: T;
  /** the request that caused it, carried in a NATS header */
  request_id?: string;
  /** the trace it belongs to (W3C traceparent), carried in NATS headers */
  trace?: Record<string, string>;
}

export function newEvent<T>(type: string, data: T, actorUserId: number): EventEnvelope<T> {
  return {
    id: crypto.randomUUID(),
    type,
    occurred_at: new Date().toISOString(),
    actor_user_id: actorUserId,
    data,
    request_id: currentRequestContext()?.request_id,
    trace: traceHeaders(),
  };
}

/**
 * The outbox lives on the document: a write and the events it causes are
 * one single-document write (`$push` on this field), so neither exists
 * without the other. The relay publishes them in order and pops them off.
 */
export const OUTBOX_FIELD = '_outbox';

/** The streams, one per domain plus notifications (DESIGN 6). */
export const DOMAINS = ['identity', 'crm', 'work', 'billing', 'content', 'files', 'notify'] as const;
export type EventDomain = (typeof DOMAINS)[number];

/** Retention of every stream; documented in the README. */
export const STREAM_LIMITS = {
  max_age_days: 7,
  duplicate_window_minutes: 10,
  max_bytes: 1024 * 1024 * 1024,
};

export class EventBus {
  private nc: NatsConnection | undefined;
  private js: JetStreamClient | undefined;
  private jsm: JetStreamManager | undefined;
  private readonly connecting: Promise<void>;
  private closed = false;
  private readonly ensured = new Set<string>();

  constructor(
    private readonly url: string,
    readonly namespace: string,
    private readonly logger: Logger,
    private readonly name: string,
    /** storage a stream may use (JetStream reserves it up front) */
    private readonly maxBytes: number = STREAM_LIMITS.max_bytes,
  ) {
    this.connecting = this.connect();
    this.connecting.catch(() => undefined);
  }

  private async connect(): Promise<void> {
    this.nc = await connect({
      servers: this.url.split(','),
      name: this.name,
      waitOnFirstConnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      pingInterval: 10_000,
    });
    this.js = this.nc.jetstream();
    this.jsm = await this.nc.jetstreamManager();
    this.logger.info({ server: this.nc.getServer() }, 'nats connected');
    void (async () => {
      for await (const s of this.nc!.status()) {
        if (s.type === 'disconnect' || s.type === 'reconnect') this.logger.warn({ status: s.type }, 'nats');
      }
    })();
  }

  /** Resolves once connected (NATS may be down when a service starts). */
  async ready(): Promise<void> {
    await this.connecting;
  }

  get isConnected(): boolean {
    return !!this.nc && !this.nc.isClosed() && !this.closed;
  }

  subject(type: string): string {
    return this.namespace ? `${this.namespace}.${type}` : type;
  }

  /** The event type of a subject (the namespace taken off). */
  typeOf(subject: string): string {
    return this.namespace && subject.startsWith(`${this.namespace}.`) ? subject.slice(this.namespace.length + 1) : subject;
  }

  streamName(domain: EventDomain): string {
    const base = domain.toUpperCase();
    return this.namespace ? `${this.namespace.replace(/[^A-Za-z0-9_-]/g, '_')}_${base}` : base;
  }

  /** Creates or updates the stream of a domain; safe to call from every process. */
  async ensureStream(domain: EventDomain): Promise<void> {
    if (this.ensured.has(domain)) return;
    await this.ready();
    const config = {
      name: this.streamName(domain),
      subjects: [this.subject(`${domain}.>`)],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      max_age: nanos(STREAM_LIMITS.max_age_days * 24 * 3600 * 1000),
      max_bytes: this.maxBytes,
      duplicate_window: nanos(STREAM_LIMITS.duplicate_window_minutes * 60 * 1000),
      num_replicas: 1,
    };
    try {
      await this.jsm!.streams.info(config.name);
      await this.jsm!.streams.update(config.name, config);
    } catch (err) {
      if ((err as { code?: string }).code !== '404') throw err;
      await this.jsm!.streams.add(config);
    }
    this.ensured.add(domain);
  }

  /**
   * Publishes an event and waits for JetStream's ack. The event id is the
   * Nats-Msg-Id, so a second publish of the same event is dropped.
   */
  async publish(evt: EventEnvelope<unknown>): Promise<void> {
    if (!this.js) throw new Error('nats not connected');
    await this.ensureStream(evt.type.split('.')[0] as EventDomain);
    const h = headers();
    if (evt.request_id) h.set('x-request-id', evt.request_id);
    const { request_id: _omit, trace: _trace, ...body } = evt;
    const js = this.js;
    const domain = evt.type.split('.')[0] as EventDomain;
    await inSpan(
      `publish ${evt.type}`,
      SpanKind.PRODUCER,
      async () => {
        for (const [k, v] of Object.entries(traceHeaders())) h.set(k, v);
        try {
          await js.publish(this.subject(evt.type), JSON.stringify(body), { msgID: evt.id, headers: h, timeout: 5_000 });
        } catch (err) {
          // The stream may have been deleted: make it again on the next try.
          this.ensured.delete(domain);
          throw err;
        }
      },
      contextFrom((name) => evt.trace?.[name]),
      { 'messaging.system': 'nats', 'messaging.message.id': evt.id },
    );
    this.metrics?.eventsPublished.inc({ type: evt.type });
  }

  /** Where publish counts go (set once by the runtime). */
  metrics: Metrics | undefined;

  /** Forgets that a stream exists (after an error that says it may not). */
  forget(domain: EventDomain): void {
    this.ensured.delete(domain);
  }

  get jetstream(): JetStreamClient | undefined {
    return this.js;
  }

  get manager(): JetStreamManager | undefined {
    return this.jsm;
  }

  get connection(): NatsConnection | undefined {
    return this.nc;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.nc && !this.nc.isClosed()) await this.nc.drain().catch(() => this.nc?.close());
  }
}

interface OutboxDoc {
  _id: unknown;
  [OUTBOX_FIELD]?: EventEnvelope<unknown>[];
}

/**
 * Publishes the events waiting on documents. A write kicks it for the
 * document it touched (so events leave at once); a sweep finds anything a
 * crash or a NATS outage left behind, backing off while NATS is down.
 * Several replicas may relay at once: the Nats-Msg-Id drops the duplicates,
 * and each document's events go out in the order they were written.
 */
export class OutboxRelay {
  private readonly collections = new Map<string, mongoose.mongo.Collection<OutboxDoc>>();
  private readonly chains = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private backoffMs: number;
  private stopped = false;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly opts: { sweepMs: number; minBackoffMs?: number; maxBackoffMs?: number } = { sweepMs: 30_000 },
  ) {
    this.backoffMs = opts.minBackoffMs ?? 250;
  }

  track(collection: { collectionName: string }): void {
    const col = collection as unknown as mongoose.mongo.Collection<OutboxDoc>;
    this.collections.set(col.collectionName, col);
    void col.createIndex({ [`${OUTBOX_FIELD}.id`]: 1 }, { sparse: true }).catch(() => undefined);
  }

  start(): void {
    this.schedule(0);
  }

  /** Publishes the pending events of one document now (after a write). */
  kick(collectionName: string, id: unknown): void {
    if (this.stopped) return;
    const col = this.collections.get(collectionName);
    if (!col) throw new Error(`collection ${collectionName} is not tracked by the outbox`);
    void this.publishDoc(col, id).catch(() => this.schedule(this.backoffMs));
  }

  /** Publishes everything pending, serially per document. */
  async sweep(): Promise<void> {
    if (!this.sweeping) {
      this.sweeping = (async () => {
        for (const col of this.collections.values()) {
          const pending = await col
            .find({ [`${OUTBOX_FIELD}.id`]: { $exists: true } }, { projection: { _id: 1 } })
            .toArray();
          for (const doc of pending) await this.publishDoc(col, doc._id);
        }
      })().finally(() => {
        this.sweeping = undefined;
      });
    }
    return this.sweeping;
  }

  /** How many events wait, over every tracked collection. */
  async depth(): Promise<number> {
    let n = 0;
    for (const col of this.collections.values()) {
      const docs = await col
        .find({ [`${OUTBOX_FIELD}.id`]: { $exists: true } }, { projection: { [OUTBOX_FIELD]: 1 } })
        .toArray();
      for (const d of docs) n += d[OUTBOX_FIELD]?.length ?? 0;
    }
    return n;
  }

  /** Stops the timer and tries once more to publish what is pending. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.chains.values()]);
    if (this.bus.isConnected) await this.sweep().catch(() => undefined);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.sweep().then(
        () => {
          this.backoffMs = this.opts.minBackoffMs ?? 250;
          this.schedule(this.opts.sweepMs);
        },
        (err: unknown) => {
          this.logger.warn({ err: String(err), retry_ms: this.backoffMs }, 'outbox relay waits');
          const wait = this.backoffMs;
          this.backoffMs = Math.min(this.backoffMs * 2, this.opts.maxBackoffMs ?? 10_000);
          this.schedule(wait);
        },
      );
    }, ms);
    this.timer.unref();
  }

  private publishDoc(col: mongoose.mongo.Collection<OutboxDoc>, id: unknown): Promise<void> {
    const key = `${col.collectionName}:${String(id)}`;
    const prev = this.chains.get(key) ?? Promise.resolve();
    const next = prev.catch(() => undefined).then(() => this.publishPending(col, id));
    this.chains.set(key, next);
    void next.finally(() => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    }).catch(() => undefined);
    return next;
  }

  private async publishPending(col: mongoose.mongo.Collection<OutboxDoc>, id: unknown): Promise<void> {
    const doc = await col.findOne({ _id: id } as mongoose.mongo.Filter<OutboxDoc>, { projection: { [OUTBOX_FIELD]: 1 } });
    for (const evt of doc?.[OUTBOX_FIELD] ?? []) {
      await withRequestContext({ request_id: evt.request_id ?? evt.id }, () => this.bus.publish(evt));
      // Events leave from the front, in the order they were written; the
      // condition makes a second relay's removal of the same event a no-op.
      await col.updateOne(
        { _id: id, [`${OUTBOX_FIELD}.0.id`]: evt.id } as mongoose.mongo.Filter<OutboxDoc>,
        { $pop: { [OUTBOX_FIELD]: -1 } } as unknown as mongoose.mongo.UpdateFilter<OutboxDoc>,
      );
    }
  }
}

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

export interface Subscription {
  /** durable consumer name, unique per consuming service and purpose */
  durable: string;
  /** the stream's domain */
  domain: EventDomain;
  /** event types (subjects without namespace), wildcards allowed */
  types: string[];
  handle(evt: EventEnvelope): Promise<void>;
}

interface HandledDoc {
  _id: string;
  at: Date;
}

interface ParkedDoc {
  _id: string;
  subject: string;
  durable: string;
  payload: string;
  reason: string;
  at: Date;
}

/** How a consumer retries: `maxAttempts` tries of an event its handler refuses, delays from `retryDelayMs` up to `maxRetryDelayMs`. */
export interface ConsumerRetries {
  maxAttempts: number;
  retryDelayMs: number;
  maxRetryDelayMs?: number;
}

/**
 * Runs a service's subscriptions: durable JetStream consumers with explicit
 * ack, one message in flight per consumer so that each aggregate's events
 * apply in the order they were written. An event that cannot be applied
 * (a PoisonEvent at once; another error of the handler after `maxAttempts`
 * tries in place, order kept) is parked (stored with the reason, logged)
 * and terminated, so that it never blocks the stream. A failure of the
 * infrastructure (database or network unavailable) says nothing about the
 * event: it is handed back to JetStream with a growing delay (nak) and
 * retried for as long as the outage lasts, never parked, so nothing is
 * lost; nor is a message terminated unless its parked copy was stored.
 * Handled event ids are recorded: a redelivered or republished event
 * changes nothing.
 */
export class EventConsumers {
  private readonly handled: mongoose.mongo.Collection<HandledDoc>;
  private readonly parked: mongoose.mongo.Collection<ParkedDoc>;
  private readonly stops: Array<() => Promise<void>> = [];
  private readonly running = new Set<Promise<void>>();
  private readonly subscribed: Subscription[] = [];
  private pruning: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly bus: EventBus,
    private readonly db: mongoose.mongo.Db,
    private readonly logger: Logger,
    private readonly opts: ConsumerRetries = { maxAttempts: 5, retryDelayMs: 200 },
    private readonly metrics?: Metrics,
  ) {
    this.handled = db.collection('handled_events');
    this.parked = db.collection('parked_events');
  }

  /** Starts every subscription (waits for NATS in the background). */
  start(subscriptions: Subscription[]): void {
    for (const sub of subscriptions) {
      this.subscribed.push(sub);
      const run = this.run(sub);
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }
    if (subscriptions.length) {
      void this.handled.createIndex({ at: 1 }).catch(() => undefined);
      // Ids older than the streams' retention can never come back.
      this.pruning = setInterval(() => {
        const before = new Date(Date.now() - (STREAM_LIMITS.max_age_days + 1) * 24 * 3600 * 1000);
        void this.handled.deleteMany({ at: { $lt: before } }).catch(() => undefined);
      }, 3_600_000);
      this.pruning.unref();
    }
  }

  private async run(sub: Subscription): Promise<void> {
    for (let wait = 250; !this.stopped; wait = Math.min(wait * 2, 10_000)) {
      try {
        await this.bus.ready();
        await this.bus.ensureStream(sub.domain);
        const stream = this.bus.streamName(sub.domain);
        const config = {
          durable_name: this.durableName(sub.durable),
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          ack_wait: nanos(10_000),
          max_deliver: -1,
          max_ack_pending: 1,
          // One filter subject (NATS before 2.10 takes no list); several
          // types share their domain's wildcard and are picked out below.
          filter_subject: this.bus.subject(sub.types.length === 1 ? sub.types[0]! : `${sub.domain}.>`),
        };
        try {
          await this.bus.manager!.consumers.info(stream, config.durable_name);
          await this.bus.manager!.consumers.update(stream, config.durable_name, config);
        } catch (err) {
          if ((err as { code?: string }).code !== '404') throw err;
          await this.bus.manager!.consumers.add(stream, config);
        }
        const consumer = await this.bus.jetstream!.consumers.get(stream, config.durable_name);
        const messages = await consumer.consume({ max_messages: 16, idle_heartbeat: 2_000 });
        const stop = async () => {
          await messages.close();
        };
        this.stops.push(stop);
        wait = 250;
        // A pull can stall across a NATS restart; if messages wait while
        // none arrive, the consumer is opened again.
        let lastDelivery = Date.now();
        const watchdog = setInterval(() => {
          if (Date.now() - lastDelivery < 5_000) return;
          void this.bus.manager!.consumers.info(stream, config.durable_name).then(
            (info) => {
              if (info.num_pending > 0 && info.num_ack_pending === 0 && Date.now() - lastDelivery >= 5_000) {
                this.logger.warn({ durable: sub.durable, pending: info.num_pending }, 'consumer stalled; reopening');
                void messages.close();
              }
            },
            // The consumer (or its stream) is gone: open it again.
            () => void messages.close(),
          );
        }, 2_500);
        watchdog.unref();
        try {
          for await (const m of messages) {
            lastDelivery = Date.now();
            if (this.stopped) break;
            await this.deliver(sub, m);
            lastDelivery = Date.now();
          }
        } finally {
          clearInterval(watchdog);
        }
      } catch (err) {
        if (this.stopped) return;
        this.bus.forget(sub.domain);
        this.logger.warn({ err: String(err), durable: sub.durable }, 'consumer restarts');
        await new Promise((r) => setTimeout(r, wait).unref());
      }
    }
  }

  private durableName(name: string): string {
    const ns = this.bus.namespace.replace(/[^A-Za-z0-9_-]/g, '_');
    return ns ? `${ns}_${name}` : name;
  }

  private async deliver(sub: Subscription, m: JsMsg): Promise<void> {
    const type = this.bus.typeOf(m.subject);
    if (!sub.types.some((pattern) => subjectMatches(pattern, type))) {
      m.ack();
      return;
    }
    let evt: EventEnvelope;
    try {
      evt = JSON.parse(m.string()) as EventEnvelope;
      if (!evt || typeof evt.id !== 'string' || typeof evt.type !== 'string' || typeof evt.data !== 'object' || !evt.data)
        throw new PoisonEvent('not an event envelope');
    } catch (err) {
      await this.park(sub, m, String((err as Error).message ?? err));
      return;
    }
    // Per consumer: two subscriptions of one service may take the same event.
    const handledId = `${sub.durable}:${evt.id}`;
    const requestId = m.headers?.get('x-request-id') || evt.id;
    const parent = contextFrom((name) => m.headers?.get(name) || undefined);
    await withRequestContext({ request_id: requestId }, async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          if (!(await this.handled.findOne({ _id: handledId }))) {
            await inSpan(`consume ${type}`, SpanKind.CONSUMER, () => sub.handle({ ...evt, type }), parent, {
              'messaging.system': 'nats',
              'messaging.consumer.group.name': sub.durable,
              'messaging.message.id': evt.id,
            });
            await this.handled.insertOne({ _id: handledId, at: new Date() }).catch((err: { code?: number }) => {
              if (err.code !== 11000) throw err;
            });
            this.metrics?.eventsHandled.inc({ durable: sub.durable, outcome: 'applied' });
            this.logger.debug({ durable: sub.durable, event_id: evt.id, type }, 'event handled');
          } else {
            this.metrics?.eventsHandled.inc({ durable: sub.durable, outcome: 'duplicate' });
          }
          await this.confirmAck(m);
          return;
        } catch (err) {
          const reason = String((err as Error).message ?? err);
          if (err instanceof PoisonEvent) return this.park(sub, m, reason);
          // Another replica, or this one after its restart, takes it.
          if (this.stopped) return void m.nak();
          if (await this.isOutage(err)) return this.retryLater(sub, m, reason);
          if (attempt >= this.opts.maxAttempts) return this.park(sub, m, reason);
          this.logger.warn({ err: reason, event_id: evt.id, attempt }, 'event handling failed; retrying');
          m.working();
          await new Promise((r) => setTimeout(r, this.opts.retryDelayMs * 2 ** (attempt - 1)));
        }
      }
    });
  }

  /**
   * Acks and waits for the server to confirm, retrying across a short
   * outage; an ack lost otherwise would hold the (one-at-a-time) consumer
   * until ack_wait redelivers. A redelivery is harmless: handled ids are
   * recorded.
   */
  private async confirmAck(m: JsMsg): Promise<void> {
    for (let i = 0; i < 20 && !this.stopped; i++) {
      if (await m.ackAck({ timeout: 1_000 }).catch(() => false)) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /**
   * Whether a failure is the infrastructure's rather than the event's: a
   * known outage error, or any error while this service's own database
   * does not answer.
   */
  private async isOutage(err: unknown): Promise<boolean> {
    if (isTransient(err)) return true;
    return this.db.command({ ping: 1 }).then(
      () => false,
      () => true,
    );
  }

  /**
   * Hands the message back to JetStream, to come again after a delay that
   * grows with its deliveries. It stays the consumer's one pending message,
   * so the events behind it wait and order is kept.
   */
  private retryLater(sub: Subscription, m: JsMsg, reason: string): void {
    const deliveries = Math.max(1, m.info.redeliveryCount);
    const delay = Math.min(this.opts.retryDelayMs * 2 ** Math.min(deliveries - 1, 20), this.opts.maxRetryDelayMs ?? 10_000);
    this.metrics?.eventsHandled.inc({ durable: sub.durable, outcome: 'retried' });
    this.logger.warn(
      { err: reason, durable: sub.durable, subject: m.subject, seq: m.seq, deliveries, retry_ms: delay },
      'event waits for the database or network',
    );
    m.nak(delay);
  }

  private async park(sub: Subscription, m: JsMsg, reason: string): Promise<void> {
    const id = `${sub.durable}:${m.info.stream}:${m.seq}`;
    try {
      await this.parked.updateOne(
        { _id: id },
        { $setOnInsert: { subject: m.subject, durable: sub.durable, payload: m.string().slice(0, 65_536), reason, at: new Date() } },
        { upsert: true },
      );
    } catch (err) {
      // Not kept, so not dropped: it comes back, and is parked once the database answers.
      return this.retryLater(sub, m, `parking failed: ${String(err)}`);
    }
    this.metrics?.eventsHandled.inc({ durable: sub.durable, outcome: 'parked' });
    this.logger.error({ durable: sub.durable, subject: m.subject, seq: m.seq, reason }, 'event parked');
    m.term();
  }

  /** Messages each consumer has yet to receive (its lag), by durable name. */
  async lag(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    if (!this.bus.isConnected || !this.bus.manager) return out;
    for (const sub of this.subscribed) {
      try {
        const info = await this.bus.manager.consumers.info(this.bus.streamName(sub.domain), this.durableName(sub.durable));
        out[sub.durable] = info.num_pending + info.num_ack_pending;
      } catch {
        /* not created yet */
      }
    }
    return out;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pruning) clearInterval(this.pruning);
    await Promise.allSettled(this.stops.map((s) => s()));
    // A loop still waiting for NATS is not waited for.
    await Promise.race([Promise.allSettled([...this.running]), new Promise((r) => setTimeout(r, 5_000).unref())]);
  }
}
