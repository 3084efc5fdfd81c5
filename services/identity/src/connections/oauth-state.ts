import * as crypto from 'node:crypto';

interface StateClaims {
  /** the user who asked for the link */
  u: number;
  /** the provider */
  p: string;
  /** expiry, unix seconds */
  e: number;
  /** the authorization under way (PendingAuthorizations), whose PKCE verifier the code needs */
  n: string;
}

/**
 * The `state` of an authorize link: who asked, for which provider, until
 * when, and which authorization under way, signed with HMAC-SHA256. The
 * provider hands it back with the code, and saving the code checks it, so
 * a code cannot be planted on another user (CSRF) nor saved after the
 * state expires; the authorization it names is used up by its first code.
 */
export class OAuthState {
  constructor(
    private readonly key: Buffer,
    private readonly ttlSeconds: number,
  ) {}

  issue(userId: number, provider: string, pendingId: string, now = Date.now()): string {
    const claims: StateClaims = { u: userId, p: provider, e: Math.floor(now / 1000) + this.ttlSeconds, n: pendingId };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The authorization `state` names, when it was issued to this user for this provider and has not expired; else null. */
  open(state: string, userId: number, provider: string, now = Date.now()): string | null {
    const [body, mac, extra] = state.split('.');
    if (!body || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    let claims: Partial<StateClaims>;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<StateClaims>;
    } catch {
      return null;
    }
    const valid = claims.u === userId && claims.p === provider && typeof claims.e === 'number' && claims.e * 1000 > now && typeof claims.n === 'string';
    return valid ? claims.n! : null;
  }

  private mac(body: string): string {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
