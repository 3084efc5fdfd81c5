import type mongoose from 'mongoose';
import { type EventDomain, type EventEnvelope, PoisonEvent, type Subscription } from './events';
import { isDuplicateKey } from './mongo';

interface ViewDoc {
  _id: number;
  /** the version of the owner's record this view was last written from */
  version?: number;
  deleted_at?: Date;
  /** set with a deletion whose consequences (onDeleted) have not all been done yet */
  deletion_pending?: boolean;
}

/**
 * A local read model of another service's records, kept from its events
 * (no service reads another's database). Writes follow the owner's record
 * version, never a clock: a write applies only
 * when its version is newer than the one held, so that redelivered,
 * reordered or replayed events change nothing, whatever the clocks of the
 * owner's replicas say. A record the projection never saw is created by
 * whichever event comes first, a restore included.
 */
export class Projection<V extends object> {
  private readonly col: mongoose.mongo.Collection<ViewDoc>;

  constructor(conn: mongoose.Connection, collection: string) {
    this.col = conn.db!.collection<ViewDoc>(collection);
  }

  /** Writes the record as of `version` (created, updated or restored: it is live). */
  async upsert(id: number, fields: V, version: number): Promise<boolean> {
    return this.writeIfNewer(id, version, { $set: { ...fields, version } as Partial<ViewDoc>, $unset: { deleted_at: '', deletion_pending: '' } });
  }

  /**
   * Marks the record deleted as of `version`; whether that was newer than
   * what was held. With `pending`, the deletion is also marked as having
   * consequences still to do, until `deletionDone` (see `deletionPending`).
   */
  async markDeleted(id: number, version: number, pending = false): Promise<boolean> {
    return this.writeIfNewer(id, version, { $set: { deleted_at: new Date(), version, ...(pending ? { deletion_pending: true } : {}) } });
  }

  /** Whether the record is held deleted as of `version` with its consequences not all done (a run stopped mid-way). */
  async deletionPending(id: number, version: number): Promise<boolean> {
    return !!(await this.col.findOne({ _id: id, version, deleted_at: { $exists: true }, deletion_pending: true }, { projection: { _id: 1 } }));
  }

  /** The consequences of the deletion as of `version` are all done: a redelivery of its event has none to do. */
  async deletionDone(id: number, version: number): Promise<void> {
    await this.col.updateOne({ _id: id, version }, { $unset: { deletion_pending: '' } });
  }

  private async writeIfNewer(id: number, version: number, update: mongoose.mongo.UpdateFilter<ViewDoc>): Promise<boolean> {
    try {
      const res = await this.col.updateOne({ _id: id, $or: [{ version: { $lt: version } }, { version: { $exists: false } }] }, update, { upsert: true });
      return res.matchedCount + res.upsertedCount > 0;
    } catch (err) {
      // Held already at this version or a newer one: nothing to do.
      if (!isDuplicateKey(err)) throw err;
      return false;
    }
  }

  /** The version held of a record (0: none, or held from before versions). */
  async versionOf(id: number): Promise<number> {
    const doc = await this.col.findOne({ _id: id }, { projection: { version: 1 } });
    return doc?.version ?? 0;
  }

  /** Of `ids`, those known live and those known deleted; the rest are not known yet. */
  async lookup(ids: readonly number[]): Promise<{ live: Set<number>; deleted: Set<number> }> {
    const docs = await this.col.find({ _id: { $in: [...ids] } }, { projection: { _id: 1, deleted_at: 1 } }).toArray();
    const live = new Set<number>();
    const deleted = new Set<number>();
    for (const d of docs) (d.deleted_at ? deleted : live).add(d._id);
    return { live, deleted };
  }

  /** The record as last held, live or deleted (a deleted one keeps its fields), or null when not known yet. */
  async held(id: number): Promise<(V & { _id: number; deleted_at?: Date }) | null> {
    return (await this.col.findOne({ _id: id })) as (V & { _id: number; deleted_at?: Date }) | null;
  }

  /** The live record with this id, or null (deleted or not known yet). */
  async get(id: number): Promise<(V & { _id: number }) | null> {
    return (await this.col.findOne({ _id: id, deleted_at: { $exists: false } })) as (V & { _id: number }) | null;
  }
}

/** What an owner's events of one kind of record carry: its id and version besides its fields. */
export interface VersionedData {
  id: number;
  version?: number;
}

/**
 * The subscription that keeps a projection from the owner's
 * `<entity>.created|updated|deleted|restored` events. An event without an
 * integer id is poison; one without a version (written before versions)
 * counts as version 0, so it never overwrites a versioned view.
 */
export function projectionSubscription<V extends object, E extends VersionedData>(opts: {
  durable: string;
  domain: EventDomain;
  /** `crm.client`: the event types' prefix */
  entity: string;
  projection: Projection<V>;
  /** the view's fields from an event's data (a property, so that its parameter is checked strictly against E) */
  fields: (data: Partial<E>) => V;
  /**
   * after a deleted event was applied (not for an older one), e.g. to cancel
   * what depended on it; safe to repeat. Run again when the same deletion
   * comes again before a run of it finished (it failed, or the process
   * stopped mid-way), never once it has.
   */
  onDeleted?(id: number, actor: number): Promise<void>;
  /** the owner's gRPC address: the projection is rebuilt from it when new or behind (rebuild.ts) */
  owner?: string;
}): Subscription {
  const verbs = ['created', 'updated', 'deleted', 'restored'];
  /** One state of one record, from an event or from the owner: applied only when newer than what is held. */
  const apply = async (d: Partial<E>, deleted: boolean, actor: number, from: 'event' | 'record') => {
    const version = d.version ?? 0;
    if (!Number.isSafeInteger(d.id) || !Number.isSafeInteger(version)) throw new PoisonEvent(`${opts.entity} ${from} without an integer id and version`);
    const id = d.id as number;
    if (deleted) {
      if (!opts.onDeleted) {
        await opts.projection.markDeleted(id, version);
        return;
      }
      // Marked pending in the same write as the deletion, unmarked once its consequences are done: a
      // redelivery (the consumer retries until it succeeds) finishes a run that stopped mid-way.
      const fresh = await opts.projection.markDeleted(id, version, true);
      if (!fresh && !(await opts.projection.deletionPending(id, version))) return;
      await opts.onDeleted(id, actor);
      await opts.projection.deletionDone(id, version);
      return;
    }
    await opts.projection.upsert(id, opts.fields(d), version);
  };
  return {
    durable: opts.durable,
    domain: opts.domain,
    types: verbs.map((v) => `${opts.entity}.${v}`),
    handle: (evt: EventEnvelope) => apply(evt.data as Partial<E>, evt.type === `${opts.entity}.deleted`, evt.actor_user_id, 'event'),
    ...(opts.owner
      ? {
          rebuild: {
            entity: opts.entity,
            owner: opts.owner,
            // A record's deletion learned from its owner was made by someone unknown here: actor 0.
            apply: (r: Record<string, unknown>) => apply(r as Partial<E>, r.deleted === true, 0, 'record'),
          },
        }
      : {}),
  };
}
