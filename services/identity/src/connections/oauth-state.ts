import * as crypto from 'node:crypto';

interface StateClaims {
  /** the user who asked for the link */
  u: number;
  /** the provider */
  p: string;
  /** expiry, unix seconds */
  e: number;
  /** nonce */
  n: string;
}

/**
 * The `state` of an authorize link: who asked, for which provider, until
 * when, signed with HMAC-SHA256. The provider hands it back with the code,
 * and saving the code checks it, so a code cannot be planted on another
 * user (CSRF) nor replayed after the state expires.
 */
export class OAuthState {
  constructor(
    private readonly key: Buffer,
    private readonly ttlSeconds: number,
  ) {}

  issue(userId: number, provider: string, now = Date.now()): string {
    const claims: StateClaims = { u: userId, p: provider, e: Math.floor(now / 1000) + this.ttlSeconds, n: crypto.randomBytes(9).toString('base64url') };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** Whether `state` was issued to this user for this provider and has not expired. */
  verify(state: string, userId: number, provider: string, now = Date.now()): boolean {
    const [body, mac, extra] = state.split('.');
    if (!body || !mac || extra !== undefined) return false;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false;
    let claims: Partial<StateClaims>;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<StateClaims>;
    } catch {
      return false;
    }
    return claims.u === userId && claims.p === provider && typeof claims.e === 'number' && claims.e * 1000 > now;
  }

  private mac(body: string): string {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
