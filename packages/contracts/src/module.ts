import { z } from 'zod';
import { pageQuery, searchParam } from './common';

export type ServiceName = 'identity' | 'crm' | 'work' | 'billing' | 'content' | 'files';

/** The six operations of a standard module (update: PUT and PATCH; restore: within the retention). */
export const OPERATIONS = ['list', 'get', 'create', 'update', 'delete', 'restore'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** The RPC of each operation of a module named N (plural P). */
export interface ModuleRpcs<N extends string, P extends string> {
  list: `List${P}`;
  get: `Get${N}`;
  create: `Create${N}`;
  update: `Update${N}`;
  delete: `Delete${N}`;
  restore: `Restore${N}`;
}

/**
 * A standard module, declared once: from it come its proto messages and
 * RPCs (npm run gen:protos), its routes and /api/docs entries (the
 * gateway), its typed handlers and storage (the service), its permission
 * (roles and API-key scopes) and its events. What a module needs beyond
 * CRUD plus these rules is written beside it, by hand.
 */
export interface ModuleSpec<S extends ServiceName = ServiceName, N extends string = string, P extends string = string, O extends Operation = Operation> {
  service: S;
  /** singular and plural, as its RPCs and messages are named: Contact, Contacts */
  name: N;
  plural: P;
  /** the REST path under /api, and the collection unless `collection` names another: contacts */
  path: string;
  collection?: string;
  /** the noun its messages and /api/docs use ("Item category not found."); `name` by default */
  noun?: string;
  /** what its events are named after when not its name: work.team_member (work.team_member.created, …) */
  entity?: `${S}.${string}`;
  /** false: it publishes no events */
  events?: false;
  /** the operations it has, when not all six (the others are written by hand beside it, or do not exist) */
  operations?: readonly O[];
  /** the /api/docs tag */
  tag: string;
  /** the permission module that roles and API-key scopes grant */
  permission: string;
  /** the create body, and the full-update body unless `putBody` is given (PATCH takes any part of that) */
  body: z.ZodObject;
  /** the full-update body when it differs from the create body (e.g. a status that only moves) */
  putBody?: z.ZodObject;
  /** list filters besides page, limit and search: each an equality on the stored field of the same name (indexed) */
  filters: z.ZodObject;
  /** a record's detail (id, created_at and updated_at included); a nullable field is null when not stored */
  record: z.ZodObject;
  /** a list item */
  summary: z.ZodObject;
  /** what its detail (GET by id) shows beside `record`, worked out by the module's rules (e.g. custom field values) */
  detail?: z.ZodObject;
  /** the list's order (each key indexed, with and without the tombstone); newest first by default */
  order?: Record<string, 1 | -1>;
  /** fields the list may also be sorted by (?sort=), each indexed with the id after it */
  sortable?: readonly string[];
  /** sets of fields unique among live records (a deleted record frees its values) */
  unique?: ReadonlyArray<readonly string[]>;
  /** the methods that may also answer 409 (a rule refusing a state move or a taken value); `unique` implies post, put and patch */
  conflicts?: ReadonlyArray<'post' | 'put' | 'patch' | 'delete'>;
  /** the fields its events carry besides id (all of the record's by default) */
  eventFields?: readonly string[];
  /**
   * The fields whose words a search matches by prefix (`items.title`: the
   * titles of the objects in `items`); none: the list takes no search.
   */
  search: readonly string[];
  /** what /api/docs says a search matches, when not the words of the search fields (e.g. also a client's name) */
  searchHelp?: string;
  /** values of body fields not sent on create */
  defaults?: Record<string, unknown>;
  /** stored fields that are secrets: its events' changes (and the audit trail) name them, masked, never their values */
  secret?: readonly string[];
  /**
   * The record belongs to one of another module of the same service (its
   * id in `field`): that one must be live when this is written, and its
   * deletion deletes this.
   */
  belongsTo?: { field: string; entity: `${S}.${string}` };
}

export interface ModuleDef<S extends ServiceName = ServiceName, N extends string = string, P extends string = string, O extends Operation = Operation>
  extends ModuleSpec<S, N, P, O> {
  /** what its events are named after: crm.contact (crm.contact.created, …) */
  entity: `${S}.${string}`;
  /** the list query: page, limit, search (when it has search fields) and the filters */
  query: z.ZodObject;
  /** the operations it has */
  operations: readonly O[];
  /** its RPCs' names, one per operation it has (any of the six, for a module not yet known) */
  rpcs: Operation extends O ? Partial<ModuleRpcs<N, P>> : Pick<ModuleRpcs<N, P>, O>;
}

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The RPC names of a module named N (plural P): ListClients, GetClient, … */
export function moduleRpcs<N extends string, P extends string>(name: N, plural: P): ModuleRpcs<N, P> {
  return { list: `List${plural}`, get: `Get${name}`, create: `Create${name}`, update: `Update${name}`, delete: `Delete${name}`, restore: `Restore${name}` };
}

export function defineModule<const S extends ServiceName, const N extends string, const P extends string, const O extends Operation = Operation>(
  spec: ModuleSpec<S, N, P, O>,
): ModuleDef<S, N, P, O> {
  const operations = spec.operations ?? (OPERATIONS as readonly Operation[] as readonly O[]);
  const all = moduleRpcs(spec.name, spec.plural);
  const search = spec.search.length ? { search: spec.searchHelp ? searchParam.meta({ description: spec.searchHelp }) : searchParam } : {};
  return {
    ...spec,
    entity: spec.entity ?? `${spec.service}.${snake(spec.name)}`,
    query: pageQuery.extend(search).extend(spec.filters.shape),
    operations,
    rpcs: Object.fromEntries(operations.map((o) => [o, all[o]])) as ModuleDef<S, N, P, O>['rpcs'],
  };
}
