import * as crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type mongoose from 'mongoose';
import { Contended, isDuplicateKey, timeLeft, withinDeadline } from '@bms/platform';
import type { MenuType } from './left-menu.model';

/**
 * A write of several items that a crash could leave half done, noted in the
 * menu's lock before it starts and cleared once it is whole: `clear` (a
 * user's own menu being copied from the shared one, or removed) is undone
 * by removing that user's items; `reset` (a shared menu going back to its
 * built-in items) and `seed` (its first filling) are done again.
 */
export type Unfinished =
  | { op: 'clear'; user_id: number }
  | { op: 'reset'; type: Exclude<MenuType, 'user'>; actor: number }
  | { op: 'seed'; type: Exclude<MenuType, 'user'> };

export interface MenuLockDoc {
  _id: string;
  /** held until then; a holder that died lets it go then */
  until: Date;
  holder: string;
  unfinished?: Unfinished | null;
  /** how many writes of several items were begun: a reader that saw it change read while one ran */
  writes?: number;
}

export interface MenuLockOptions {
  /** how long a holder may keep a menu; a holder's work takes milliseconds */
  leaseMs: number;
  /** how long a writer waits for another's work before answering 409 */
  waitMs: number;
}

/**
 * The time one more try at the lock is given: a wait ends while the request
 * still has that much left, for the try's database call (a millisecond on a
 * quiet database, but a loaded one's writes wait behind others'; at 100 ms a
 * busy test machine's ran past the deadline, answering a timeout for a 409).
 */
const TRY_MS = 250;

/** The menu's lock, as its holder sees it. */
export interface HeldMenu {
  /** Notes a write of several items before it starts. */
  begin(work: Unfinished): Promise<void>;
  /** Clears the note once that write is whole. */
  done(): Promise<void>;
}

/**
 * One writer at a time per menu, over every replica: a lease on a document
 * of `left_menu_locks` (a conditional upsert, so that one holder takes it),
 * which a holder that died lets go when it ends. Two requests that each
 * start a user's own menu, or reset a shared one, would otherwise both copy
 * or fill it. What a dead holder left unfinished is the next holder's to
 * finish (or undo) first, so that no menu stays half written.
 */
export class MenuLocks {
  constructor(
    private readonly col: mongoose.mongo.Collection<MenuLockDoc>,
    private readonly opts: MenuLockOptions = { leaseMs: 30_000, waitMs: 5_000 },
  ) {}

  /**
   * Runs `work` holding `menu`'s lock; first hands `recover` what a holder
   * that died left unfinished. A `work` that fails leaves its note for the
   * next holder. `waitLease`: wait as long as a dead holder's lease may
   * last (a start), not only as long as a live holder's work (a request).
   */
  async hold<T>(
    menu: string,
    recover: (left: Unfinished) => Promise<void>,
    work: (held: HeldMenu) => Promise<T>,
    { waitLease = false } = {},
  ): Promise<T> {
    const holder = crypto.randomUUID();
    const left = await this.take(menu, holder, this.opts.waitMs + (waitLease ? this.opts.leaseMs : 0));
    const held: HeldMenu = {
      begin: (unfinished) => this.note(menu, holder, unfinished),
      done: () => this.note(menu, holder, null),
    };
    try {
      if (left) {
        await recover(left);
        await held.done();
      }
      return await work(held);
    } finally {
      // Let go at once, without holding up the reply; should this fail, the lease lets go when it ends.
      void this.col.updateOne({ _id: menu, holder }, { $set: { until: new Date(0) } }).catch(() => undefined);
    }
  }

  /**
   * Answers `read` of `menu` whole: never part way through a write of
   * several items (a reset, a user's menu being started or removed). A
   * read takes no lock: it is whole when no such write was under way before
   * it and none began while it ran, as the menu's note shows on both sides
   * of it (the database has each write that a read saw, and the note
   * written before that write, by the time the note is read again). Else
   * it reads again once the write is done, waiting as long as a writer
   * waits for the lock (409 after); a write whose holder died part way is
   * made whole first by `recover`, holding the lock, and read under it.
   */
  async read<T>(menu: string, recover: (left: Unfinished) => Promise<void>, read: () => Promise<T>): Promise<T> {
    const got = await this.retry(this.opts.waitMs, async (): Promise<{ value: T } | { dead: true } | undefined> => {
      const before = await this.mark(menu);
      if (before.busy) return before.until <= Date.now() ? { dead: true } : undefined;
      const value = await read();
      const after = await this.mark(menu);
      return !after.busy && after.writes === before.writes ? { value } : undefined;
    });
    return 'value' in got ? got.value : this.hold(menu, recover, read);
  }

  /** The note a reader checks: the writes of several items begun, whether one is under way, and until when its holder has the lock. */
  private async mark(menu: string): Promise<{ writes: number; busy: boolean; until: number }> {
    const doc = await this.col.findOne({ _id: menu }, withinDeadline({ projection: { writes: 1, unfinished: 1, until: 1 } }));
    return { writes: doc?.writes ?? 0, busy: Boolean(doc?.unfinished), until: doc?.until.getTime() ?? 0 };
  }

  /**
   * Takes the lock (what its last holder left unfinished, if any), waiting
   * for another holder up to `waitMs`.
   */
  private take(menu: string, holder: string, waitMs: number): Promise<Unfinished | undefined> {
    return this.retry(waitMs, async () => {
      const now = new Date();
      try {
        // A lock held by another does not match: the upsert then inserts its _id again, refused as a duplicate.
        const before = await this.col.findOneAndUpdate(
          { _id: menu, until: { $lte: now } },
          { $set: { until: new Date(now.getTime() + this.opts.leaseMs), holder } },
          withinDeadline({ upsert: true, returnDocument: 'before' as const }),
        );
        return { left: before?.unfinished ?? undefined };
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        return undefined;
      }
    }).then((got) => got.left);
  }

  /**
   * Tries `attempt` until it answers (not undefined), up to `waitMs`, and no
   * longer than the request's time allows another try; 409 after (rather
   * than a timeout, which says less).
   */
  private async retry<T>(waitMs: number, attempt: () => Promise<T | undefined>): Promise<T> {
    const left = timeLeft();
    const giveUp = Date.now() + Math.min(waitMs, left === undefined ? Infinity : left - TRY_MS);
    for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
      const got = await attempt();
      if (got !== undefined) return got;
      if (Date.now() + pause > giveUp) throw new Contended('The menu is being changed by another request; try again.');
      await sleep(pause);
    }
  }

  private async note(menu: string, holder: string, unfinished: Unfinished | null): Promise<void> {
    const counted = unfinished ? { $inc: { writes: 1 } } : {};
    const { matchedCount } = await this.col.updateOne({ _id: menu, holder }, { $set: { unfinished }, ...counted }, withinDeadline());
    // Held past its lease and taken by another: this holder's work stops here, for the other to finish.
    if (!matchedCount) throw new Contended('The menu is being changed by another request; try again.');
  }
}

/** The lock's name of a menu: a shared menu's type, or a user's own. */
export function menuKey(type: MenuType, userId: number): string {
  return type === 'user' ? `user:${userId}` : type;
}
