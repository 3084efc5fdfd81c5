import * as crypto from 'node:crypto';
import type mongoose from 'mongoose';
import type { DriverBound } from './deadline';

/** The fields every item of a leased queue keeps. */
export interface LeasedItem {
  _id: number;
  status: string;
  /** when the next attempt is due (null: never again) */
  next_attempt_at: Date | null;
  /** a worker holds the item until then (its attempt in flight) */
  locked_until: Date;
  /** which claim holds it; the attempt's outcome is written only under the same lease */
  lease: string | null;
}

/** An item as a claim hands it over: held under `lease`. */
export type Leased<T extends LeasedItem> = T & { lease: string };

/** The `locked_until` of an item no worker holds. */
export const UNLOCKED = new Date(0);

export interface LeaseQueueOptions {
  /** the statuses of items waiting for an attempt */
  waiting: readonly string[];
  /**
   * The status an item takes while its attempt runs (left as it was when
   * not given). An item left in it by a worker that died is due again
   * once its lease ends.
   */
  claimed?: string;
}

type Col<T extends LeasedItem> = mongoose.mongo.Collection<T>;
type Filter<T extends LeasedItem> = mongoose.mongo.Filter<T>;

/**
 * Work items kept in a collection, taken by workers with a lease: a
 * conditional update, so that one worker (of any replica) attempts each at
 * a time, and an attempt cut short by a crash is taken up again once the
 * lease expires. Items are stored before any attempt, so nothing is lost
 * when a process dies. Each operation takes its worker's bound on the call
 * (`bound`, see DriverBound), so that a call given up gives its connection back.
 */
export class LeaseQueue<T extends LeasedItem> {
  private readonly statuses: readonly string[];

  constructor(
    private readonly col: Col<T>,
    private readonly opts: LeaseQueueOptions,
  ) {
    this.statuses = opts.claimed && !opts.waiting.includes(opts.claimed) ? [...opts.waiting, opts.claimed] : opts.waiting;
  }

  private statusFilter(): unknown {
    return this.statuses.length === 1 ? this.statuses[0] : { $in: this.statuses };
  }

  /**
   * Takes the most overdue item that no live lease holds, for `leaseMs`;
   * null when none is due. Atomic: two workers never both win. `busy`: the
   * items the caller is still attempting, never taken again by it, even
   * once their lease has ended by the clock (a clock stepped forward ends
   * every lease at once, while the attempts under them go on).
   */
  async claim(leaseMs: number, bound: DriverBound = {}, busy: readonly number[] = []): Promise<Leased<T> | null> {
    const now = new Date();
    const lease = crypto.randomUUID();
    const doc = await this.col.findOneAndUpdate(
      {
        status: this.statusFilter(),
        next_attempt_at: { $lte: now },
        locked_until: { $lte: now },
        ...(busy.length ? { _id: { $nin: [...busy] } } : {}),
      } as Filter<T>,
      { $set: { locked_until: new Date(now.getTime() + leaseMs), lease, ...(this.opts.claimed ? { status: this.opts.claimed } : {}) } as Partial<T> },
      { sort: { next_attempt_at: 1 }, returnDocument: 'after', ...bound },
    );
    return doc && doc.lease === lease ? (doc as Leased<T>) : null;
  }

  /**
   * When the earliest item no live lease holds is due (null: none). An item
   * in flight is not counted: its attempt's end wakes the worker, or, if
   * its worker died, a later poll finds it once the lease has ended.
   */
  async nextDue(bound: DriverBound = {}): Promise<Date | null> {
    const doc = await this.col.findOne({ status: this.statusFilter(), locked_until: { $lte: new Date() } } as Filter<T>, {
      sort: { next_attempt_at: 1 },
      projection: { next_attempt_at: 1 },
      ...bound,
    });
    return (doc?.next_attempt_at as Date | null | undefined) ?? null;
  }

  /**
   * Writes an attempt's outcome and lets the item go, if the lease still
   * holds (it did not expire and pass to another worker).
   */
  async finish(id: number, lease: string, set: Partial<T>, inc?: Record<string, number>, bound: DriverBound = {}): Promise<boolean> {
    const res = await this.col.updateOne(
      { _id: id, lease } as Filter<T>,
      {
        $set: { ...set, locked_until: UNLOCKED, lease: null } as Partial<T>,
        ...(inc ? { $inc: inc as never } : {}),
      },
      bound,
    );
    return res.matchedCount === 1;
  }

  /** Gives an item back untried (its worker is stopping), with `set` (its status before the claim). */
  async release(id: number, lease: string, set: Partial<T> = {}, bound: DriverBound = {}): Promise<void> {
    await this.col.updateOne({ _id: id, lease } as Filter<T>, { $set: { ...set, locked_until: UNLOCKED, lease: null } as Partial<T> }, bound);
  }
}
