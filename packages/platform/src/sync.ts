import type { z } from 'zod';
import { ValidationError } from './errors';
import { asQuery, parseInput } from './validate';

/** The list options every {records, meta} list takes (for sync and for screens). */
export interface ListOptionsInput {
  sort?: string;
  updated_since?: string;
  include_deleted?: boolean;
  since?: string;
  after?: string;
}

export interface ListOptions {
  sort?: Record<string, 1 | -1>;
  /** updated_at at or after this */
  since?: Date;
  /** (updated_at, id) after this: the next page of a sync */
  after?: { at: Date; id: number };
  includeDeleted: boolean;
}

/**
 * How far before a sync's `since` the records are listed again. A write
 * stamps updated_at before it commits, and the replicas' clocks differ:
 * a write can commit after a reader saw a later updated_at. It commits
 * within its deadline (GRPC_TIMEOUT_MS, 10 s, or not at all) and clocks
 * are kept within seconds, so a write that committed late is still inside
 * this window on the reader's next sync.
 */
export const SYNC_OVERLAP_MS = 60_000;

const SYNC_ORDER: Record<string, 1 | -1> = { updated_at: 1, _id: 1 };

/** Fields every record can be sorted by (each has an index {field: 1, _id: 1} on every collection). */
export const ALWAYS_SORTABLE = ['id', 'created_at', 'updated_at'] as const;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Reads `sort` (`-created_at,company_name`: a leading - for descending; only
 * the listed fields, which have indexes), `updated_since` (ISO time) and
 * `include_deleted`; 422 naming the option otherwise.
 */
export function parseListOptions(o: ListOptionsInput | null | undefined, sortable: readonly string[] = []): ListOptions {
  const allowed = new Set<string>([...ALWAYS_SORTABLE, ...sortable]);
  const errors: Record<string, string[]> = {};
  let sort: Record<string, 1 | -1> | undefined;
  if (o?.sort) {
    sort = {};
    for (const raw of o.sort.split(',')) {
      const part = raw.trim();
      const desc = part.startsWith('-');
      const field = desc ? part.slice(1) : part;
      if (!allowed.has(field)) {
        (errors.sort ??= []).push(`Cannot sort by "${field}"; sortable: ${[...allowed].join(', ')}.`);
        continue;
      }
      sort[field === 'id' ? '_id' : field] = desc ? -1 : 1;
    }
    // Ties broken by id in the direction of the first key, so that an index
    // {field: 1, _id: 1} serves the sort either way round.
    const first = Object.values(sort)[0];
    if (first !== undefined && !('_id' in sort)) sort._id = first;
  }
  let since: Date | undefined;
  if (o?.updated_since) {
    const d = new Date(o.updated_since);
    if (!ISO_TIME.test(o.updated_since) || Number.isNaN(d.getTime())) errors.updated_since = ['Must be an ISO 8601 time.'];
    else since = d;
  }
  let after: ListOptions['after'];
  if (o?.after) {
    const [at, id] = [new Date(o.after.slice(0, o.after.lastIndexOf(','))), Number(o.after.slice(o.after.lastIndexOf(',') + 1))];
    if (Number.isNaN(at.getTime()) || !Number.isSafeInteger(id)) errors.after = ['Must be "<updated_at>,<id>" of the last record read.'];
    else after = { at, id };
    if (!o.since) errors.after = [...(errors.after ?? []), 'Only with since.'];
  }
  if (o?.since) {
    const d = new Date(o.since);
    if (!ISO_TIME.test(o.since) || Number.isNaN(d.getTime())) errors.since = ['Must be an ISO 8601 time.'];
    else if (since) errors.since = ['Either since (sync) or updated_since, not both.'];
    else since = new Date(d.getTime() - SYNC_OVERLAP_MS);
    if (sort && JSON.stringify(sort) !== JSON.stringify(SYNC_ORDER)) errors.sort = ['A sync (since) is in updated_at order.'];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  // A sync lists deletions too, in the one order in which paging cannot skip a record.
  if (o?.since) return { sort: SYNC_ORDER, since, after, includeDeleted: true };
  return { sort, since, includeDeleted: !!o?.include_deleted };
}

/**
 * A list request decoded from proto: its query (validated with the
 * module's query schema, as the gateway did) and its list options.
 */
export function parseListRequest<S extends z.ZodType>(
  schema: S,
  req: object,
  sortable: readonly string[] = [],
): { q: z.output<S>; list: ListOptions } {
  const { options, ...query } = req as { options?: ListOptionsInput | null };
  return { q: parseInput(schema, asQuery(query)), list: parseListOptions(options, sortable) };
}
