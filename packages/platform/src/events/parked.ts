import type mongoose from 'mongoose';
import { Conflict, NotFound } from '../errors';
import type { AuthedContext } from '../grpc/server';
import type { EventBus } from './bus';
import type { EventConsumers } from './consumers';
import type { ParkedDoc } from './subscription';

/** How many parked events a listing shows, newest first. */
const LISTED = 500;

export interface ParkedEventRecord {
  /** `<service>:<consumer>:<stream>:<sequence>` */
  id: string;
  service: string;
  consumer: string;
  type: string;
  reason: string;
  parked_at: string;
  payload: string;
}

/**
 * The events a service's consumers parked, for admins: listed, counted (a
 * metric), and replayed through the consumer that parked them once their
 * cause is fixed (a replay that fails again leaves the event parked).
 */
export class ParkedEvents {
  private readonly col: mongoose.mongo.Collection<ParkedDoc>;

  constructor(
    private readonly service: string,
    db: mongoose.mongo.Db,
    private readonly bus: EventBus,
    private readonly consumers: EventConsumers,
  ) {
    this.col = db.collection<ParkedDoc>('parked_events');
    // The list shows the newest first.
    void this.col.createIndex({ at: -1 }).catch(() => undefined);
  }

  async list(): Promise<ParkedEventRecord[]> {
    const docs = await this.col.find({}).sort({ at: -1 }).limit(LISTED).toArray();
    return docs.map((d) => ({
      id: `${this.service}:${d._id}`,
      service: this.service,
      consumer: d.durable,
      type: this.bus.typeOf(d.subject),
      reason: d.reason,
      parked_at: d.at.toISOString(),
      payload: d.payload,
    }));
  }

  /** Parked events per consumer. */
  async counts(): Promise<Record<string, number>> {
    const rows = await this.col.aggregate<{ _id: string; n: number }>([{ $group: { _id: '$durable', n: { $sum: 1 } } }]).toArray();
    return Object.fromEntries(rows.map((r) => [r._id, r.n]));
  }

  async replay(id: string): Promise<void> {
    const prefix = `${this.service}:`;
    const doc = id.startsWith(prefix) ? await this.col.findOne({ _id: id.slice(prefix.length) }) : null;
    if (!doc) throw new NotFound('Parked event not found.');
    try {
      await this.consumers.replay(doc);
    } catch (err) {
      throw new Conflict(`The event still cannot be applied: ${String((err as Error).message ?? err).slice(0, 300)}`);
    }
    await this.col.deleteOne({ _id: doc._id });
  }

  /** The handlers of bms.common.v1.EventAdmin, admins only. */
  handlers() {
    return {
      ListParkedEvents: async (_req: unknown, ctx: AuthedContext) => {
        ctx.caller.requireAdmin();
        return { records: await this.list() };
      },
      ReplayParkedEvent: async (req: { id: string }, ctx: AuthedContext) => {
        ctx.caller.requireAdmin();
        await this.replay(req.id);
        return { success: true, message: 'Event applied.' };
      },
    };
  }
}
