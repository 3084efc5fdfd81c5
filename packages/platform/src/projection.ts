import type mongoose from 'mongoose';

const isDuplicateKey = (err: unknown) => (err as { code?: number })?.code === 11000;

interface ViewDoc {
  _id: number;
  /** occurred_at of the event the view was last written from */
  version_at: Date;
  deleted_at?: Date;
}

/**
 * A local read model of another service's records, kept from its events
 * (DESIGN 1: a service learns about another domain by events). Writes
 * follow event time: an older event never overwrites a newer one, and a
 * deleted record stays deleted, so redelivered or reordered events change
 * nothing.
 */
export class Projection<V extends object> {
  private readonly col: mongoose.mongo.Collection<ViewDoc>;

  constructor(conn: mongoose.Connection, collection: string) {
    this.col = conn.db!.collection<ViewDoc>(collection);
  }

  /** Writes the record as of `at` (from a created or updated event). */
  async upsert(id: number, fields: V, at: Date): Promise<void> {
    try {
      await this.col.updateOne(
        { _id: id, deleted_at: { $exists: false }, $or: [{ version_at: { $lte: at } }, { version_at: { $exists: false } }] },
        { $set: { ...fields, version_at: at } as Partial<ViewDoc> },
        { upsert: true },
      );
    } catch (err) {
      // Stored already with a newer version, or deleted: nothing to do.
      if (!isDuplicateKey(err)) throw err;
    }
  }

  /** Marks the record deleted as of `at` (from a deleted event). */
  async markDeleted(id: number, at: Date): Promise<void> {
    await this.col.updateOne({ _id: id }, { $set: { deleted_at: at, version_at: at } }, { upsert: true });
  }

  /**
   * Brings a deleted record back as of `at` (from a restored event), unless
   * a newer event was applied since.
   */
  async revive(id: number, fields: V, at: Date): Promise<void> {
    await this.col.updateOne(
      { _id: id, $or: [{ version_at: { $lte: at } }, { version_at: { $exists: false } }] },
      { $set: { ...fields, version_at: at } as Partial<ViewDoc>, $unset: { deleted_at: '' } },
    );
  }

  /** Of `ids`, those known live and those known deleted; the rest are not known yet. */
  async lookup(ids: readonly number[]): Promise<{ live: Set<number>; deleted: Set<number> }> {
    const docs = await this.col.find({ _id: { $in: [...ids] } }, { projection: { _id: 1, deleted_at: 1 } }).toArray();
    const live = new Set<number>();
    const deleted = new Set<number>();
    for (const d of docs) (d.deleted_at ? deleted : live).add(d._id);
    return { live, deleted };
  }

  /** The live record with this id, or null (deleted or not known yet). */
  async get(id: number): Promise<(V & { _id: number }) | null> {
    return (await this.col.findOne({ _id: id, deleted_at: { $exists: false } })) as (V & { _id: number }) | null;
  }
}
