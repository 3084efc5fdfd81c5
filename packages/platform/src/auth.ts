import * as crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { PermissionDenied, Unauthenticated } from './errors';

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** A role's grants: module name → allowed actions. */
export type Permissions = Record<string, Action[]>;

export type UserType = 'staff' | 'client';

/**
 * What users of type `client` may do, whatever their role: read
 * announcements, their own profile and messages, and their menu.
 */
const CLIENT_GRANTS: Permissions = {
  announcements: ['read'],
  messages: ['read'],
  menus: ['read'],
};

export const TOKEN_ISSUER = 'bms-identity';

/** The claims of every token identity signs (sessions and API-key tokens). */
export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  /** session, or api_key for the short-lived token an API key is exchanged for */
  typ: 'session' | 'api_key';
  ut: UserType;
  adm: boolean;
  rid: number;
  perm: Permissions;
  /** the API key's id, for api_key tokens */
  kid?: number;
  /** issue time in milliseconds, to compare with a user's revocation time */
  ims: number;
}

/**
 * The Redis keys through which identity tells every gateway replica about
 * revoked tokens: one per revoked token id, and per user a time before
 * which all of that user's tokens are void (milliseconds).
 */
export const revocationKeys = {
  token: (prefix: string, jti: string) => `${prefix}revoked:jti:${jti}`,
  userBefore: (prefix: string, userId: number | string) => `${prefix}revoked_before:${userId}`,
  apiKeyCache: (prefix: string, keyHash: string) => `${prefix}apikey:${keyHash}`,
  /**
   * Set by identity once Redis holds every revocation in force (copied from
   * its database): absent, Redis has lost them (restarted empty, flushed)
   * and its silence proves nothing.
   */
  complete: (prefix: string) => `${prefix}revocations:complete`,
};

/** Held in an API key's cache entry after its secret was revoked or replaced: exchange afresh, cache nothing. */
export const API_KEY_FORGOTTEN = '-';

/** Whether claims fall under a user's revocation time. */
export function revokedByUserTime(claims: Pick<TokenClaims, 'ims' | 'iat'>, revokedBeforeMs: number | null | undefined): boolean {
  if (!revokedBeforeMs) return false;
  const issued = typeof claims.ims === 'number' ? claims.ims : claims.iat * 1000;
  return issued < revokedBeforeMs;
}

export class Caller {
  constructor(
    readonly user_id: number,
    readonly user_type: UserType,
    readonly is_admin: boolean,
    readonly role_id: number,
    readonly permissions: Permissions,
    readonly token_id: string,
    readonly via: 'session' | 'api_key',
    /** when the token stops being valid, in milliseconds */
    readonly expires_at_ms: number = 0,
    /** the API key acted through, when via is api_key */
    readonly api_key_id?: number,
  ) {}

  static fromClaims(c: TokenClaims): Caller {
    return new Caller(Number(c.sub), c.ut, c.adm, c.rid, c.perm ?? {}, c.jti, c.typ, c.exp * 1000, c.kid);
  }

  can(module: string, action: Action): boolean {
    if (this.is_admin) return true;
    const grants = this.user_type === 'client' ? CLIENT_GRANTS : this.permissions;
    return grants[module]?.includes(action) ?? false;
  }

  /**
   * What the caller may do, module → actions, as can() decides it: an
   * admin every action on each of `modules`, a client user the grants of
   * that type, staff their role's (or API key's) grants.
   */
  effectivePermissions(modules: readonly string[]): Permissions {
    if (this.is_admin) return Object.fromEntries(modules.map((m) => [m, [...ACTIONS]]));
    const grants = this.user_type === 'client' ? CLIENT_GRANTS : this.permissions;
    return Object.fromEntries(Object.entries(grants).filter(([, actions]) => actions.length > 0));
  }

  /** Throws PermissionDenied unless the caller may do `action` on `module`. */
  require(module: string, action: Action): void {
    if (!this.can(module, action)) throw new PermissionDenied();
  }

  requireAdmin(): void {
    if (!this.is_admin) throw new PermissionDenied();
  }
}

/**
 * Verifies RS256 tokens with identity's public key. The key is parsed once:
 * jsonwebtoken re-parses a PEM string on every call (measured 5× slower).
 */
export function createTokenVerifier(publicKeyPem: string) {
  const key = crypto.createPublicKey(publicKeyPem);
  // A token verified once is not verified again until it expires: the same
  // bytes under the same key give the same answer, and the signature check
  // (~35 µs) is paid by the gateway and again by the service on every
  // request. Revocation is checked apart from this (Redis, at the gateway).
  const verified = new Map<string, TokenClaims>();
  return function verify(token: string): TokenClaims {
    const known = verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    if (known) verified.delete(token);
    let claims: unknown;
    try {
      claims = jwt.verify(token, key, { algorithms: ['RS256'], issuer: TOKEN_ISSUER });
    } catch {
      throw new Unauthenticated();
    }
    if (!isClaims(claims)) throw new Unauthenticated();
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  };
}

/** How many verified tokens a verifier remembers (the oldest go first). */
const VERIFIED_TOKENS_KEPT = 1000;

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

function isClaims(c: unknown): c is TokenClaims {
  const o = c as Partial<TokenClaims> | null;
  return (
    !!o &&
    typeof o.sub === 'string' &&
    /^\d+$/.test(o.sub) &&
    typeof o.jti === 'string' &&
    // A token that never expires is refused, even signed by the real key.
    typeof o.exp === 'number' &&
    (o.typ === 'session' || o.typ === 'api_key') &&
    (o.ut === 'staff' || o.ut === 'client') &&
    typeof o.adm === 'boolean' &&
    typeof o.rid === 'number' &&
    typeof o.perm === 'object' &&
    (o.kid === undefined || typeof o.kid === 'number')
  );
}

export function createTokenSigner(privateKeyPem: string) {
  const key = crypto.createPrivateKey(privateKeyPem);
  return function sign(
    claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti' | 'ims'>,
    ttlSeconds: number,
    jti: string = crypto.randomUUID(),
  ): { token: string; jti: string; expiresAt: number } {
    const now = Date.now();
    const token = jwt.sign({ ...claims, jti, ims: now }, key, {
      algorithm: 'RS256',
      issuer: TOKEN_ISSUER,
      expiresIn: ttlSeconds,
    });
    return { token, jti, expiresAt: now + ttlSeconds * 1000 };
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** The bearer token of an HTTP or gRPC request, from either header. */
export function tokenFromHeaders(authorization: unknown, xAuthToken: unknown): string | undefined {
  if (typeof authorization === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (m) return m[1];
  }
  if (typeof xAuthToken === 'string' && xAuthToken.trim()) return xAuthToken.trim();
  return undefined;
}
