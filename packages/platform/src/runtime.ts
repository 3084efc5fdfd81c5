import type { z } from 'zod';
import { createTokenVerifier } from './auth';
import type { serviceVariables } from './config';
import { type EventDomain, EventBus, EventConsumers, OutboxRelay, type Subscription } from './events';
import { createGrpcServer, type GrpcServer } from './grpc/server';
import { createLogger, type Logger } from './log';
import { type Connection, connectMongo, Counters } from './mongo';

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
  const conn = await connectMongo(config.MONGO_URL, logger);
  const counters = new Counters(conn);
  const bus = new EventBus(config.NATS_URL, config.EVENTS_NAMESPACE, logger, name);
  const relay = new OutboxRelay(bus, logger, { sweepMs: 30_000 });
  const consumers = new EventConsumers(bus, conn.db!, logger);
  const server = createGrpcServer({ logger, verifyToken: createTokenVerifier(config.JWT_PUBLIC_KEY), serviceName });

  // Health follows the database: NOT_SERVING while it is unreachable.
  let started = false;
  conn.on('disconnected', () => started && server.setServing(false));
  conn.on('connected', () => started && server.setServing(true));
  conn.on('reconnected', () => started && server.setServing(true));

  return {
    logger,
    conn,
    counters,
    bus,
    relay,
    consumers,
    server,
    async start(subscriptions = []) {
      const port = await server.start(config.GRPC_HOST, config.GRPC_PORT);
      started = true;
      server.setServing(true);
      relay.start();
      consumers.start(subscriptions);
      void bus
        .ensureStream(name)
        .catch((err: unknown) => logger.warn({ err: String(err) }, 'stream not created yet'));
      logger.info({ port }, 'grpc listening');
      return port;
    },
    async stop() {
      started = false;
      await server.stop(config.SHUTDOWN_TIMEOUT_MS);
      await consumers.stop();
      await relay.stop();
      await bus.close();
      await conn.close();
      logger.info('stopped');
    },
  };
}
