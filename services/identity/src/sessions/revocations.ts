import type { Redis } from 'ioredis';
import type mongoose from 'mongoose';
import { API_KEY_FORGOTTEN, type Logger, revocationKeys, revokedByUserTime, Unavailable } from '@bms/platform';

interface RevokedToken {
  _id: string;
  expires_at: Date;
}

interface UserRevocation {
  _id: number;
  before: number;
}

// A user's revocation time in Redis only moves forward (replicas' clocks differ; a copy may come late).
const SET_IF_LATER = `local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
if cur < tonumber(ARGV[1]) then return redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) end
return 0`;

function setIfLater(redis: Redis, key: string, ms: number, ttlSeconds: number): Promise<unknown> {
  return redis.eval(SET_IF_LATER, 1, key, String(ms), String(ttlSeconds));
}

/**
 * A write whose revocation the gateways must see: the revocation first, so
 * that one that cannot be published fails the request with nothing written
 * (and a retry does it all, rather than find the write done and skip it);
 * then again after the write, at best effort, for a sign-in or exchange
 * that came in between.
 */
export async function revokingAround<T>(revoke: () => Promise<void>, write: () => Promise<T>): Promise<T> {
  await revoke();
  const done = await write();
  await revoke().catch(() => undefined);
  return done;
}

/**
 * Revoked tokens: kept in identity's database, and published to Redis
 * (when configured) where every gateway replica checks them per request.
 * A revocation that cannot reach Redis fails, rather than look done.
 */
export class Revocations {
  private readonly tokens: mongoose.mongo.Collection<RevokedToken>;
  private readonly users: mongoose.mongo.Collection<UserRevocation>;

  constructor(
    db: mongoose.mongo.Db,
    private readonly redis: Redis | undefined,
    private readonly prefix: string,
  ) {
    this.tokens = db.collection('revoked_tokens');
    this.users = db.collection('user_revocations');
    // What seed() and prune() look for, without a scan of either collection.
    void this.tokens.createIndex({ expires_at: 1 }).catch(() => undefined);
    void this.users.createIndex({ before: 1 }).catch(() => undefined);
  }

  /** Voids one token until it would have expired anyway. */
  async revokeToken(jti: string, expiresAtMs: number): Promise<void> {
    const ttl = Math.max(1, Math.ceil((expiresAtMs - Date.now()) / 1000));
    await this.tokens.updateOne({ _id: jti }, { $set: { expires_at: new Date(expiresAtMs) } }, { upsert: true });
    await this.publish((r) => r.set(revocationKeys.token(this.prefix, jti), '1', 'EX', ttl));
  }

  /** Voids every token of a user issued before now. */
  async revokeUser(userId: number, maxTokenTtlSeconds: number): Promise<void> {
    const now = Date.now();
    await this.users.updateOne({ _id: userId }, { $max: { before: now } }, { upsert: true });
    await this.publish((r) => setIfLater(r, revocationKeys.userBefore(this.prefix, userId), now, maxTokenTtlSeconds));
  }

  /** A write that signs a user out of every session (revokingAround). */
  signingOut<T>(userId: number, maxTokenTtlSeconds: number, write: () => Promise<T>): Promise<T> {
    return revokingAround(() => this.revokeUser(userId, maxTokenTtlSeconds), write);
  }

  async isRevoked(jti: string, userId: number, issuedMs: number): Promise<boolean> {
    const [token, user] = await Promise.all([
      this.tokens.findOne({ _id: jti, expires_at: { $gt: new Date() } }),
      this.users.findOne({ _id: userId }),
    ]);
    return !!token || revokedByUserTime({ ims: issuedMs, iat: 0 }, user?.before);
  }

  /**
   * Makes the gateways forget their cached exchange of an API key's secret:
   * a marker takes its place for as long as a cached token could live, so
   * that an exchange in flight cannot cache it again.
   */
  async forgetApiKey(keyHash: string, ttlSeconds: number): Promise<void> {
    await this.publish((r) => r.set(revocationKeys.apiKeyCache(this.prefix, keyHash), API_KEY_FORGOTTEN, 'EX', Math.max(1, ttlSeconds)));
  }

  /**
   * Copies every revocation still in force from the database to Redis, then
   * marks Redis complete: until then, checks ask identity (or refuse) rather
   * than take Redis's silence for a valid token. A user's time never goes
   * back (a revocation published meanwhile stays).
   */
  async seed(maxTokenTtlSeconds: number): Promise<number> {
    if (!this.redis) return 0;
    const now = Date.now();
    const tokens = await this.tokens.find({ expires_at: { $gt: new Date(now) } }).toArray();
    const users = await this.users.find({ before: { $gt: now - maxTokenTtlSeconds * 1000 } }).toArray();
    for (const t of tokens) {
      await this.redis.set(revocationKeys.token(this.prefix, t._id), '1', 'EX', Math.max(1, Math.ceil((t.expires_at.getTime() - now) / 1000)));
    }
    for (const u of users) {
      await setIfLater(this.redis, revocationKeys.userBefore(this.prefix, u._id), u.before, Math.max(1, Math.ceil((u.before + maxTokenTtlSeconds * 1000 - now) / 1000)));
    }
    await this.redis.set(revocationKeys.complete(this.prefix), String(now));
    return tokens.length + users.length;
  }

  /**
   * Keeps Redis complete: seeds it whenever identity's mark is missing
   * (checked on every connection to Redis, and every `everyMs`). Answers a stop.
   */
  keepComplete(maxTokenTtlSeconds: number, logger: Logger, everyMs = 2_000): () => void {
    const redis = this.redis;
    if (!redis) return () => undefined;
    let running: Promise<void> | undefined;
    const check = () => {
      running ??= (async () => {
        if (await redis.exists(revocationKeys.complete(this.prefix))) return;
        const n = await this.seed(maxTokenTtlSeconds);
        logger.info({ revocations: n }, 'revocations copied to Redis (it had lost them)');
      })()
        .catch((err: unknown) => logger.warn({ err: String(err) }, 'revocations not copied to Redis yet'))
        .finally(() => (running = undefined));
    };
    redis.on('ready', check);
    const timer = setInterval(check, everyMs);
    timer.unref();
    check();
    return () => {
      clearInterval(timer);
      redis.off('ready', check);
    };
  }

  /** Removes revocations of tokens that have expired by now. */
  async prune(): Promise<void> {
    await this.tokens.deleteMany({ expires_at: { $lt: new Date() } });
  }

  private async publish(op: (r: Redis) => Promise<unknown>): Promise<void> {
    if (!this.redis) return;
    try {
      await op(this.redis);
    } catch {
      throw new Unavailable('Could not record the revocation; try again.');
    }
  }
}
