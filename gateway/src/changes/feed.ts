import {
  changesBounds,
  type ChangesStreamOptions,
  ensureChangesStream,
  EventBus,
  FOLLOW_REQUEST_MS,
  followChanges,
  type Logger,
  readChanges,
  type SequencedEvent,
} from '@bms/platform';
import { type Change, changeOf } from './visibility';

/** What the feed hands each change to: an open stream. */
export interface ChangeListener {
  offer(c: Change): void;
  /** Changes up to `upTo` left CHANGES before the feed got them (its consumer was made again past them): those after `since` are unknown. */
  missed(since: string, upTo: number): void;
}

/** How long a consumer being made again is waited for before another is asked for beside it (two requests' time: its stream's info, then the consumer). */
const REMAKE_WAIT_MS = 2 * FOLLOW_REQUEST_MS;

/** The `since` of a reset that cannot say from when: everything. */
export const RESYNC_ALL = new Date(0).toISOString();

/** Where a resume starts: the changes after the cursor, or a reset (too old, unknown) with the time to resync from. */
export type Resume = ({ changes: Change[] } | { reset: 'too_old' | 'unknown'; since: string }) & {
  /** the sequence the feed stood at: what came after reaches the stream live */
  upTo: number;
};

export interface FeedOptions extends ChangesStreamOptions {
  natsUrl: string;
  namespace: string;
  /** changes kept in memory for resumes (older ones are read from JetStream) */
  ringSize: number;
  /** how often the feed checks that its consumer keeps up with CHANGES (made again when stalled two checks running) */
  watchMs?: number;
  /** what its consumers are named after (`<reader>_feed_…`, `<reader>_read_…`): the gateway and its host */
  reader?: string;
}

/**
 * The gateway's one subscription to the CHANGES stream (ordered, from
 * where it stood when the feed started), fanned out to every open stream
 * of this process (its consumer named `<reader>_feed_…`, see
 * changesConsumerPrefix); the latest changes are kept in a ring for resumes.
 * Started by the first stream, so that a gateway nobody streams from
 * never connects to NATS.
 */
export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private ring: Change[] = [];
  /** the ring holds every change from this sequence on (those of no followed record are skipped, not missing) */
  private ringFrom = Number.POSITIVE_INFINITY;
  /** the last sequence seen */
  private last = 0;
  /** when the last change seen was made (or the feed started): what a gap is resynced from */
  private lastAt = new Date().toISOString();
  private bus: EventBus | undefined;
  private starting: Promise<void> | undefined;
  private stop: (() => Promise<void>) | undefined;
  private watch: NodeJS.Timeout | undefined;
  /** at the last check: where the feed stood, and whether CHANGES held more */
  private watched = { at: -1, behind: false };
  private watching = false;
  /** when the last consumer being made again was asked for (0: none is being made) */
  private remakingSince = 0;
  /** when the first consumer of this stall was asked for (0: the feed moves) */
  private stalledSince = 0;
  private closed = false;

  constructor(
    private readonly opts: FeedOptions,
    private readonly logger: Logger,
  ) {}

  /** Connects, makes the stream and starts following it (once; a failure is retried by the next call). */
  start(): Promise<void> {
    this.starting ??= this.begin().catch((err: unknown) => {
      this.starting = undefined;
      throw err;
    });
    return this.starting;
  }

  private async begin(): Promise<void> {
    this.bus ??= new EventBus(this.opts.natsUrl, this.opts.namespace, this.logger, 'gateway-changes');
    await ensureChangesStream(this.bus, this.opts);
    const { last } = await changesBounds(this.bus);
    this.last = last;
    this.lastAt = new Date().toISOString();
    this.ringFrom = last + 1;
    this.stop = await followChanges(this.bus, last + 1, (m) => this.take(m), this.opts.reader);
    this.watch = setInterval(() => void this.unstick(), this.opts.watchMs ?? 2000);
    this.watch.unref();
  }

  /**
   * An ordered consumer can stall without a word: on a NATS cluster it is
   * kept on one node, and when that node dies the client asks it again and
   * again until it is back (for ever, if it never is). When CHANGES holds
   * more than the feed got, and the feed got nothing since the last check
   * when it was already behind, the consumer is made again from where the
   * feed stands (a change delivered twice is dropped by its sequence).
   * While a node is down the cluster places about one new consumer in three
   * on it, and that one never answers (followChanges asks again under new
   * names): none is given up on here (the first to come is the feed's, the
   * others are stopped), and another is asked for beside it at the next
   * stall past REMAKE_WAIT_MS.
   */
  private async unstick(): Promise<void> {
    if (this.watching || !this.bus || this.closed) return;
    this.watching = true;
    try {
      const behind = (await changesBounds(this.bus, FOLLOW_REQUEST_MS)).last > this.last;
      const stalled = behind && this.watched.behind && this.watched.at === this.last;
      if (this.watched.at !== this.last) this.stalledSince = 0;
      this.watched = { at: this.last, behind };
      if (!stalled || Date.now() - this.remakingSince < REMAKE_WAIT_MS) return;
      this.stalledSince ||= Date.now();
      this.logger.warn({ at: this.last }, 'change feed: its consumer stalled behind CHANGES; made again');
      const old = this.stop;
      this.stop = undefined;
      // not waited for: the node that had it may be gone
      void old?.();
      this.remakingSince = Date.now();
      void followChanges(this.bus, this.last + 1, (m) => this.take(m), this.opts.reader).then(
        (stop) => {
          // The first made since the stall is the feed's; one that comes after it, or after the feed closed, is stopped.
          if (this.stop || this.closed) return void stop();
          this.stop = stop;
          this.remakingSince = 0;
          this.logger.info({ at: this.last, triedForMs: Date.now() - this.stalledSince }, 'change feed: consumer made again');
        },
        (err: unknown) => {
          this.logger.warn({ err: String(err) }, 'change feed: consumer not made again');
          this.remakingSince = 0;
        },
      );
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'change feed: consumer not checked');
    } finally {
      this.watching = false;
    }
  }

  private take(m: SequencedEvent): void {
    if (m.seq <= this.last) return;
    // A gap (the consumer was made again past messages dropped meanwhile, by
    // the window or the size limit): the ring starts over, and every stream is
    // told, since what it missed is not known.
    if (m.seq !== this.last + 1) {
      this.ring = [];
      this.ringFrom = m.seq;
      this.logger.warn({ from: this.last + 1, to: m.seq - 1 }, 'change feed: changes left CHANGES before they were read; streams reset');
      for (const l of this.listeners) l.missed(this.lastAt, m.seq - 1);
    }
    this.last = m.seq;
    if (m.evt) this.lastAt = m.evt.occurred_at;
    const c = m.evt ? changeOf(m.seq, m.evt) : undefined;
    if (!c) return;
    this.ring.push(c);
    if (this.ring.length > this.opts.ringSize) {
      const dropped = this.ring.splice(0, this.ring.length - this.opts.ringSize);
      this.ringFrom = dropped[dropped.length - 1]!.seq + 1;
    }
    for (const l of this.listeners) l.offer(c);
  }

  get position(): number {
    return this.last;
  }

  add(l: ChangeListener): void {
    this.listeners.add(l);
  }

  remove(l: ChangeListener): void {
    this.listeners.delete(l);
  }

  get size(): number {
    return this.listeners.size;
  }

  /**
   * The changes after `cursor` up to where the feed stands now: from the
   * ring when it reaches back that far, else read from JetStream; a reset
   * when the stream no longer holds them all (older than the window) or
   * never held the cursor.
   */
  async resume(cursor: number): Promise<Resume> {
    this.forgetOld();
    const upTo = this.last;
    const fromRing = () => this.ring.filter((c) => c.seq > cursor && c.seq <= upTo);
    if (cursor + 1 >= this.ringFrom && cursor <= upTo) return { changes: fromRing(), upTo };
    const bounds = await changesBounds(this.bus!);
    // What the app missed before the oldest change held is not known here (nor when the app last synced):
    // its resync reaches back to the start, or to its own last sync where it keeps one (docs/changes-stream.md).
    const since = RESYNC_ALL;
    if (!Number.isSafeInteger(cursor) || cursor < 0 || cursor > Math.max(bounds.last, upTo)) return { reset: 'unknown', since, upTo };
    if (cursor > upTo) return { changes: [], upTo: cursor };
    if (bounds.first === 0 || cursor + 1 < bounds.first) return { reset: 'too_old', since, upTo };
    const read: Change[] = [];
    const end = Math.min(upTo, this.ringFrom - 1);
    // The ring's part after `end`, taken now: changes that come during the read push its oldest out.
    const tail = this.ring.filter((c) => c.seq > end && c.seq <= upTo);
    const readAll = readChanges(
      this.bus!,
      cursor + 1,
      end,
      (m) => {
        const c = m.evt ? changeOf(m.seq, m.evt) : undefined;
        if (c) read.push(c);
      },
      this.opts.reader,
    );
    // Dropped under the read (the window passed meanwhile): too old after all. A read cut short otherwise fails the resume.
    const failed = await readAll.then(() => undefined, (err: unknown) => err);
    if ((await changesBounds(this.bus!)).first > cursor + 1) return { reset: 'too_old', since, upTo };
    if (failed) throw failed;
    return { changes: [...read, ...tail], upTo };
  }

  /** Changes older than the window leave the ring as they leave JetStream: every replica resumes alike. */
  private forgetOld(): void {
    const oldest = new Date(Date.now() - this.opts.windowSeconds * 1000).toISOString();
    let n = 0;
    while (n < this.ring.length && this.ring[n]!.updated_at < oldest) n++;
    if (!n) return;
    this.ringFrom = this.ring[n - 1]!.seq + 1;
    this.ring = this.ring.slice(n);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.watch);
    this.listeners.clear();
    await this.stop?.();
    await this.bus?.close();
  }
}
