import type mongoose from 'mongoose';
import { outsideRequestContext, withRequestContext, type Logger } from '../log';
import type { EventBus } from './bus';
import { type EventEnvelope, OUTBOX_FIELD } from './envelope';

interface OutboxDoc {
  _id: unknown;
  [OUTBOX_FIELD]?: EventEnvelope<unknown>[];
}

/** An event set aside because it can never be published, with why. */
export interface DeadLetter {
  _id: string;
  collection: string;
  doc_id: unknown;
  event: EventEnvelope<unknown>;
  error: string;
  at: Date;
}

export interface RelayOptions {
  sweepMs: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** where events that can never be published go (outbox_dead_letters) */
  deadLetters?: mongoose.mongo.Collection<DeadLetter>;
}

/** What JetStream will refuse however often it is asked (the message is over max_payload). */
function neverPublishable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'MAX_PAYLOAD_EXCEEDED';
}

/**
 * Publishes the events waiting on documents. A write kicks it for the
 * document it touched (so events leave at once); a sweep finds anything a
 * crash or a NATS outage left behind, backing off while NATS is down.
 * Several replicas may relay at once: the Nats-Msg-Id drops the duplicates,
 * and each document's events go out in the order they were written. A
 * failure holds back only its own document: the sweep goes on with the
 * others, and an event JetStream can never take is moved to the dead
 * letters (logged and counted) so that the events behind it go out.
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
    private readonly opts: RelayOptions = { sweepMs: 30_000 },
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

  /**
   * Publishes everything pending, serially per document. A document that
   * fails is left for the next sweep and the others go on; the sweep fails
   * (so that the next one backs off) when any did, or at once when NATS is
   * not connected.
   */
  async sweep(): Promise<void> {
    if (!this.sweeping) {
      this.sweeping = (async () => {
        let failure: unknown;
        for (const col of this.collections.values()) {
          const pending = await col
            .find({ [`${OUTBOX_FIELD}.id`]: { $exists: true } }, { projection: { _id: 1 } })
            .toArray();
          for (const doc of pending) {
            try {
              await this.publishDoc(col, doc._id);
            } catch (err) {
              failure ??= err;
              if (!this.bus.isConnected) throw err;
              this.logger.warn({ err: String(err), collection: col.collectionName, id: doc._id }, 'outbox document not published');
            }
          }
        }
        if (failure) throw failure;
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
    // Armed outside the request whose write failed to publish: the sweep is no part of it.
    this.timer = outsideRequestContext(() => setTimeout(() => {
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
    }, ms));
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
      try {
        await withRequestContext({ request_id: evt.request_id ?? evt.id }, () => this.bus.publish(evt));
      } catch (err) {
        if (!neverPublishable(err) || !this.opts.deadLetters) throw err;
        await this.setAside(col, id, evt, err);
      }
      // Events leave from the front, in the order they were written; the
      // condition makes a second relay's removal of the same event a no-op.
      await col.updateOne(
        { _id: id, [`${OUTBOX_FIELD}.0.id`]: evt.id } as mongoose.mongo.Filter<OutboxDoc>,
        { $pop: { [OUTBOX_FIELD]: -1 } } as unknown as mongoose.mongo.UpdateFilter<OutboxDoc>,
      );
    }
  }

  /** Keeps an unpublishable event in the dead letters (before it leaves the outbox). */
  private async setAside(col: mongoose.mongo.Collection<OutboxDoc>, id: unknown, evt: EventEnvelope<unknown>, err: unknown): Promise<void> {
    const error = String((err as Error).message ?? err);
    await this.opts.deadLetters!.updateOne(
      { _id: evt.id },
      { $setOnInsert: { collection: col.collectionName, doc_id: id, event: evt, error, at: new Date() } },
      { upsert: true },
    );
    this.bus.metrics?.eventsDeadLettered.inc({ type: evt.type });
    this.logger.error({ collection: col.collectionName, id, event_id: evt.id, type: evt.type, err: error }, 'event can never be published: moved to outbox_dead_letters');
  }
}

