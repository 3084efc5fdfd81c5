import * as crypto from 'node:crypto';
import type * as grpc from '@grpc/grpc-js';
import { z } from 'zod';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { Redis } from 'ioredis';
import { match } from 'path-to-regexp';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { Counter, Histogram } from 'prom-client';
import {
  contextFrom,
  createClient,
  createLogger,
  createTokenVerifier,
  fieldErrors,
  isServing,
  type Logger,
  Metrics,
  tokenFromHeaders,
  unary,
  Unauthenticated,
  ValidationError,
  withRequestContext,
} from '@bms/platform';
import { type Domain, hasRpc, serviceOf, shapeReply } from '@bms/protos';
import { type Authenticated, Authenticator } from './auth/authenticator';
import type { GatewayConfig } from './config';
import { buildOpenApi } from './docs/openapi';
import { errorHandler, HttpError, sendError } from './errors';
import { callerOf, createIdempotency } from './idempotency/idempotency';
import { type LimitName, Limits, limitSpecs } from './limits/limits';
import { createUpstreams } from './proxy/upstreams';
import { serviceRoutes } from './routes';
import { expressPath, type Route, type RouteInput } from './routes/route';
import { systemRoutes } from './routes/system';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

export interface Gateway {
  app: express.Express;
  logger: Logger;
  routes: Route[];
  /** the OpenAPI document served at /api/docs */
  openapi(): Record<string, unknown>;
  metrics: Metrics;
  /** Requests being answered now. */
  inFlight(): number;
  /** From now on: not ready, and every response closes its connection. */
  drain(): void;
  close(): Promise<void>;
}

/** Builds the gateway: clients, limits, the route table; no listening. */
export function createGateway(config: GatewayConfig, logger: Logger = createLogger('gateway', config.LOG_LEVEL)): Gateway {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis'));
  // Requests wait for the first connection attempt, so that the first ones
  // are counted in Redis like the rest (or, if Redis is down, in memory).
  const redisSettled: Promise<void> = redis
    ? new Promise((resolve) => {
        redis.once('ready', () => resolve());
        redis.once('error', () => resolve());
        setTimeout(resolve, 2_000).unref();
      })
    : Promise.resolve();

  const clients: Record<Domain, grpc.Client> = {
    identity: createClient(serviceOf('identity'), config.IDENTITY_GRPC_URL),
    crm: createClient(serviceOf('crm'), config.CRM_GRPC_URL),
    work: createClient(serviceOf('work'), config.WORK_GRPC_URL),
    billing: createClient(serviceOf('billing'), config.BILLING_GRPC_URL),
    content: createClient(serviceOf('content'), config.CONTENT_GRPC_URL),
    files: createClient(serviceOf('files'), config.FILES_GRPC_URL),
  };
  const authenticator = new Authenticator(
    createTokenVerifier(config.JWT_PUBLIC_KEY),
    clients.identity,
    redis,
    config.REDIS_PREFIX,
    config.GRPC_TIMEOUT_MS,
  );
  const limits = new Limits(limitSpecs(config), redis, config.REDIS_PREFIX);
  // A retry waits for its first request as long as that one's call may take.
  const idempotency = createIdempotency(redis, config.REDIS_PREFIX, logger, { waitMs: config.GRPC_TIMEOUT_MS });
  const metrics = new Metrics('gateway');
  const http = httpMetrics(metrics);
  const upstreams = createUpstreams({ files: config.FILES_HTTP_URL }, logger);

  let document: Record<string, unknown> | undefined;
  const openapi = () => (document ??= buildOpenApi(routes, limits.specs));
  const routes: Route[] = [];
  routes.push(...systemRoutes(config.TIMEZONE, openapi), ...serviceRoutes);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const proxies = config.TRUSTED_PROXIES.split(',').map((s) => s.trim()).filter(Boolean);
  app.set('trust proxy', proxies.length ? proxies : false);

  let inFlight = 0;
  let draining = false;
  app.use((_req, res, next) => {
    inFlight++;
    let done = false;
    const finish = () => {
      if (!done) inFlight--;
      done = true;
    };
    res.once('finish', finish);
    res.once('close', finish);
    if (draining) res.set('Connection', 'close');
    next();
  });

  // Probes, outside /api and its limits.
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (draining) {
      res.status(503).json({ status: 'stopping', checks: {} });
      return;
    }
    const checks: Record<string, boolean> = {};
    await Promise.all([
      ...Object.entries(clients).map(async ([name, c]) => {
        checks[name] = await isServing(c, 2_000);
      }),
      (async () => {
        if (redis) checks.redis = await redis.ping().then(() => true, () => false);
      })(),
    ]);
    const ready = Object.values(checks).every(Boolean);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  });

  app.use(requestContext(logger, http));
  // Bodies are read only on routes that take one, after the caller is
  // known and counted (an anonymous client cannot make us parse a body).
  const json = express.json({ limit: config.BODY_LIMIT, type: ['application/json', 'application/*+json'] });
  const readJson = (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => json(req, res, (err?: unknown) => (err ? reject(err) : resolve())));

  async function applyLimit(name: LimitName, req: Request, res: Response, who: Authenticated | undefined) {
    const spec = limits.specs[name];
    const key = spec.key === 'user' && who ? `u:${who.claims.sub}` : `a:${req.ip}`;
    const d = await limits.consume(name, key);
    res.set('X-RateLimit-Limit', String(d.limit));
    res.set('X-RateLimit-Remaining', String(d.remaining));
    if (!d.allowed) {
      http.rejected.inc({ limit: name });
      throw new HttpError(429, 'Too many requests; try again later.', { 'Retry-After': String(d.retryAfterSeconds) });
    }
  }

  function handler(r: Route): RequestHandler {
    return async (req, res, next) => {
      await redisSettled;
      let who: Authenticated | undefined;
      if (r.auth === 'token') {
        const bearer = tokenFromHeaders(req.get('authorization'), req.get('x-auth-token'));
        try {
          if (!bearer) throw new Unauthenticated();
          who = await authenticator.authenticate(bearer);
        } catch (err) {
          // A failed sign-in still spends the address's budget.
          await applyLimit(r.limit, req, res, undefined);
          throw err;
        }
        res.locals.user_id = Number(who.claims.sub);
      }
      await applyLimit(r.limit, req, res, who);
      if (r.body) await readJson(req, res);
      const input = validate(r, req);
      if (r.method === 'post' && (await idempotency.begin(req, res, callerOf(req, who?.claims))) === 'replayed') return;
      if (r.proxy) return upstreams.forward(r.proxy.upstream, req, res, next, who?.token);
      if (r.local) {
        await r.local(input, req, res);
        return;
      }
      const c = r.call!;
      const list = r.list ? listOptionsOf(r, input) : undefined;
      const request = c.request(input);
      const reply = await unary(clients[c.domain], c.rpc, list ? { ...(request as object), options: list.options } : request, {
        token: who?.token,
        requestId: res.locals.request_id as string,
        timeoutMs: config.GRPC_TIMEOUT_MS,
      });
      const shaped = shapeReply(c.domain, c.rpc, reply);
      res.status(r.status).json(shapeRecords(c.response ? c.response(shaped) : shaped, list?.fields));
    };
  }

  for (const r of routes) {
    // A route naming an RPC its service does not have is a bug: fail at start.
    if (r.call && !hasRpc(r.call.domain, r.call.rpc)) throw new Error(`route ${r.method} ${r.path}: no RPC ${r.call.rpc} in ${r.call.domain}`);
    app[r.method](expressPath(r.path), handler(r));
  }
  app.use(unmatched(routes));
  app.use(errorHandler(logger));

  return {
    app,
    logger,
    routes,
    openapi,
    metrics,
    inFlight: () => inFlight,
    drain() {
      draining = true;
    },
    async close() {
      for (const c of Object.values(clients)) c.close();
      upstreams.close();
      redis?.disconnect();
    },
  };
}

/**
 * Takes a list's options out of its query: sort, updated_since and
 * include_deleted go to the service; fields stays here, checked against the
 * record's fields (422 for an unknown one).
 */
function listOptionsOf(r: Route, input: RouteInput) {
  const { sort, updated_since, include_deleted, fields, ...query } = input.query as Record<string, string | undefined>;
  input.query = query;
  let picked: Set<string> | undefined;
  if (fields) {
    const known = new Set(['id', 'updated_at', ...(r.list instanceof z.ZodObject ? Object.keys(r.list.shape) : [])]);
    const unknown = fields.split(',').filter((f) => !known.has(f));
    if (unknown.length) throw ValidationError.field('fields', `Unknown field(s): ${unknown.join(', ')}.`);
    picked = new Set(['id', 'updated_at', ...fields.split(',')]);
  }
  return { options: { sort: sort ?? '', updated_since: updated_since ?? '', include_deleted: include_deleted === 'true' }, fields: picked };
}

/**
 * Records as the API answers them: a deleted one (a sync tombstone) as
 * {id, deleted_at, updated_at}; otherwise without the deleted_at and empty
 * updated_at that proto carries for every record, and with only the fields
 * asked for.
 */
function shapeRecords(body: unknown, fields: Set<string> | undefined): unknown {
  const clean = (r: Record<string, unknown>) => {
    if (r.deleted_at === null || r.deleted_at === '') delete r.deleted_at;
    if (r.updated_at === '') delete r.updated_at;
    return r;
  };
  const one = (r: Record<string, unknown>) => {
    if (r.deleted_at) return { id: r.id, deleted_at: r.deleted_at, updated_at: r.updated_at };
    clean(r);
    if (fields) for (const k of Object.keys(r)) if (!fields.has(k)) delete r[k];
    return r;
  };
  const b = body as { record?: unknown; records?: unknown };
  if (b && typeof b === 'object') {
    if (Array.isArray(b.records)) b.records = b.records.map((r) => (r && typeof r === 'object' ? one(r as Record<string, unknown>) : r));
    else if (b.record && typeof b.record === 'object') clean(b.record as Record<string, unknown>);
    // a record answered flat (GET /api/auth/me)
    else clean(b as Record<string, unknown>);
  }
  return body;
}

function validate(r: Route, req: Request): RouteInput {
  const input: RouteInput = { params: {}, query: {}, body: {} };
  if (r.params) {
    const p = r.params.safeParse(req.params);
    // A malformed id names no record.
    if (!p.success) throw new HttpError(404, 'Record not found.');
    input.params = p.data;
  }
  const errors: Record<string, string[]> = {};
  if (r.query) {
    const q = r.query.safeParse(req.query ?? {});
    if (q.success) input.query = q.data;
    else Object.assign(errors, fieldErrors(q.error));
  }
  // A proxied route's body is checked here when it is JSON; other bodies
  // (multipart uploads) stream on unread and the service checks them.
  if (r.body && (!r.proxy || req.is('application/json'))) {
    const b = r.body.safeParse(req.body ?? {});
    if (b.success) input.body = b.data as Record<string, unknown>;
    else Object.assign(errors, fieldErrors(b.error));
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return input;
}

function httpMetrics(metrics: Metrics) {
  return {
    requests: new Counter({
      name: 'bms_http_requests_total',
      help: 'HTTP requests answered, by route, method and status',
      labelNames: ['route', 'method', 'status'],
      registers: [metrics.registry],
    }),
    seconds: new Histogram({
      name: 'bms_http_request_seconds',
      help: 'Time to answer an HTTP request',
      labelNames: ['route', 'method'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [metrics.registry],
    }),
    rejected: new Counter({
      name: 'bms_rate_limit_rejections_total',
      help: 'Requests refused with 429, by limit',
      labelNames: ['limit'],
      registers: [metrics.registry],
    }),
  };
}

/**
 * Per request: request_id (accepted from the caller or made here), a
 * server span (continuing the caller's trace), metrics and one access-log
 * line.
 */
function requestContext(logger: Logger, http: ReturnType<typeof httpMetrics>): RequestHandler {
  const tracer = trace.getTracer('gateway');
  return (req, res, next) => {
    const given = req.get('x-request-id');
    const requestId = given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    res.locals.request_id = requestId;
    res.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    const parent = contextFrom((h) => req.get(h));
    const span = tracer.startSpan(`HTTP ${req.method}`, { kind: SpanKind.SERVER }, parent);
    res.on('finish', () => {
      const duration_ms = Number(process.hrtime.bigint() - started) / 1e6;
      const route = req.route?.path ?? 'unmatched';
      span.updateName(`${req.method} ${route}`);
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      http.requests.inc({ route, method: req.method, status: String(res.statusCode) });
      http.seconds.observe({ route, method: req.method }, duration_ms / 1000);
      const line = {
        request_id: requestId,
        route,
        method: req.method,
        status: res.statusCode,
        user_id: res.locals.user_id,
        duration_ms: Math.round(duration_ms * 100) / 100,
      };
      if (res.statusCode >= 500) logger.warn(line, 'request');
      else logger.info(line, 'request');
    });
    context.with(trace.setSpan(parent, span), () => withRequestContext({ request_id: requestId }, next));
  };
}

/** 405 (with Allow) for a known path and another method; 404 for an unknown path. */
function unmatched(routes: Route[]) {
  const matchers = routes.map((r) => ({ method: r.method.toUpperCase(), test: match(expressPath(r.path)) }));
  return (req: Request, res: Response, _next: NextFunction) => {
    const allowed = [...new Set(matchers.filter((m) => m.test(req.path)).map((m) => m.method))];
    if (allowed.length) {
      res.set('Allow', allowed.join(', '));
      return sendError(res, 405, `Method ${req.method} is not allowed here.`);
    }
    sendError(res, 404, 'No such route.');
  };
}
