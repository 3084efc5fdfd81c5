import {
  context,
  type Context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type * as Otlp from '@opentelemetry/exporter-trace-otlp-http';
import type * as Resources from '@opentelemetry/resources';
import type * as SdkTrace from '@opentelemetry/sdk-trace';

/**
 * OpenTelemetry traces across gateway → gRPC → service → NATS → consumer.
 * Exported by OTLP/HTTP when an endpoint is configured; otherwise spans
 * are not recorded, though the trace context still travels (so a trace
 * stays whole when only some processes export).
 */
export interface Tracing {
  tracer: Tracer;
  shutdown(): Promise<void>;
}

let installed = false;
let exporting = false;

/** Whether spans are recorded (an exporter is configured): without one, a span made only to be a parent can be skipped. */
export function recordingSpans(): boolean {
  return exporting;
}

export function startTracing(service: string, endpoint: string | undefined): Tracing {
  if (!installed) {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    installed = true;
  }
  if (!endpoint) return { tracer: trace.getTracer(service), shutdown: async () => undefined };
  // Loaded only where traces are exported: the SDK and exporter cost memory and start-up time.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof Otlp;
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof Resources;
  const { BatchSpanProcessor, TracerProvider } = require('@opentelemetry/sdk-trace') as typeof SdkTrace;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': `bms-${service}` }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
        scheduledDelayMillis: 500,
      }),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  exporting = true;
  return { tracer: provider.getTracer(service), shutdown: () => provider.shutdown() };
}

type Carrier = Record<string, string>;

/** The current trace context as W3C headers (traceparent, tracestate). */
export function traceHeaders(ctx: Context = context.active()): Carrier {
  const carrier: Carrier = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

/** The context a set of W3C headers carries. */
export function contextFrom(headers: (name: string) => string | undefined): Context {
  const parent = headers('traceparent');
  // Without a traceparent the W3C propagator (the one startTracing installs) hands the context back as it is.
  if (!parent) return context.active();
  const carrier: Carrier = { traceparent: parent };
  const state = headers('tracestate');
  if (state) carrier.tracestate = state;
  return propagation.extract(context.active(), carrier);
}

/**
 * A client span child of `parent` (the active context by default), whose
 * W3C headers are handed to `inject`; not made active. Without an
 * exporter it records nothing and the headers carry the parent's trace.
 */
export function clientSpan(name: string, parent: Context = context.active(), inject: (key: string, value: string) => void): { end(err?: Error): void } {
  const span = trace.getTracer('bms').startSpan(name, { kind: SpanKind.CLIENT }, parent);
  propagation.inject(trace.setSpan(parent, span), {}, { set: (_carrier, k, v) => inject(k, v) });
  return {
    end(err) {
      if (err) span.setStatus({ code: SpanStatusCode.ERROR, message: err.message });
      span.end();
    },
  };
}

/**
 * Runs `fn` in a span of `kind` whose parent is `parent` (the active
 * context by default); the span ends when `fn` settles, marked as an
 * error if it throws.
 */
export async function inSpan<T>(
  name: string,
  kind: SpanKind,
  fn: (span: Span) => Promise<T>,
  parent: Context = context.active(),
  attributes: Record<string, string | number> = {},
): Promise<T> {
  const tracer = trace.getTracer('bms');
  return tracer.startActiveSpan(name, { kind, attributes }, parent, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
      throw err;
    } finally {
      span.end();
    }
  });
}

