import express, { type Request, type RequestHandler, type Response } from 'express';
import { createLogger, createTokenVerifier, type Logger, Metrics } from '@bms/platform';
import { hasRpc } from '@bms/protos';
import { Authenticator } from './auth/authenticator';
import type { GatewayConfig } from './config';
import { buildOpenApi } from './docs/openapi';
import { errorHandler, HttpError } from './errors';
import { callerOf, createIdempotency } from './idempotency/idempotency';
import { Limits, limitSpecs } from './limits/limits';
import { authenticateStage } from './pipeline/authenticate';
import { connectBackends } from './pipeline/clients';
import { dispatchStage } from './pipeline/dispatch';
import { limitStage } from './pipeline/limit';
import { type Lifecycle, PROBE_PATHS, probes } from './pipeline/probes';
import { httpMetrics, localsOf, requestContext } from './pipeline/request-context';
import { routeTable } from './pipeline/route-table';
import { unmatched } from './pipeline/unmatched';
import { JSON_TYPES, sendsBody, validate } from './pipeline/validate';
import { serveConsole } from './console/serve-console';
import { createUpstreams } from './proxy/upstreams';
import { serviceRoutes } from './routes';
import { adminRoutes } from './routes/admin';
import type { Route } from './routes/route';
import { systemRoutes } from './routes/system';
import { securityHeaders } from './security-headers';

export interface Gateway extends Lifecycle {
  app: express.Express;
  logger: Logger;
  routes: Route[];
  /** the OpenAPI document served at /api/docs */
  openapi(): Record<string, unknown>;
  metrics: Metrics;
  close(): Promise<void>;
}

/**
 * Builds the gateway (no listening): its backends, then every route's
 * pipeline, in order: authenticate (and spend the limit), read and validate
 * the input, claim the Idempotency-Key, dispatch, shape the reply
 * (gateway/src/pipeline: one stage per file).
 */
export function createGateway(config: GatewayConfig, logger: Logger = createLogger('gateway', config.LOG_LEVEL)): Gateway {
  const backends = connectBackends(config, logger);
  const { redis, clients } = backends;
  const authenticator = new Authenticator(createTokenVerifier(config.JWT_PUBLIC_KEY), clients.identity, redis, config.REDIS_PREFIX, config.GRPC_TIMEOUT_MS);
  const limits = new Limits(limitSpecs(config), redis, config.REDIS_PREFIX);
  // A retry waits for its first request as long as that one's call may take.
  const idempotency = createIdempotency(redis, config.REDIS_PREFIX, logger, {
    waitMs: config.GRPC_TIMEOUT_MS,
    maxStoredBytes: config.IDEMPOTENCY_MAX_STORED_BYTES,
    maxKeysPerCaller: config.IDEMPOTENCY_MAX_KEYS,
  });
  const metrics = new Metrics('gateway');
  const http = httpMetrics(metrics);
  const upstreams = createUpstreams({ files: config.FILES_HTTP_URL }, logger);

  let document: Record<string, unknown> | undefined;
  const openapi = () => (document ??= buildOpenApi(routes, limits.specs));
  const routes: Route[] = [...systemRoutes(config.TIMEZONE, openapi), ...adminRoutes(backends.eventAdmins, config.GRPC_TIMEOUT_MS), ...serviceRoutes];

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const proxies = config.TRUSTED_PROXIES.split(',').map((s) => s.trim()).filter(Boolean);
  app.set('trust proxy', proxies.length ? proxies : false);
  const lifecycle = probes(backends);
  const context = requestContext(logger, http);
  const ended = () => lifecycle.ended();

  const authenticate = authenticateStage(authenticator, limitStage(limits, http));
  const dispatch = dispatchStage({ clients, upstreams, timeoutMs: config.GRPC_TIMEOUT_MS });
  // Bodies are read only on routes that take one, after the caller is
  // known and counted (an anonymous client cannot make us parse a body).
  const json = express.json({ limit: config.BODY_LIMIT, type: JSON_TYPES });
  const readJson = (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => json(req, res, (err?: unknown) => (err ? reject(err) : resolve())));

  const handler =
    (r: Route): RequestHandler =>
    async (req, res, next) => {
      await backends.redisSettled;
      const who = await authenticate(r, req, res);
      if (r.body && !r.proxy && sendsBody(req) && req.is(JSON_TYPES) === false) throw new HttpError(415, 'Send the body as application/json.');
      if (r.body) await readJson(req, res);
      const input = validate(r, req);
      if (r.method === 'post' && (await idempotency.begin(req, res, callerOf(req, who?.claims))) === 'replayed') return;
      await dispatch(r, input, who, req, res, next);
    };

  for (const r of routes) {
    // A route naming an RPC its service does not have is a bug: fail at start.
    if (r.call && !hasRpc(r.call.domain, r.call.rpc)) throw new Error(`route ${r.method} ${r.path}: no RPC ${r.call.rpc} in ${r.call.domain}`);
  }
  // One express layer in front of everything (each layer costs every request): the
  // request counted in flight, then (probes aside) its context and /api's headers,
  // then its route looked up in the table; what the table does not serve goes on
  // to the probes, the console and the 404/405.
  const table = routeTable(routes);
  const handlers = new Map(routes.map((r) => [r, handler(r)]));
  app.use((req, res, next) => {
    lifecycle.began(res);
    if (PROBE_PATHS.has(req.path)) {
      res.once('close', ended);
      return next();
    }
    context(req, res, ended);
    securityHeaders(req, res);
    const found = table.find(req.method, req.path);
    if (!found) return next();
    req.params = found.params;
    localsOf(res).route = found.name;
    return handlers.get(found.route)!(req, res, next);
  });
  lifecycle.serve(app);
  // The admin console (a client of this /api): its files under /admin.
  app.use(serveConsole());
  app.use(unmatched(table));
  app.use(errorHandler(logger));

  return {
    app,
    logger,
    routes,
    openapi,
    metrics,
    inFlight: lifecycle.inFlight,
    drain: lifecycle.drain,
    async close() {
      backends.close();
      upstreams.close();
    },
  };
}
