import type mongoose from 'mongoose';
import type { JsMsg } from 'nats';
import { SpanKind } from '@opentelemetry/api';
import { isTransient } from '../errors';
import { type Logger, withRequestContext } from '../log';
import type { Metrics } from '../metrics';
import { contextFrom, inSpan } from '../telemetry';
import type { EventBus } from './bus';
import { type EventEnvelope, parseEnvelope, PoisonEvent, STREAM_LIMITS, subjectMatches } from './envelope';
import { concurrencyOf, InHand, openPull, watchForStall } from './pull';
import { type ConsumerRetries, type ConsumerStanding, consumerStanding, durableNameOf, type HandledDoc, type ParkedDoc, type Subscription } from './subscription';

/** Deliveries of one event after which its failures are logged as errors (someone should look). */
const STUCK_AFTER_DELIVERIES = 10;

/**
 * Runs a service's subscriptions: durable JetStream consumers with explicit
 * ack, one message in flight per consumer so that each aggregate's events
 * apply in the order they were written (or up to a subscription's
 * `concurrency`, where order does not matter to it). Only an event that can never be
 * applied (not an envelope, or a PoisonEvent from its handler: a payload it
 * cannot read) is parked (stored with the reason, logged) and terminated.
 * Any other failure (a conflict that lost its races, a time limit, a write
 * concern, an outage of the database or the network) says nothing about
 * the event: it is tried again in place a few times, then handed back to
 * JetStream with a growing delay, and retried for as long as it fails,
 * the events behind it waiting so that order is kept. Nor is a message
 * terminated unless its parked copy was stored. Handled event ids are
 * recorded: a redelivered or republished event changes nothing. On stop,
 * the message being handled is finished and acked, and one received after
 * is handed back at once.
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
        const durable = this.durableName(sub.durable);
        const messages = await openPull(this.bus, sub, durable);
        this.stops.push(async () => {
          await messages.close();
        });
        wait = 250;
        const watchdog = watchForStall(this.bus, sub, durable, messages, this.logger);
        const handling = new InHand(concurrencyOf(sub));
        try {
          for await (const m of messages) {
            watchdog.delivered();
            if (this.stopped) {
              m.nak();
              break;
            }
            await handling.add(this.deliver(sub, m));
            watchdog.delivered();
          }
        } finally {
          watchdog.stop();
          // What is in hand is finished (and acked) before the loop ends or opens the consumer again.
          await handling.drain();
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
    return durableNameOf(this.bus, name);
  }

  private async deliver(sub: Subscription, m: JsMsg): Promise<void> {
    const type = this.bus.typeOf(m.subject);
    if (!sub.types.some((pattern) => subjectMatches(pattern, type))) {
      m.ack();
      return;
    }
    let evt: EventEnvelope;
    try {
      evt = parseEnvelope(m.string());
    } catch (err) {
      await this.park(sub, m, String((err as Error).message ?? err));
      return;
    }
    const requestId = m.headers?.get('x-request-id') || evt.id;
    const parent = contextFrom((name) => m.headers?.get(name) || undefined);
    await withRequestContext({ request_id: requestId, ...originOf(evt) }, async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          await this.applyOnce(sub, { ...evt, type }, parent);
          await this.confirmAck(m);
          return;
        } catch (err) {
          const reason = String((err as Error).message ?? err);
          if (err instanceof PoisonEvent) return this.park(sub, m, reason);
          // Another replica, or this one after its restart, takes it.
          if (this.stopped) return void m.nak();
          if (attempt >= this.opts.maxAttempts || (await this.isOutage(err))) return this.retryLater(sub, m, reason);
          this.logger.warn({ err: reason, event_id: evt.id, attempt }, 'event handling failed; retrying');
          m.working();
          await new Promise((r) => setTimeout(r, this.opts.retryDelayMs * 2 ** (attempt - 1)));
        }
      }
    });
  }

  /**
   * Runs the handler unless this consumer has handled the event already, and
   * records it handled; an idempotent subscription's handler runs each time.
   */
  private async applyOnce(sub: Subscription, evt: EventEnvelope, parent?: ReturnType<typeof contextFrom>): Promise<void> {
    // Per consumer: two subscriptions of one service may take the same event.
    const handledId = `${sub.durable}:${evt.id}`;
    if (!sub.idempotent && (await this.handled.findOne({ _id: handledId }))) {
      this.metrics?.eventsHandled.inc({ durable: sub.durable, outcome: 'duplicate' });
      return;
    }
    await inSpan(`consume ${evt.type}`, SpanKind.CONSUMER, () => sub.handle(evt), parent, {
      'messaging.system': 'nats',
      'messaging.consumer.group.name': sub.durable,
      'messaging.message.id': evt.id,
    });
    if (!sub.idempotent) {
      await this.handled.insertOne({ _id: handledId, at: new Date() }).catch((err: { code?: number }) => {
        if (err.code !== 11000) throw err;
      });
    }
    this.metrics?.eventsHandled.inc({ durable: sub.durable, outcome: 'applied' });
    this.logger.debug({ durable: sub.durable, event_id: evt.id, type: evt.type }, 'event handled');
  }

  /**
   * Applies a parked event again (its cause fixed): through the handler of
   * the consumer that parked it, once. Throws what the handler throws.
   */
  async replay(parked: ParkedDoc): Promise<void> {
    const sub = this.subscribed.find((s) => s.durable === parked.durable);
    if (!sub) throw new Error(`no consumer ${parked.durable} in this service`);
    const evt = parseEnvelope(parked.payload);
    await withRequestContext({ request_id: evt.context?.request_id ?? evt.id, ...originOf(evt) }, () => this.applyOnce(sub, { ...evt, type: this.bus.typeOf(parked.subject) }));
  }

  /**
   * Acks and waits for the server to confirm, retrying across a short
   * outage; an ack lost otherwise would hold the (one-at-a-time) consumer
   * until ack_wait redelivers. A redelivery is harmless: handled ids are
   * recorded.
   */
  private async confirmAck(m: JsMsg): Promise<void> {
    // Once stopping, one try: the connection is about to drain.
    for (let i = 0; i < (this.stopped ? 1 : 20); i++) {
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
   * grows with its deliveries. On a consumer of one message at a time it
   * stays the one pending, so the events behind it wait and order is kept.
   */
  private retryLater(sub: Subscription, m: JsMsg, reason: string): void {
    const deliveries = Math.max(1, m.info.redeliveryCount);
    const delay = Math.min(this.opts.retryDelayMs * 2 ** Math.min(deliveries - 1, 20), this.opts.maxRetryDelayMs ?? 10_000);
    this.metrics?.eventsHandled.inc({ durable: sub.durable, outcome: 'retried' });
    const line = { err: reason, durable: sub.durable, subject: m.subject, seq: m.seq, deliveries, retry_ms: delay };
    if (deliveries >= STUCK_AFTER_DELIVERIES) this.logger.error(line, 'event keeps failing; the events behind it wait');
    else this.logger.warn(line, 'event failed; retried later');
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

  /**
   * Where each consumer stands against its stream's retention, by durable
   * name: the events it has yet to handle (lag), how old the oldest of them
   * is, and whether the stream dropped events it never handled (it started
   * after them, or was down past the retention): the cases where only a
   * rebuild from the owner makes its projection whole again.
   */
  async standing(): Promise<Record<string, ConsumerStanding>> {
    const out: Record<string, ConsumerStanding> = {};
    for (const sub of this.subscribed) {
      const s = await this.standingOf(sub);
      if (s) out[sub.durable] = s;
    }
    return out;
  }

  /** Where one consumer stands (see `standing`), started or not; undefined while NATS or the consumer is not there. */
  standingOf(sub: Pick<Subscription, 'durable' | 'domain'>): Promise<ConsumerStanding | undefined> {
    return consumerStanding(this.bus, this.durableName(sub.durable), sub.domain);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pruning) clearInterval(this.pruning);
    await Promise.allSettled(this.stops.map((s) => s()));
    // A loop still waiting for NATS is not waited for.
    await Promise.race([Promise.allSettled([...this.running]), new Promise((r) => setTimeout(r, 5_000).unref())]);
  }
}

/** Where the request that caused an event came from: the writes its handler makes carry it on (a cascade's events say who and from where). */
function originOf(evt: EventEnvelope): { address?: string; api_key_id?: number } {
  const c = evt.context;
  return {
    ...(typeof c?.address === 'string' ? { address: c.address } : {}),
    ...(typeof c?.api_key_id === 'number' ? { api_key_id: c.api_key_id } : {}),
  };
}
