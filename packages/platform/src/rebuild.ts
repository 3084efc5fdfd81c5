import * as crypto from 'node:crypto';
import type * as grpc from '@grpc/grpc-js';
import type mongoose from 'mongoose';
import { type common, recordSourceService } from '@bms/protos';
import { withinDeadline } from './deadline';
import { NotFound, Unauthenticated } from './errors';
import { type EventConsumers, OUTBOX_FIELD, type Subscription } from './events';
import { createClient, unary } from './grpc/client';
import type { AsyncHandlers } from './grpc/server';
import { IDEMPOTENCY_FIELD } from './idempotency';
import type { Logger } from './log';
import type { Metrics } from './metrics';
import type { Store } from './repository';
import type { StoredFields } from './stored';

/** The metadata key a service presents its deployment's INTERNAL_TOKEN under. */
export const INTERNAL_TOKEN_HEADER = 'x-bms-internal-token';

/** How many records one page of a rebuild carries, at most. */
const PAGE = 200;

/** How often a service checks whether its projections are new or behind. */
const CHECK_MS = 60_000;

/** A projection found behind again soon after a rebuild waits this long (its consumer is catching up). */
const REBUILD_GAP_MS = 10 * 60_000;

function isInternal(md: grpc.Metadata, token: string | undefined): boolean {
  const given = md.get(INTERNAL_TOKEN_HEADER)[0];
  if (!token || typeof given !== 'string') return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/** A kind of record others project: its store, and its record as its events carry it. */
export interface SourceEntity<D extends StoredFields = StoredFields> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  store: Store<any>;
  data(doc: D): object;
}

/**
 * The RecordSource handlers of an owner: its records of an entity in id
 * order, tombstones included, each as its events carry it with its id,
 * version and whether it is deleted. For other services only: the caller
 * presents INTERNAL_TOKEN (no user token); without one set, nobody may.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function recordSourceHandlers(entities: Record<string, SourceEntity<any>>, internalToken: string | undefined): AsyncHandlers<common.RecordSourceHandlers> {
  return {
    PageRecords: async (req, ctx) => {
      if (!isInternal(ctx.metadata, internalToken)) throw new Unauthenticated('Only the deployment’s services may read records for a rebuild.');
      const e = entities[req.entity];
      if (!e) throw new NotFound(`No records of ${req.entity} here.`);
      const limit = Math.min(Math.max(Number(req.limit) || PAGE, 1), PAGE);
      const docs = (await e.store.model.collection
        .find({ _id: { $gt: Number(req.after_id) || 0 } } as never, withinDeadline({ projection: { [OUTBOX_FIELD]: 0, [IDEMPOTENCY_FIELD]: 0 } }))
        .sort({ _id: 1 })
        .limit(limit)
        .toArray()) as unknown as StoredFields[];
      return { records: docs.map((d) => JSON.stringify({ ...e.data(d), id: d._id, version: d.version ?? 0, deleted: !!d.deleted_at })) };
    },
  };
}

interface RebuildState {
  _id: string;
  rebuilt_at: Date;
  reason: string;
  records: number;
}

/**
 * Rebuilds projections from their owners (Subscription.rebuild): when one
 * is new (never rebuilt here) and when its consumer is found behind the
 * stream's retention (events it never handled were dropped). Checked at
 * start, before the consumers run, and every minute; the rebuild pages
 * through the owner's records and applies each by version, as events are
 * applied, so that it and the consumer can run at the same time.
 */
export class ProjectionRebuilds {
  private readonly state: mongoose.mongo.Collection<RebuildState>;
  private readonly clients = new Map<string, grpc.Client>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private subs: Subscription[] = [];

  constructor(
    db: mongoose.mongo.Db,
    private readonly consumers: EventConsumers,
    private readonly logger: Logger,
    private readonly metrics: Metrics,
    private readonly internalToken: string | undefined,
  ) {
    this.state = db.collection<RebuildState>('projection_rebuilds');
  }

  /** The reasons to rebuild, read before the consumers start (once they run, a gap closes). */
  async prepare(subs: Subscription[]): Promise<Map<string, string>> {
    this.subs = subs.filter((s) => s.rebuild);
    const due = new Map<string, string>();
    if (!this.subs.length) return due;
    if (!this.internalToken) {
      this.logger.warn({ projections: this.subs.map((s) => s.durable) }, 'INTERNAL_TOKEN is not set: projections are not rebuilt from their owners');
      this.subs = [];
      return due;
    }
    for (const sub of this.subs) {
      const reason = await this.reasonFor(sub, 5_000).catch(() => undefined);
      if (reason) due.set(sub.durable, reason);
    }
    return due;
  }

  /** Runs the rebuilds found due, then checks every minute. */
  start(due: Map<string, string>): void {
    if (!this.subs.length) return;
    const tick = async (first: boolean) => {
      let failed = false;
      for (const sub of this.subs) {
        if (this.stopped) return;
        try {
          const reason = first ? due.get(sub.durable) : await this.reasonFor(sub);
          if (reason) await this.rebuild(sub, reason);
        } catch (err) {
          if (this.stopped) return;
          failed = true;
          this.logger.warn({ err: String(err), projection: sub.durable }, 'projection rebuild failed; trying again');
        }
      }
      if (this.stopped) return;
      // A failed first rebuild (the owner down) is tried again soon.
      const next = failed ? 5_000 : CHECK_MS;
      this.timer = setTimeout(() => (this.running = tick(failed && first ? true : false)), next);
      this.timer.unref();
    };
    this.running = tick(true);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    // Ends a call still waiting for its owner to come up.
    for (const c of this.clients.values()) c.close();
    await this.running?.catch(() => undefined);
  }

  private async reasonFor(sub: Subscription, waitForNatsMs = 0): Promise<string | undefined> {
    const state = await this.state.findOne({ _id: sub.durable });
    if (!state) return 'new';
    if (Date.now() - state.rebuilt_at.getTime() < REBUILD_GAP_MS) return undefined;
    // At start NATS may still be connecting: where the consumer stands is worth a short wait.
    let standing = await this.consumers.standingOf(sub);
    for (const until = Date.now() + waitForNatsMs; !standing && Date.now() < until; ) {
      await new Promise((r) => setTimeout(r, 250));
      standing = await this.consumers.standingOf(sub);
    }
    return standing?.missed ? 'behind' : undefined;
  }

  private async rebuild(sub: Subscription, reason: string): Promise<void> {
    const spec = sub.rebuild!;
    let client = this.clients.get(spec.owner);
    if (!client) this.clients.set(spec.owner, (client = createClient(recordSourceService(), spec.owner)));
    const started = Date.now();
    let after = 0;
    let records = 0;
    for (;;) {
      const page = await unary<common.RecordPage__Output>(client, 'PageRecords', { entity: spec.entity, after_id: after, limit: PAGE }, {
        metadata: { [INTERNAL_TOKEN_HEADER]: this.internalToken! },
        timeoutMs: 10_000,
        // Services start in any order: an owner starting beside this service is waited for.
        waitForReady: true,
      });
      for (const line of page.records) {
        const record = JSON.parse(line) as Record<string, unknown>;
        await spec.apply(record);
        after = Number(record.id);
        records++;
      }
      if (page.records.length < PAGE) break;
    }
    await this.state.updateOne({ _id: sub.durable }, { $set: { rebuilt_at: new Date(), reason, records } }, { upsert: true });
    this.metrics.projectionRebuilds.inc({ projection: sub.durable, reason });
    this.logger.info({ projection: sub.durable, owner: spec.owner, reason, records, ms: Date.now() - started }, 'projection rebuilt from its owner');
  }
}
