import type { ChildProcess } from 'node:child_process';
import * as path from 'node:path';
import { lib } from './stack';

export interface OidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface OidcAccount {
  password: string;
  email: string;
  name: string;
}

/** Token requests the provider answered, by account and grant type; those it refused, by error; revocations. */
export interface OidcStats {
  accounts: Record<string, { authorization_code: number; refresh_token: number }>;
  refused: Record<string, number>;
  revocation: number;
}

export interface OidcProvider {
  /** http://127.0.0.1:<port>, also its issuer */
  issuer: string;
  stats(): Promise<OidcStats>;
  /** RFC 7662 introspection of a token, as `client` */
  introspect(client: OidcClient, token: string): Promise<{ active: boolean; [claim: string]: unknown }>;
  /** RFC 7009 revocation of a token, as `client` (a refresh token: its whole grant) */
  revoke(client: OidcClient, token: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider, test/support/oidc-provider.mjs)
 * in a process of its own on loopback, with these clients and accounts.
 */
export async function startOidcProvider(opts: { clients: OidcClient[]; accounts: Record<string, OidcAccount>; accessTokenTtl?: number }): Promise<OidcProvider> {
  const clients = opts.clients.map((c) => ({ ...c, grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] }));
  const p = lib.startProcess('oidc-provider', process.execPath, [path.join(__dirname, 'oidc-provider.mjs'), JSON.stringify({ ...opts, clients })], {
    env: { PATH: process.env.PATH },
    ready: /oidc provider listening (\d+)/,
  });
  const m = await p.started;
  const child: ChildProcess = p.child;
  const issuer = `http://127.0.0.1:${m[1]}`;
  const basic = (c: OidcClient) => `Basic ${Buffer.from(`${encodeURIComponent(c.client_id)}:${encodeURIComponent(c.client_secret)}`).toString('base64')}`;
  const form = (c: OidcClient, url: string, body: Record<string, string>) =>
    fetch(`${issuer}${url}`, { method: 'POST', headers: { Authorization: basic(c), 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
  return {
    issuer,
    stats: async () => (await (await fetch(`${issuer}/__test/stats`)).json()) as OidcStats,
    introspect: async (c, token) => (await (await form(c, '/token/introspection', { token })).json()) as { active: boolean },
    revoke: async (c, token) => {
      const res = await form(c, '/token/revocation', { token });
      if (res.status !== 200) throw new Error(`revocation: ${res.status} ${await res.text()}`);
    },
    stop: () => lib.stopProcess(child),
  };
}

/**
 * A user at the provider, as a browser without scripts would be: follows
 * the authorize link, signs in with `account` and `password`, allows
 * access, and stops where the provider sends it back to us; answers that
 * address (with code and state, or error). Cookies are kept between its
 * requests.
 */
export async function signInAtProvider(authorizeUrl: string, account: string, password: string): Promise<URL> {
  const jar = new Map<string, string>();
  const origin = new URL(authorizeUrl).origin;
  const send = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { Cookie: cookie } : {}) } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return res;
  };
  const post = (url: string, body: Record<string, string>) =>
    send(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
  let res = await send(authorizeUrl);
  for (let hop = 0; hop < 12; hop++) {
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, res.url || origin);
      if (next.origin !== origin) return next;
      res = await send(next.toString());
      continue;
    }
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action) throw new Error(`the provider answered ${res.status}: ${html.slice(0, 500)}`);
    res = action.endsWith('/login') ? await post(`${origin}${action}`, { login: account, password }) : await post(`${origin}${action}`, {});
  }
  throw new Error('the provider did not send the user back');
}
