import type mongoose from 'mongoose';
import type { EventEnvelope, OutboxRelay } from './events';
import { OUTBOX_FIELD } from './events';
import { type Counters, findPage, type Page, type PageQuery } from './mongo';
import type { ListOptions } from './sync';
import { registerForPurge } from './deletion';
import { Conflict } from './errors';

/** Fields every stored record has besides its own. */
export interface StoredFields {
  _id: number;
  created_at: Date;
  updated_at: Date;
  deleted_at?: Date | null;
}

type Filter = Record<string, unknown>;

/** The changes of an update: given, or worked out from the record as it is now. */
export type Changes<D> = Partial<Omit<D, '_id'>> | ((current: D) => Partial<Omit<D, '_id'>> | Promise<Partial<Omit<D, '_id'>>>);

/** How often an update reads again after another write came between its read and its write. */
const UPDATE_TRIES = 25;

/**
 * The updated_at of a write: now, and always later than the one it
 * replaces (two writes in one millisecond), so that it tells every write
 * of a record from the one before.
 */
function nextUpdatedAt(previous: Date | null | undefined): Date {
  return new Date(Math.max(Date.now(), (previous?.getTime() ?? 0) + 1));
}

/** Only records not deleted. */
export const LIVE: Filter = { deleted_at: null };

/**
 * The storage of one kind of record: integer ids from a counter, created_at
 * and updated_at kept, deletes that keep a tombstone, and each write's event
 * stored on the document in the same write (the outbox) and handed to the
 * relay. Entity repositories build on it; nothing else queries.
 */
export class Store<D extends StoredFields> {
  constructor(
    readonly model: mongoose.Model<D>,
    private readonly counters: Counters,
    private readonly relay: OutboxRelay,
  ) {
    relay.track(model.collection);
    registerForPurge(this);
    // Every list syncs by updated_at and sorts by created_at (issue 10), ties by id.
    for (const key of ['updated_at', 'created_at']) {
      void model.collection.createIndex({ [key]: 1, _id: 1 }).catch(() => undefined);
    }
    void model.collection.createIndex({ deleted_at: 1 }).catch(() => undefined);
  }

  get collectionName(): string {
    return this.model.collection.collectionName;
  }

  /** Inserts with the next free id; `event` gets the stored record. */
  async create(
    fields: Omit<D, keyof StoredFields>,
    event?: (doc: D) => EventEnvelope<unknown>,
  ): Promise<D> {
    const now = new Date();
    const doc = await this.counters.insertNumbered(this.collectionName, async (id) => {
      const d = { ...fields, _id: id, created_at: now, updated_at: now } as unknown as D;
      const stored = { ...d, ...(event ? { [OUTBOX_FIELD]: [event(d)] } : {}) };
      await this.model.collection.insertOne(stored as unknown as mongoose.mongo.OptionalId<mongoose.mongo.Document>);
      return d;
    }, async (id) => !!(await this.model.collection.findOne({ _id: id } as unknown as mongoose.mongo.Filter<mongoose.mongo.Document>, { projection: { _id: 1 } })));
    if (event) this.relay.kick(this.collectionName, doc._id);
    return doc;
  }

  async findById(id: number, extra: Filter = {}): Promise<D | null> {
    return this.model.findOne({ _id: id, ...LIVE, ...extra } as mongoose.FilterQuery<D>).lean<D>().exec();
  }

  async findOne(filter: Filter): Promise<D | null> {
    return this.model.findOne({ ...LIVE, ...filter } as mongoose.FilterQuery<D>).lean<D>().exec();
  }

  async find(filter: Filter, limit = 1000): Promise<D[]> {
    return this.model.find({ ...LIVE, ...filter } as mongoose.FilterQuery<D>).limit(limit).lean<D[]>().exec();
  }

  async exists(filter: Filter): Promise<boolean> {
    return !!(await this.model.exists({ ...LIVE, ...filter } as mongoose.FilterQuery<D>));
  }

  /**
   * One page of live records; each carries updated_at. Without a filter of
   * its own the total is the collection's document count (from metadata)
   * less the tombstones (a small range of the deleted_at index), so that
   * the first page of a large collection does not count every record.
   * With list options: records changed since a time, in a chosen order,
   * and deleted ones as tombstones {id, deleted_at}.
   */
  async page<T>(
    filter: Filter,
    page: PageQuery,
    map: (doc: D) => T,
    opts: { sort?: Record<string, 1 | -1>; projection?: Record<string, 0 | 1>; list?: ListOptions } = {},
  ): Promise<Page<T>> {
    const list = opts.list;
    const where: Filter = { ...(list?.includeDeleted ? {} : LIVE), ...filter };
    if (list?.since) where.updated_at = { $gte: list.since };
    const plain = Object.keys(filter).length === 0 && !list?.since && !list?.includeDeleted;
    const withTimes = (doc: D): T => {
      const times = { updated_at: doc.updated_at.toISOString() };
      if (doc.deleted_at) return { id: doc._id, deleted_at: doc.deleted_at.toISOString(), ...times } as unknown as T;
      return { ...map(doc), ...times };
    };
    return findPage(this.model, where as mongoose.FilterQuery<D>, page, {
      projection: opts.projection,
      sort: list?.sort ?? opts.sort,
      map: withTimes,
      count: plain ? () => this.liveCount() : undefined,
    });
  }

  /** The number of records not deleted. */
  async liveCount(): Promise<number> {
    const [all, deleted] = await Promise.all([
      this.model.estimatedDocumentCount().exec(),
      this.model.countDocuments({ deleted_at: { $gt: new Date(0) } } as mongoose.FilterQuery<D>).exec(),
    ]);
    return Math.max(0, all - deleted);
  }

  /**
   * Sets fields of a live record (and unsets those given as undefined);
   * null when there is no such record, else the record as the write left
   * it. With an event, or changes worked out from the record, the write
   * holds only if the record still has the updated_at it was read with;
   * when another write came between, the record is read again and the
   * changes worked out again. So `event` gets exactly the record its write
   * leaves (and the one it replaced), and a record's events, in outbox
   * order, replay its history. Conflict when other writes keep coming
   * between.
   */
  async update(
    id: number,
    changes: Changes<D>,
    event?: (after: D, before: D) => EventEnvelope<unknown>,
    guard: Filter = {},
  ): Promise<D | null> {
    const guarded = !!event || typeof changes === 'function';
    for (let attempt = 1; ; attempt++) {
      const before = await this.findById(id, guard);
      if (!before) return null;
      const fields = typeof changes === 'function' ? await changes(before) : changes;
      const set: Record<string, unknown> = { updated_at: nextUpdatedAt(before.updated_at) };
      const unset: Record<string, ''> = {};
      for (const [k, v] of Object.entries(fields)) {
        if (v === undefined) unset[k] = '';
        else set[k] = v;
      }
      const { [OUTBOX_FIELD]: _pending, ...state } = { ...before, ...set } as Record<string, unknown>;
      for (const k of Object.keys(unset)) delete state[k];
      const after = state as unknown as D;
      const update: Record<string, unknown> = { $set: set };
      if (Object.keys(unset).length) update.$unset = unset;
      if (event) update.$push = { [OUTBOX_FIELD]: event(after, before) };
      const res = await this.model.collection.updateOne(
        { _id: id, ...LIVE, ...guard, ...(guarded ? { updated_at: before.updated_at ?? null } : {}) } as unknown as mongoose.mongo.Filter<mongoose.mongo.Document>,
        update,
      );
      if (res.matchedCount === 1) {
        if (event) this.relay.kick(this.collectionName, id);
        return after;
      }
      if (attempt >= UPDATE_TRIES) throw new Conflict('The record was changed by other requests at the same time; try again.');
      // Apart, and further apart each time, so that the writers of one record stop meeting.
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(250, 4 * 2 ** attempt)));
    }
  }

  /**
   * Marks a record deleted (hidden from every read), keeping its tombstone;
   * `also` sets further fields in the same write (freeing unique values).
   */
  async softDelete(
    id: number,
    event?: (before: D) => EventEnvelope<unknown>,
    also: (before: D) => Record<string, unknown> = () => ({}),
    guard: Filter = {},
  ): Promise<D | null> {
    const before = await this.findById(id, guard);
    if (!before) return null;
    const now = nextUpdatedAt(before.updated_at);
    const { $unset, ...set } = also(before) as { $unset?: Record<string, ''> };
    const update: Record<string, unknown> = { $set: { ...set, deleted_at: now, updated_at: now } };
    if ($unset) update.$unset = $unset;
    if (event) update.$push = { [OUTBOX_FIELD]: event(before) };
    const res = await this.model.collection.updateOne({ _id: id, ...LIVE, ...guard } as unknown as mongoose.mongo.Filter<mongoose.mongo.Document>, update);
    if (res.matchedCount === 0) return null;
    if (event) this.relay.kick(this.collectionName, id);
    return before;
  }

  /**
   * Brings back a record deleted after `deletedAfter`; `also` sets fields in
   * the same write (reclaiming unique values). Null when there is no such
   * record.
   */
  async restore(
    id: number,
    deletedAfter: Date,
    event?: (before: D) => EventEnvelope<unknown>,
    also: (before: D) => Record<string, unknown> = () => ({}),
  ): Promise<D | null> {
    const filter = { _id: id, deleted_at: { $gte: deletedAfter } } as unknown as mongoose.mongo.Filter<mongoose.mongo.Document>;
    const before = (await this.model.collection.findOne(filter)) as unknown as D | null;
    if (!before) return null;
    const { $unset, ...set } = also(before) as { $unset?: Record<string, ''> };
    const update: Record<string, unknown> = {
      $set: { ...set, updated_at: nextUpdatedAt(before.updated_at) },
      $unset: { ...($unset ?? {}), deleted_at: '' },
    };
    if (event) update.$push = { [OUTBOX_FIELD]: event(before) };
    const res = await this.model.collection.updateOne(filter, update);
    if (res.matchedCount === 0) return null;
    if (event) this.relay.kick(this.collectionName, id);
    return before;
  }

  /**
   * Removes for good the records deleted before `before` whose events have
   * all been published; answers how many.
   */
  async purge(before: Date): Promise<number> {
    const res = await this.model.collection.deleteMany({
      deleted_at: { $lt: before },
      [`${OUTBOX_FIELD}.id`]: { $exists: false },
    } as unknown as mongoose.mongo.Filter<mongoose.mongo.Document>);
    return res.deletedCount;
  }
}

/**
 * The mongoose schema of a kind of stored record: integer _id, the
 * timestamps and tombstone of StoredFields, no version key, and the index
 * that lists and counts of live records start with.
 */
export function storedSchema<D extends StoredFields>(fields: Record<string, unknown>): mongoose.Schema<D> {
  // Required here, not at the top: the gateway uses this package without a database.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Schema } = require('mongoose') as typeof mongoose;
  const schema = new Schema<D>(
    { _id: Number, ...fields, created_at: Date, updated_at: Date, deleted_at: Date } as mongoose.SchemaDefinition<D>,
    { versionKey: false, strict: false },
  );
  schema.index({ deleted_at: 1, _id: -1 });
  return schema;
}
