import type { Request, Response } from 'express';
import { z } from 'zod';
import { listOptionsQuery } from '@bms/contracts';
import type { Domain, RpcName } from '@bms/protos';
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
    /** headers the (shaped) reply adds to the answer (a Link to a next page) */
    headers?(reply: unknown, input: RouteInput): Record<string, string> | undefined;
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
  /** a Range of one byte range is answered with those bytes: 206 (for the docs) */
  ranges?: true;
  /** media type of the success body; JSON by default (for the docs) */
  replyType?: string;
  /** the media types of the success body, when it may be any of several (each with the `reply` schema) */
  replyTypes?: string[];
  /** served by the gateway itself (a promise when it answers later: a rejection goes to the error handler) */
  local?(input: RouteInput, req: Request, res: Response): void | Promise<unknown>;
  /**
   * A {records, meta} list of these records: it takes the list options
   * (sort, updated_since, include_deleted, fields) besides its own query.
   */
  list?: z.ZodType;
  /** what it does is bound to the caller's token (logout): an Idempotency-Key replays for that token only */
  tokenBound?: true;
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

/** An empty object schema, for routes without a body. */
export const noBody = z.object({});
