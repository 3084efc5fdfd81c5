import * as http from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from './log';

/**
 * Prometheus metrics of one process, served on their own port (outside the
 * API and its rate limits). The same names in every process, so that one
 * dashboard reads them all.
 */
/** Upper bounds (seconds) of the buckets every latency histogram of ours has: a request's, an RPC's. */
export const LATENCY_BUCKETS: readonly number[] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export class Metrics {
  readonly registry = new Registry();
  readonly rpcHandled: Counter<'rpc' | 'code'>;
  readonly rpcSeconds: Histogram<'rpc'>;
  readonly eventsPublished: Counter<'type'>;
  readonly eventsHandled: Counter<'durable' | 'outcome'>;
  readonly eventsDeadLettered: Counter<'type'>;
  readonly projectionRebuilds: Counter<'projection' | 'reason'>;

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    this.rpcHandled = new Counter({
      name: 'bms_grpc_server_handled_total',
      help: 'RPCs answered, by method and status code',
      labelNames: ['rpc', 'code'],
      registers: [this.registry],
    });
    this.rpcSeconds = new Histogram({
      name: 'bms_grpc_server_handling_seconds',
      help: 'Time to answer an RPC',
      labelNames: ['rpc'],
      buckets: [...LATENCY_BUCKETS],
      registers: [this.registry],
    });
    this.eventsPublished = new Counter({
      name: 'bms_events_published_total',
      help: 'Events the outbox relay published to JetStream',
      labelNames: ['type'],
      registers: [this.registry],
    });
    this.eventsHandled = new Counter({
      name: 'bms_events_handled_total',
      help: 'Events consumed, by consumer and outcome (applied, duplicate, retried, parked)',
      labelNames: ['durable', 'outcome'],
      registers: [this.registry],
    });
    this.eventsDeadLettered = new Counter({
      name: 'bms_outbox_dead_letters_total',
      help: 'Events the outbox relay could never publish (too large for NATS) and moved to outbox_dead_letters',
      labelNames: ['type'],
      registers: [this.registry],
    });
    this.projectionRebuilds = new Counter({
      name: 'bms_projection_rebuilds_total',
      help: 'Projections rebuilt from their owner, by reason (new: never rebuilt here; behind: the stream dropped events it never handled)',
      labelNames: ['projection', 'reason'],
      registers: [this.registry],
    });
  }

  /** A counter of this process's own (a module's events: messages sent, say). */
  counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
    return new Counter<L>({ name, help, labelNames, registers: [this.registry] });
  }

  /** A gauge whose value is read when Prometheus scrapes. */
  gauge<L extends string>(name: string, help: string, labelNames: L[], collect: (g: Gauge<L>) => Promise<void>): Gauge<L> {
    return new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        await collect(this);
      },
    });
  }

  /**
   * Serves GET and HEAD /metrics (405 to another method, 404 elsewhere, 500 when
   * collecting fails: each with a short text/plain body); resolves with the bound port.
   */
  serve(host: string, port: number, logger?: Pick<Logger, 'error'>): Promise<http.Server & { port: number }> {
    const server = http.createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (path !== '/metrics') return plain(res, 404, 'Not found: metrics are at /metrics.\n');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return plain(res, 405, 'Method not allowed: GET or HEAD /metrics.\n', { Allow: 'GET, HEAD' });
      }
      this.registry.metrics().then(
        (text) =>
          res
            .writeHead(200, { 'Content-Type': this.registry.contentType, 'Content-Length': Buffer.byteLength(text) })
            .end(req.method === 'HEAD' ? undefined : text),
        (err: unknown) => {
          logger?.error({ err: err instanceof Error ? err.message : String(err) }, 'metrics could not be collected');
          plain(res, 500, 'Metrics could not be collected.\n');
        },
      );
    });
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        const addr = server.address();
        resolve(Object.assign(server, { port: typeof addr === 'object' && addr ? addr.port : port }));
      });
    });
  }
}

/** A short text/plain answer (its body left out for HEAD by node). */
function plain(res: http.ServerResponse, status: number, body: string, headers: http.OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body) }).end(body);
}
