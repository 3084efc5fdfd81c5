import type { Redis } from 'ioredis';
import type mongoose from 'mongoose';
import { API_KEY_FORGOTTEN, revocationKeys, revokedByUserTime, Unavailable } from '@bms/platform';

interface RevokedToken {
  _id: string;
  expires_at: Date;
}

interface UserRevocation {
  _id: number;
  before: number;
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
    await this.publish((r) => r.set(revocationKeys.userBefore(this.prefix, userId), String(now), 'EX', maxTokenTtlSeconds));
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
