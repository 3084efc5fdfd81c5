import {
  connect,
  DiscardPolicy,
  headers,
  type JetStreamClient,
  type JetStreamManager,
  nanos,
  type NatsConnection,
  RetentionPolicy,
  StorageType,
} from 'nats';
import { SpanKind } from '@opentelemetry/api';
import type { Logger } from '../log';
import type { Metrics } from '../metrics';
import { contextFrom, inSpan, traceHeaders } from '../telemetry';
import { type EventDomain, type EventEnvelope, STREAM_LIMITS } from './envelope';

/** How the streams a bus makes are kept. */
export interface StreamOptions {
  /** storage a stream may use (JetStream reserves it up front) */
  maxBytes?: number;
  /** on how many NATS nodes each stream is kept (a cluster's JetStream places them) */
  replicas?: number;
}

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
    private readonly streams: StreamOptions = {},
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
      max_bytes: this.streams.maxBytes ?? STREAM_LIMITS.max_bytes,
      duplicate_window: nanos(STREAM_LIMITS.duplicate_window_minutes * 60 * 1000),
      num_replicas: this.streams.replicas ?? 1,
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

