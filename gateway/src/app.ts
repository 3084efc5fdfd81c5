import { createServer, IncomingMessage, type RequestListener, type Server, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createLogger, createTokenVerifier, type Logger, Metrics } from '@bms/platform';
import { hasRpc } from '@bms/protos';
import { type Authenticated, Authenticator } from './auth/authenticator';
import { changeStreamsOf } from './changes/wiring';
import { answerClientErrors } from './client-errors';
import type { GatewayConfig } from './config';
import { buildOpenApi } from './docs/openapi';
import { errorHandler, HttpError } from './errors';
import { callerOf, createIdempotency } from './idempotency/idempotency';
import { Limits, limitSpecs } from './limits/limits';
import { authenticateStage } from './pipeline/authenticate';
import { connectBackends } from './pipeline/clients';
import { dispatchStage } from './pipeline/dispatch';
import { installHeldHeaders } from './pipeline/held-headers';
import { limitStage } from './pipeline/limit';
import { type Lifecycle, PROBE_PATHS, probes } from './pipeline/probes';
import { httpMetrics, localsOf, RequestLocals, requestContext } from './pipeline/request-context';
import { routeTable } from './pipeline/route-table';
import { unmatched } from './pipeline/unmatched';
import { JSON_TYPES, sendsBody, validate, wellFormedUtf8 } from './pipeline/validate';
import { serveConsole } from './console/serve-console';
import { createUpstreams } from './proxy/upstreams';
import { serviceRoutes } from './routes';
import { adminRoutes } from './routes/admin';
import { auditRoutes } from './routes/audit';
import { changesRoutes } from './routes/changes';
import type { Route } from './routes/route';
import { systemRoutes } from './routes/system';
import { securityHeaders } from './security-headers';

export interface Gateway extends Lifecycle {
  /** what the HTTP server calls for every request */
  app: RequestListener;
  /** where what the route table does not serve goes: the probes, the console, 404 and 405 */
  fallback: express.Express;
  /**
   * An HTTP server (not listening) whose requests and responses are made
   * with express's methods, calling `listener`: `app`, or (in tests) `app`
   * wrapped. What its HTTP parser refuses is answered with the error body
   * (client-errors.ts); a request has HTTP_REQUEST_TIMEOUT_MS to arrive.
   */
  server(listener?: RequestListener): Server;
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
/**
 * What express does to a request before its first layer (app.handle, then
 * its router): its request and response with express's methods (unless
 * they were made with them: see `expressServer`), each naming the other,
 * the response's locals, and the URL it came with.
 */
function adopt(app: express.Express, incoming: IncomingMessage, outgoing: ServerResponse): Request {
  const has = (proto: object, o: object) => Object.prototype.isPrototypeOf.call(proto, o);
  const req = (has(app.request, incoming) ? incoming : Object.setPrototypeOf(incoming, app.request)) as Request;
  const res = (has(app.response, outgoing) ? outgoing : Object.setPrototypeOf(outgoing, app.response)) as Response;
  req.res = res;
  res.req = req;
  res.locals ??= new RequestLocals() as unknown as Response['locals'];
  req.originalUrl ??= req.url;
  req.baseUrl = '';
  return req;
}

function socketAddress(this: IncomingMessage): string | undefined {
  return this.socket.remoteAddress;
}

/**
 * An HTTP server whose requests and responses are made with express's
 * methods from the start: changing an object's prototype, as express does
 * to every request it is handed, costs more than making it.
 */
function expressServer(app: express.Express, listener: RequestListener, requestTimeout: number): Server {
  class Req extends IncomingMessage {}
  class Res extends ServerResponse {}
  Object.setPrototypeOf(Req.prototype, app.request);
  Object.setPrototypeOf(Res.prototype, app.response);
  // An option, not the property: Node 20 to 26 keep checking a request against the timeout the server was made with.
  return createServer({ IncomingMessage: Req, ServerResponse: Res, requestTimeout }, listener);
}

export function createGateway(config: GatewayConfig, logger: Logger = createLogger('gateway', config.LOG_LEVEL)): Gateway {
  const backends = connectBackends(config, logger);
  const { redis, clients } = backends;
  const verifier = createTokenVerifier(config.JWT_PUBLIC_KEY);
  const authenticator = new Authenticator(verifier, clients.identity, redis, config.REDIS_PREFIX, config.GRPC_TIMEOUT_MS);
  const metrics = new Metrics('gateway');
  const changes = changeStreamsOf(config, { redis, authenticator, verifier, logger, metrics });
  const limits = new Limits(limitSpecs(config), redis, config.REDIS_PREFIX);
  // A retry waits for its first request as long as that one's call may take.
  const idempotency = createIdempotency(redis, config.REDIS_PREFIX, logger, {
    waitMs: config.GRPC_TIMEOUT_MS,
    maxStoredBytes: config.IDEMPOTENCY_MAX_STORED_BYTES,
    maxKeysPerCaller: config.IDEMPOTENCY_MAX_KEYS,
  });
  const http = httpMetrics(metrics);
  const upstreams = createUpstreams({ files: config.FILES_HTTP_URL }, logger, config.GRPC_TIMEOUT_MS);

  let document: Record<string, unknown> | undefined;
  const openapi = () => (document ??= buildOpenApi(routes, limits.specs));
  const routes: Route[] = [
    ...systemRoutes(config.TIMEZONE, openapi),
    ...adminRoutes(backends.eventAdmins, config.GRPC_TIMEOUT_MS),
    ...auditRoutes(clients.identity, config.GRPC_TIMEOUT_MS, logger),
    ...changesRoutes(changes),
    ...serviceRoutes,
  ];

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const proxies = config.TRUSTED_PROXIES.split(',').map((s) => s.trim()).filter(Boolean);
  app.set('trust proxy', proxies.length ? proxies : false);
  // Trusting no proxy, a client's address is its socket's: what express's req.ip gives then, without
  // parsing an X-Forwarded-For it will not believe (on every request: the limits key on it).
  if (!proxies.length) Object.defineProperty(app.request, 'ip', { configurable: true, enumerable: true, get: socketAddress });
  // The headers every /api response carries are held until its head is written (held-headers.ts).
  installHeldHeaders(app.response);
  const lifecycle = probes(backends);
  const context = requestContext(logger, http);
  const ended = () => lifecycle.ended();

  const authenticate = authenticateStage(authenticator, limitStage(limits, http));
  const dispatch = dispatchStage({ clients, upstreams, timeoutMs: config.GRPC_TIMEOUT_MS, serverTiming: config.SERVER_TIMING });
  // Bodies are read only on routes that take one, after the caller is
  // known and counted (an anonymous client cannot make us parse a body).
  const json = express.json({ limit: config.BODY_LIMIT, type: JSON_TYPES, verify: wellFormedUtf8 });
  const readJson = (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => json(req, res, (err?: unknown) => (err ? reject(err) : resolve())));

  // Once its caller is known: the input read and checked, the Idempotency-Key claimed, then dispatched.
  // A route that reads no body and claims no key waits for nothing before its dispatch (no promise of its own).
  const serve = (r: Route, who: Authenticated | undefined, req: Request, res: Response, next: NextFunction) =>
    r.body || r.method === 'post' ? serveWritten(r, who, req, res, next) : dispatch(r, validate(r, req), who, req, res, next);
  const serveWritten = async (r: Route, who: Authenticated | undefined, req: Request, res: Response, next: NextFunction) => {
    if (r.body && !r.proxy && sendsBody(req) && req.is(JSON_TYPES) === false) throw new HttpError(415, 'Send the body as application/json.');
    if (r.body) await readJson(req, res);
    const input = validate(r, req);
    if (r.method === 'post' && (await idempotency.begin(req, res, callerOf(req, who?.claims, r.tokenBound))) === 'replayed') return;
    await dispatch(r, input, who, req, res, next);
  };
  const served = async (r: Route, known: ReturnType<typeof authenticate>, req: Request, res: Response, next: NextFunction) => {
    const who = await known;
    if (!who?.revocation) return void (await serve(r, who, req, res, next));
    // The revocation check ran beside the call (checkedBeside): a refused token is answered as such, whatever else failed.
    try {
      await serve(r, who, req, res, next);
    } catch (err) {
      throw (await who.revocation) ?? err;
    }
  };
  // Where nothing has to be waited for (Redis settled, a public route's limit decided by the slice held
  // here, a route answered here), the request is served without a promise made for it; an error goes to `next`.
  const handler = (r: Route) => (req: Request, res: Response, next: NextFunction) => {
    try {
      if (!backends.isRedisSettled()) return void served(r, backends.redisSettled().then(() => authenticate(r, req, res)), req, res, next).catch(next);
      const known = authenticate(r, req, res);
      const done = known instanceof Promise ? served(r, known, req, res, next) : serve(r, known, req, res, next);
      if (done instanceof Promise) done.catch(next);
    } catch (err) {
      next(err);
    }
  };

  for (const r of routes) {
    // A route naming an RPC its service does not have is a bug: fail at start.
    if (r.call && !hasRpc(r.call.domain, r.call.rpc)) throw new Error(`route ${r.method} ${r.path}: no RPC ${r.call.rpc} in ${r.call.domain}`);
  }
  // In front of express, for every request: counted in flight, then (probes
  // aside) its context and /api's headers, then its route looked up in the
  // table and run (express's router costs every request, so the table's
  // routes skip it); what the table does not serve goes to express: the
  // probes, the console and the 404/405.
  const table = routeTable(routes);
  const handlers = new Map(routes.map((r) => [r, handler(r)]));
  const onError = errorHandler(logger);
  lifecycle.serve(app);
  // The admin console (a client of this /api): its files under /admin.
  app.use(serveConsole());
  app.use(unmatched(table));
  app.use(onError);
  const front: RequestListener = (incoming, outgoing) => {
    const req = adopt(app, incoming, outgoing);
    const res = req.res!;
    // As after an express layer: an error to the error handler, else on to the next layers.
    // Nothing thrown here may leave the listener: the server would take it for the process's.
    const next: NextFunction = (err?: unknown) => {
      if (!err) return void app(req, res);
      try {
        onError(err, req, res, next);
      } catch (failed) {
        logger.error({ err: failed, request_id: res.locals.request_id }, 'error handler failed');
        // cut unanswered by the gateway, not by its client (the access line says 500, not 499)
        res.statusCode = 500;
        res.destroy();
      }
    };
    try {
      lifecycle.began(res);
      // express's req.path parses the URL (once) and checks it each time it is read: read once here.
      const path = req.path;
      if (PROBE_PATHS.has(path)) {
        res.once('close', ended);
        return void app(req, res);
      }
      context(req, res, ended);
      securityHeaders(path, res);
      // A malformed escape in the path throws (400).
      const found = table.find(req.method, path);
      if (!found) return void app(req, res);
      req.params = found.params;
      localsOf(res).route = found.name;
      handlers.get(found.route)!(req, res, next);
    } catch (err) {
      next(err);
    }
  };

  return {
    app: front,
    fallback: app,
    server: (listener = front) => answerClientErrors(expressServer(app, listener, config.HTTP_REQUEST_TIMEOUT_MS), logger),
    logger,
    routes,
    openapi,
    metrics,
    inFlight: lifecycle.inFlight,
    drain() {
      lifecycle.drain();
      changes().drain();
    },
    async close() {
      await changes().close();
      backends.close();
      upstreams.close();
    },
  };
}
