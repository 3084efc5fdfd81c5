import type mongoose from 'mongoose';
import type { EventEnvelope, OutboxRelay } from './events';
import { OUTBOX_FIELD } from './events';
import { type Counters, findPage, type Page, type PageQuery } from './mongo';
import type { ListOptions } from './sync';
import { registerForPurge } from './deletion';
import { type DriverBound, timeLeft, withinDeadline } from './deadline';
import { Contended } from './errors';
import { SerialByKey } from './serial';
import { IDEMPOTENCY_FIELD, type IdempotencyClaim, isClaimTaken, replayOf } from './idempotency';
import { type Changes, changesNothing, extra, type Filter, LIVE, nextUpdatedAt, planOf, recorded, type StoreOptions, type StoredFields, type WritePlan } from './stored';

/** How often an update reads again after another write came between its read and its write. */
const UPDATE_TRIES = 25;

const CHANGED_MEANWHILE = 'The record was changed by other requests at the same time; try again.';

/** The least time left worth another read and write of an update. */
const MIN_TRY_MS = 50;

/**
 * The storage of one kind of record: integer ids from a counter, created_at
 * and updated_at kept, deletes that keep a tombstone, and each write's event
 * stored on the document in the same write (the outbox) and handed to the
 * relay. Entity repositories build on it; nothing else queries.
 */
export class Store<D extends StoredFields> {
  /** The writes of one record from this process, one at a time. */
  private readonly writing = new SerialByKey();
  /** Fields whose values its events never carry (see StoreOptions.secret). */
  readonly secret: ReadonlySet<string>;

  constructor(
    readonly model: mongoose.Model<D>,
    private readonly counters: Counters,
    private readonly relay: OutboxRelay,
    opts: StoreOptions = {},
  ) {
    this.secret = new Set(opts.secret ?? []);
    relay.track(model.collection);
    registerForPurge(this, model.db);
    // Every list syncs by updated_at and sorts by created_at, ties by id.
    for (const key of ['updated_at', 'created_at']) {
      void model.collection.createIndex({ [key]: 1, _id: 1 }).catch(() => undefined);
    }
    void model.collection.createIndex({ deleted_at: 1 }).catch(() => undefined);
    // Sparse: only records made under an Idempotency-Key have one.
    void model.collection.createIndex({ [`${IDEMPOTENCY_FIELD}.key`]: 1 }, { unique: true, sparse: true }).catch(() => undefined);
  }

  get collectionName(): string {
    return this.model.collection.collectionName;
  }

  /**
   * Inserts with the next free id (`fields` may be worked out from it, e.g.
   * a secret sealed to the record); `event` gets the stored record. Under an
   * idempotency claim the claim is stored with the record, in the same
   * insert, and a claim seen before answers the record it made (nothing is
   * written, no event sent): 422 when it was made by another request.
   */
  async create(
    fields: Omit<D, keyof StoredFields> | ((id: number) => Omit<D, keyof StoredFields>),
    event?: (doc: D) => EventEnvelope<unknown>,
    claim?: IdempotencyClaim,
  ): Promise<D> {
    if (claim) {
      const made = await this.madeUnder(claim);
      if (made) return made;
    }
    const now = new Date();
    let doc: D;
    try {
      doc = await this.counters.insertNumbered(this.collectionName, async (id) => {
        const d = { ...(typeof fields === 'function' ? fields(id) : fields), _id: id, created_at: now, updated_at: now, version: 1, ...(claim ? { [IDEMPOTENCY_FIELD]: claim } : {}) } as unknown as D;
        const stored = { ...d, ...(event ? { [OUTBOX_FIELD]: [recorded(event(d), 1, null, d, this.secret)] } : {}) };
        await this.model.collection.insertOne(stored as unknown as mongoose.mongo.OptionalId<mongoose.mongo.Document>, withinDeadline());
        return d;
      }, async (id) => !!(await this.model.collection.findOne({ _id: id } as unknown as mongoose.mongo.Filter<mongoose.mongo.Document>, withinDeadline({ projection: { _id: 1 } }))));
    } catch (err) {
      // The same claim, at the same time: the first insert holds.
      const made = claim && isClaimTaken(err) ? await this.madeUnder(claim) : null;
      if (made) return made;
      throw err;
    }
    if (event) this.relay.kick(this.collectionName, doc._id);
    return doc;
  }

  /** The record an idempotency claim made (deleted since or not), checked to be of the same request; null when none. */
  async madeUnder(claim: IdempotencyClaim): Promise<D | null> {
    const doc = (await this.model.collection.findOne({ [`${IDEMPOTENCY_FIELD}.key`]: claim.key }, withinDeadline({ projection: { [OUTBOX_FIELD]: 0 } }))) as unknown as D | null;
    return doc && replayOf(doc as D & { [IDEMPOTENCY_FIELD]?: IdempotencyClaim }, claim);
  }

  /** A live record; `options` are the driver's (a worker's own bound on the call: `timeoutMS`). */
  async findById(id: number, extra: Filter = {}, options: DriverBound = {}): Promise<D | null> {
    return this.model.findOne({ _id: id, ...LIVE, ...extra } as mongoose.FilterQuery<D>).setOptions(withinDeadline(options)).lean<D>().exec();
  }

  async findOne(filter: Filter): Promise<D | null> {
    return this.model.findOne({ ...LIVE, ...filter } as mongoose.FilterQuery<D>).setOptions(withinDeadline()).lean<D>().exec();
  }

  /** At most `limit` live records, newest first (the order of the {deleted_at, _id} index). */
  async find(filter: Filter, limit = 1000): Promise<D[]> {
    return this.model
      .find({ ...LIVE, ...filter } as mongoose.FilterQuery<D>)
      .sort({ _id: -1 })
      .limit(limit)
      .setOptions(withinDeadline())
      .lean<D[]>()
      .exec();
  }

  async exists(filter: Filter): Promise<boolean> {
    return !!(await this.model.exists({ ...LIVE, ...filter } as mongoose.FilterQuery<D>).setOptions(withinDeadline()));
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
    if (list?.after) {
      const { at, id } = list.after;
      where.$and = [...((where.$and as unknown[]) ?? []), { updated_at: { $gte: at } }, { $or: [{ updated_at: { $gt: at } }, { _id: { $gt: id } }] }];
    }
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
      this.model.estimatedDocumentCount(withinDeadline()).exec(),
      this.model.countDocuments({ deleted_at: { $gt: new Date(0) } } as mongoose.FilterQuery<D>).setOptions(withinDeadline()).exec(),
    ]);
    return Math.max(0, all - deleted);
  }

  /**
   * Sets fields of a live record (and unsets those given as undefined);
   * null when there is no such record, else the record as the write left
   * it. Changes worked out from the record are worked out again when
   * another write came between (see `write`). Changes that leave the record
   * as it is are not written (see `changesNothing`): the record is answered
   * as it was, with its version, its updated_at and no event.
   */
  async update(
    id: number,
    changes: Changes<D>,
    event?: (after: D, before: D) => EventEnvelope<unknown>,
    guard: Filter = {},
  ): Promise<D | null> {
    const written = await this.write(id, { ...LIVE, ...guard }, async (before) => {
      const fields = typeof changes === 'function' ? await changes(before) : changes;
      return changesNothing(before, fields) ? null : planOf(before, fields as Partial<D>, nextUpdatedAt(before.updated_at));
    }, event);
    return written?.after ?? null;
  }

  /**
   * Marks a record deleted (hidden from every read), keeping its tombstone;
   * `also` sets further fields in the same write (freeing unique values;
   * `$unset` to remove some). The tombstone's time is the write's
   * updated_at, later than every write before it.
   */
  async softDelete(
    id: number,
    event?: (before: D) => EventEnvelope<unknown>,
    also: (before: D) => Record<string, unknown> = () => ({}),
    guard: Filter = {},
  ): Promise<D | null> {
    const written = await this.write(id, { ...LIVE, ...guard }, (before) => {
      const now = nextUpdatedAt(before.updated_at);
      return planOf(before, { ...extra(also(before)), deleted_at: now } as Partial<D>, now);
    }, event && ((_after, before) => event(before)));
    return written?.before ?? null;
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
    const written = await this.write(id, { deleted_at: { $gte: deletedAfter } }, (before) =>
      planOf(before, { ...extra(also(before)), deleted_at: undefined } as Partial<D>, nextUpdatedAt(before.updated_at)),
    event && ((_after, before) => event(before)));
    return written?.before ?? null;
  }

  /**
   * The one way a record is changed: read it (within `filter`), plan the
   * write from it, and write only if the record is still as read (its
   * updated_at), with its next version and its event in the same write. When
   * another write came between, the record is read again and the write
   * planned again, so that `event` gets exactly the record its write leaves
   * (and the one it replaced), and a record's events, in outbox order,
   * replay its history. Writes of one record from this process take turns
   * (`SerialByKey`), so only other processes' writes come between. Null when
   * no record matches; Contended (409, Retry-After) when other writes keep coming between, or
   * when its turn came too late for the caller's deadline.
   */
  private async write(
    id: number,
    filter: Filter,
    plan: (before: D) => WritePlan<D> | null | Promise<WritePlan<D> | null>,
    event?: (after: D, before: D) => EventEnvelope<unknown>,
  ): Promise<{ before: D; after: D } | null> {
    return this.writing.run(String(id), async () => {
      // Its turn may come after the caller gave up: then nothing is written.
      const left = timeLeft();
      if (left !== undefined && left < MIN_TRY_MS) throw new Contended(CHANGED_MEANWHILE);
      return this.writeNow(id, filter, plan, event);
    });
  }

  private async writeNow(
    id: number,
    filter: Filter,
    plan: (before: D) => WritePlan<D> | null | Promise<WritePlan<D> | null>,
    event?: (after: D, before: D) => EventEnvelope<unknown>,
  ): Promise<{ before: D; after: D } | null> {
    for (let attempt = 1; ; attempt++) {
      const before = (await this.model.collection.findOne({ _id: id, ...filter } as unknown as mongoose.mongo.Filter<mongoose.mongo.Document>, withinDeadline())) as unknown as D | null;
      if (!before) return null;
      const planned = await plan(before);
      // Nothing to change: the record as read, nothing written.
      if (!planned) {
        const { [OUTBOX_FIELD]: _pending, ...state } = before as Record<string, unknown>;
        return { before, after: state as unknown as D };
      }
      const { set, unset, after } = planned;
      const version = (before.version ?? 0) + 1;
      set.version = version;
      (after as StoredFields).version = version;
      const update: Record<string, unknown> = { $set: set };
      if (Object.keys(unset).length) update.$unset = unset;
      if (event) update.$push = { [OUTBOX_FIELD]: recorded(event(after, before), version, before, after, this.secret) };
      const res = await this.model.collection.updateOne(
        { _id: id, ...filter, updated_at: before.updated_at ?? null } as unknown as mongoose.mongo.Filter<mongoose.mongo.Document>,
        update,
        withinDeadline(),
      );
      if (res.matchedCount === 1) {
        if (event) this.relay.kick(this.collectionName, id);
        return { before, after };
      }
      // Apart, and further apart each time, so that the writers of one record stop meeting.
      const pause = Math.random() * Math.min(250, 4 * 2 ** attempt);
      // Not past the request's deadline: the caller hears the truth (nothing changed) before it gives up.
      const left = timeLeft();
      if (attempt >= UPDATE_TRIES || (left !== undefined && left < pause + MIN_TRY_MS)) throw new Contended(CHANGED_MEANWHILE);
      await new Promise((r) => setTimeout(r, pause));
    }
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
