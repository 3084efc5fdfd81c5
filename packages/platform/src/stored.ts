import type mongoose from 'mongoose';
import type { EventEnvelope } from './events';
import { changesOf, fitChanges, MAX_EVENT_BYTES, OUTBOX_FIELD } from './events';

/** Fields every stored record has besides its own. */
export interface StoredFields {
  _id: number;
  created_at: Date;
  updated_at: Date;
  deleted_at?: Date | null;
  /**
   * 1 when created, and one more with each write (delete and restore
   * included); every event carries the version its write produced, so that
   * projections order a record's events by it, never by a clock. Absent on
   * records written before versions (taken as 0).
   */
  version?: number;
}

export interface StoreOptions {
  /**
   * Stored fields whose values are secrets (password hashes, key hashes,
   * sealed secrets): the changes its events carry name them, masked, and
   * never show their values. Names that say secret (password, token, hash, …)
   * are masked whether declared or not.
   */
  secret?: readonly string[];
}

export type Filter = Record<string, unknown>;

/** The changes of an update: given, or worked out from the record as it is now. */
export type Changes<D> = Partial<Omit<D, '_id'>> | ((current: D) => Partial<Omit<D, '_id'>> | Promise<Partial<Omit<D, '_id'>>>);

/**
 * The updated_at of a write: now, and always later than the one it
 * replaces (two writes in one millisecond), so that it tells every write
 * of a record from the one before.
 */
export function nextUpdatedAt(previous: Date | null | undefined): Date {
  return new Date(Math.max(Date.now(), (previous?.getTime() ?? 0) + 1));
}

/** Only records not deleted. */
export const LIVE: Filter = { deleted_at: null };

/**
 * The event as stored: its data carries the version of the record its write
 * produced, and it says what the write changed, from the record before it
 * (null: a create) to the one it leaves, the fields of `secret` masked.
 */
export function recorded(evt: EventEnvelope<unknown>, version: number, before: object | null, after: object, secret: ReadonlySet<string>): EventEnvelope<unknown> {
  const stored = { ...evt, data: { ...(evt.data as object), version } };
  const changes = changesOf(before, after, secret);
  // What is left of the largest event NATS takes once the rest is written.
  const room = MAX_EVENT_BYTES - Buffer.byteLength(JSON.stringify(stored)) - 16;
  return { ...stored, changes: fitChanges(changes, room) };
}

/** One conditional write: what it sets and unsets, and the record it leaves. */
export interface WritePlan<D> {
  set: Record<string, unknown>;
  unset: Record<string, ''>;
  after: D;
}

/** The set and unset of a write of `fields` (undefined: removed), stamped `now`, and the record it leaves. */
export function planOf<D extends StoredFields>(before: D, fields: Partial<D>, now: Date): WritePlan<D> {
  const set: Record<string, unknown> = { updated_at: now };
  const unset: Record<string, ''> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) unset[k] = '';
    else set[k] = v;
  }
  const { [OUTBOX_FIELD]: _pending, ...state } = { ...before, ...set } as Record<string, unknown>;
  for (const k of Object.keys(unset)) delete state[k];
  return { set, unset, after: state as unknown as D };
}

/**
 * Whether a write of `fields` would leave `before` as it is: every field it
 * sets already holds that value and every field it removes is already
 * absent (null and absent are both nothing). Such a write is not made: no
 * new version, no updated_at, no event (an update that changes nothing is
 * no change to tell anyone of).
 */
export function changesNothing(before: object, fields: object): boolean {
  const b = before as Record<string, unknown>;
  return Object.entries(fields).every(([k, v]) => k === 'updated_at' || sameValue(b[k], v));
}

/** Two stored values alike: dates by their time, BSON values and bytes by their content, objects key by key (order aside). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined || a === null || b === undefined || b === null) return (a ?? null) === (b ?? null);
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (typeof a !== 'object' || typeof b !== 'object') return Object.is(a, b) || a === b;
  const bytes = (v: object) => (v instanceof Uint8Array ? v : (v as { _bsontype?: string })._bsontype === 'Binary' ? (v as { buffer: Uint8Array }).buffer : null);
  const ab = bytes(a);
  const bb = bytes(b);
  if (ab || bb) return !!ab && !!bb && Buffer.from(ab).equals(Buffer.from(bb));
  const at = (a as { _bsontype?: string })._bsontype;
  const bt = (b as { _bsontype?: string })._bsontype;
  if (at || bt) return at === bt && String(a) === String(b);
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  return [...keys].every((k) => sameValue(ao[k], bo[k]));
}

/** The fields an `also` gives, its `$unset` as fields set to undefined. */
export function extra(also: Record<string, unknown>): Record<string, unknown> {
  const { $unset, ...set } = also as { $unset?: Record<string, ''> };
  return { ...set, ...Object.fromEntries(Object.keys($unset ?? {}).map((k) => [k, undefined])) };
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
