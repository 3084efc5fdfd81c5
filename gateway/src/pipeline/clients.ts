import type * as grpc from '@grpc/grpc-js';
import { Redis } from 'ioredis';
import { createClient, type Logger } from '@bms/platform';
import { type Domain, eventAdminService, serviceOf } from '@bms/protos';
import type { GatewayConfig } from '../config';

/** What the gateway talks to: Redis (optional), and each service over gRPC. */
export interface Backends {
  redis: Redis | undefined;
  /**
   * Resolves once the first Redis connection attempt is over, or
   * REDIS_FIRST_WAIT_MS after the first call (at once without Redis)
   */
  redisSettled(): Promise<void>;
  /** whether it has (a request need not wait a tick for a settled promise) */
  isRedisSettled(): boolean;
  /** each domain's service */
  clients: Record<Domain, grpc.Client>;
  /** each domain's process, for its parked events */
  eventAdmins: Record<Domain, grpc.Client>;
  close(): void;
}

/** How long requests wait for the first connection to Redis, counted from the first request that waits. */
export const REDIS_FIRST_WAIT_MS = 2_000;

export function connectBackends(config: GatewayConfig, logger: Logger): Backends {
  // Auto-pipelining: what one request sends in one tick (its revocation check and its limit) goes in one write.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, enableAutoPipelining: true })
    : undefined;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis'));
  // Requests wait for the first connection attempt, so that the first ones
  // are counted in Redis like the rest (or, if Redis is down, in memory).
  // The wait is bounded from when a request first waits, not from here: a
  // process busy past the bound before its first request (building every
  // route, a loaded host) would otherwise give up on a Redis that answers
  // at once, and refuse its first callers' tokens (503).
  let settled = !redis;
  const settle = new Promise<void>((resolve) => {
    if (!redis) return resolve();
    redis.once('ready', () => resolve());
    redis.once('error', () => resolve());
  }).then(() => {
    settled = true;
  });
  let waited: Promise<void> | undefined;
  const redisSettled = () =>
    (waited ??= new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, REDIS_FIRST_WAIT_MS).unref();
      void settle.then(() => {
        clearTimeout(timer);
        resolve();
      });
    }).then(() => {
      settled = true;
    }));
  const addresses: Record<Domain, string> = {
    identity: config.IDENTITY_GRPC_URL,
    crm: config.CRM_GRPC_URL,
    work: config.WORK_GRPC_URL,
    billing: config.BILLING_GRPC_URL,
    content: config.CONTENT_GRPC_URL,
    files: config.FILES_GRPC_URL,
  };
  const clientsOf = (ctor: (d: Domain) => grpc.ServiceClientConstructor) =>
    Object.fromEntries(Object.entries(addresses).map(([d, a]) => [d, createClient(ctor(d as Domain), a)])) as Record<Domain, grpc.Client>;
  const clients = clientsOf(serviceOf);
  const eventAdmins = clientsOf(() => eventAdminService());
  return {
    redis,
    redisSettled,
    isRedisSettled: () => settled,
    clients,
    eventAdmins,
    close() {
      for (const c of [...Object.values(clients), ...Object.values(eventAdmins)]) c.close();
      redis?.disconnect();
    },
  };
}
