import { ConfigError, type ServiceRuntime } from '@bms/platform';
import { type IdentityConfig, keyBytes } from '../config';
import { SERVICE_PREFIXES, variablesOf } from './connection.config';
import { ConnectionRepository, type Provider } from './connection.repository';
import { ConnectionService } from './connection.service';
import { IdTokenVerifier } from './id-token';
import { getJson, OAuthClient } from './oauth-client';
import { OAuthState } from './oauth-state';
import { PendingAuthorizations } from './pending-authorizations';
import { resolveProvider } from './provider-settings';
import { deriveKey, SecretBox } from './secrets';
import { TokenRefresher } from './token-refresher';

/** The OAuth client of each configured service; a configuration that cannot work stops the start, naming its variables. */
export function oauthClients(c: IdentityConfig): Partial<Record<Provider, OAuthClient>> {
  const clients: Partial<Record<Provider, OAuthClient>> = {};
  const problems: string[] = [];
  for (const [service, prefix] of Object.entries(SERVICE_PREFIXES) as Array<[Provider, (typeof SERVICE_PREFIXES)[Provider]]>) {
    const r = resolveProvider(service, prefix, variablesOf(c, prefix));
    problems.push(...r.problems);
    if (r.settings) clients[service] = new OAuthClient(r.settings, c.CONNECTIONS_HTTP_TIMEOUT_MS);
  }
  if (problems.length) throw new ConfigError('identity', problems);
  return clients;
}

/**
 * The connections module from configuration: the service behind the
 * routes and the refresher of access tokens. Keys not configured are
 * derived from the token-signing key, which every installation sets.
 */
export function createConnections(rt: ServiceRuntime, c: IdentityConfig) {
  const encryptionKey = c.CONNECTIONS_ENCRYPTION_KEY
    ? keyBytes(c.CONNECTIONS_ENCRYPTION_KEY)!
    : deriveKey(c.JWT_PRIVATE_KEY, 'connections-encryption-v1');
  const stateKey = c.CONNECTIONS_STATE_KEY ? keyBytes(c.CONNECTIONS_STATE_KEY)! : deriveKey(c.JWT_PRIVATE_KEY, 'connections-state-v1');
  const box = new SecretBox(encryptionKey);
  const clients = oauthClients(c);
  const repo = new ConnectionRepository(rt.conn, rt.relay, box);
  const pending = new PendingAuthorizations(rt.conn.db!, box, c.CONNECTIONS_STATE_TTL_SECONDS);
  const timeout = c.CONNECTIONS_HTTP_TIMEOUT_MS;
  const idTokens = new IdTokenVerifier((url) => getJson(timeout, url));
  const refreshAheadMs = c.CONNECTIONS_REFRESH_AHEAD_SECONDS * 1000;
  const service = new ConnectionService({ repo, pending, state: new OAuthState(stateKey, c.CONNECTIONS_STATE_TTL_SECONDS), clients, idTokens, refreshAheadMs, logger: rt.logger });
  const refresher = new TokenRefresher(repo, clients, rt.logger, { aheadMs: refreshAheadMs, pollMs: c.CONNECTIONS_REFRESH_POLL_MS, httpTimeoutMs: timeout });
  for (const [service, client] of Object.entries(clients)) rt.logger.info({ service, kind: client.settings.kind }, 'external service configured');
  if (Object.keys(clients).length === 0) rt.logger.info('no external service (drive, calendar) is offered: set <SERVICE>_PROVIDER or _ISSUER and _CLIENT_ID (docs/connections.md)');

  let pruning: NodeJS.Timeout | undefined;
  return {
    service,
    start() {
      refresher.start();
      pruning = setInterval(() => void pending.prune().catch(() => undefined), 3_600_000);
      pruning.unref();
    },
    async stop() {
      if (pruning) clearInterval(pruning);
      await refresher.stop();
    },
  };
}
