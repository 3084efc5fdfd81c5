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
