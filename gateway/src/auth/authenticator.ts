import * as crypto from 'node:crypto';
import type * as grpc from '@grpc/grpc-js';
import type { Redis } from 'ioredis';
import type { identity } from '@bms/protos';
import {
  revocationKeys,
  revokedByUserTime,
  type TokenClaims,
  type TokenVerifier,
  unary,
  Unauthenticated,
  Unavailable,
} from '@bms/platform';

export interface Authenticated {
  claims: TokenClaims;
  /** the token the services receive: the session token, or an API key's internal token */
  token: string;
}

const API_KEY_PREFIX = 'bms_';

/**
 * Turns the bearer of a request into verified claims: a session token is
 * verified locally and checked against revocations; an API key is
 * exchanged with identity for a short-lived token, cached in Redis.
 */
export class Authenticator {
  constructor(
    private readonly verify: TokenVerifier,
    private readonly identity: grpc.Client,
    private readonly redis: Redis | undefined,
    private readonly prefix: string,
    private readonly timeoutMs: number,
  ) {}

  async authenticate(bearer: string): Promise<Authenticated> {
    const token = bearer.startsWith(API_KEY_PREFIX) ? await this.exchange(bearer) : bearer;
    const claims = this.verify(token);
    if (await this.isRevoked(claims)) throw new Unauthenticated();
    return { claims, token };
  }

  private async isRevoked(c: TokenClaims): Promise<boolean> {
    if (!this.redis) {
      const r = await unary<identity.CheckSessionReply__Output>(
        this.identity,
        'CheckSession',
        { token_id: c.jti, user_id: Number(c.sub), issued_at: c.ims },
        { timeoutMs: this.timeoutMs },
      );
      return r.revoked;
    }
    let values: Array<string | null>;
    try {
      values = await this.redis.mget(revocationKeys.token(this.prefix, c.jti), revocationKeys.userBefore(this.prefix, c.sub));
    } catch {
      // Without the revocation list a revoked token could pass: refuse to guess.
      throw new Unavailable('Sign-in state is unavailable; try again shortly.');
    }
    return values[0] !== null || revokedByUserTime(c, values[1] ? Number(values[1]) : null);
  }

  private async exchange(key: string): Promise<string> {
    if (key.length > 200) throw new Unauthenticated();
    const cacheKey = revocationKeys.apiKeyCache(this.prefix, crypto.createHash('sha256').update(key).digest('hex'));
    if (this.redis) {
      const cached = await this.redis.get(cacheKey).catch(() => null);
      if (cached) return cached;
    }
    const r = await unary<identity.ExchangeApiKeyReply__Output>(this.identity, 'ExchangeApiKey', { key }, { timeoutMs: this.timeoutMs });
    if (this.redis && r.expires_in > 60) {
      await this.redis.set(cacheKey, r.token, 'EX', r.expires_in - 30).catch(() => undefined);
    }
    return r.token;
  }
}
