import type mongoose from 'mongoose';
import type { z } from 'zod';
import { Resource, type ResourceHandlers } from './crud';
import type { AuthedContext } from './grpc/server';
import type { EventDomain, OutboxRelay, Subscription } from './events';
import { isoDay, searchFilter, searchTerms, type Counters } from './mongo';
import { Store, storedSchema, type StoredFields } from './repository';
import { ValidationError } from './errors';

/** What the platform reads of a module declared with defineModule (@bms/contracts). */
export interface ModuleShape<N extends string = string, P extends string = string> {
  service: string;
  name: N;
  plural: P;
  path: string;
  collection?: string;
  noun?: string;
  permission: string;
  entity: string;
  body: z.ZodObject;
  query: z.ZodObject;
  filters: z.ZodObject;
  record: z.ZodObject;
  summary: z.ZodObject;
  detail?: z.ZodObject;
  search: readonly string[];
  order?: Record<string, 1 | -1>;
  sortable?: readonly string[];
  unique?: ReadonlyArray<readonly string[]>;
  eventFields?: readonly string[];
  defaults?: Record<string, unknown>;
  belongsTo?: { field: string; entity: string };
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The handlers of a service's standard modules, as one map (each module's RPC names kept in its type). */
export function moduleHandlers<M extends StandardModule<string, string>>(mods: readonly M[]): UnionToIntersection<M['handlers']> {
  return Object.assign({}, ...mods.map((m) => m.handlers)) as UnionToIntersection<M['handlers']>;
}

/** The handler map of a service's module definitions (e.g. ReturnType<typeof modulesOf<'crm'>>): what its server must include. */
export type ModuleHandlersOf<Defs extends readonly ModuleShape[]> = UnionToIntersection<
  { [K in keyof Defs]: Defs[K] extends ModuleShape<infer N, infer P> ? ResourceHandlers<N, P> : never }[number]
>;

/** A standard module at work in its service: its resource, its handlers (typed by its RPC names) and the subscriptions of its rules. */
export interface StandardModule<N extends string, P extends string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resource: Resource<StoredFields & Record<string, any>, Record<string, unknown>, z.ZodObject, z.ZodObject>;
  handlers: ResourceHandlers<N, P>;
  subscriptions: Subscription[];
}

/** A module's own rules: what a create (or full replacement, with `before`) and an update store, worked out from what was sent. */
export interface ModuleRules {
  create?(fields: Record<string, unknown>, ctx: AuthedContext, before?: Record<string, unknown> & StoredFields): Promise<Record<string, unknown>> | Record<string, unknown>;
  update?(changes: Record<string, unknown>, before: Record<string, unknown> & StoredFields, ctx: AuthedContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** fields a record shows that are worked out, not stored (e.g. a key from the id) */
  derived?(doc: Record<string, unknown> & StoredFields): Record<string, unknown>;
  /** what the detail shows beside the record (the module's `detail`) */
  detail?(doc: Record<string, unknown> & StoredFields, ctx: AuthedContext): Promise<Record<string, unknown>>;
}

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'time' | 'day';

/** The kind of a field's schema (through optional, default and pipe). */
function kindOf(schema: z.ZodType): Kind {
  let s = schema as unknown as { _zod: { def: Record<string, unknown> } };
  for (;;) {
    const d = s._zod.def;
    if (d.type === 'optional' || d.type === 'nullable' || d.type === 'default') s = d.innerType as typeof s;
    else if (d.type === 'pipe') s = d.in as typeof s;
    else break;
  }
  const d = s._zod.def;
  if (d.type === 'number') return 'number';
  if (d.type === 'boolean') return 'boolean';
  if (d.type === 'array') return 'array';
  if (d.type === 'record') return 'object';
  if (d.type === 'string' && d.format === 'datetime') return 'time';
  if (d.type === 'string' && ((d.checks as Array<{ _zod: { def: { pattern?: RegExp } } }>) ?? []).some((c) => String(c._zod.def.pattern) === String(/^\d{4}-\d{2}-\d{2}$/))) return 'day';
  return 'string';
}

const EMPTY: Record<Kind, unknown> = { string: '', number: 0, boolean: false, array: [], object: {}, time: '', day: '' };
const MONGOOSE: Record<Kind, unknown> = {
  string: String,
  number: Number,
  boolean: Boolean,
  array: [String],
  // Mixed (mongoose reads Object so): no runtime import of mongoose, which a gateway never loads.
  object: Object,
  time: Date,
  day: Date,
};

/** A record as a schema declares it: its fields picked from the stored document, each with its kind's empty value when absent. */
function picker(schema: z.ZodObject): (doc: Record<string, unknown>) => Record<string, unknown> {
  const fields = Object.entries(schema.shape).map(([f, s]) => [f, kindOf(s as z.ZodType)] as const);
  return (doc) => {
    const out: Record<string, unknown> = {};
    for (const [f, kind] of fields) {
      const v = f === 'id' ? doc._id : doc[f];
      out[f] = v instanceof Date ? (kind === 'day' ? isoDay(v) : v.toISOString()) : (v ?? EMPTY[kind]);
    }
    return out;
  };
}

/**
 * The storage, rules and handlers of a module declared with defineModule:
 * its records in the collection named by its path (with an index for each
 * filter and for search), every body field stored as given (defaults on
 * create), search terms from its search fields, created_by, and events of
 * its entity carrying the record. With `belongsTo`, the parent must be live
 * (`parents[entity]` tells) and the parent's deleted event deletes its
 * records.
 */
export function standardModule<N extends string, P extends string>(
  def: ModuleShape<N, P>,
  deps: { conn: mongoose.Connection; counters: Counters; relay: OutboxRelay },
  opts: {
    parents?: Record<string, (id: number) => Promise<boolean>>;
    /** the module's own rules, written beside it (given its store, to look up others): they see, and may change, what a create or update stores */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    rules?: (store: Store<StoredFields & Record<string, any>>) => ModuleRules;
  } = {},
): StandardModule<N, P> {
  const declared = { ...def.record.shape, ...def.body.shape } as Record<string, z.ZodType>;
  const fields = Object.fromEntries(
    Object.entries(declared)
      .filter(([f]) => !['id', 'created_at', 'updated_at'].includes(f))
      .map(([f, s]) => [f, MONGOOSE[kindOf(s)]]),
  );
  const schema = storedSchema({ ...fields, search_terms: [String], created_by: Number });
  // Each filter with the list's order after it.
  for (const f of Object.keys(def.filters.shape)) schema.index({ [f]: 1, ...(def.order ?? { _id: -1 }) });
  if (def.search.length) schema.index({ search_terms: 1 });
  for (const f of def.sortable ?? []) schema.index({ [f]: 1, _id: 1 });
  for (const fieldSet of def.unique ?? []) schema.index({ ...Object.fromEntries(fieldSet.map((f) => [f, 1])), deleted_at: 1 }, { unique: true });
  // The list's order, for live records and with deleted ones (include_deleted).
  if (def.order) {
    schema.index({ deleted_at: 1, ...def.order });
    schema.index({ ...def.order });
  }
  const model = deps.conn.models[def.name] ?? deps.conn.model(def.name, schema, def.collection ?? def.path);
  const terms = (d: Record<string, unknown>) => searchTerms(...def.search.map((f) => d[f] as string | undefined));
  const parent = def.belongsTo;
  const requireParent = async (b: Record<string, unknown>) => {
    if (!parent || b[parent.field] === undefined) return;
    const isLive = opts.parents?.[parent.entity];
    if (!isLive) throw new Error(`${def.name}: no way to tell whether a ${parent.entity} is live (standardModule parents)`);
    if (!(await isLive(Number(b[parent.field])))) throw ValidationError.field(parent.field, `Unknown ${parent.entity.split('.').pop()}.`);
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Doc = StoredFields & Record<string, any>;
  const store = new Store<Doc>(model as mongoose.Model<Doc>, deps.counters, deps.relay);
  const rules = opts.rules?.(store);
  const derived = rules?.derived;
  const shown = (schema: z.ZodObject) => {
    const pick = picker(schema);
    if (!derived) return pick;
    const names = Object.keys(schema.shape);
    return (d: Doc) => ({ ...pick(d), ...Object.fromEntries(Object.entries(derived(d)).filter(([f]) => names.includes(f))) });
  };
  const toRecord = shown(def.record);
  const toSummary = shown(def.summary);
  const resource = new Resource<Doc, Record<string, unknown>, z.ZodObject, z.ZodObject>(store, {
    module: def.permission,
    noun: def.noun ?? def.name,
    events: def.entity,
    eventData: def.eventFields ? (d) => ({ id: d._id, ...Object.fromEntries(def.eventFields!.map((f) => [f, d[f]])) }) : toRecord,
    body: def.body,
    query: def.query,
    sort: def.order,
    sortable: def.sortable,
    filter: (q: Record<string, unknown>) => ({
      ...searchFilter(q.search as string | undefined),
      ...Object.fromEntries(Object.keys(def.filters.shape).filter((f) => q[f] !== undefined && q[f] !== 0 && q[f] !== '').map((f) => [f, q[f]])),
    }),
    toRecord,
    toListItem: toSummary,
    ...(rules?.detail ? { detail: rules.detail } : {}),
    create: async (b: Record<string, unknown>, ctx, before) => {
      await requireParent(b);
      const given = Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined));
      const made = { ...def.defaults, ...given, created_by: before?.created_by ?? ctx.caller.user_id };
      const doc = rules?.create ? await rules.create(made, ctx, before) : made;
      return { ...doc, search_terms: terms(doc) } as never;
    },
    update: async (b: Record<string, unknown>, before, ctx) => {
      await requireParent(b);
      const changes: Record<string, unknown> = rules?.update ? await rules.update({ ...b }, before, ctx) : { ...b };
      if (def.search.some((f) => f in changes)) changes.search_terms = terms({ ...before, ...changes });
      return changes as never;
    },
  });
  const subscriptions: Subscription[] = parent
    ? [
        {
          durable: `${def.service}_${(def.collection ?? def.path).replace(/\W/g, '_')}_${parent.entity.replace(/\W/g, '_')}_deleted`,
          domain: parent.entity.split('.')[0] as EventDomain,
          types: [`${parent.entity}.deleted`],
          // The parent's deletion deletes its records, as the one who deleted it.
          handle: async (evt) => {
            await resource.deleteWhere({ [parent.field]: (evt.data as { id: number }).id }, evt.actor_user_id);
          },
        },
      ]
    : [];
  return { resource, handlers: resource.handlers(def.name, def.plural), subscriptions };
}
