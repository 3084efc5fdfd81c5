import type * as http from 'node:http';
import type { z } from 'zod';
import { createTokenVerifier } from './auth';
import type { serviceVariables } from './config';
import { type EventDomain, EventBus, EventConsumers, OutboxRelay, type Subscription } from './events';
import { createGrpcServer, type GrpcServer } from './grpc/server';
import { createLogger, type Logger } from './log';
import { Metrics } from './metrics';
import { type Connection, connectMongo, Counters } from './mongo';
import { startTracing } from './telemetry';
import { deletion, purgeDeleted } from './deletion';

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
  /** starts serving; resolves with the bound gRPC port */
  start(subscriptions?: Subscription[]): Promise<number>;
  /** stops in reverse order of start */
  stop(): Promise<void>;
}

export async function createServiceRuntime(
  name: EventDomain,
  serviceName: string,
  config: ServiceConfig,
): Promise<ServiceRuntime> {
  const logger = createLogger(name, config.LOG_LEVEL);
  deletion.retentionDays = config.DELETED_RETENTION_DAYS;
  const tracing = startTracing(name, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const metrics = new Metrics(name);
  const conn = await connectMongo(config.MONGO_URL, logger);
  const counters = new Counters(conn);
  const bus = new EventBus(config.NATS_URL, config.EVENTS_NAMESPACE, logger, name, config.EVENTS_STREAM_MAX_BYTES);
  bus.metrics = metrics;
  const relay = new OutboxRelay(bus, logger, { sweepMs: 30_000, maxBackoffMs: 2_000 });
  const consumers = new EventConsumers(bus, conn.db!, logger, undefined, metrics);
  const server = createGrpcServer({ logger, verifyToken: createTokenVerifier(config.JWT_PUBLIC_KEY), serviceName, metrics });

  // Scans are cached briefly: a scrape must not cost a scan each time.
  let depth = { at: 0, value: 0 };
  metrics.gauge('bms_outbox_pending_events', 'Events written but not yet published', [], async (g) => {
    if (Date.now() - depth.at > 5_000) depth = { at: Date.now(), value: await relay.depth().catch(() => depth.value) };
    g.set(depth.value);
  });
  metrics.gauge('bms_consumer_lag_events', 'Events a durable consumer has not yet handled', ['durable'], async (g) => {
    for (const [durable, lag] of Object.entries(await consumers.lag())) g.set({ durable }, lag);
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

  return {
    logger,
    conn,
    counters,
    bus,
    relay,
    consumers,
    server,
    metrics,
    async start(subscriptions = []) {
      const port = await server.start(config.GRPC_HOST, config.GRPC_PORT);
      serving = true;
      server.setServing(true);
      health = setInterval(() => void checkHealth(), config.HEALTH_CHECK_INTERVAL_MS);
      health.unref();
      relay.start();
      consumers.start(subscriptions);
      purging = setInterval(() => void purgeDeleted(logger), config.PURGE_INTERVAL_MS);
      purging.unref();
      void bus
        .ensureStream(name)
        .catch((err: unknown) => logger.warn({ err: String(err) }, 'stream not created yet'));
      const m = await metrics.serve(config.METRICS_HOST, config.METRICS_PORT);
      metricsServer = m;
      logger.info({ port, metrics_port: m.port }, 'grpc listening');
      return port;
    },
    async stop() {
      if (health) clearInterval(health);
      if (purging) clearInterval(purging);
      await server.stop(config.SHUTDOWN_TIMEOUT_MS);
      await consumers.stop();
      await relay.stop();
      await bus.close();
      await conn.close();
      await new Promise<void>((r) => (metricsServer ? metricsServer.close(() => r()) : r()));
      await tracing.shutdown();
      logger.info('stopped');
    },
  };
}
