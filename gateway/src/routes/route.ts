import type { Request, Response } from 'express';
import { z } from 'zod';
import { idParams, listOf, listOptionsQuery, type ModuleDef, recordOf, resultSchema } from '@bms/contracts';
import { type Domain, hasRpc, type RpcName } from '@bms/protos';
import type { LimitName } from '../limits/limits';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The validated parts of a request. */
export interface RouteInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** A route answered by one RPC of a service: the RPC's name is checked against the domain's service at compile time. */
export type RpcCall = {
  [D in Domain]: {
    domain: D;
    rpc: RpcName<D>;
    request(input: RouteInput): unknown;
    /** the HTTP body made of the (shaped) reply; the reply itself by default */
    response?(reply: unknown): unknown;
    /** a reply that is a file: sent as its bytes, of the route's `replyType`, rather than as JSON */
    download?(reply: unknown): Download;
  };
}[Domain];

/** A file answered by an RPC (small enough for one message: an invoice's PDF). */
export interface Download {
  /** the name the client saves it under */
  name: string;
  content: Uint8Array;
}

/**
 * A route whose request and response stream as they are between the
 * client and a service's HTTP server (uploads, downloads), after the
 * gateway has authenticated and rate-limited it.
 */
export interface ProxyCall {
  upstream: 'files';
}

/**
 * One row of the route table: everything the gateway needs to serve a
 * route, and everything /api/docs says about it.
 */
export interface Route {
  method: Method;
  /** OpenAPI form: /api/clients/{id} */
  path: string;
  summary: string;
  tag: string;
  auth: 'public' | 'token';
  limit: LimitName;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** success status */
  status: number;
  /** schema of the success body */
  reply: z.ZodType;
  /** statuses of documented errors */
  errors: number[];
  call?: RpcCall;
  /** streamed to a service's HTTP server (the body is checked here only when it is JSON) */
  proxy?: ProxyCall;
  /** request bodies other than JSON, by media type (for the docs) */
  content?: Record<string, z.ZodType>;
  /** media type of the success body; JSON by default (for the docs) */
  replyType?: string;
  /** served by the gateway itself */
  local?(input: RouteInput, req: Request, res: Response): unknown;
  /**
   * A {records, meta} list of these records: it takes the list options
   * (sort, updated_since, include_deleted, fields) besides its own query.
   */
  list?: z.ZodType;
}

type RouteSpec = Omit<Route, 'auth' | 'limit' | 'status' | 'errors'> &
  Partial<Pick<Route, 'auth' | 'limit' | 'status' | 'errors'>>;

/** A route with the defaults: token required, default limit, 200. */
export function route(spec: RouteSpec): Route {
  const auth = spec.auth ?? 'token';
  const errors = spec.errors ?? defaultErrors(spec.method, auth, !!spec.params);
  const query = spec.list ? (spec.query ?? z.object({})).extend(listOptionsQuery.shape) : spec.query;
  return { auth, limit: 'default', status: 200, ...spec, query, errors };
}

function defaultErrors(method: Method, auth: 'public' | 'token', hasParams: boolean): number[] {
  const e = auth === 'token' ? [401, 403] : [];
  if (hasParams) e.push(404);
  if (method !== 'get' && method !== 'delete') e.push(422);
  if (method === 'get' && !hasParams) e.push(422);
  return e;
}

/** Documents `statuses` on the routes of `methods` too (e.g. 409 where a record's state can refuse a request). */
export const alsoAnswers =
  (methods: Method[], ...statuses: number[]) =>
  (r: Route): Route =>
    methods.includes(r.method) ? { ...r, errors: [...new Set([...r.errors, ...statuses])] } : r;

/** The Express form of an OpenAPI path: {id} → :id. */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export interface CrudSpec {
  base: string;
  domain: Domain;
  tag: string;
  /** singular and plural RPC nouns: Client, Clients */
  entity: string;
  plural: string;
  /** the create and full-update body */
  body: z.ZodObject;
  /** the full-update body when it differs (e.g. an optional password) */
  putBody?: z.ZodObject;
  query: z.ZodObject;
  /** a record as list items show it */
  listItem: z.ZodType;
  /** the detail reply; {record: item} by default */
  detail?: z.ZodType;
  /** the record the create answers with */
  item: z.ZodType;
  /** which of the six operations exist; all by default (and restore, where the service has it) */
  only?: Array<'list' | 'get' | 'create' | 'put' | 'patch' | 'delete'>;
}

/** The routes of a module declared with defineModule: the standard six (and restore), under /api/<path>. */
export function moduleRoutes(def: ModuleDef): Route[] {
  const routes = crud({
    base: `/api/${def.path}`,
    domain: def.service,
    tag: def.tag,
    entity: def.name,
    plural: def.plural,
    body: def.body,
    query: def.query,
    listItem: def.summary,
    item: def.record,
    ...(def.detail ? { detail: z.object({ record: def.record, ...def.detail.shape }) } : {}),
  });
  // A unique value taken by another write at the same moment.
  return def.unique?.length ? routes.map(alsoAnswers(['post', 'put', 'patch'], 409)) : routes;
}

/**
 * The six operations of a standard module (SPEC 4.6): list, detail,
 * create (201), full update (PUT), partial update (PATCH), delete. The
 * update mask tells the service which fields the request carries.
 */
export function crud(s: CrudSpec): Route[] {
  const ops = new Set(s.only ?? ['list', 'get', 'create', 'put', 'patch', 'delete']);
  const noun = words(s.entity);
  const plural = words(s.plural);
  const aNoun = `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
  const one = `${s.base}/{id}`;
  const putBody = s.putBody ?? s.body;
  const routes: Route[] = [];
  // Names made from the module's nouns: checked at start (hasRpc) rather than here.
  const call = (rpc: string, request: RpcCall['request']): RpcCall => ({ domain: s.domain, rpc, request }) as RpcCall;
  if (ops.has('list'))
    routes.push(
      route({
        method: 'get',
        path: s.base,
        tag: s.tag,
        summary: `List ${plural}`,
        query: s.query,
        list: s.listItem,
        reply: listOf(s.listItem),
        call: call(`List${s.plural}`, ({ query }) => query),
      }),
    );
  if (ops.has('get'))
    routes.push(
      route({
        method: 'get',
        path: one,
        tag: s.tag,
        summary: `Details of ${aNoun}`,
        params: idParams,
        reply: s.detail ?? recordOf(s.item),
        call: call(`Get${s.entity}`, ({ params }) => ({ id: params.id })),
      }),
    );
  if (ops.has('create'))
    routes.push(
      route({
        method: 'post',
        path: s.base,
        tag: s.tag,
        summary: `Create ${aNoun}`,
        body: s.body,
        status: 201,
        reply: recordOf(s.item),
        call: call(`Create${s.entity}`, ({ body }) => ({ input: body })),
      }),
    );
  if (ops.has('put'))
    routes.push(
      route({
        method: 'put',
        path: one,
        tag: s.tag,
        summary: `Replace ${aNoun} (fields not sent are cleared)`,
        params: idParams,
        body: putBody,
        reply: resultSchema,
        call: call(`Update${s.entity}`, ({ params, body }) => ({ id: params.id, input: body, update_mask: ['*'] })),
      }),
    );
  if (ops.has('patch'))
    routes.push(
      route({
        method: 'patch',
        path: one,
        tag: s.tag,
        summary: `Change some fields of ${aNoun}`,
        params: idParams,
        body: putBody.partial(),
        reply: resultSchema,
        call: call(`Update${s.entity}`, ({ params, body }) => ({ id: params.id, input: body, update_mask: Object.keys(body) })),
      }),
    );
  if (ops.has('delete'))
    routes.push(
      route({
        method: 'delete',
        path: one,
        tag: s.tag,
        summary: `Delete ${aNoun}`,
        params: idParams,
        reply: resultSchema,
        call: call(`Delete${s.entity}`, ({ params }) => ({ id: params.id })),
      }),
    );
  if (ops.has('delete') && hasRpc(s.domain, `Restore${s.entity}`))
    routes.push(
      route({
        method: 'post',
        path: `${one}/restore`,
        tag: s.tag,
        summary: `Bring back ${aNoun} deleted within the retention period`,
        params: idParams,
        reply: resultSchema,
        call: call(`Restore${s.entity}`, ({ params }) => ({ id: params.id })),
      }),
    );
  return routes;
}

/** CustomField → "custom field". */
function words(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** An empty object schema, for routes without a body. */
export const noBody = z.object({});
