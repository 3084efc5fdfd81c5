import type mongoose from 'mongoose';
import type { z } from 'zod';
import type { Operation } from '@bms/contracts';
import { Resource, type ResourceHandlers } from './crud';
import type { AuthedContext } from './grpc/server';
import type { EventDomain, OutboxRelay, Subscription } from './events';
import { searchFilter, searchTerms, type Counters } from './mongo';
import { Store } from './repository';
import { storedSchema, type StoredFields } from './stored';
import { Conflict, ValidationError } from './errors';
import { isNullable, kindOf, picker, STORED_AS, textsAt } from './module-fields';

/** What the platform reads of a module declared with defineModule (@bms/contracts). */
export interface ModuleShape<N extends string = string, P extends string = string, O extends Operation = Operation> {
  service: string;
  name: N;
  plural: P;
  path: string;
  collection?: string;
  noun?: string;
  permission: string;
  entity: string;
  events?: false;
  operations: readonly O[];
  body: z.ZodObject;
  putBody?: z.ZodObject;
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
  secret?: readonly string[];
  belongsTo?: { field: string; entity: string };
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The handlers of a service's standard modules, as one map (each module's RPC names kept in its type). */
export function moduleHandlers<M extends StandardModule<string, string, Operation>>(mods: readonly M[]): UnionToIntersection<M['handlers']> {
  return Object.assign({}, ...mods.map((m) => m.handlers)) as UnionToIntersection<M['handlers']>;
}

/** The handler map of a service's module definitions (e.g. ReturnType<typeof modulesOf<'crm'>>): what its server must include. */
export type ModuleHandlersOf<Defs extends readonly ModuleShape[]> = UnionToIntersection<
  { [K in keyof Defs]: Defs[K] extends ModuleShape<infer N, infer P, infer O> ? ResourceHandlers<N, P, O> : never }[number]
>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ModuleDoc = StoredFields & Record<string, any>;

/** A standard module at work in its service: its resource, its handlers (typed by its RPC names) and the subscriptions of its rules. */
export interface StandardModule<N extends string, P extends string, O extends Operation = Operation> {
  resource: Resource<ModuleDoc, Record<string, unknown>, z.ZodObject, z.ZodObject>;
  handlers: ResourceHandlers<N, P, O>;
  subscriptions: Subscription[];
}

type Fields = Record<string, unknown>;

/** A module's own rules, written beside it in its service. */
export interface ModuleRules {
  /** what a create (or full replacement, with `before`) stores, worked out from what was sent */
  create?(fields: Fields, ctx: AuthedContext, before?: ModuleDoc): Promise<Fields> | Fields;
  /** what a partial update stores, worked out from what was sent */
  update?(changes: Fields, before: ModuleDoc, ctx: AuthedContext): Promise<Fields> | Fields;
  /** fields a record shows that are worked out, not stored (e.g. a key from the id) */
  derived?(doc: ModuleDoc): Fields;
  /** what the detail shows beside the record (the module's `detail`) */
  detail?(doc: ModuleDoc, ctx: AuthedContext): Promise<Fields>;
  /** the records the caller may reach: others are not found (404, not 403) */
  scope?(ctx: AuthedContext): Fields;
  /** list items and the detail's record as the caller sees them (e.g. their own read marks) */
  forCaller?(records: Fields[], ctx: AuthedContext): Promise<Fields[]>;
  /** what a search matches, when more than the search fields' words (`standard`: the filter of those) */
  search?(text: string, standard: Fields): Promise<Fields>;
  /** what a record just written must change at once: what its checks read changed before the write (see ResourceSpec.settle) */
  settle?(doc: ModuleDoc, ctx: AuthedContext): Promise<Fields | 'delete' | undefined>;
  /** refuses a delete that must not happen (throw Conflict) */
  beforeDelete?(before: ModuleDoc, ctx: AuthedContext): Promise<void>;
  /**
   * fields a restore sets again (the unique values a delete freed); throws
   * Conflict when they are taken meanwhile. No caller (undefined) when the
   * parent's restore brings the record back (`belongsTo`). Asked once more
   * with `refused`, the duplicate-key error, when a unique index refused
   * what it set (another write took the value at the same moment).
   */
  beforeRestore?(deleted: ModuleDoc, ctx: AuthedContext | undefined, refused?: unknown): Promise<Fields> | Fields;
  /** stored fields a delete removes (unique values it frees, taken back by beforeRestore) */
  clearedOnDelete?: readonly string[];
  /** what a 409 says when a unique index refuses a write made at the same moment as another */
  taken?: string;
}

/** Where a module's rules keep what the record does not show: their fields, and the indexes their queries need. */
export interface ModuleStorage {
  /** stored fields only the rules write (mongoose types), e.g. a key under a unique index */
  fields?: Record<string, unknown>;
  indexes?: Array<{ key: Record<string, 1 | -1>; unique?: boolean; sparse?: boolean }>;
}

/** What a service gives a module beside its definition: its rules, their storage, and how to tell its parent is live. */
export interface ModuleOptions {
  parents?: Record<string, (id: number) => Promise<boolean>>;
  /** the module's own rules, written beside it (given its store, to look up others): they see, and may change, what a write stores */
  rules?: (store: Store<ModuleDoc>) => ModuleRules;
  storage?: ModuleStorage;
}

/**
 * The storage, rules and handlers of a module declared with defineModule:
 * its records in the collection named by its path (with an index for each
 * filter and for search), every body field stored as given (defaults on
 * create; what a full replacement does not send is removed), search terms
 * from its search fields, created_by, and events of its entity carrying the
 * record. With `belongsTo`, the parent must be live (`parents[entity]`
 * tells) on a write and on a restore, the parent's deleted event deletes
 * its records, and its restored event brings back those its deletion took.
 */
export function standardModule<N extends string, P extends string, O extends Operation>(
  def: ModuleShape<N, P, O>,
  deps: { conn: mongoose.Connection; counters: Counters; relay: OutboxRelay },
  opts: ModuleOptions = {},
): StandardModule<N, P, O> {
  const sent = { ...def.body.shape, ...def.putBody?.shape } as Record<string, z.ZodType>;
  const declared = { ...def.record.shape, ...sent } as Record<string, z.ZodType>;
  const fields = Object.fromEntries(
    Object.entries(declared)
      .filter(([f]) => !['id', 'created_at', 'updated_at'].includes(f))
      .map(([f, s]) => [f, STORED_AS[kindOf(s)]]),
  );
  const searched = def.search.length > 0;
  const schema = storedSchema({
    ...fields,
    ...opts.storage?.fields,
    ...(searched ? { search_terms: [String] } : {}),
    ...(def.belongsTo ? { [TAKEN_WITH_PARENT]: Boolean } : {}),
    created_by: Number,
  });
  // Each filter with the list's order after it.
  for (const f of Object.keys(def.filters.shape)) schema.index({ [f]: 1, ...(def.order ?? { _id: -1 }) });
  if (searched) schema.index({ search_terms: 1 });
  for (const f of def.sortable ?? []) schema.index({ [f]: 1, _id: 1 });
  for (const fieldSet of def.unique ?? []) schema.index({ ...Object.fromEntries(fieldSet.map((f) => [f, 1])), deleted_at: 1 }, { unique: true });
  for (const { key, ...options } of opts.storage?.indexes ?? []) schema.index(key, options);
  // The list's order, for live records and with deleted ones (include_deleted).
  if (def.order) {
    schema.index({ deleted_at: 1, ...def.order });
    schema.index({ ...def.order });
  }
  const model = deps.conn.models[def.name] ?? deps.conn.model(def.name, schema, def.collection ?? def.path);
  const terms = (d: Fields) => searchTerms(...def.search.flatMap((path) => textsAt(d, path)));
  const parent = def.belongsTo;
  const parentNoun = parent?.entity.split('.').pop();
  /** Whether the parent a record names (if it names one) is live. */
  const parentLive = async (b: Fields) => {
    if (!parent || b[parent.field] === undefined) return true;
    const isLive = opts.parents?.[parent.entity];
    if (!isLive) throw new Error(`${def.name}: no way to tell whether a ${parent.entity} is live (standardModule parents)`);
    return isLive(Number(b[parent.field]));
  };
  const requireParent = async (b: Fields) => {
    if (!(await parentLive(b))) throw ValidationError.field(parent!.field, `Unknown ${parentNoun}.`);
  };
  const store = new Store<ModuleDoc>(model as mongoose.Model<ModuleDoc>, deps.counters, deps.relay, { secret: def.secret });
  const rules = opts.rules?.(store) ?? {};
  const shown = (schema: z.ZodObject) => {
    const pick = picker(schema);
    if (!rules.derived) return pick;
    const names = Object.keys(schema.shape);
    return (d: ModuleDoc) => ({ ...pick(d), ...Object.fromEntries(Object.entries(rules.derived!(d)).filter(([f]) => names.includes(f))) });
  };
  const toRecord = shown(def.record);
  // Event fields as the record shows them (its schema before the body's).
  const eventData = def.eventFields ? eventPicker(def.eventFields, { ...sent, ...def.record.shape }) : toRecord;
  // A full replacement removes what it does not send (and has no default for).
  const cleared = Object.fromEntries(Object.keys(sent).map((f) => [f, undefined]));
  const filters = Object.keys(def.filters.shape);
  const resource = new Resource<ModuleDoc, Fields, z.ZodObject, z.ZodObject>(store, {
    module: def.permission,
    noun: def.noun ?? def.name,
    events: def.events === false ? undefined : def.entity,
    eventData,
    body: def.body,
    putBody: def.putBody,
    query: def.query,
    sort: def.order,
    sortable: def.sortable,
    filter: async (q: Fields) => {
      const text = q.search as string | undefined;
      const search = text && rules.search ? await rules.search(text, searchFilter(text)) : searchFilter(text);
      return { ...search, ...Object.fromEntries(filters.filter((f) => q[f] !== undefined && q[f] !== 0 && q[f] !== '').map((f) => [f, q[f]])) };
    },
    toRecord,
    toListItem: shown(def.summary),
    detail: rules.detail,
    scope: rules.scope,
    forCaller: rules.forCaller,
    settle: rules.settle,
    beforeDelete: rules.beforeDelete,
    // A record whose parent's deletion took it comes back only with its parent, and then no longer as taken by it.
    beforeRestore: async (deleted, ctx, refused) => {
      if (!(await parentLive(deleted))) throw new Conflict(`Its ${parentNoun} is deleted: restore the ${parentNoun} first.`);
      const also = (await rules.beforeRestore?.(deleted, ctx, refused)) ?? {};
      return parent ? { ...also, [TAKEN_WITH_PARENT]: undefined } : also;
    },
    clearedOnDelete: rules.clearedOnDelete,
    taken: rules.taken,
    create: async (b: Fields, ctx, before) => {
      await requireParent(b);
      const given = Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined));
      const made = { ...(before ? cleared : {}), ...def.defaults, ...given, created_by: before?.created_by ?? ctx.caller.user_id };
      const doc = rules.create ? await rules.create(made, ctx, before) : made;
      return (searched ? { ...doc, search_terms: terms(doc) } : doc) as never;
    },
    update: async (b: Fields, before, ctx) => {
      await requireParent(b);
      const changes: Fields = rules.update ? await rules.update({ ...b }, before, ctx) : { ...b };
      if (def.search.some((path) => path.split('.')[0]! in changes)) changes.search_terms = terms({ ...before, ...changes });
      return changes as never;
    },
  });
  const subscriptions: Subscription[] = parent ? followParent(def, parent, resource, parentLive) : [];
  return { resource, handlers: resource.handlers(def.name, def.plural, def.operations), subscriptions };
}

/** Set on a record its parent's deletion took: its parent's restore brings back these, not the ones deleted on their own before. */
const TAKEN_WITH_PARENT = 'deleted_with_parent';

/**
 * A record follows its parent: the parent's deletion deletes its live
 * records (marked as taken with it), and the parent's restore brings those
 * back, each as the one who deleted or restored the parent. The two events
 * are followed by two consumers, so either may be handled first: each
 * handler does what the parent's state now asks, not what its event says,
 * and both end with the records as the parent is (a client deleted and at
 * once restored keeps its contacts, whichever event is handled first).
 */
function followParent(
  def: ModuleShape,
  parent: { field: string; entity: string },
  resource: StandardModule<string, string>['resource'],
  parentLive: (b: Fields) => Promise<boolean>,
): Subscription[] {
  const follow = async (evt: { data: unknown; actor_user_id: number }) => {
    const id = (evt.data as { id: number }).id;
    if (await parentLive({ [parent.field]: id })) {
      await resource.restoreWhere({ [parent.field]: id, [TAKEN_WITH_PARENT]: true }, evt.actor_user_id);
      return;
    }
    while ((await resource.deleteWhere({ [parent.field]: id }, evt.actor_user_id, { mark: { [TAKEN_WITH_PARENT]: true } })) > 0);
    // Restored while its records were being deleted: they come back too.
    if (await parentLive({ [parent.field]: id })) await resource.restoreWhere({ [parent.field]: id, [TAKEN_WITH_PARENT]: true }, evt.actor_user_id);
  };
  const durable = (verb: string) => `${def.service}_${(def.collection ?? def.path).replace(/\W/g, '_')}_${parent.entity.replace(/\W/g, '_')}_${verb}`;
  const domain = parent.entity.split('.')[0] as EventDomain;
  return ['deleted', 'restored'].map((verb) => ({ durable: durable(verb), domain, types: [`${parent.entity}.${verb}`], handle: follow }));
}

/** What events carry: the id and the fields named, each as the record shows it when declared (null for a nullable one not stored). */
function eventPicker(names: readonly string[], declared: Record<string, z.ZodType>): (d: ModuleDoc) => Fields {
  const nullable = names.filter((f) => declared[f] && isNullable(declared[f]));
  return (d) => ({ id: d._id, ...Object.fromEntries(names.map((f) => [f, nullable.includes(f) ? (d[f] ?? null) : d[f]])) });
}
