import type { z } from 'zod';
import type { AuthedContext } from './grpc/server';
import type { StoredFields } from './stored';

export type Fields<D extends StoredFields> = Omit<D, keyof StoredFields>;

/**
 * What makes one kind of record a standard module (SPEC 4.6): its
 * permission module, schemas, mapping to the proto record, and the rules
 * that turn a validated body into stored fields.
 */
export interface ResourceSpec<D extends StoredFields, Rec, B extends z.ZodObject, Q extends z.ZodObject> {
  /** permission module (caller.require(module, action)) */
  module: string;
  /** noun in messages: "Lead not found." */
  noun: string;
  /** event subject prefix: crm.lead → crm.lead.created/updated/deleted */
  events?: string;
  /** what events carry; {id} by default */
  eventData?(doc: D): Record<string, unknown>;
  /** the create and full-update body */
  body: B;
  /** the full-update body, when it differs from create */
  putBody?: z.ZodObject;
  /** the list query (with page and limit) */
  query: Q;
  /** the store filter of a validated list query */
  filter?(q: z.output<Q>, ctx: AuthedContext): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** list order; newest first by default */
  sort?: Record<string, 1 | -1>;
  /** fields a list may be sorted by besides id, created_at, updated_at (each needs an index) */
  sortable?: readonly string[];
  /** records outside the caller's reach are not found (404, not 403) */
  scope?(ctx: AuthedContext): Record<string, unknown>;
  toRecord(doc: D): Rec;
  toListItem?(doc: D): unknown;
  /** what the detail (get by id) shows beside the record, e.g. the custom field values */
  detail?(doc: D, ctx: AuthedContext): Promise<Record<string, unknown>>;
  /** list items and the detail's record as the caller sees them (e.g. their own read marks) */
  forCaller?(records: Array<Record<string, unknown>>, ctx: AuthedContext): Promise<Array<Record<string, unknown>>>;
  /**
   * Stored fields from a validated body: on create, and on a full
   * replacement (PUT), where `before` is the record replaced (keep what
   * the caller may not set, such as created_by).
   */
  create(b: z.output<B>, ctx: AuthedContext, before?: D): Promise<Fields<D>> | Fields<D>;
  /** changes from a validated partial update (only the fields sent); the body as is by default */
  update?(b: Partial<z.output<B>>, before: D, ctx: AuthedContext): Promise<Partial<D>> | Partial<D>;
  /**
   * What a record just written must change at once, when what its checks
   * read changed between them and the write (a user it names deleted
   * meanwhile, whose deletion's cascade could not see it yet); nothing
   * (undefined) when all is well. Written as an update, with its event;
   * 'delete': the record goes, as that cascade would have taken it.
   */
  settle?(doc: D, ctx: AuthedContext): Promise<Partial<D> | 'delete' | undefined>;
  /** refuses a delete that must not happen (throw Conflict) */
  beforeDelete?(before: D, ctx: AuthedContext): Promise<void>;
  /** stored fields a delete removes (unique values it frees) */
  clearedOnDelete?: readonly string[];
  /** what a 409 says when a unique index refuses a write */
  taken?: string;
  /**
   * Fields to set when a deleted record comes back (reclaim the unique
   * values a delete freed); throw Conflict when they are taken meanwhile.
   * No caller (undefined) when a rule's cascade brings it back (restoreWhere).
   * Asked once more, with `refused` (the duplicate-key error), when a unique
   * index refused what it set (another write took a value at the same moment).
   */
  beforeRestore?(before: D, ctx: AuthedContext | undefined, refused?: unknown): Promise<Record<string, unknown>> | Record<string, unknown>;
}
