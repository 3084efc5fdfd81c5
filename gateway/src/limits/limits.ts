import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayConfig } from '../config';
import { Slices, sliceSize } from './slices';

export type LimitName = 'login' | 'send_otp' | 'recovery' | 'phone_verify' | 'default';

/** Who a limit counts: the client address, or the signed-in user. */
export type LimitKey = 'address' | 'user';

export interface LimitSpec {
  points: number;
  durationSeconds: number;
  key: LimitKey;
}

/** The rate limit of each kind of route (docs/ARCHITECTURE.md, Limits and paging), from configuration. */
export function limitSpecs(c: GatewayConfig): Record<LimitName, LimitSpec> {
  return {
    login: { points: c.RATE_LIMIT_LOGIN, durationSeconds: 60, key: 'address' },
    send_otp: { points: c.RATE_LIMIT_SEND_OTP, durationSeconds: 60, key: 'address' },
    recovery: { points: c.RATE_LIMIT_RECOVERY, durationSeconds: 3600, key: 'address' },
    phone_verify: { points: c.RATE_LIMIT_PHONE_VERIFY, durationSeconds: 60, key: 'user' },
    default: { points: c.RATE_LIMIT_DEFAULT, durationSeconds: 60, key: 'user' },
  };
}

export interface LimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Rate limiters on Redis, one budget shared by every gateway replica. If
 * Redis fails, each replica falls back to an in-memory limiter (never a
 * 429 for a Redis fault); without Redis configured, memory only. A limit
 * of a few hundred or more is taken from Redis in slices (see slices.ts):
 * one round trip per slice, not per request.
 */
export class Limits {
  private readonly limiters = new Map<LimitName, RateLimiterAbstract>();
  private readonly sizes = new Map<LimitName, number>();
  private readonly slices = new Slices();

  constructor(
    readonly specs: Record<LimitName, LimitSpec>,
    redis: Redis | undefined,
    prefix: string,
  ) {
    for (const [name, spec] of Object.entries(specs) as Array<[LimitName, LimitSpec]>) {
      const opts = { points: spec.points, duration: spec.durationSeconds, keyPrefix: `${prefix}rl:${name}` };
      const memory = new RateLimiterMemory(opts);
      this.limiters.set(
        name,
        redis ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: memory }) : memory,
      );
      this.sizes.set(name, redis ? sliceSize(spec.points) : 1);
    }
  }

  /** Gives one request back (best effort: a failed refund leaves the request counted). */
  async refund(name: LimitName, key: string): Promise<void> {
    if (this.sizes.get(name)! > 1 && this.slices.giveBack(`${name}:${key}`)) return;
    await this.limiters
      .get(name)!
      .reward(key, 1)
      .catch(() => undefined);
  }

  async consume(name: LimitName, key: string): Promise<LimitDecision> {
    const spec = this.specs[name];
    const size = this.sizes.get(name)!;
    if (size > 1) {
      const r = await this.slices.spend(`${name}:${key}`, size, (points) => this.take(name, key, points));
      return 'remaining' in r
        ? { allowed: true, limit: spec.points, remaining: r.remaining, retryAfterSeconds: 0 }
        : { allowed: false, limit: spec.points, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(r.refusedForMs / 1000)) };
    }
    try {
      const r = await this.limiters.get(name)!.consume(key);
      return { allowed: true, limit: spec.points, remaining: r.remainingPoints, retryAfterSeconds: 0 };
    } catch (res) {
      if (res instanceof RateLimiterRes) {
        return {
          allowed: false,
          limit: spec.points,
          remaining: 0,
          retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
        };
      }
      throw res;
    }
  }

  /** `points` of a budget at once: all of them while they fit, else what was left of it (the rest counts as spent in Redis). */
  private async take(name: LimitName, key: string, points: number) {
    try {
      const r = await this.limiters.get(name)!.consume(key, points);
      return { granted: points, behind: r.remainingPoints, msBeforeNext: r.msBeforeNext };
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      const before = res.consumedPoints - points;
      return { granted: Math.max(0, Math.min(points, this.specs[name].points - before)), behind: 0, msBeforeNext: res.msBeforeNext };
    }
  }
}
