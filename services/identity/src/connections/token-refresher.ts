import * as crypto from 'node:crypto';
import { type Logger, outsideRequestContext } from '@bms/platform';
import type { ConnectionDoc } from './connection.model';
import type { ConnectionRepository, Provider } from './connection.repository';
import { newTokens, refreshTime } from './connection.service';
import { type OAuthClient, OAuthRefused } from './oauth-client';

export interface RefresherOptions {
  /** how long before expiry a token is refreshed */
  aheadMs: number;
  /** how often to look for tokens due */
  pollMs: number;
  /** the longest a provider's call may take */
  httpTimeoutMs: number;
}

/** A refresh the provider could not answer is tried again after this long. */
const RETRY_UNREACHABLE_MS = 30_000;
/** A refresh the provider refused for another reason than the grant (the client's configuration): after this long. */
const RETRY_REFUSED_MS = 600_000;

/**
 * Refreshes access tokens before they expire, once across all replicas:
 * each due connection is claimed with a lease (a conditional update of its
 * `refresh_at`), refreshed, and its new tokens stored only while the lease
 * is still this replica's. A refresh the provider refuses with
 * invalid_grant (the user or the provider revoked the grant) disconnects
 * the connection, with its event; one that cannot reach the provider is
 * tried again later, the connection kept.
 */
export class TokenRefresher {
  readonly owner = `${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private stopped = false;
  private readonly leaseMs: number;

  constructor(
    private readonly repo: ConnectionRepository,
    private readonly clients: Partial<Record<Provider, OAuthClient>>,
    private readonly logger: Logger,
    private readonly opts: RefresherOptions,
  ) {
    // The token call (and a discovery before it), and the writes around them.
    this.leaseMs = 2 * opts.httpTimeoutMs + 20_000;
  }

  start(): void {
    if (Object.keys(this.clients).length > 0) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.pass;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = outsideRequestContext(() =>
      setTimeout(() => {
        this.pass = this.refreshDue()
          .then(() => undefined)
          .catch((err: unknown) => this.logger.warn({ err: String(err) }, 'token refresh pass failed'))
          .finally(() => {
            this.pass = undefined;
            this.schedule(this.opts.pollMs);
          });
      }, ms),
    );
    this.timer.unref();
  }

  /** Refreshes every connection due now, one at a time; answers how many it took up. */
  async refreshDue(): Promise<number> {
    const providers = Object.keys(this.clients) as Provider[];
    let n = 0;
    while (!this.stopped) {
      const doc = await this.repo.claimDue(providers, this.owner, this.leaseMs);
      if (!doc) break;
      n += 1;
      await this.refresh(doc);
    }
    return n;
  }

  private async refresh(doc: ConnectionDoc): Promise<void> {
    const log = { connection: doc._id };
    const client = this.clients[doc.provider as Provider]!;
    const held = this.repo.tokensOf(doc);
    if (!held?.refresh_token) {
      // Sealed under a key this replica lacks, or nothing to refresh with: not this replica's to renew.
      this.logger.warn(log, 'connection has no refresh token this replica can read');
      await this.repo.retryAt(doc, this.owner, new Date(Date.now() + RETRY_REFUSED_MS));
      return;
    }
    try {
      const t = newTokens(await client.refresh(held.refresh_token), doc.scopes.join(' '), held.refresh_token);
      const lifetime = t.expiresAt ? t.expiresAt.getTime() - Date.now() : 0;
      const stored = await this.repo.refreshed(doc, this.owner, { ...t, refreshAt: refreshTime(t.expiresAt, lifetime, this.opts.aheadMs) });
      if (stored) this.logger.info(log, 'access token refreshed');
      else this.logger.warn(log, 'access token refreshed after the lease ended: not stored');
    } catch (err) {
      if (err instanceof OAuthRefused && err.error === 'invalid_grant') {
        const done = await this.repo.disconnect(doc, 'refused', 0);
        this.logger.warn({ ...log, error: err.error, disconnected: done }, 'provider refused the refresh: connection disconnected');
        return;
      }
      const refused = err instanceof OAuthRefused;
      this.logger.warn({ ...log, err: String((err as Error).message ?? err) }, refused ? 'provider refused the refresh' : 'provider unreachable for a refresh');
      await this.repo.retryAt(doc, this.owner, new Date(Date.now() + (refused ? RETRY_REFUSED_MS : RETRY_UNREACHABLE_MS)));
    }
  }
}
