import { connections } from '@bms/contracts';
import type { identity } from '@bms/protos';
import { type AuthedContext, Contended, dropDefaults, type Logger, NotFound, parseInput, Unavailable, ValidationError } from '@bms/platform';
import type { ConnectionAccount, ConnectionDoc } from './connection.model';
import { ConnectionRepository, type NewTokens, type Provider } from './connection.repository';
import { IdTokenInvalid, type IdTokenVerifier } from './id-token';
import { type OAuthClient, OAuthRefused, pkcePair, ProviderUnreachable, type TokenSet } from './oauth-client';
import type { OAuthState } from './oauth-state';
import type { PendingAuthorizations } from './pending-authorizations';

const MODULE = 'integrations';

const NAMES: Record<Provider, string> = {
  drive: 'file-storage',
  calendar: 'calendar',
  calendar_own: 'personal calendar',
};

export interface ConnectionServiceDeps {
  repo: ConnectionRepository;
  pending: PendingAuthorizations;
  state: OAuthState;
  /** the OAuth client of each configured service */
  clients: Partial<Record<Provider, OAuthClient>>;
  idTokens: IdTokenVerifier;
  refreshAheadMs: number;
  logger: Logger;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
const scopesOf = (granted: string | undefined, asked: string) => (granted ?? asked).split(' ').filter(Boolean);

/**
 * When a token expiring at `expiresAt` is to be refreshed: `aheadMs`
 * before, but never before half its life, so that a short-lived token is
 * not refreshed the moment it is issued.
 */
export function refreshTime(expiresAt: Date | null, lifetimeMs: number, aheadMs: number): Date | null {
  return expiresAt && new Date(expiresAt.getTime() - Math.min(aheadMs, lifetimeMs / 2));
}

/** A token endpoint's answer as a connection holds it. */
export function newTokens(t: TokenSet, askedScopes: string, previousRefresh: string | null = null): NewTokens {
  return {
    tokens: { access_token: t.access_token, refresh_token: t.refresh_token ?? previousRefresh },
    expiresAt: t.expires_in ? new Date(Date.now() + t.expires_in * 1000) : null,
    scopes: scopesOf(t.scope, askedScopes),
  };
}

/**
 * External service connections (SPEC 4.8), OAuth 2.0 authorization code
 * with PKCE: the provider's link for the caller with a signed state bound
 * to them; the code exchanged at once (or tokens given as they are),
 * stored encrypted with the scopes granted and the account; the caller's
 * connections; a disconnect that revokes at the provider and forgets.
 */
export class ConnectionService {
  constructor(private readonly d: ConnectionServiceDeps) {}

  private provider(name: string): Provider {
    if (!(connections.PROVIDERS as readonly string[]).includes(name)) throw new NotFound('No such external service.');
    return name as Provider;
  }

  private client(provider: Provider): OAuthClient {
    const c = this.d.clients[provider];
    if (!c) throw new NotFound(`The ${NAMES[provider]} service is not offered on this server: no OAuth client is configured for it.`);
    return c;
  }

  /** A provider's call; its being out of reach is a 503 that names it. */
  private async reach<T>(provider: Provider, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof ProviderUnreachable)) throw err;
      this.d.logger.warn({ provider, err: err.message }, 'external provider unreachable');
      throw new Unavailable(`The ${NAMES[provider]} provider cannot be reached; try again later.`);
    }
  }

  async authorize(req: identity.AuthorizeConnectionRequest__Output, ctx: AuthedContext): Promise<identity.AuthorizeConnectionReply> {
    ctx.caller.require(MODULE, 'create');
    const provider = this.provider(req.provider);
    const client = this.client(provider);
    const { verifier, challenge } = pkcePair();
    const { id, nonce } = await this.d.pending.start(ctx.caller.user_id, provider, verifier);
    const state = this.d.state.issue(ctx.caller.user_id, provider, id);
    return { url: await this.reach(provider, () => client.authorizationUrl({ state, challenge, nonce })) };
  }

  async saveToken(req: identity.SaveConnectionTokenRequest__Output, ctx: AuthedContext): Promise<{ success: boolean; message: string }> {
    ctx.caller.require(MODULE, 'create');
    const provider = this.provider(req.provider);
    const b = parseInput(connections.connectionTokenBody, dropDefaults(req.input ?? {}));
    const client = this.client(provider);
    const userId = ctx.caller.user_id;
    if (b.code) {
      const pendingId = this.d.state.open(b.state ?? '', userId, provider);
      const pending = pendingId && (await this.d.pending.take(pendingId, userId, provider));
      if (!pending) throw ValidationError.field('state', 'The state is invalid, expired or already used; ask for a new authorize link.');
      const tokens = await this.reach(provider, () => this.exchange(client, b.code!, pending.verifier));
      const account = await this.reach(provider, () => this.verifiedAccount(client, tokens, pending.nonce, provider));
      await this.store(userId, provider, newTokens(tokens, client.settings.scopes), account);
    } else {
      const given: TokenSet = { access_token: b.access_token!, token_type: 'Bearer', refresh_token: b.refresh_token, expires_in: b.expires_in };
      const account = await this.accountFromUserinfo(client, given.access_token);
      await this.store(userId, provider, newTokens(given, client.settings.scopes), account);
    }
    return { success: true, message: `The ${NAMES[provider]} account is connected.` };
  }

  private async exchange(client: OAuthClient, code: string, verifier: string): Promise<TokenSet> {
    try {
      return await client.exchange(code, verifier);
    } catch (err) {
      if (!(err instanceof OAuthRefused)) throw err;
      const detail = err.description ? ` (${err.description})` : '';
      throw new ValidationError({ code: [`The provider refused the code: ${err.error}${detail}.`] }, `The provider refused the authorization code: ${err.error}.`);
    }
  }

  /** The account, from the verified ID token (or userinfo); an ID token that does not verify refuses the connection. */
  private async verifiedAccount(client: OAuthClient, t: TokenSet, nonce: string, provider: Provider): Promise<ConnectionAccount | null> {
    const e = await client.endpoints();
    if (!t.id_token || !e.jwks || !e.issuer) return this.accountFromUserinfo(client, t.access_token);
    try {
      const claims = await this.d.idTokens.verify(t.id_token, { jwksUri: e.jwks, issuer: e.issuer, clientId: client.settings.clientId, nonce });
      const account = { id: claims.sub, email: str(claims.email), name: str(claims.name) };
      if (account.email) return account;
      const fromUserinfo = await this.accountFromUserinfo(client, t.access_token);
      return fromUserinfo?.id === account.id ? fromUserinfo : account;
    } catch (err) {
      if (!(err instanceof IdTokenInvalid)) throw err;
      this.d.logger.warn({ provider, err: err.message }, 'ID token refused');
      // Nothing is kept of what came with it.
      await client.revoke(t.refresh_token ?? t.access_token, t.refresh_token ? 'refresh_token' : 'access_token').catch(() => undefined);
      throw ValidationError.field('code', `The provider's ID token did not verify: ${err.message}.`);
    }
  }

  /** The account as userinfo names it; null when there is none or it does not answer. */
  private async accountFromUserinfo(client: OAuthClient, accessToken: string): Promise<ConnectionAccount | null> {
    const info = await client.userinfo(accessToken).catch(() => undefined);
    const id = str(info?.sub);
    return id ? { id, email: str(info?.email), name: str(info?.name) } : null;
  }

  private store(userId: number, provider: Provider, t: NewTokens, account: ConnectionAccount | null): Promise<void> {
    const lifetime = t.expiresAt ? t.expiresAt.getTime() - Date.now() : 0;
    return this.d.repo.connect(userId, provider, { ...t, account, refreshAt: refreshTime(t.expiresAt, lifetime, this.d.refreshAheadMs) });
  }

  /** The caller's connection to each service: connected only while it holds a usable token; never a token. */
  async list(ctx: AuthedContext): Promise<identity.ConnectionList> {
    ctx.caller.require(MODULE, 'read');
    const docs = await this.d.repo.ofUser(ctx.caller.user_id);
    return {
      records: connections.PROVIDERS.map((provider) => {
        const doc = docs.find((d) => d.provider === provider);
        const configured = !!this.d.clients[provider];
        if (!doc) return { service: provider, connected: false, configured, scopes: [] };
        const connected = configured && this.usable(doc);
        return {
          service: provider,
          connected,
          configured,
          connected_at: doc.status === 'disconnected' ? undefined : (doc.connected_at ?? doc.updated_at).toISOString(),
          expires_at: doc.expires_at?.toISOString(),
          scopes: connected ? (doc.scopes ?? []) : [],
          account: connected && doc.account ? { id: doc.account.id, email: doc.account.email ?? undefined, name: doc.account.name ?? undefined } : undefined,
          disconnected_at: doc.disconnected_at?.toISOString(),
          disconnect_reason: doc.disconnect_reason ?? undefined,
        };
      }),
    };
  }

  /** Holds an access token that has not expired, or a refresh token to renew it with. */
  private usable(doc: ConnectionDoc): boolean {
    // Saved before codes were exchanged here: a code was never exchanged.
    if (doc.grant === 'authorization_code' || doc.status === 'disconnected') return false;
    const tokens = this.d.repo.tokensOf(doc);
    if (!tokens) return false;
    return !doc.expires_at || doc.expires_at.getTime() > Date.now() || !!tokens.refresh_token;
  }

  /** Revokes the caller's tokens at the provider (RFC 7009, where it has the endpoint), then forgets them. */
  async disconnect(req: identity.DisconnectConnectionRequest__Output, ctx: AuthedContext): Promise<{ success: boolean; message: string }> {
    ctx.caller.require(MODULE, 'delete');
    const provider = this.provider(req.provider);
    const done = { success: true, message: `The ${NAMES[provider]} account is disconnected.` };
    // A refresh (or a refusal of one) may write between the read and the write: read again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const doc = await this.d.repo.get(ctx.caller.user_id, provider);
      if (!doc || doc.status === 'disconnected') {
        if (attempt > 0) return done;
        throw new NotFound(`The ${NAMES[provider]} service is not connected.`);
      }
      const tokens = this.d.repo.tokensOf(doc);
      const client = this.d.clients[provider];
      if (tokens && client && doc.grant !== 'authorization_code') {
        await this.reach(provider, async () => {
          if (tokens.refresh_token) await client.revoke(tokens.refresh_token, 'refresh_token');
          await client.revoke(tokens.access_token, 'access_token');
        });
      }
      if (await this.d.repo.disconnect(doc, 'user', ctx.caller.user_id)) return done;
    }
    throw new Contended('The connection was being changed at the same time; try again.');
  }
}
