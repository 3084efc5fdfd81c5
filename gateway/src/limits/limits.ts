import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayConfig } from '../config';
import { KnownCounts } from './known-counts';
import { type SliceSizes, Slices, sliceSizes } from './slices';

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

/** Raises a count to at least ARGV[1], for ARGV[2] ms when it does; answers the count and the ms left. */
const RAISE = `local cur = tonumber(redis.call('get', KEYS[1]) or '0')
local want = tonumber(ARGV[1])
if cur < want then
  redis.call('set', KEYS[1], want, 'PX', ARGV[2])
  return {want, tonumber(ARGV[2])}
end
return {cur, redis.call('pttl', KEYS[1])}`;

/** A count of a budget's window: every gateway's requests in it, and the ms left of it. */
interface Count {
  consumed: number;
  msLeft: number;
}

/**
 * Rate limiters on Redis, one budget shared by every gateway replica.
 * Without Redis configured, memory only. A limit of a few hundred or more
 * is taken from Redis in slices (see slices.ts): one round trip per slice,
 * not per request. Each gateway keeps the counts Redis gave it
 * (known-counts.ts): while Redis cannot be asked it counts alone from them
 * (a Redis fault is no 429 unless the budget was spent), and a count Redis
 * lost (restarted empty) is put back from them.
 */
export class Limits {
  private readonly limiters = new Map<LimitName, RateLimiterAbstract>();
  /** each limit's slices; none for one counted one by one */
  private readonly sizes = new Map<LimitName, SliceSizes | undefined>();
  private readonly slices = new Slices();
  private readonly known = new KnownCounts();

  constructor(
    readonly specs: Record<LimitName, LimitSpec>,
    private readonly redis: Redis | undefined,
    prefix: string,
  ) {
    for (const [name, spec] of Object.entries(specs) as Array<[LimitName, LimitSpec]>) {
      const opts = { points: spec.points, duration: spec.durationSeconds, keyPrefix: `${prefix}rl:${name}` };
      this.limiters.set(name, redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts));
      const sizes = sliceSizes(spec.points);
      this.sizes.set(name, redis && sizes.first > 1 ? sizes : undefined);
    }
  }

  /** `points` more of `key`'s budget counted: in Redis (put back there first when it lost what was known here), or here alone while it cannot be asked. */
  private async count(name: LimitName, key: string, points: number): Promise<Count> {
    const limiter = this.limiters.get(name)!;
    let res: RateLimiterRes;
    try {
      res = await limiter.consume(key, points);
    } catch (err) {
      if (err instanceof RateLimiterRes) res = err;
      else if (this.redis) return this.countAlone(name, key, points);
      else throw err;
    }
    if (!this.redis) return { consumed: res.consumedPoints, msLeft: res.msBeforeNext };
    const known = `${name}:${key}`;
    const restore = this.known.answered(known, points, res.consumedPoints, res.msBeforeNext);
    if (!restore) return { consumed: res.consumedPoints, msLeft: res.msBeforeNext };
    try {
      const [consumed, msLeft] = (await this.redis.eval(RAISE, 1, limiter.getKey(key), restore.consumed, Math.max(1, restore.msLeft))) as [number, number];
      this.known.raised(known, consumed, msLeft);
      return { consumed, msLeft };
    } catch {
      return this.countAlone(name, key, 0);
    }
  }

  private countAlone(name: LimitName, key: string, points: number): Count {
    const k = this.known.alone(`${name}:${key}`, points, this.specs[name].durationSeconds * 1000);
    return { consumed: k.consumed, msLeft: k.endsAt - Date.now() };
  }

  /** Gives one request back (best effort: a failed refund leaves the request counted). */
  async refund(name: LimitName, key: string): Promise<void> {
    if (this.sizes.get(name) && this.slices.giveBack(`${name}:${key}`)) return;
    await this.limiters
      .get(name)!
      .reward(key, 1)
      .then(() => this.known.refunded(`${name}:${key}`, 1))
      .catch(() => undefined);
  }

  /** One request of `key`'s budget when the slice held here decides it, at once; undefined: ask `consume`. */
  consumeHeld(name: LimitName, key: string): LimitDecision | undefined {
    if (!this.sizes.get(name)) return undefined;
    const r = this.slices.spendHeld(`${name}:${key}`);
    return r && this.sliceDecision(name, r);
  }

  async consume(name: LimitName, key: string): Promise<LimitDecision> {
    const spec = this.specs[name];
    const sizes = this.sizes.get(name);
    if (sizes) return this.sliceDecision(name, await this.slices.spend(`${name}:${key}`, sizes, (points) => this.take(name, key, points)));
    const c = await this.count(name, key, 1);
    return c.consumed <= spec.points
      ? { allowed: true, limit: spec.points, remaining: spec.points - c.consumed, retryAfterSeconds: 0 }
      : { allowed: false, limit: spec.points, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(c.msLeft / 1000)) };
  }

  private sliceDecision(name: LimitName, r: { remaining: number } | { refusedForMs: number }): LimitDecision {
    const limit = this.specs[name].points;
    return 'remaining' in r
      ? { allowed: true, limit, remaining: r.remaining, retryAfterSeconds: 0 }
      : { allowed: false, limit, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(r.refusedForMs / 1000)) };
  }

  /** `points` of a budget at once: all of them while they fit, else what was left of it (the rest counts as spent in Redis). */
  private async take(name: LimitName, key: string, points: number) {
    const limit = this.specs[name].points;
    const c = await this.count(name, key, points);
    if (c.consumed <= limit) return { granted: points, behind: limit - c.consumed, msBeforeNext: c.msLeft };
    const before = c.consumed - points;
    return { granted: Math.max(0, Math.min(points, limit - before)), behind: 0, msBeforeNext: c.msLeft };
  }
}
