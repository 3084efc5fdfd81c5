import type mongoose from 'mongoose';
import { withinDeadline } from './deadline';
import type { Logger } from './log';
import { recordQueryShapes } from './query-shapes';

export type Connection = mongoose.Connection;

/** Connects this service's own database (the one MONGO_URL names). */
export async function connectMongo(url: string, logger: Logger, opts: { queryLog?: string } = {}): Promise<Connection> {
  // Loaded on first use: the gateway uses this package but no database, and
  // mongoose with its driver costs it ~12 MB resident (docs/benchmarks.md).
  const { default: mongoose } = await import('mongoose');
  mongoose.set('strictQuery', true);
  // No stack captured on every query (kept only to explain "query was
  // already executed"): a fifth of the client-side CPU of a findOne.
  mongoose.set('skipOriginalStackTraces', true);
  const conn = mongoose.createConnection(url, {
    serverSelectionTimeoutMS: 5_000,
    maxPoolSize: 20,
    autoIndex: true,
    // An undefined field is left out, never stored as null (which a sparse
    // unique index would count).
    ignoreUndefined: true,
    // Only to list query shapes (QUERY_LOG): the driver then reports every command.
    ...(opts.queryLog ? { monitorCommands: true } : {}),
  });
  if (opts.queryLog) recordQueryShapes(conn.getClient(), opts.queryLog);
  conn.on('disconnected', () => logger.warn('mongo disconnected'));
  conn.on('reconnected', () => logger.info('mongo reconnected'));
  await conn.asPromise();
  return conn;
}

/** Whether a driver error is a unique index's refusal (E11000). */
export const isDuplicateKey = (err: unknown): boolean => (err as { code?: number })?.code === 11000;

/**
 * Whether a duplicate-key error may be the refusal of the unique index on
 * `field`: yes unless the error names another index. MongoDB names it (in
 * keyPattern and in the message); a server need not (devdb does not).
 */
export function mayBeDuplicateOn(err: unknown, field: string): boolean {
  const e = err as { code?: number; keyPattern?: Record<string, unknown>; message?: string } | null;
  if (e?.code !== 11000 && e?.code !== 11001) return false;
  if (e.keyPattern) return !!e.keyPattern[field];
  const message = String(e.message ?? '');
  return message.includes(' index: ') ? message.includes(field) : true;
}

/**
 * Integer ids and numbers per collection, from a `counters` collection with
 * atomic $inc. The counter only proposes a value: the unique index of the
 * record decides, so a lost or stale counter can never hand out a number twice.
 */
export class Counters {
  private readonly col: mongoose.mongo.Collection<{ _id: string; seq: number }>;

  constructor(conn: Connection) {
    this.col = conn.db!.collection('counters');
  }

  async next(name: string): Promise<number> {
    const doc = await this.col.findOneAndUpdate(
      { _id: name },
      { $inc: { seq: 1 } },
      withinDeadline({ upsert: true, returnDocument: 'after' as const }),
    );
    return doc!.seq;
  }

  /** Moves the counter to at least `value` (after a clash with an existing record). */
  async atLeast(name: string, value: number): Promise<void> {
    await this.col.updateOne({ _id: name }, { $max: { seq: value } }, withinDeadline({ upsert: true }));
  }

  /**
   * Runs `insert` with successive numbers from counter `name` until one is
   * free. After a duplicate-key error, `taken(n)` tells whether the number
   * was the clash (retry) or another unique value was (the error stands).
   */
  async insertNumbered<T>(name: string, insert: (n: number) => Promise<T>, taken: (n: number) => Promise<boolean>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const n = await this.next(name);
      try {
        return await insert(n);
      } catch (err) {
        if (!isDuplicateKey(err) || attempt >= 100 || !(await taken(n))) throw err;
        await this.atLeast(name, n);
      }
    }
  }
}

/** Paging input shared by every list: page ≥ 1, limit 1–100 (out of range is 422). */
export interface PageQuery {
  page: number;
  limit: number;
}

export interface Page<T> {
  records: T[];
  meta: { total: number; current_page: number; per_page: number };
}

/**
 * One page of `filter` in `sort` order, and the total. A filter that is
 * empty counts from collection metadata instead of scanning.
 */
export async function findPage<D, T>(
  model: mongoose.Model<D>,
  filter: mongoose.FilterQuery<D>,
  page: PageQuery,
  opts: {
    sort?: Record<string, 1 | -1>;
    projection?: Record<string, 0 | 1>;
    map: (doc: D) => T;
    /** how to count the total, when the caller knows a cheaper way */
    count?: () => Promise<number>;
  },
): Promise<Page<T>> {
  const skip = (page.page - 1) * page.limit;
  const empty = Object.keys(filter).length === 0;
  return pageOf(page, opts.map, [
    model
      .find(filter, opts.projection ?? null)
      .sort(opts.sort ?? { _id: -1 })
      .skip(skip)
      .limit(page.limit)
      .setOptions(withinDeadline())
      .lean<D[]>()
      .exec(),
    opts.count ? opts.count() : empty ? model.estimatedDocumentCount(withinDeadline()).exec() : model.countDocuments(filter).setOptions(withinDeadline()).exec(),
  ]);
}

/** findPage on a collection of the driver itself (documents exactly as stored, no schema between). */
export async function findPageOf<D extends mongoose.mongo.Document, T>(
  col: mongoose.mongo.Collection<D>,
  filter: mongoose.mongo.Filter<D>,
  page: PageQuery,
  opts: { sort: Record<string, 1 | -1>; map: (doc: D) => T },
): Promise<Page<T>> {
  const empty = Object.keys(filter).length === 0;
  return pageOf(page, opts.map, [
    col
      .find(filter, withinDeadline())
      .sort(opts.sort)
      .skip((page.page - 1) * page.limit)
      .limit(page.limit)
      .toArray() as Promise<D[]>,
    empty ? col.estimatedDocumentCount(withinDeadline()) : col.countDocuments(filter, withinDeadline()),
  ]);
}

async function pageOf<D, T>(page: PageQuery, map: (doc: D) => T, [docs, total]: [Promise<D[]>, Promise<number>]): Promise<Page<T>> {
  const [found, count] = await Promise.all([docs, total]);
  return { records: found.map(map), meta: { total: count, current_page: page.page, per_page: page.limit } };
}

/** Escapes user text for use inside a regular expression. */
export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Search terms of a record: every word of the given texts, lower-cased, and
 * each whole text. Stored in an indexed array, they let a search by prefix
 * of any word use the index.
 */
export function searchTerms(...texts: Array<string | undefined | null>): string[] {
  const terms = new Set<string>();
  for (const t of texts) {
    if (!t) continue;
    const lower = t.toLowerCase().trim();
    if (!lower) continue;
    terms.add(lower);
    for (const w of lower.split(/[^\p{L}\p{N}@.+-]+/u)) if (w) terms.add(w);
  }
  return [...terms];
}

/** The filter for a search box: prefix of any search term. */
export function searchFilter(q: string | undefined, field = 'search_terms'): Record<string, unknown> {
  const s = q?.trim().toLowerCase();
  if (!s) return {};
  return { [field]: { $regex: `^${escapeRegex(s)}` } };
}

/** The calendar day (UTC) of a moment, as `YYYY-MM-DD`: how records show their dates. */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function today(): string {
  return isoDay(new Date());
}
