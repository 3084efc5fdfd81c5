import * as crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { Counter, Histogram } from 'prom-client';
import { contextFrom, type Logger, type Metrics, withRequestContext } from '@bms/platform';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The gateway's HTTP metrics: requests, their time, and 429s by limit. */
export function httpMetrics(metrics: Metrics) {
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

export type HttpMetrics = ReturnType<typeof httpMetrics>;

/**
 * Per request: request_id (accepted from the caller or made here), a
 * server span (continuing the caller's trace), metrics and one access-log
 * line.
 */
export function requestContext(logger: Logger, http: HttpMetrics): RequestHandler {
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
