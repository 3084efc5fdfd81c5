import { z } from 'zod';
import { pageQuery, searchParam } from './common';

export type ServiceName = 'identity' | 'crm' | 'work' | 'billing' | 'content' | 'files';

/**
 * A standard module, declared once: from it come its proto messages and
 * RPCs (npm run gen:protos), its routes and /api/docs entries (the
 * gateway), its typed handlers and storage (the service), its permission
 * (roles and API-key scopes) and its events. What a module needs beyond
 * CRUD plus these rules is written beside it, by hand.
 */
export interface ModuleSpec<S extends ServiceName = ServiceName, N extends string = string, P extends string = string> {
  service: S;
  /** singular and plural, as its RPCs and messages are named: Contact, Contacts */
  name: N;
  plural: P;
  /** the REST path under /api, and the collection unless `collection` names another: contacts */
  path: string;
  collection?: string;
  /** the noun its messages use ("Item category not found."); `name` by default */
  noun?: string;
  /** the /api/docs tag */
  tag: string;
  /** the permission module that roles and API-key scopes grant */
  permission: string;
  /** the create and full-update body (PATCH takes any part of it) */
  body: z.ZodObject;
  /** list filters besides page, limit and search: each an equality on the stored field of the same name (indexed) */
  filters: z.ZodObject;
  /** a record's detail (id, created_at and updated_at included) */
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
  /** the fields its events carry besides id (all of the record's by default) */
  eventFields?: readonly string[];
  /** the fields whose words a search matches by prefix */
  search: readonly string[];
  /** values of body fields not sent on create */
  defaults?: Record<string, unknown>;
  /**
   * The record belongs to one of another module of the same service (its
   * id in `field`): that one must be live when this is written, and its
   * deletion deletes this.
   */
  belongsTo?: { field: string; entity: `${S}.${string}` };
}

export interface ModuleDef<S extends ServiceName = ServiceName, N extends string = string, P extends string = string> extends ModuleSpec<S, N, P> {
  /** what its events are named after: crm.contact (crm.contact.created, …) */
  entity: `${S}.${string}`;
  /** the list query: page, limit, search and the filters */
  query: z.ZodObject;
  /** its RPCs' names */
  rpcs: { list: `List${P}`; get: `Get${N}`; create: `Create${N}`; update: `Update${N}`; delete: `Delete${N}`; restore: `Restore${N}` };
}

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export function defineModule<const S extends ServiceName, const N extends string, const P extends string>(spec: ModuleSpec<S, N, P>): ModuleDef<S, N, P> {
  return {
    ...spec,
    entity: `${spec.service}.${snake(spec.name)}`,
    query: pageQuery.extend({ search: searchParam }).extend(spec.filters.shape),
    rpcs: {
      list: `List${spec.plural}`,
      get: `Get${spec.name}`,
      create: `Create${spec.name}`,
      update: `Update${spec.name}`,
      delete: `Delete${spec.name}`,
      restore: `Restore${spec.name}`,
    },
  };
}
