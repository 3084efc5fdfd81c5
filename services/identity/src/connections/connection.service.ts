import type mongoose from 'mongoose';
import { connections } from '@bms/contracts';
import type { identity } from '@bms/protos';
import { type AuthedContext, dropDefaults, NotFound, parseInput, ValidationError } from '@bms/platform';
import { type ConnectionDoc, connectionModel } from './connection.model';
import type { OAuthState } from './oauth-state';
import type { SecretBox } from './secrets';

const MODULE = 'integrations';

export type Provider = (typeof connections.PROVIDERS)[number];

/** Where a provider sends a user to authorize us. */
export interface ProviderConfig {
  authUrl: string;
  clientId: string;
  redirectUri: string;
  scopes: string;
}

const NAMES: Record<Provider, string> = {
  drive: 'file-storage',
  calendar: 'calendar',
  calendar_own: 'personal calendar',
};

/**
 * External service connections (SPEC 4.8): the provider's OAuth link for
 * the caller, with a signed, expiring state; and the caller's token (or
 * the authorization code still to be exchanged), encrypted at rest.
 */
export class ConnectionService {
  private readonly model: mongoose.Model<ConnectionDoc>;

  constructor(
    conn: mongoose.Connection,
    private readonly providers: Record<Provider, ProviderConfig>,
    private readonly box: SecretBox,
    private readonly state: OAuthState,
  ) {
    this.model = connectionModel(conn);
  }

  private provider(name: string): Provider {
    if (!(connections.PROVIDERS as readonly string[]).includes(name)) throw new NotFound('No such external service.');
    return name as Provider;
  }

  authorize(req: identity.AuthorizeConnectionRequest__Output, ctx: AuthedContext): identity.AuthorizeConnectionReply {
    ctx.caller.require(MODULE, 'create');
    const provider = this.provider(req.provider);
    const p = this.providers[provider];
    const url = new URL(p.authUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', p.clientId);
    url.searchParams.set('redirect_uri', p.redirectUri);
    url.searchParams.set('scope', p.scopes);
    url.searchParams.set('state', this.state.issue(ctx.caller.user_id, provider));
    // A refresh token, so that the connection outlives the access token.
    url.searchParams.set('access_type', 'offline');
    url.searchParams.set('prompt', 'consent');
    return { url: url.toString() };
  }

  /** The caller's connection to each service: whether it is there and usable, never its token. */
  async list(ctx: AuthedContext): Promise<identity.ConnectionList> {
    ctx.caller.require(MODULE, 'read');
    const userId = ctx.caller.user_id;
    const docs = await this.model.find({ user_id: userId }).lean();
    const now = Date.now();
    return {
      records: connections.PROVIDERS.map((provider) => {
        const doc = docs.find((d) => d.provider === provider);
        if (!doc) return { service: provider, connected: false };
        return {
          service: provider,
          connected: !doc.expires_at || doc.expires_at.getTime() > now || this.renewable(doc),
          connected_at: doc.updated_at.toISOString(),
          expires_at: doc.expires_at?.toISOString(),
        };
      }),
    };
  }

  /** Whether an expired access token can be renewed: a refresh token was saved with it. */
  private renewable(doc: ConnectionDoc): boolean {
    if (doc.grant === 'authorization_code') return true;
    try {
      return !!(JSON.parse(this.box.open(doc.secret, doc._id)) as { refresh_token?: string | null }).refresh_token;
    } catch {
      // sealed under another key (rotated): not usable
      return false;
    }
  }

  async saveToken(req: identity.SaveConnectionTokenRequest__Output, ctx: AuthedContext): Promise<{ success: boolean; message: string }> {
    ctx.caller.require(MODULE, 'create');
    const provider = this.provider(req.provider);
    const b = parseInput(connections.connectionTokenBody, dropDefaults(req.input ?? {}));
    const userId = ctx.caller.user_id;
    if (b.code && !this.state.verify(b.state ?? '', userId, provider))
      throw ValidationError.field('state', 'The state is invalid or has expired; ask for a new authorize link.');
    const id = `${userId}:${provider}`;
    const secret = b.code
      ? { code: b.code }
      : { access_token: b.access_token, refresh_token: b.refresh_token ?? null, expires_in: b.expires_in ?? null };
    const now = new Date();
    await this.model.collection.updateOne(
      { _id: id } as never,
      {
        $set: {
          user_id: userId,
          provider,
          grant: b.code ? 'authorization_code' : 'token',
          secret: this.box.seal(JSON.stringify(secret), id),
          expires_at: b.expires_in ? new Date(now.getTime() + b.expires_in * 1000) : null,
          updated_at: now,
        },
        $setOnInsert: { created_at: now },
      },
      { upsert: true },
    );
    return { success: true, message: `The ${NAMES[provider]} token was saved.` };
  }
}
