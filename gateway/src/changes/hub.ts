import * as crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { type Logger, onceClosed, revocationKeys, revokedByUserTime, today, type TokenClaims, tokenFromHeaders, type TokenVerifier, Unauthenticated, Unavailable } from '@bms/platform';
import type { Authenticator } from '../auth/authenticator';
import { HttpError } from '../errors';
import type { ChangeFeed } from './feed';
import type { OpenStreams } from './open-streams';
import { ChangeStream } from './stream';

export interface HubOptions {
  heartbeatMs: number;
  /** how often open streams' tokens are checked for revocation and expiry */
  checkMs: number;
  /** how often the streams' holds on their users' places are renewed */
  renewMs: number;
  maxBuffered: number;
  maxPending: number;
  /** how long opening a stream waits for the gateway's subscription to start (503 after it) */
  startMs: number;
  /** counts a reset or an end, by reason (metrics) */
  counted?(what: 'reset' | 'end', reason: string): void;
}

/** How long past its token's expiry an API key's stream waits for identity to exchange the key again. */
const API_KEY_RENEWAL_GRACE_MS = 60_000;

/**
 * Every open change stream of this gateway: opens them (the user's limit,
 * the resume), and with one timer each writes their heartbeats, renews
 * their holds, and ends those whose token was revoked (one Redis read for
 * all of them) or expired.
 */
export class ChangeStreams {
  private readonly streams = new Set<ChangeStream>();
  private readonly timers: NodeJS.Timeout[] = [];
  private closing = false;
  private checking = false;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly places: OpenStreams,
    private readonly authenticator: Pick<Authenticator, 'authenticate' | 'revokedByIdentity'>,
    private readonly verify: TokenVerifier,
    private readonly redis: Redis | undefined,
    private readonly prefix: string,
    private readonly opts: HubOptions,
    private readonly logger: Logger,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  private startTimers(): void {
    if (this.timers.length) return;
    const every = (ms: number, f: () => unknown) => {
      const t = setInterval(f, ms);
      t.unref();
      this.timers.push(t);
    };
    every(this.opts.heartbeatMs, () => this.streams.forEach((s) => s.heartbeat()));
    every(this.opts.renewMs, () => void this.places.renew([...this.streams].map((s) => s.lease)).catch((err: unknown) => this.logger.warn({ err: String(err) }, 'change streams: holds not renewed')));
    every(this.opts.checkMs, () => void this.check());
  }

  /** Serves one `GET /api/changes/stream` (the caller authenticated; its token in res.locals). */
  async open(req: Request, res: Response, cursor: string | undefined): Promise<void> {
    if (req.method === 'HEAD') return void res.status(200).type('text/event-stream').end();
    if (this.closing) throw Object.assign(new Unavailable('The gateway is stopping; connect again.'), { retryAfterSeconds: 1 });
    // Gone while it was authenticated: no place is taken for it.
    if (res.closed) return;
    const claims = this.verify(res.locals.token as string);
    // The token the request was authenticated with, read as the authentication read it (an API key's is exchanged again).
    const bearer = tokenFromHeaders(req.get('authorization'), req.get('x-auth-token')) ?? '';
    const lease = { userId: claims.sub, id: crypto.randomUUID() };
    // A client gone while its place is taken or the feed starts (both awaited) is known before a stream exists.
    let gone = false;
    const onGone = () => (gone = true);
    onceClosed(res, onGone);
    const full = await this.places.take(lease).catch((err: unknown) => {
      // Without the count of the user's streams the limit cannot be held: refuse rather than guess.
      this.logger.warn({ err: String(err) }, 'change streams: open streams not counted');
      throw Object.assign(new Unavailable('Live changes are unavailable; try again shortly.'), { retryAfterSeconds: 2 });
    });
    if (full) throw new HttpError(429, 'Too many change streams open for this user; close one first.', { 'Retry-After': String(full.retryAfterSeconds) });
    try {
      // NATS unreachable: the feed goes on trying in the background, the caller is told at once.
      await Promise.race([
        this.feed.start(),
        new Promise((_, reject) => setTimeout(() => reject(new Error(`the change feed did not start in ${this.opts.startMs} ms`)), this.opts.startMs).unref()),
      ]);
    } catch (err) {
      await this.places.give(lease).catch(() => undefined);
      this.logger.warn({ err: String(err) }, 'change feed unavailable');
      throw Object.assign(new Unavailable('Live changes are unavailable; try again shortly.'), { retryAfterSeconds: 2 });
    }
    res.off('close', onGone);
    if (gone || this.closing) {
      // Its place back at once, not held (and renewed) for a stream nobody reads.
      await this.places.give(lease).catch(() => undefined);
      if (gone) return;
      throw Object.assign(new Unavailable('The gateway is stopping; connect again.'), { retryAfterSeconds: 1 });
    }
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.socket?.setNoDelay(true);
    res.write('retry: 2000\n\n');
    const s = new ChangeStream(res, claims, bearer, lease, this.opts, today);
    const at = this.feed.position;
    this.feed.add(s);
    this.streams.add(s);
    res.once('close', () => {
      s.ended = true;
      this.feed.remove(s);
      this.streams.delete(s);
      void this.places.give(lease).catch(() => undefined);
    });
    this.startTimers();
    const n = cursor === undefined || cursor === '' ? undefined : /^\d+$/.test(cursor) ? Number(cursor) : -1;
    if (n === undefined) return s.live([], at);
    try {
      const r = await this.feed.resume(n);
      if ('reset' in r) s.reset(r.reset, r.since, r.upTo);
      s.live('changes' in r ? r.changes : [], r.upTo);
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'change stream resume failed');
      s.close();
    }
  }

  /** Ends the streams whose token was revoked or has expired (an API key's is exchanged again). */
  private async check(): Promise<void> {
    if (this.checking || !this.streams.size) return;
    this.checking = true;
    try {
      const now = Date.now();
      const open = [...this.streams];
      // An API key's exchange is a call to identity: made beside the revocation read, never one after another before it.
      const renewals = open.filter((s) => s.claims.exp * 1000 <= now).map((s) => this.expired(s, now));
      const live = open.filter((s) => !s.ended && s.claims.exp * 1000 > now);
      const revoked = await this.revokedOf(live);
      live.forEach((s, i) => revoked[i] && s.end('revoked'));
      await Promise.all(renewals);
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'change streams: revocations not checked');
    } finally {
      this.checking = false;
    }
  }

  /**
   * A stream whose token expired: ended, or an API key's token exchanged
   * again. A key refused is revoked; one that cannot be exchanged now
   * (identity or Redis away) is tried again at the next check, for a
   * minute past its token's expiry, then the stream ends as expired.
   */
  private async expired(s: ChangeStream, now: number): Promise<void> {
    if (s.claims.typ !== 'api_key') return s.end('expired');
    try {
      s.renewed((await this.authenticator.authenticate(s.bearer)).claims);
    } catch (err) {
      if (err instanceof Unauthenticated) s.end('revoked');
      else if (now - s.claims.exp * 1000 > API_KEY_RENEWAL_GRACE_MS) s.end('expired');
      else this.logger.warn({ err: String(err) }, 'change streams: an API key not exchanged again; trying at the next check');
    }
  }

  /** Which of `streams` are revoked: one MGET while Redis holds every revocation, else (no Redis, Redis failing, its copy not complete) identity asked for each. */
  private async revokedOf(streams: ChangeStream[]): Promise<boolean[]> {
    if (!streams.length) return [];
    if (this.redis) {
      const keys = [revocationKeys.complete(this.prefix)];
      for (const s of streams) keys.push(revocationKeys.token(this.prefix, s.claims.jti), revocationKeys.userBefore(this.prefix, s.claims.sub));
      // Redis failing (or restarted, its copy not yet complete): identity is asked, as without Redis.
      const v = await this.redis.mget(...keys).catch((err: unknown) => {
        this.logger.warn({ err: String(err) }, 'change streams: revocations not read from Redis; asking identity');
        return undefined;
      });
      if (v && v[0] !== null) return streams.map((s, i) => v[1 + 2 * i] !== null || revokedByUserTime(s.claims, v[2 + 2 * i] ? Number(v[2 + 2 * i]) : null));
    }
    // Asking identity is a call per token: once a second, once per token however many streams share it.
    if (Date.now() - this.askedAt < 900) return streams.map(() => false);
    this.askedAt = Date.now();
    const byToken = new Map<string, Promise<boolean>>();
    for (const s of streams) if (!byToken.has(s.claims.jti)) byToken.set(s.claims.jti, this.authenticator.revokedByIdentity(s.claims as TokenClaims));
    return Promise.all(streams.map((s) => byToken.get(s.claims.jti)!));
  }

  private askedAt = 0;

  /**
   * The gateway is stopping: no new streams, and the open ones end with
   * `shutdown` (their apps reconnect at once, to another replica, with
   * their cursors, rather than after the retry delay).
   */
  drain(): void {
    this.closing = true;
    for (const s of this.streams) s.end('shutdown');
  }

  async close(): Promise<void> {
    this.drain();
    for (const t of this.timers) clearInterval(t);
    await this.feed.close();
  }
}
