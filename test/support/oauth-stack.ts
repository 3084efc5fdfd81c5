import type { ChildProcess } from 'node:child_process';
import { deriveKey, SecretBox, type SealedSecret } from '../../services/identity/src/connections/secrets';
import { type OidcAccount, type OidcClient, type OidcProvider, startOidcProvider } from './oidc';
import { OwnNats } from './own-server';
import { dbUrl, lib, readStack, startService } from './stack';

export const REDIRECT_URI = 'http://127.0.0.1:8080/oauth/callback';

export const ACCOUNTS: Record<string, OidcAccount> = Object.fromEntries(
  ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace'].map((n) => [n, { password: `${n}-password`, email: `${n}@provider.test`, name: n[0]!.toUpperCase() + n.slice(1) }]),
);

export const DRIVE_CLIENT: OidcClient = { client_id: 'bms-drive', client_secret: 'drive-secret-for-tests', redirect_uris: [REDIRECT_URI] };
export const CALENDAR_CLIENT: OidcClient = { client_id: 'bms-calendar', client_secret: 'calendar-secret-for-tests', redirect_uris: [REDIRECT_URI] };

export interface OAuthStack {
  provider: OidcProvider;
  /** what testGateway() needs to reach these identity replicas */
  gatewayEnv: Record<string, string>;
  /** identity's database */
  mongoUrl: string;
  /** where its events go */
  events: { natsUrl: string; namespace: string };
  /** the tokens a stored connection holds */
  open(secret: SealedSecret, id: string): { access_token: string; refresh_token: string | null };
  stop(): Promise<void>;
}

/**
 * A real OpenID provider and two identity replicas on a database, a NATS
 * server and a Redis prefix of their own, both configured for it: the
 * file storage (drive) by its issuer (discovery), the calendar by explicit
 * endpoint addresses; the own calendar left unconfigured. Access tokens
 * live `accessTokenTtl` seconds and are refreshed `refreshAhead` seconds
 * before they expire.
 */
export async function startOAuthStack(label: string, opts: { accessTokenTtl: number; refreshAhead: number }): Promise<OAuthStack> {
  const { grpc: _grpc, http: _http, pids: _pids, ...base } = readStack();
  const nats = await OwnNats.start();
  const children: ChildProcess[] = [];
  let provider: OidcProvider | undefined;
  const stop = async () => {
    await Promise.all(children.map((c) => lib.stopProcess(c, 5000)));
    await provider?.stop();
    await nats.stop();
  };
  try {
    provider = await startOidcProvider({ clients: [DRIVE_CLIENT, CALENDAR_CLIENT], accounts: ACCOUNTS, accessTokenTtl: opts.accessTokenTtl });
    const issuer = provider.issuer;
    const info = { ...base, natsUrl: nats.url, namespace: `${base.namespace}.${label}`, redisPrefix: `${base.redisPrefix}${label}:` };
    const mongoUrl = dbUrl(info, `${label}_identity`);
    const env = {
      MONGO_URL: mongoUrl,
      DRIVE_ISSUER: issuer,
      DRIVE_CLIENT_ID: DRIVE_CLIENT.client_id,
      DRIVE_CLIENT_SECRET: DRIVE_CLIENT.client_secret,
      CALENDAR_AUTH_URL: `${issuer}/auth`,
      CALENDAR_TOKEN_URL: `${issuer}/token`,
      CALENDAR_REVOKE_URL: `${issuer}/token/revocation`,
      CALENDAR_USERINFO_URL: `${issuer}/me`,
      CALENDAR_CLIENT_ID: CALENDAR_CLIENT.client_id,
      CALENDAR_CLIENT_SECRET: CALENDAR_CLIENT.client_secret,
      CALENDAR_SCOPES: 'openid email profile offline_access',
      CONNECTIONS_REFRESH_AHEAD_SECONDS: String(opts.refreshAhead),
      CONNECTIONS_REFRESH_POLL_MS: '200',
      CONNECTIONS_HTTP_TIMEOUT_MS: '5000',
    };
    const replicas = await Promise.all([1, 2].map((n) => startService(info, 'identity', env, `${label}-identity-${n}`)));
    children.push(...replicas.map((r) => r.child));
    const box = new SecretBox(deriveKey(base.privateKey, 'connections-encryption-v1'));
    return {
      provider,
      gatewayEnv: { IDENTITY_GRPC_URL: replicas[0]!.address, REDIS_PREFIX: info.redisPrefix },
      mongoUrl,
      events: { natsUrl: nats.url, namespace: info.namespace },
      open: (secret, id) => JSON.parse(box.open(secret, id)) as { access_token: string; refresh_token: string | null },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
