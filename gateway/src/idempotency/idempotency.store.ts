import type { Redis } from 'ioredis';

/** A key claimed by a request that is still being answered. */
export interface PendingEntry {
  state: 'pending';
  /** fingerprint of the request (route and body) */
  fp: string;
  /** the claiming request, so that only it completes or releases the claim */
  owner: string;
}

/** The stored first response to a key. */
export interface DoneEntry {
  state: 'done';
  fp: string;
  status: number;
  headers: Record<string, string>;
  /** the body, base64 */
  body: string;
}

/**
 * A key whose request ended without an answer worth replaying: a 5xx (the
 * work may have been done, or may still be), or an answer too large to keep
 * (its status and sha256 are). A retry with the same request takes the key
 * over and goes to the service, which answers from what the first one made
 * (creates keep their key with their record) instead of doing it again.
 */
export interface UnknownEntry {
  state: 'unknown';
  fp: string;
  status: number;
  /** until when (epoch ms) the first request's work may still be under way: a retry waits, or is 409 */
  busy_until: number;
  /** sha256 of an answer too large to keep */
  digest?: string;
}

export type Entry = PendingEntry | DoneEntry | UnknownEntry;

/** Where a caller's kept keys are counted, and the most a caller keeps (the oldest are forgotten past it). */
export interface CallerBound {
  index: string;
  max: number;
}

/**
 * Where idempotency keys live: Redis for every gateway replica, or this
 * process's memory when no Redis is configured. Writes to a claimed key
 * are made only by its owner.
 */
export interface IdempotencyStore {
  /** Claims `key` for `ttlMs`: null when claimed, else the entry already there. */
  claim(key: string, entry: PendingEntry, ttlMs: number): Promise<Entry | null>;
  get(key: string): Promise<Entry | null>;
  /** Keeps the owner's claim alive while its request is being answered. */
  extend(key: string, owner: string, ttlMs: number): Promise<void>;
  /** Replaces the owner's claim by the response, kept for `ttlMs`; the caller's oldest keys go past `bound.max`. */
  complete(key: string, owner: string, entry: DoneEntry | UnknownEntry, ttlMs: number, bound?: CallerBound): Promise<void>;
  /** Claims a key whose outcome is unknown, if it still is `expected`: whether it did. */
  takeOver(key: string, expected: UnknownEntry, entry: PendingEntry, ttlMs: number): Promise<boolean>;
  /** Drops the owner's claim (nothing is stored: the client may retry). */
  release(key: string, owner: string): Promise<void>;
}

// Each script acts only when the key still holds the caller's claim.
const OWNED = `local v = redis.call('GET', KEYS[1])
if not v then return 0 end
local ok, e = pcall(cjson.decode, v)
if not ok or e.state ~= 'pending' or e.owner ~= ARGV[1] then return 0 end
`;
const EXTEND = `${OWNED}return redis.call('PEXPIRE', KEYS[1], ARGV[2])`;
// KEYS[2], when given, is the caller's index of kept keys (scored by time):
// keys older than the retention leave it, and past ARGV[5] the oldest are
// forgotten. (It deletes keys it finds in the index: one Redis, not a cluster.)
const COMPLETE = `${OWNED}redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
if KEYS[2] then
  local now = tonumber(ARGV[4])
  redis.call('ZADD', KEYS[2], now, KEYS[1])
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - tonumber(ARGV[3]))
  local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[5])
  if over > 0 then
    for _, k in ipairs(redis.call('ZRANGE', KEYS[2], 0, over - 1)) do redis.call('DEL', k) end
    redis.call('ZREMRANGEBYRANK', KEYS[2], 0, over - 1)
  end
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
end
return 1`;
const TAKE_OVER = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) and 1 or 0
end
return 0`;
const RELEASE = `${OWNED}return redis.call('DEL', KEYS[1])`;

export class RedisIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async claim(key: string, entry: PendingEntry, ttlMs: number): Promise<Entry | null> {
    const k = this.key(key);
    const set = await this.redis.set(k, JSON.stringify(entry), 'PX', ttlMs, 'NX');
    if (set === 'OK') return null;
    // Gone between the two commands (released or expired): claim again.
    return (await this.get(key)) ?? this.claim(key, entry, ttlMs);
  }

  async get(key: string): Promise<Entry | null> {
    const v = await this.redis.get(this.key(key));
    return v ? (JSON.parse(v) as Entry) : null;
  }

  async extend(key: string, owner: string, ttlMs: number): Promise<void> {
    await this.redis.eval(EXTEND, 1, this.key(key), owner, ttlMs);
  }

  async complete(key: string, owner: string, entry: DoneEntry | UnknownEntry, ttlMs: number, bound?: CallerBound): Promise<void> {
    const keys = bound ? [this.key(key), this.key(`by:${bound.index}`)] : [this.key(key)];
    await this.redis.eval(COMPLETE, keys.length, ...keys, owner, JSON.stringify(entry), ttlMs, Date.now(), bound?.max ?? 0);
  }

  async takeOver(key: string, expected: UnknownEntry, entry: PendingEntry, ttlMs: number): Promise<boolean> {
    return (await this.redis.eval(TAKE_OVER, 1, this.key(key), JSON.stringify(expected), JSON.stringify(entry), ttlMs)) === 1;
  }

  async release(key: string, owner: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key(key), owner);
  }

  private key(key: string): string {
    return `${this.prefix}idem:${key}`;
  }
}

/**
 * One process's keys, when no Redis is configured; at most `maxEntries`
 * (the oldest go first) so that a flood of keys cannot exhaust memory.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries = new Map<string, { entry: Entry; expiresAt: number }>();
  private nextSweep = 0;

  constructor(private readonly maxEntries = 100_000) {}

  async claim(key: string, entry: PendingEntry, ttlMs: number): Promise<Entry | null> {
    this.sweep();
    const there = await this.get(key);
    if (there) return there;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { entry, expiresAt: Date.now() + ttlMs });
    return null;
  }

  async get(key: string): Promise<Entry | null> {
    const e = this.entries.get(key);
    if (!e) return null;
    if (e.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return e.entry;
  }

  async extend(key: string, owner: string, ttlMs: number): Promise<void> {
    if (this.owns(key, owner)) this.entries.get(key)!.expiresAt = Date.now() + ttlMs;
  }

  async complete(key: string, owner: string, entry: DoneEntry | UnknownEntry, ttlMs: number): Promise<void> {
    if (this.owns(key, owner)) this.entries.set(key, { entry, expiresAt: Date.now() + ttlMs });
  }

  async takeOver(key: string, expected: UnknownEntry, entry: PendingEntry, ttlMs: number): Promise<boolean> {
    const e = this.entries.get(key);
    if (!e || JSON.stringify(e.entry) !== JSON.stringify(expected)) return false;
    this.entries.set(key, { entry, expiresAt: Date.now() + ttlMs });
    return true;
  }

  async release(key: string, owner: string): Promise<void> {
    if (this.owns(key, owner)) this.entries.delete(key);
  }

  private owns(key: string, owner: string): boolean {
    const e = this.entries.get(key)?.entry;
    return e?.state === 'pending' && e.owner === owner;
  }

  /** Drops expired entries, at most once a minute. */
  private sweep(): void {
    const now = Date.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
  }
}
