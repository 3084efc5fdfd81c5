import * as crypto from 'node:crypto';
import jwt from 'jsonwebtoken';

/** The signature algorithms an ID token may use here: asymmetric only (never none, never a shared secret). */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'] as const;
type Algorithm = (typeof ALGORITHMS)[number];

/** A JWKS is fetched again for an unknown key id at most this often. */
const REFETCH_MS = 60_000;

export interface IdTokenClaims {
  sub: string;
  email?: string;
  name?: string;
  [claim: string]: unknown;
}

export interface IdTokenCheck {
  jwksUri: string;
  /** the `iss` it must carry; `{tenantid}` stands for its own `tid` claim (Microsoft's multi-tenant endpoints) */
  issuer: string;
  clientId: string;
  /** the nonce of the authorization request */
  nonce: string;
}

export class IdTokenInvalid extends Error {}

type Fetch = (url: string) => Promise<unknown>;

/**
 * Verifies ID tokens (OpenID Connect Core 3.1.3.7): the signature by a key
 * of the issuer's JWKS (fetched, cached, fetched again for a key id it
 * lacks), the issuer, this client as audience (and as `azp` when there
 * are several), expiry, and the nonce of our authorization request.
 */
export class IdTokenVerifier {
  private readonly jwks = new Map<string, { keys: crypto.JsonWebKey[]; at: number }>();

  constructor(private readonly fetchJson: Fetch) {}

  async verify(token: string, check: IdTokenCheck): Promise<IdTokenClaims> {
    const decoded = jwt.decode(token, { complete: true });
    if (!decoded || typeof decoded.payload !== 'object') throw new IdTokenInvalid('not a JWT');
    const alg = decoded.header.alg as Algorithm;
    if (!ALGORITHMS.includes(alg)) throw new IdTokenInvalid(`algorithm ${decoded.header.alg} is not accepted`);
    const key = await this.key(check.jwksUri, alg, decoded.header.kid);
    const tid = (decoded.payload as { tid?: unknown }).tid;
    const issuer = check.issuer.replace('{tenantid}', typeof tid === 'string' ? tid : '{tenantid}');
    let claims: jwt.JwtPayload;
    try {
      claims = jwt.verify(token, key, { algorithms: [alg], issuer, audience: check.clientId, clockTolerance: 60 }) as jwt.JwtPayload;
    } catch (err) {
      throw new IdTokenInvalid((err as Error).message);
    }
    if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== check.clientId) throw new IdTokenInvalid('azp is not this client');
    if (claims.nonce !== check.nonce) throw new IdTokenInvalid('nonce mismatch');
    if (typeof claims.sub !== 'string' || !claims.sub) throw new IdTokenInvalid('no sub');
    return claims as IdTokenClaims;
  }

  private async key(uri: string, alg: Algorithm, kid: string | undefined): Promise<crypto.KeyObject> {
    const find = (keys: crypto.JsonWebKey[]) =>
      keys.find((k) => (kid === undefined || k.kid === kid) && k.kty === (alg.startsWith('ES') ? 'EC' : 'RSA') && k.use !== 'enc' && (!k.alg || k.alg === alg));
    let cached = this.jwks.get(uri);
    let jwk = cached && find(cached.keys);
    if (!jwk && (!cached || Date.now() - cached.at > REFETCH_MS)) {
      const body = (await this.fetchJson(uri)) as { keys?: unknown };
      cached = { keys: Array.isArray(body?.keys) ? (body.keys as crypto.JsonWebKey[]) : [], at: Date.now() };
      this.jwks.set(uri, cached);
      jwk = find(cached.keys);
    }
    if (!jwk) throw new IdTokenInvalid(`no key ${kid ?? ''} for ${alg} in the issuer's JWKS`);
    try {
      return crypto.createPublicKey({ key: jwk, format: 'jwk' });
    } catch {
      throw new IdTokenInvalid('the JWKS key cannot be read');
    }
  }
}
