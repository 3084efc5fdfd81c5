import * as crypto from 'node:crypto';
import type * as grpc from '@grpc/grpc-js';
import type { Redis } from 'ioredis';
import type { identity } from '@bms/protos';
import {
  API_KEY_FORGOTTEN,
  createRevocationCheck,
  revocationKeys,
  type RevocationCheck,
  type TokenClaims,
  type TokenVerifier,
  type CallOptions,
  unary,
  Unauthenticated,
} from '@bms/platform';

/** The request a check is made for (its calls to identity carry its id and trace). */
export type ForRequest = Pick<CallOptions, 'requestId' | 'trace'>;

export interface Authenticated {
  claims: TokenClaims;
  /** the token the services receive: the session token, or an API key's internal token */
  token: string;
  /**
   * The revocation check, when it was asked to run beside the request's
   * call (`authenticate`'s `beside`): what refuses the token (401, or 503
   * when the sign-in state cannot be read), or undefined once it passed. It
   * never rejects, so that it may wait while the call is under way.
   */
  revocation?: Promise<unknown>;
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
  ) {
    this.checkRevoked = createRevocationCheck({ store: redis, prefix, ask: (c, call) => this.askIdentity(c, call) });
  }

  private readonly checkRevoked: RevocationCheck;

  /** Whether identity has the session signed out, not asking Redis (an open stream's watch while Redis fails). */
  revokedByIdentity(claims: TokenClaims): Promise<boolean> {
    return this.askIdentity(claims);
  }

  /** Without Redis, identity answers whether a session was signed out. */
  private async askIdentity(c: TokenClaims, call: ForRequest = {}): Promise<boolean> {
    const r = await unary<identity.CheckSessionReply__Output>(
      this.identity,
      'CheckSession',
      { token_id: c.jti, user_id: Number(c.sub), issued_at: c.ims },
      { timeoutMs: this.timeoutMs, ...call },
    );
    return r.revoked;
  }

  /**
   * `verified` is told the claims of a verified token in the same tick as
   * its revocation check is sent, before that answers (the caller spends
   * the user's budget beside it); a token that then fails is told again.
   * With `beside`, a session token's revocation check is not waited for:
   * it is returned under way (`revocation`), for a caller whose call may be
   * made before it answers and whose reply waits for it. An API key's is
   * always waited for: a cached token that fails it is exchanged again.
   */
  async authenticate(bearer: string, verified?: (claims: TokenClaims) => void, call?: ForRequest, beside = false): Promise<Authenticated> {
    if (bearer.startsWith(API_KEY_PREFIX)) return this.withApiKey(bearer, verified, call);
    if (!beside) return this.checked(bearer, verified, call);
    const { claims, check } = this.begin(bearer, verified, call);
    return { claims, token: bearer, revocation: check.then(() => undefined, (err: unknown) => err ?? new Unauthenticated()) };
  }

  private async checked(token: string, verified?: (claims: TokenClaims) => void, call?: ForRequest): Promise<Authenticated> {
    const { claims, check } = this.begin(token, verified, call);
    await check;
    return { claims, token };
  }

  /** Verifies `token`, tells `verified` its claims, and sends its revocation check. */
  private begin(token: string, verified: ((claims: TokenClaims) => void) | undefined, call: ForRequest | undefined) {
    const claims = this.verify(token);
    verified?.(claims);
    return { claims, check: this.checkRevoked(claims, call) };
  }

  /**
   * An API key: its cached exchange while that passes, else a new exchange
   * (a cached token can fail when its creator's grants changed since: the
   * new one carries the new grants). Identity bounds the token's life by
   * the key's expiry and the secret's grace, and the cache by the token's.
   * A secret identity has marked forgotten (revoked or rotated) is not
   * cached again until the mark expires.
   */
  private async withApiKey(key: string, verified?: (claims: TokenClaims) => void, call?: ForRequest): Promise<Authenticated> {
    if (key.length > 200) throw new Unauthenticated();
    const cacheKey = revocationKeys.apiKeyCache(this.prefix, crypto.createHash('sha256').update(key).digest('hex'));
    const cached = this.redis ? await this.redis.get(cacheKey).catch(() => null) : null;
    if (cached && cached !== API_KEY_FORGOTTEN) {
      try {
        return await this.checked(cached, verified, call);
      } catch (err) {
        if (!(err instanceof Unauthenticated)) throw err;
      }
    }
    const r = await unary<identity.ExchangeApiKeyReply__Output>(this.identity, 'ExchangeApiKey', { key }, { timeoutMs: this.timeoutMs, ...call });
    if (this.redis && cached !== API_KEY_FORGOTTEN && r.expires_in > 60) {
      await this.redis.eval(CACHE_IF_UNCHANGED, 1, cacheKey, cached ?? '', r.token, r.expires_in - 30).catch(() => undefined);
    }
    return this.checked(r.token, verified, call);
  }
}

// Caches a token only over what was read before the exchange, so that a
// mark identity wrote meanwhile stays.
const CACHE_IF_UNCHANGED = `if (redis.call('GET', KEYS[1]) or '') == ARGV[1] then
  return redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
end
return 0`;
