import { Redis } from 'ioredis';
import { revocationKeys, revokedByUserTime, type TokenClaims } from './auth';
import { Unauthenticated, Unavailable } from './errors';
import type { Logger } from './log';
import type { CallOptions } from './grpc/client';

/**
 * Throws Unauthenticated for a signed-out token, Unavailable when it cannot
 * tell; `call` is the request it is made for, when it asks over gRPC.
 */
export type RevocationCheck = (claims: TokenClaims, call?: Pick<CallOptions, 'requestId' | 'trace'>) => Promise<void>;

/** What a revocation check reads: Redis, or anything answering MGET alike. */
export interface RevocationStore {
  mget(...keys: string[]): Promise<Array<string | null>>;
}

/**
 * The one revocation check of every entry point (gateway, gRPC servers, the
 * files HTTP server): identity publishes a signed-out `jti` and a user's
 * `revoked_before` time in Redis. Without Redis, `ask` (identity's
 * CheckSession, or its own store) answers instead; so it does while Redis
 * lacks identity's mark that it holds every revocation (a Redis restarted
 * empty, until identity has copied them back from its database), and
 * without `ask` the check is then unavailable (503, retry in a second).
 */
export function createRevocationCheck(opts: {
  store?: RevocationStore;
  prefix: string;
  ask?: (c: TokenClaims, call?: Pick<CallOptions, 'requestId' | 'trace'>) => Promise<boolean>;
}): RevocationCheck {
  return async (c, call) => {
    let revoked: boolean;
    if (opts.store) {
      let values: Array<string | null>;
      try {
        values = await opts.store.mget(
          revocationKeys.token(opts.prefix, c.jti),
          revocationKeys.userBefore(opts.prefix, c.sub),
          revocationKeys.complete(opts.prefix),
        );
      } catch {
        // Without the revocation list a revoked token could pass: refuse to guess.
        throw signInStateUnavailable();
      }
      if (values[2] !== null) revoked = values[0] !== null || revokedByUserTime(c, values[1] ? Number(values[1]) : null);
      else if (opts.ask) revoked = await opts.ask(c, call);
      else throw signInStateUnavailable();
    } else if (opts.ask) {
      revoked = await opts.ask(c, call);
    } else {
      throw signInStateUnavailable();
    }
    if (revoked) throw new Unauthenticated();
  };
}

function signInStateUnavailable(): Unavailable {
  return Object.assign(new Unavailable('Sign-in state is unavailable; try again shortly.'), { retryAfterSeconds: 1 });
}

/** A Redis client for revocation reads that fails fast rather than queueing while Redis is down. */
export function revocationRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis'));
  return redis;
}

/**
 * Reads from `redis`, waiting up to `waitMs` while its first connection is
 * still being made: a service that has just started answers its first
 * calls instead of refusing them. Once connected, an outage fails at once.
 */
export function onceConnected(redis: Redis, waitMs = 3_000): RevocationStore {
  let connected = redis.status === 'ready';
  let first: Promise<void> | undefined;
  redis.once('ready', () => (connected = true));
  return {
    async mget(...keys) {
      if (!connected) {
        first ??= new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          timer.unref();
          redis.once('ready', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        await first;
      }
      return redis.mget(...keys);
    },
  };
}
