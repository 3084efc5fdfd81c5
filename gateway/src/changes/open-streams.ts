import type { Redis } from 'ioredis';

/** A stream's hold on one of its user's places: renewed while open, given back when closed. */
export interface Lease {
  userId: string;
  id: string;
}

/** Refused: the user has `limit` streams open; one may lapse or close in `retryAfterSeconds`. */
export interface Full {
  retryAfterSeconds: number;
}

/**
 * Takes a place unless the user holds `limit` live ones: a sorted set per
 * user, each member a stream with the time its hold lapses. Members past
 * that are dropped first, so that the places of a gateway that died come
 * back once their holds lapse.
 */
const TAKE = `redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, first[2] or ARGV[2]}
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return {1, ARGV[2]}`;

/**
 * The per-user limit on open streams across every gateway replica (Redis),
 * or within this process when there is no Redis. A hold lasts `leaseMs`
 * and is renewed by `renew` (every few seconds) while the stream is open.
 */
export class OpenStreams {
  private readonly local = new Map<string, number>();

  constructor(
    private readonly redis: Redis | undefined,
    private readonly prefix: string,
    private readonly limit: number,
    private readonly leaseMs: number,
  ) {}

  private key(userId: string): string {
    return `${this.prefix}changes:streams:${userId}`;
  }

  async take(lease: Lease): Promise<Full | undefined> {
    if (!this.redis) {
      const n = this.local.get(lease.userId) ?? 0;
      if (n >= this.limit) return { retryAfterSeconds: Math.ceil(this.leaseMs / 1000) };
      this.local.set(lease.userId, n + 1);
      return undefined;
    }
    const now = Date.now();
    const [ok, until] = (await this.redis.eval(TAKE, 1, this.key(lease.userId), now, now + this.leaseMs, this.limit, lease.id, this.leaseMs * 2)) as [number, string];
    if (ok === 1) return undefined;
    return { retryAfterSeconds: Math.max(1, Math.ceil((Number(until) - now) / 1000)) };
  }

  /** Extends the holds of every open stream (one round trip). */
  async renew(leases: Iterable<Lease>): Promise<void> {
    if (!this.redis) return;
    const until = Date.now() + this.leaseMs;
    const p = this.redis.pipeline();
    let n = 0;
    for (const l of leases) {
      // Not XX: a hold Redis lost (restarted empty, or dropped after a stall past its lease) is put back while its stream is open.
      p.zadd(this.key(l.userId), until, l.id);
      p.pexpire(this.key(l.userId), this.leaseMs * 2);
      n++;
    }
    if (n) await p.exec();
  }

  async give(lease: Lease): Promise<void> {
    if (!this.redis) {
      const n = (this.local.get(lease.userId) ?? 1) - 1;
      if (n > 0) this.local.set(lease.userId, n);
      else this.local.delete(lease.userId);
      return;
    }
    await this.redis.zrem(this.key(lease.userId), lease.id);
  }
}
