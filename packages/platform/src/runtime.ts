import type * as http from 'node:http';
import type { z } from 'zod';
import { createTokenVerifier } from './auth';
import type { serviceVariables } from './config';
import type { common } from '@bms/protos';
import { eventAdminService, recordSourceService } from '@bms/protos';
import { type DeadLetter, type EventDomain, EventBus, EventConsumers, OutboxRelay, ParkedEvents, type Subscription } from './events';
import { createGrpcServer, type GrpcServer } from './grpc/server';
import { createLogger, type Logger } from './log';
import { Metrics } from './metrics';
import { type Connection, connectMongo, Counters } from './mongo';
import { holdPort } from './port-hold';
import { startTracing } from './telemetry';
import { ProjectionRebuilds, recordSourceHandlers, type SourceEntity } from './rebuild';
import { deletion, purgeDeleted } from './deletion';
import { createRevocationCheck, onceConnected, type RevocationCheck, revocationRedis } from './revocation';

export type ServiceConfig = z.infer<z.ZodObject<typeof serviceVariables>>;

/** The parts every service process has, built in start order. */
export interface ServiceRuntime {
  logger: Logger;
  conn: Connection;
  counters: Counters;
  bus: EventBus;
  relay: OutboxRelay;
  consumers: EventConsumers;
  server: GrpcServer;
  metrics: Metrics;
  /** checks a verified token against the signed-out sessions (Redis; passes all without REDIS_URL) */
  checkRevoked: RevocationCheck;
  /** replaces the revocation check (identity reads its own sessions store) */
  useRevocationCheck(check: RevocationCheck): void;
  /** starts serving; resolves with the bound gRPC port */
  start(subscriptions?: Subscription[]): Promise<number>;
  /** answers other services' rebuilds of their projections of these records, by event entity (e.g. crm.client) */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  serveRecords(entities: Record<string, SourceEntity<any>>): void;
  /** stops in reverse order of start */
  stop(): Promise<void>;
}

/** How soon after start the first purge runs. */
const FIRST_PURGE_MS = 10_000;

export async function createServiceRuntime(
  name: EventDomain,
  serviceName: string,
  config: ServiceConfig,
): Promise<ServiceRuntime> {
  const logger = createLogger(name, config.LOG_LEVEL);
  deletion.retentionDays = config.DELETED_RETENTION_DAYS;
  const tracing = startTracing(name, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const metrics = new Metrics(name);
  // Bound before the first connection out, which could otherwise be given it (port-hold.ts).
  const grpcPort = await holdPort(config.GRPC_HOST, config.GRPC_PORT);
  const conn = await connectMongo(config.MONGO_URL, logger, { queryLog: config.QUERY_LOG }).catch((err: unknown) => {
    grpcPort.release();
    throw err;
  });
  const counters = new Counters(conn);
  const bus = new EventBus(config.NATS_URL, config.EVENTS_NAMESPACE, logger, name, {
    maxBytes: config.EVENTS_STREAM_MAX_BYTES,
    replicas: config.EVENTS_STREAM_REPLICAS,
  });
  bus.metrics = metrics;
  const relay = new OutboxRelay(bus, logger, { sweepMs: 30_000, maxBackoffMs: 2_000, deadLetters: conn.db!.collection<DeadLetter>('outbox_dead_letters') });
  const consumers = new EventConsumers(bus, conn.db!, logger, undefined, metrics);
  const redis = config.REDIS_URL ? revocationRedis(config.REDIS_URL, logger) : undefined;
  if (!redis) logger.warn('no REDIS_URL: signed-out tokens are not refused by this service');
  let revocationCheck = redis ? createRevocationCheck({ store: onceConnected(redis), prefix: config.REDIS_PREFIX }) : undefined;
  const checkRevoked: RevocationCheck = async (claims) => revocationCheck?.(claims);
  const verifyToken = createTokenVerifier(config.JWT_PUBLIC_KEY);
  const server = createGrpcServer({ logger, verifyToken, checkRevoked, serviceName, metrics, maxConcurrentCalls: config.GRPC_MAX_CONCURRENT_CALLS });
  const parked = new ParkedEvents(name, conn.db!, bus, consumers);
  server.add<common.EventAdminHandlers>({ definition: eventAdminService().service, handlers: parked.handlers() });
  const rebuilds = new ProjectionRebuilds(conn.db!, consumers, logger, metrics, config.INTERNAL_TOKEN);

  // Scans are cached briefly: a scrape must not cost a scan each time.
  let depth = { at: 0, value: 0 };
  metrics.gauge('bms_outbox_pending_events', 'Events written but not yet published', [], async (g) => {
    if (Date.now() - depth.at > 5_000) depth = { at: Date.now(), value: await relay.depth().catch(() => depth.value) };
    g.set(depth.value);
  });
  metrics.gauge('bms_parked_events', 'Events a consumer parked (could never apply) and nobody replayed yet', ['durable'], async (g) => {
    g.reset();
    for (const [durable, n] of Object.entries(await parked.counts().catch(() => ({})))) g.set({ durable }, n);
  });
  // Read together when scraped; alerting rules are in docs/events.md (Retention and alerts).
  let standing = { at: 0, value: {} as Awaited<ReturnType<EventConsumers['standing']>> };
  const standings = async () => {
    if (Date.now() - standing.at > 5_000) standing = { at: Date.now(), value: await consumers.standing().catch(() => standing.value) };
    return Object.entries(standing.value);
  };
  metrics.gauge('bms_consumer_lag_events', 'Events a durable consumer has not yet handled', ['durable'], async (g) => {
    for (const [durable, s] of await standings()) g.set({ durable }, s.lag);
  });
  metrics.gauge('bms_consumer_oldest_pending_seconds', 'Age of the oldest event a durable consumer has not yet handled (streams keep 7 days)', ['durable'], async (g) => {
    for (const [durable, s] of await standings()) g.set({ durable }, s.oldestAgeSeconds);
  });
  metrics.gauge('bms_stream_used_ratio', 'Share of its byte limit this service’s stream uses (oldest events are dropped at 1)', ['stream'], async (g) => {
    const info = await bus.manager?.streams.info(bus.streamName(name)).catch(() => undefined);
    if (info && info.config.max_bytes > 0) g.set({ stream: info.config.name }, info.state.bytes / info.config.max_bytes);
  });
  metrics.gauge('bms_consumer_missed_events', '1 when the stream dropped events a durable consumer never handled: its projection needs a rebuild', ['durable'], async (g) => {
    for (const [durable, s] of await standings()) g.set({ durable }, s.missed ? 1 : 0);
  });

  // Health follows the database: NOT_SERVING after two failed pings in a
  // row (one slow ping on a busy machine is not an outage).
  let health: NodeJS.Timeout | undefined;
  let serving = false;
  let failures = 0;
  const checkHealth = async () => {
    const pinged = await conn
      .db!.admin()
      .ping({ maxTimeMS: 2_000 })
      .then(
        () => true,
        () => false,
      );
    failures = pinged ? 0 : failures + 1;
    const ok = pinged || failures < 2;
    if (ok !== serving) {
      serving = ok;
      server.setServing(ok);
      if (ok) logger.info('database reachable: SERVING');
      else logger.warn('database unreachable: NOT_SERVING');
    }
  };

  let metricsServer: http.Server | undefined;
  let purging: NodeJS.Timeout | undefined;
  let firstPurge: NodeJS.Timeout | undefined;

  return {
    logger,
    conn,
    counters,
    bus,
    relay,
    consumers,
    server,
    metrics,
    checkRevoked,
    useRevocationCheck(check) {
      revocationCheck = check;
    },
    async start(subscriptions = []) {
      grpcPort.release();
      const port = await server.start(config.GRPC_HOST, config.GRPC_PORT);
      serving = true;
      server.setServing(true);
      health = setInterval(() => void checkHealth(), config.HEALTH_CHECK_INTERVAL_MS);
      health.unref();
      relay.start();
      // Before the consumers run: once they do, a gap in what they handled closes.
      const due = await rebuilds.prepare(subscriptions).catch(() => new Map<string, string>());
      consumers.start(subscriptions);
      rebuilds.start(due);
      // Soon after start too: a service restarted more often than the interval would never purge.
      firstPurge = setTimeout(() => void purgeDeleted(logger, conn), Math.min(config.PURGE_INTERVAL_MS, FIRST_PURGE_MS));
      firstPurge.unref();
      purging = setInterval(() => void purgeDeleted(logger, conn), config.PURGE_INTERVAL_MS);
      purging.unref();
      void bus
        .ensureStream(name)
        .catch((err: unknown) => logger.warn({ err: String(err) }, 'stream not created yet'));
      const m = await metrics.serve(config.METRICS_HOST, config.METRICS_PORT, logger);
      metricsServer = m;
      logger.info({ port, metrics_port: m.port }, 'grpc listening');
      return port;
    },
    /** Answers other services' rebuilds of their projections of these records (RecordSource). */
    serveRecords(entities) {
      server.add<common.RecordSourceHandlers>({
        definition: recordSourceService().service,
        handlers: recordSourceHandlers(entities, config.INTERNAL_TOKEN),
        publicMethods: ['PageRecords'],
      });
    },
    async stop() {
      grpcPort.release();
      await rebuilds.stop();
      if (health) clearInterval(health);
      if (purging) clearInterval(purging);
      if (firstPurge) clearTimeout(firstPurge);
      await server.stop(config.SHUTDOWN_TIMEOUT_MS);
      await consumers.stop();
      await relay.stop();
      await bus.close();
      await conn.close();
      redis?.disconnect();
      await new Promise<void>((r) => (metricsServer ? metricsServer.close(() => r()) : r()));
      await tracing.shutdown();
      logger.info('stopped');
    },
  };
}
