import { canonicalJson } from '../canonical-json';

/**
 * What a write changed in one field: its value before and after (null where
 * there was none; a create has only `after`), or, for a secret, only that it
 * changed (`masked`), or, for a value too large to travel with the event,
 * its size (`omitted`).
 */
export type FieldChange = { before?: unknown; after?: unknown } | { masked: true } | { omitted: 'too_large'; bytes: number };

/** Field → its change, for every field a write changed. */
export type EventChanges = Record<string, FieldChange>;

/**
 * Fields whose values never leave a service, whatever a store declares: a
 * password (hash), a secret, a token, a one-time or recovery code, a hash of
 * any of them. A store declares its own as well (StoreOptions.secret); this
 * is the net under a declaration forgotten.
 */
const SECRET_NAME = /(^|_)(password|passwd|secret|token|otp|hash|code_hash|recovery_codes?)(s?)($|_)/i;

/** Stored fields that say nothing of a record's content: its bookkeeping (each event says when and which version). */
const UNRECORDED = new Set(['_id', 'created_at', 'updated_at', 'version', 'search_terms']);

const MASKED: FieldChange = { masked: true };

export function isSecretField(name: string, declared: ReadonlySet<string>): boolean {
  return declared.has(name) || SECRET_NAME.test(name);
}

const recorded = (name: string) => !UNRECORDED.has(name) && !name.startsWith('_');

/**
 * The changes of a write from the record before it (null: a create) to the
 * record it leaves: each field whose value differs (key order aside), by
 * its values as JSON shows them, secrets masked. The bookkeeping fields
 * (ids, times, version, search terms, `_` fields such as the outbox) are
 * not changes.
 */
export function changesOf(before: object | null, after: object, secret: ReadonlySet<string>): EventChanges {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const out: EventChanges = {};
  for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (!recorded(field)) continue;
    const was = plain(b[field]);
    const is = plain(a[field]);
    if (before && canonicalJson(was) === canonicalJson(is)) continue;
    if (!before && is === null) continue;
    if (isSecretField(field, secret)) out[field] = MASKED;
    else out[field] = before ? { before: was, after: is } : { after: is };
  }
  return out;
}

/**
 * Changes that fit in `budget` bytes of JSON: the largest values are
 * replaced by their size until they do (an event that could not be
 * published is refused at write time; its changes must never be why).
 */
export function fitChanges(changes: EventChanges, budget: number): EventChanges {
  const size = (v: unknown) => Buffer.byteLength(JSON.stringify(v));
  let total = size(changes);
  if (total <= budget) return changes;
  const out = { ...changes };
  const bySize = Object.entries(out)
    .map(([field, c]) => [field, size(c)] as const)
    .sort((x, y) => y[1] - x[1]);
  for (const [field, bytes] of bySize) {
    if (total <= budget) break;
    const omitted: FieldChange = { omitted: 'too_large', bytes };
    out[field] = omitted;
    total -= bytes - size(omitted);
  }
  return out;
}

/** A stored value as JSON shows it: dates as ISO text, ids as their hex, binary data by its size, nothing as null. */
export function plain(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
  if (Array.isArray(v)) return v.map(plain);
  if (typeof v !== 'object') return typeof v === 'bigint' ? v.toString() : v;
  if (v instanceof Uint8Array) return { binary: true, bytes: v.byteLength };
  const bson = (v as { _bsontype?: string })._bsontype;
  if (bson === 'Binary') return { binary: true, bytes: (v as { length(): number }).length() };
  if (bson) return String(v as object);
  return Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined).map(([k, x]) => [k, plain(x)]));
}
