import type { z } from 'zod';
import { isoDay } from './mongo';

/** What a field of a module's schema holds, as far as storing and showing it go. */
export type Kind = 'string' | 'number' | 'boolean' | 'strings' | 'numbers' | 'objects' | 'map' | 'time' | 'day';

interface Def {
  _zod: { def: Record<string, unknown> };
}

const DAY = String(/^\d{4}-\d{2}-\d{2}$/);

/** A schema through optional, nullable, default and pipe, and whether it may be null. */
function unwrap(schema: z.ZodType): { inner: Def; nullable: boolean } {
  let s = schema as unknown as Def;
  let nullable = false;
  for (;;) {
    const d = s._zod.def;
    if (d.type === 'nullable') nullable = true;
    if (d.type === 'optional' || d.type === 'nullable' || d.type === 'default' || d.type === 'readonly') s = d.innerType as Def;
    else if (d.type === 'pipe') s = d.in as Def;
    else return { inner: s, nullable };
  }
}

/** The kind of a field's schema. */
export function kindOf(schema: z.ZodType): Kind {
  const d = unwrap(schema).inner._zod.def;
  if (d.type === 'number') return 'number';
  if (d.type === 'boolean') return 'boolean';
  if (d.type === 'record') return 'map';
  if (d.type === 'array') {
    const element = kindOf(d.element as z.ZodType);
    if (element === 'number') return 'numbers';
    const e = unwrap(d.element as z.ZodType).inner._zod.def;
    return e.type === 'object' ? 'objects' : 'strings';
  }
  if (d.type === 'string' && d.format === 'datetime') return 'time';
  if (d.type === 'string' && ((d.checks as Def[] | undefined) ?? []).some((c) => String(c._zod.def.pattern) === DAY)) return 'day';
  return 'string';
}

/** Whether a field's schema lets it be null: then an absent value shows as null. */
export const isNullable = (schema: z.ZodType): boolean => unwrap(schema).nullable;

const EMPTY: Record<Kind, unknown> = { string: '', number: 0, boolean: false, strings: [], numbers: [], objects: [], map: {}, time: '', day: '' };

/**
 * How each kind is stored. Days are YYYY-MM-DD strings (they sort as the
 * days they name, and rules compare them as such); lists of objects and
 * maps are stored as they are.
 */
export const STORED_AS: Record<Kind, unknown> = {
  string: String,
  number: Number,
  boolean: Boolean,
  strings: [String],
  numbers: [Number],
  // Mixed, as mongoose reads Object: this package is loaded by the gateway, which never loads mongoose.
  objects: Object,
  map: Object,
  time: Date,
  day: String,
};

/**
 * A field's value as shown: a time as ISO text, a day as YYYY-MM-DD, each
 * object of a list as its schema declares it, null or its kind's empty
 * value when absent.
 */
function showField(schema: z.ZodType): (v: unknown) => unknown {
  const kind = kindOf(schema);
  const nullable = isNullable(schema);
  const element = kind === 'objects' ? picker(unwrap(unwrap(schema).inner._zod.def.element as z.ZodType).inner as unknown as z.ZodObject, 'id') : undefined;
  return (v) => {
    if (v instanceof Date) return kind === 'day' ? isoDay(v) : v.toISOString();
    if (nullable && (v === undefined || v === null || v === '')) return null;
    if (element && Array.isArray(v)) return v.map((o) => element(o as Record<string, unknown>));
    return v ?? EMPTY[kind];
  };
}

/** A record as a schema declares it: its fields picked from the stored document (`id` from `_id`; in a nested object, from `id`). */
export function picker(schema: z.ZodObject, idFrom: '_id' | 'id' = '_id'): (doc: Record<string, unknown>) => Record<string, unknown> {
  const fields = Object.entries(schema.shape).map(([f, s]) => [f, showField(s as z.ZodType)] as const);
  return (doc) => {
    const out: Record<string, unknown> = {};
    for (const [f, show] of fields) out[f] = show(f === 'id' ? doc[idFrom] : doc[f]);
    return out;
  };
}

/**
 * The values at a path of a document: `title`, or `items.title` (the title
 * of each object in items), as texts a search can read.
 */
export function textsAt(doc: Record<string, unknown>, path: string): string[] {
  const [head, ...rest] = path.split('.');
  const v = doc[head!];
  const values = Array.isArray(v) ? v : [v];
  if (!rest.length) return values.filter((x): x is string => typeof x === 'string');
  return values.flatMap((x) => (x && typeof x === 'object' ? textsAt(x as Record<string, unknown>, rest.join('.')) : []));
}
