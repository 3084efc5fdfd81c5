import { type DriverBound, withDriverBound } from './deadline';
import { type Logger, outsideRequestContext } from './log';
import { timeLimit } from './time-limit';

/** What a lease worker takes its work from (a LeaseQueue, or a repository built on one). */
export interface LeaseSource<T> {
  /** the most overdue item no live lease holds and not among `busy` (the ids of this worker's attempts), now held for `leaseMs`; null when none is due */
  claim(leaseMs: number, bound?: DriverBound, busy?: readonly number[]): Promise<T | null>;
  /** when the earliest item is due (null: none waits) */
  nextDue(bound?: DriverBound): Promise<Date | null>;
}

export interface LeaseWorkerOptions {
  /** what is worked on, in the logs ("webhook deliveries") */
  what: string;
  /** attempts in flight at once, per process (0: the worker never starts) */
  concurrency: number;
  /** how long a claim holds an item: longer than every bounded step of one attempt together */
  leaseMs: number;
  /** how often to look for due items another replica recorded or left behind */
  pollMs?: number;
  /** how long one database call may take before the worker gives up on it and goes on */
  callTimeoutMs?: number;
}

/**
 * The delay before retry number `n` (1 for the first): doubling from
 * `firstMs`, at most `maxMs`, with jitter (between half and all of it) so
 * that items failing together do not come back together.
 */
export function backoffDelay(n: number, firstMs: number, maxMs: number, random = Math.random): number {
  const full = Math.min(firstMs * 2 ** (n - 1), maxMs);
  return Math.round(full / 2 + (full / 2) * random());
}

/** A database call of the worker's that took longer than this is given up. */
export const LEASE_CALL_TIMEOUT_MS = 10_000;

/**
 * Attempts due items of a leased queue, a few at a time: each is claimed
 * with a lease, so replicas never attempt one together and an attempt cut
 * short by a crash is taken up again once the lease expires. A kick wakes
 * it at once (new work, a replay); retries wake it when due (`wake`).
 * Nothing it waits for can stop it for good: a database call that does
 * not answer is given up after `callTimeoutMs` (`call`, its connection
 * closed by the driver: `bound`), and each attempt
 * bounds its own steps within the lease. A worker of a kind says what one
 * attempt is (`attempt`).
 */
export abstract class LeaseWorker<T extends { _id: number }> {
  private readonly inFlight = new Map<number, { abort: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | undefined;
  /** when the armed timer fires, on the monotonic clock (performance.now: timers' own, which a stepped wall clock does not move) */
  private wakeAt = Infinity;
  private filling: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly pollMs: number;
  readonly callTimeoutMs: number;
  /**
   * Each database call's bound for the driver (`timeoutMS`): at it the call
   * fails and its connection is closed, rather than kept checked out for
   * an answer that may never come once `call` has given up on it.
   */
  protected readonly bound: DriverBound;

  constructor(
    private readonly source: LeaseSource<T>,
    protected readonly logger: Logger,
    private readonly leaseOpts: LeaseWorkerOptions,
  ) {
    this.pollMs = leaseOpts.pollMs ?? 5_000;
    this.callTimeoutMs = leaseOpts.callTimeoutMs ?? LEASE_CALL_TIMEOUT_MS;
    this.bound = { timeoutMS: this.callTimeoutMs };
  }

  /**
   * One attempt of a claimed item: its outcome written under the lease;
   * `signal` fires when the worker stops (give the item back). An error
   * means the outcome could not be written: the lease expires, and
   * another attempt follows.
   */
  protected abstract attempt(item: T, signal: AbortSignal): Promise<void>;

  start(): void {
    if (this.leaseOpts.concurrency < 1) return;
    this.stopped = false;
    this.wake(0);
  }

  /** Items are due now. */
  kick(): void {
    this.wake(0);
  }

  /** Stops taking items; attempts still running after `graceMs` are aborted (each gives its item back). */
  async stop(graceMs = 3_000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.filling;
    const all = () => Promise.allSettled([...this.inFlight.values()].map((a) => a.done));
    const timer = new Promise((r) => setTimeout(r, graceMs).unref());
    await Promise.race([all(), timer]);
    for (const a of this.inFlight.values()) a.abort.abort();
    await all();
  }

  /**
   * Looks for due items in `ms` (or sooner, if already due sooner). The
   * timer is armed outside the request that woke the worker, so no pass
   * runs under that request's deadline once it has ended. Timers run on
   * the monotonic clock, and so is `wakeAt` measured: on the wall clock, a
   * kick after the clock was stepped forward looked later than the armed
   * timer and was put off until it fired (up to a poll).
   */
  protected wake(ms: number): void {
    if (this.stopped) return;
    const at = performance.now() + Math.max(0, ms);
    if (this.timer && at >= this.wakeAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.wakeAt = at;
    this.timer = outsideRequestContext(() =>
      setTimeout(() => {
        this.timer = undefined;
        this.wakeAt = Infinity;
        void this.fill();
      }, Math.max(0, at - performance.now())),
    );
    this.timer.unref();
  }

  /**
   * A database call, given up (rejected) when it does not answer within
   * `callTimeoutMs`; made with `bound`, its connection is closed then too.
   */
  protected call<R>(work: Promise<R>, what: string): Promise<R> {
    return timeLimit(work, this.callTimeoutMs, () => new Error(`${what}: no answer from the database within ${this.callTimeoutMs} ms`));
  }

  /**
   * Claims due items while there is room, then sleeps until the next is due.
   * `filling` is cleared in a callback, which runs after it is set even when
   * the pass ends without waiting on anything (no room: every slot in
   * flight); cleared inside the pass, it was then set again to the pass's
   * settled promise, and every later wake found a pass "running" for good.
   */
  private fill(): Promise<void> {
    if (this.filling) {
      this.again = true;
      return this.filling;
    }
    this.filling = this.pass().then((next) => {
      this.filling = undefined;
      this.wake(this.again ? 0 : next);
    });
    return this.filling;
  }

  /** One pass: claims while there is room; resolves with how long to sleep after it. */
  private async pass(): Promise<number> {
    let next = this.pollMs;
    try {
      do {
        this.again = false;
        while (!this.stopped && this.inFlight.size < this.leaseOpts.concurrency) {
          // A claim whose answer is lost leaves its item leased: it is due again when the lease ends.
          // Never one of its own attempts again: its lease may have ended by a clock stepped forward while it runs.
          const busy = [...this.inFlight.keys()];
          const item = await this.call(this.source.claim(this.leaseOpts.leaseMs, this.bound, busy), `claiming one of the ${this.leaseOpts.what}`);
          if (!item) break;
          this.run(item);
        }
      } while (this.again && !this.stopped);
      if (this.inFlight.size < this.leaseOpts.concurrency) {
        const due = await this.call(this.source.nextDue(this.bound), `reading when the next of the ${this.leaseOpts.what} is due`);
        if (due) next = Math.min(next, Math.max(due.getTime() - Date.now(), 50));
      }
    } catch (err) {
      this.logger.warn({ err: String(err) }, `${this.leaseOpts.what}: cannot read the queue; retrying`);
    }
    return next;
  }

  private run(item: T): void {
    const abort = new AbortController();
    // Every database call of the attempt is bounded, those of the code it calls included (withinDeadline).
    const done = withDriverBound(this.bound, () => this.attempt(item, abort.signal))
      .catch((err: unknown) => {
        this.logger.warn({ err: String(err), id: item._id }, `${this.leaseOpts.what}: attempt not recorded`);
      })
      .finally(() => {
        this.inFlight.delete(item._id);
        this.kick();
      });
    this.inFlight.set(item._id, { abort, done });
  }
}
