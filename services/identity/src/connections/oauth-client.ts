import * as crypto from 'node:crypto';
import { timeLeft } from '@bms/platform';
import type { Endpoints, ProviderSettings } from './provider-settings';

/** The provider answered with an OAuth error (RFC 6749 5.2): `error` is its code, e.g. invalid_grant. */
export class OAuthRefused extends Error {
  constructor(
    readonly error: string,
    readonly description: string | undefined,
  ) {
    super(description ? `${error}: ${description}` : error);
  }
}

/** The provider could not be reached or did not answer as OAuth says (down, 5xx, not JSON): try again later. */
export class ProviderUnreachable extends Error {}

/** A token endpoint's answer (RFC 6749 5.1). */
export interface TokenSet {
  access_token: string;
  token_type: string;
  expires_in?: number;
  refresh_token?: string;
  scope?: string;
  id_token?: string;
}

/** A discovery document is read again after this long. */
const DISCOVERY_TTL_MS = 3_600_000;

/** PKCE (RFC 7636): a fresh verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * This system as an OAuth 2.0 client of one provider: the authorization
 * link (RFC 6749 4.1.1 with PKCE), the code exchange (4.1.3), refresh (6),
 * revocation (RFC 7009) and userinfo, over fetch with a timeout (and
 * within the request's deadline). The endpoints come from the settings or,
 * with an issuer, from its discovery document (read when first needed).
 */
export class OAuthClient {
  private discovered: { endpoints: Endpoints; at: number } | undefined;

  constructor(
    readonly settings: ProviderSettings,
    private readonly timeoutMs: number,
  ) {}

  async endpoints(): Promise<Endpoints> {
    const s = this.settings;
    if (!s.issuer) return { auth: 'client_secret_basic', ...s.endpoints } as Endpoints;
    if (this.discovered && Date.now() - this.discovered.at < DISCOVERY_TTL_MS) return this.discovered.endpoints;
    const doc = (await getJson(this.timeoutMs, `${s.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)) as Record<string, unknown>;
    // OpenID Connect Discovery 4.3: the document is the issuer's own.
    if (doc.issuer !== s.issuer) throw new ProviderUnreachable(`the discovery document names issuer ${String(doc.issuer)}, not ${s.issuer}`);
    const str = (k: string) => (typeof doc[k] === 'string' ? (doc[k] as string) : undefined);
    if (!str('authorization_endpoint') || !str('token_endpoint')) throw new ProviderUnreachable('the discovery document lacks the authorization or token endpoint');
    const methods = Array.isArray(doc.token_endpoint_auth_methods_supported) ? (doc.token_endpoint_auth_methods_supported as string[]) : ['client_secret_basic'];
    const endpoints: Endpoints = {
      authorization: str('authorization_endpoint')!,
      token: str('token_endpoint')!,
      revocation: str('revocation_endpoint'),
      userinfo: str('userinfo_endpoint'),
      jwks: str('jwks_uri'),
      issuer: s.issuer,
      auth: methods.includes('client_secret_basic') ? 'client_secret_basic' : 'client_secret_post',
      ...s.endpoints,
    };
    this.discovered = { endpoints, at: Date.now() };
    return endpoints;
  }

  async authorizationUrl(p: { state: string; challenge: string; nonce: string }): Promise<string> {
    const s = this.settings;
    const url = new URL((await this.endpoints()).authorization);
    const params: Record<string, string> = {
      response_type: 'code',
      client_id: s.clientId,
      redirect_uri: s.redirectUri,
      scope: s.scopes,
      state: p.state,
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
      ...(s.scopes.split(' ').includes('openid') ? { nonce: p.nonce } : {}),
      ...s.extraParams,
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }

  exchange(code: string, verifier: string): Promise<TokenSet> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: this.settings.redirectUri, code_verifier: verifier });
  }

  refresh(refreshToken: string): Promise<TokenSet> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** RFC 7009; false when the provider has no revocation endpoint. A token it does not know is revoked as far as it is concerned. */
  async revoke(token: string, hint: 'refresh_token' | 'access_token'): Promise<boolean> {
    const e = await this.endpoints();
    if (!e.revocation) return false;
    try {
      await this.postForm(e.revocation, { token, token_type_hint: hint }, e.auth);
    } catch (err) {
      if (!(err instanceof OAuthRefused) || err.error === 'invalid_client' || err.error === 'unauthorized_client') throw err;
    }
    return true;
  }

  async userinfo(accessToken: string): Promise<Record<string, unknown> | undefined> {
    const e = await this.endpoints();
    if (!e.userinfo) return undefined;
    return (await getJson(this.timeoutMs, e.userinfo, { Authorization: `Bearer ${accessToken}` })) as Record<string, unknown>;
  }

  private async token(form: Record<string, string>): Promise<TokenSet> {
    const e = await this.endpoints();
    const body = (await this.postForm(e.token, form, e.auth)) as Partial<TokenSet> | undefined;
    if (!body || typeof body.access_token !== 'string' || !body.access_token || typeof body.token_type !== 'string')
      throw new ProviderUnreachable('the token endpoint answered without an access token');
    if (body.token_type.toLowerCase() !== 'bearer') throw new OAuthRefused('unsupported_token_type', `token type ${body.token_type}`);
    return {
      access_token: body.access_token,
      token_type: body.token_type,
      expires_in: typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : Number(body.expires_in) > 0 ? Number(body.expires_in) : undefined,
      refresh_token: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : undefined,
      scope: typeof body.scope === 'string' ? body.scope : undefined,
      id_token: typeof body.id_token === 'string' ? body.id_token : undefined,
    };
  }

  /** A form POST with this client's authentication (RFC 6749 2.3.1); its JSON, or OAuthRefused with the provider's error. */
  private async postForm(url: string, form: Record<string, string>, auth: Endpoints['auth']): Promise<unknown> {
    const s = this.settings;
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };
    const fields = { ...form };
    if (auth === 'client_secret_basic' && s.clientSecret) {
      const enc = (v: string) => encodeURIComponent(v).replace(/%20/g, '+');
      headers.Authorization = `Basic ${Buffer.from(`${enc(s.clientId)}:${enc(s.clientSecret)}`).toString('base64')}`;
    } else {
      fields.client_id = s.clientId;
      if (s.clientSecret) fields.client_secret = s.clientSecret;
    }
    const res = await send(this.timeoutMs, url, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
    // Too large, cut off or stalled is said as such; an answer that is not JSON is judged by its status.
    const body = parsed(await bodyText(res));
    if (res.ok) return body;
    const err = body as { error?: unknown; error_description?: unknown } | undefined;
    if (res.status < 500 && typeof err?.error === 'string')
      throw new OAuthRefused(err.error, typeof err.error_description === 'string' ? err.error_description : undefined);
    throw new ProviderUnreachable(`${url} answered ${res.status}`);
  }
}

/** The time each answer was given, which also bounds the reading of its body. */
const allowedMs = new WeakMap<Response, number>();

/** A fetch with a timeout (and within the request's deadline); an answer that never comes is ProviderUnreachable. */
async function send(timeoutMs: number, url: string, init: RequestInit): Promise<Response> {
  const left = timeLeft();
  const ms = Math.max(1, Math.min(timeoutMs, left === undefined ? Infinity : left - 250));
  try {
    const res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(ms) });
    allowedMs.set(res, ms);
    return res;
  } catch (err) {
    throw unreachable(url, err, ms);
  }
}

/** Why fetch (or reading its body) failed, as a provider out of reach; the timeout's signal also ends the body's reading. */
function unreachable(url: string, err: unknown, ms: number | undefined): ProviderUnreachable {
  const e = err as Error;
  const why = e.name === 'TimeoutError' ? `no answer in ${ms} ms` : e.message === 'terminated' ? 'the answer was cut off' : String(e.cause ?? e);
  return new ProviderUnreachable(`${new URL(url).host}: ${why}`);
}

/**
 * The most of a provider's answer read. Its documents (discovery, keys,
 * tokens, userinfo) are a few KB; read whole, a broken or hostile one of
 * tens of MB would be held as one string in identity's heap, and the token
 * refresher, which asks in the background, would meet it again each round.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/** An answer's body as text, refused past MAX_ANSWER_BYTES (said or read) without reading the rest; cut off or stalled, ProviderUnreachable. */
async function bodyText(res: Response): Promise<string> {
  const tooLarge = () => new ProviderUnreachable(`${res.url} answered more than ${MAX_ANSWER_BYTES} bytes`);
  if (Number(res.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    // Leaving the loop early cancels the stream, and with it the connection.
    for await (const chunk of res.body ?? []) {
      size += chunk.byteLength;
      if (size > MAX_ANSWER_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (err) {
    throw err instanceof ProviderUnreachable ? err : unreachable(res.url, err, allowedMs.get(res));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as JSON, or undefined when it is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function json(res: Response): Promise<unknown> {
  const body = parsed(await bodyText(res));
  if (body === undefined) throw new ProviderUnreachable(`${res.url} answered ${res.status} without JSON`);
  return body;
}

/** A provider's JSON document (discovery, JWKS, userinfo). */
export async function getJson(timeoutMs: number, url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await send(timeoutMs, url, { headers: { Accept: 'application/json', ...headers } });
  if (!res.ok) throw new ProviderUnreachable(`${url} answered ${res.status}`);
  return json(res);
}
