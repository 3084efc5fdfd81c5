import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { type Context, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { Counter } from 'prom-client';
import { contextFrom, type IdempotencyClaim, type Logger, lineWriter, type Metrics, recordingSpans } from '@bms/platform';
import { holdHeader } from './held-headers';
import { RequestTally } from './request-tally';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The status a request is logged and counted with when its client left
 * before any answer was sent (nginx's "client closed request"): a response
 * not yet answered holds 200, its status to be, which would count a request
 * nobody answered as a success. A response the gateway itself cut unsent
 * after a failure sets a 5xx first, and is logged with it.
 */
export const CLIENT_CLOSED_REQUEST = 499;

/** The gateway's HTTP metrics: requests and their time (request-tally.ts), and 429s by limit. */
export function httpMetrics(metrics: Metrics) {
  const tally = new RequestTally(metrics.registry, { requests: 'bms_http_requests_total', seconds: 'bms_http_request_seconds' });
  return {
    /** counts one answered request and its time */
    observe: (route: string, method: string, status: number, durationSeconds: number) => tally.observe(route, method, status, durationSeconds),
    rejected: new Counter({
      name: 'bms_rate_limit_rejections_total',
      help: 'Requests refused with 429, by limit',
      labelNames: ['limit'],
      registers: [metrics.registry],
    }),
  };
}

export type HttpMetrics = ReturnType<typeof httpMetrics>;

/**
 * What the pipeline knows of a request from its first stage on, as its
 * response's `res.locals`: every member there from the start, so that every
 * request's locals have one shape. express makes `res.locals` with
 * `Object.create(null)`, which V8 holds as a dictionary: each member read or
 * written on the path (the request id, the route, the caller) was a hash
 * lookup through the generic inline cache (docs/node-versions.md, "Where the
 * rest goes").
 */
export class RequestLocals {
  request_id = '';
  /** the server span's context: the parent of every call made for the request */
  trace: Context = ROOT_CONTEXT;
  /** the matched route, as metrics and logs name it (/api/clients/:id) */
  route: string | undefined = undefined;
  user_id: number | undefined = undefined;
  /** the caller's bearer token, as the calls made for it pass it on */
  token: string | undefined = undefined;
  /** the Idempotency-Key this request claimed (idempotency.ts) */
  idempotency: IdempotencyClaim | undefined = undefined;
  /** the claim is let go of, not kept, whatever the answer (a dependency was missing) */
  idempotencyForget = false;
  /** a Retry-After answer whose outcome is unknown: its claim is kept */
  retryAfterUnknownOutcome = false;
}

export const localsOf = (res: Response) => res.locals as RequestLocals;

/**
 * What a call made for this request carries: its request id, trace, and the
 * client's address (X-Forwarded-For believed only from TRUSTED_PROXIES),
 * which the events of the writes it makes record.
 */
export const callContextOf = (res: Response) => ({ requestId: localsOf(res).request_id, trace: localsOf(res).trace, address: res.req?.ip });

/**
 * Per request: request_id (accepted from the caller or made here), a
 * server span (continuing the caller's trace), metrics and one access-log
 * line. The trace and the request id travel in res.locals, passed on
 * explicitly: no async context is entered per request (an
 * AsyncLocalStorage run costs every promise made after it).
 */
export function requestContext(logger: Logger, http: HttpMetrics): (req: Request, res: Response, onClose: () => void) => void {
  const tracer = trace.getTracer('gateway');
  // Access lines carry no secrets (nothing to redact), and are made here: their members are known.
  // The request id matched REQUEST_ID or was made here (a UUID), neither with a character JSON escapes;
  // the route and method are written as JSON once per pair (afterRequestId).
  const access = lineWriter(logger);
  const routeAndMethod = afterRequestId();
  return (req, res, onClose) => {
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    const started = process.hrtime.bigint();
    const parent = contextFrom((h) => req.headers[h] as string | undefined);
    // Without an exporter a server span records nothing and its calls would
    // carry the caller's trace as they are: they are handed that directly.
    const span: Span | undefined = recordingSpans() ? tracer.startSpan(`HTTP ${req.method}`, { kind: SpanKind.SERVER }, parent) : undefined;
    const locals = localsOf(res);
    locals.request_id = requestId;
    locals.trace = span ? trace.setSpan(parent, span) : parent;
    holdHeader(res, 'X-Request-Id', requestId);
    // 'close' comes once for every response, finished or cut off (on, not once: nothing to unwrap).
    res.on('close', () => {
      onClose();
      const duration = Number(process.hrtime.bigint() - started) / 1e9;
      const route = locals.route ?? 'unmatched';
      const status = res.headersSent || res.statusCode >= 500 ? res.statusCode : CLIENT_CLOSED_REQUEST;
      if (span) {
        span.updateName(`${req.method} ${route}`);
        span.setAttribute('http.response.status_code', status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      http.observe(route, req.method, status, duration);
      const user = locals.user_id === undefined ? '' : `,"user_id":${Number(locals.user_id)}`;
      const members = `"request_id":"${requestId}${routeAndMethod(route, req.method)}${status}${user},"duration_ms":${Math.round(duration * 1e5) / 100}`;
      access(status >= 500 ? 'warn' : 'info', members, 'request');
    });
  };
}

/**
 * What an access line has between its request id's text and its status
 * (`","route":…,"method":…,"status":`), made once per route and method:
 * the route is the table's name of it or "unmatched", the method one of
 * those the HTTP parser knows, so the pairs are few (and held only up to a
 * bound all the same). One string, not five: each string a line is made of
 * is made, then walked again when the line is copied into the log's batch.
 */
export function afterRequestId(bound = 2048): (route: string, method: string) => string {
  const made = new Map<string, Map<string, string>>();
  let size = 0;
  return (route, method) => {
    let byMethod = made.get(route);
    const known = byMethod?.get(method);
    if (known !== undefined) return known;
    const text = `","route":${JSON.stringify(route)},"method":${JSON.stringify(method)},"status":`;
    if (size < bound) {
      if (!byMethod) made.set(route, (byMethod = new Map()));
      byMethod.set(method, text);
      size++;
    }
    return text;
  };
}
