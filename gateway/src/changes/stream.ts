import type { ServerResponse } from 'node:http';
import { Caller, type TokenClaims } from '@bms/platform';
import type { ChangeListener } from './feed';
import type { Lease } from './open-streams';
import { type Change, payloadOf, visible } from './visibility';

/** Why a stream ends with `event: end` (`shutdown`: the gateway is stopping; reconnect at once, with the cursor); /api/docs lists them from here. */
export const END_REASONS = ['revoked', 'expired', 'shutdown'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** Why a stream says `event: reset` (too_old: past the window; unknown: a cursor never given; behind: a client too slow). */
export const RESET_REASONS = ['too_old', 'unknown', 'behind'] as const;
export type ResetReason = (typeof RESET_REASONS)[number];

/**
 * One open `GET /api/changes/stream`: the changes its caller may read,
 * written as server-sent events. While its resume is read, live changes
 * wait (at most `maxPending`); while the connection's buffer is over
 * `maxBuffered` bytes (a slow client), changes are dropped and, once it
 * drains, one `event: reset` tells the app to resync from the first it
 * missed. So a stream holds a few small fields, and never more than its
 * buffer and pending list.
 */
export class ChangeStream implements ChangeListener {
  /** the sequence of the last change sent or passed over */
  lastSeq = 0;
  caller: Caller;
  private pending: Change[] | undefined = [];
  /** while behind (changes dropped or missed): the reset owed, its reason and the time to resync from */
  private behind: { reason: Extract<ResetReason, 'behind' | 'too_old'>; since: string } | undefined;
  ended = false;

  constructor(
    private readonly res: ServerResponse,
    public claims: TokenClaims,
    /** the bearer the stream was opened with (an API key is exchanged again when its token expires) */
    readonly bearer: string,
    readonly lease: Lease,
    private readonly limits: { maxBuffered: number; maxPending: number; counted?(what: 'reset' | 'end', reason: string): void },
    private readonly today: () => string,
  ) {
    this.caller = Caller.fromClaims(claims);
    res.on('drain', () => this.caughtUp());
  }

  /** New claims (an API key's token exchanged again): the stream goes on under them. */
  renewed(claims: TokenClaims): void {
    this.claims = claims;
    this.caller = Caller.fromClaims(claims);
  }

  offer(c: Change): void {
    if (this.ended || c.seq <= this.lastSeq) return;
    if (this.pending) {
      if (this.pending.length < this.limits.maxPending) this.pending.push(c);
      else this.fallBehind(c);
      return;
    }
    // Caught up meanwhile (a buffer below the socket's own mark never tells by 'drain'): the reset first.
    if (this.behind) this.caughtUp();
    this.lastSeq = c.seq;
    if (!visible(this.caller, c, this.today())) return;
    if (this.behind) return;
    if (this.res.writableLength > this.limits.maxBuffered) return this.fallBehind(c);
    this.res.write(`id: ${c.seq}\nevent: change\ndata: ${payloadOf(c)}\n\n`);
  }

  private fallBehind(c: Change): void {
    this.behind ??= { reason: 'behind', since: c.updated_at };
    this.lastSeq = Math.max(this.lastSeq, c.seq);
  }

  /**
   * Changes up to `upTo` were lost before the gateway read them: one reset
   * (`too_old`) from `since`. While the resume is read, it goes before what
   * the resume sends (its changes are then covered twice, never missed).
   */
  missed(since: string, upTo: number): void {
    if (this.ended || upTo <= this.lastSeq) return;
    if (!this.behind || since < this.behind.since) this.behind = { reason: 'too_old', since };
    if (this.pending) return;
    this.lastSeq = upTo;
    this.caughtUp();
  }

  /** The resume is sent: the changes that waited follow, and then every live one. */
  live(resumed: Change[], upTo: number): void {
    const waiting = this.pending ?? [];
    this.pending = undefined;
    for (const c of resumed) this.offer(c);
    this.lastSeq = Math.max(this.lastSeq, upTo);
    for (const c of waiting) this.offer(c);
    this.caughtUp();
  }

  /** A resume that cannot be served: the app resyncs its lists from `since`, then gets live changes. */
  reset(reason: ResetReason, since: string, upTo: number): void {
    this.lastSeq = Math.max(this.lastSeq, upTo);
    if (this.ended) return;
    this.limits.counted?.('reset', reason);
    this.res.write(`id: ${this.lastSeq}\nevent: reset\ndata: ${JSON.stringify({ reason, since })}\n\n`);
  }

  /** After a slow client's buffer drained (or changes were missed): one reset from the first change it missed. */
  private caughtUp(): void {
    if (this.ended || !this.behind || this.res.writableLength > this.limits.maxBuffered) return;
    const { reason, since } = this.behind;
    this.behind = undefined;
    this.reset(reason, since, this.lastSeq);
  }

  heartbeat(): void {
    this.caughtUp();
    if (!this.ended && !this.behind && this.res.writableLength <= this.limits.maxBuffered) this.res.write(': heartbeat\n\n');
  }

  end(reason: EndReason): void {
    if (this.ended) return;
    this.ended = true;
    this.limits.counted?.('end', reason);
    this.res.end(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
  }

  /** Closes without a word (the connection is of no more use, as after a resume that failed): the app reconnects with its cursor. */
  close(): void {
    if (this.ended) return;
    this.ended = true;
    this.res.end();
  }
}
