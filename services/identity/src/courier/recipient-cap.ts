import * as crypto from 'node:crypto';
import { isDuplicateKey, withinDeadline } from '@bms/platform';
import type mongoose from 'mongoose';

interface CapDoc {
  /** a hash of the channel and address: the address itself is not kept */
  _id: string;
  /** when each code of the last hour was sent */
  at: Date[];
  /** beside each of `at`, the request it was counted for ('' when none): a request counted again is no second code */
  keys?: string[];
  /** the version each write increments (a compare-and-set) */
  v: number;
  updated_at: Date;
}

const HOUR_MS = 3_600_000;

/** A recipient as the cap counts it: an email in lower case, a phone as given (E.164). */
export function recipientKey(channel: string, to: string): string {
  return crypto.createHash('sha256').update(`${channel}:${to.trim().toLowerCase()}`).digest('hex');
}

/**
 * At most `perHour` codes to one address or phone in any hour, whoever
 * asks and from wherever: counted in the database, one document per
 * recipient changed by compare-and-set, so that replicas asking at once
 * never let more through than the cap.
 */
export class RecipientCap {
  private readonly col: mongoose.mongo.Collection<CapDoc>;

  constructor(
    db: mongoose.mongo.Db,
    private readonly perHour: number,
  ) {
    this.col = db.collection<CapDoc>('courier_recipient_caps');
    void this.col.createIndex({ updated_at: 1 }).catch(() => undefined);
  }

  /**
   * Takes one of the recipient's codes for this hour: 0 when taken, else
   * the seconds until the oldest of the hour's codes stops counting. Taken
   * for request `key`, it is taken once: the same request counted again
   * (its handling repeated after a crash or a write whose answer was lost)
   * answers 0 and takes nothing more.
   */
  async take(channel: string, to: string, at?: Date, key?: string): Promise<number> {
    const _id = recipientKey(channel, to);
    for (let i = 0; i < 100; i++) {
      // Read again on each try: a code another caller (or replica) took meanwhile may be later than our first reading.
      const now = at ?? new Date();
      const doc = await this.col.findOne({ _id }, withinDeadline());
      if (!doc) {
        try {
          await this.col.insertOne({ _id, at: [now], keys: [key ?? ''], v: 1, updated_at: now }, withinDeadline());
          return 0;
        } catch (err) {
          if (isDuplicateKey(err)) continue;
          throw err;
        }
      }
      const keys = doc.keys ?? doc.at.map(() => '');
      const live = doc.at.map((t, n) => ({ t, key: keys[n] ?? '' })).filter((c) => now.getTime() - c.t.getTime() < HOUR_MS);
      if (key && live.some((c) => c.key === key)) return 0;
      if (live.length >= this.perHour) {
        const oldest = Math.min(...live.map((c) => c.t.getTime()));
        // Within an hour whatever the clocks of the replicas that recorded the codes.
        return Math.min(HOUR_MS / 1000, Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000)));
      }
      const next = { at: [...live.map((c) => c.t), now], keys: [...live.map((c) => c.key), key ?? ''], v: doc.v + 1, updated_at: now };
      const res = await this.col.updateOne({ _id, v: doc.v }, { $set: next }, withinDeadline());
      if (res.matchedCount === 1) return 0;
    }
    throw new Error('the recipient cap could not be updated: too many writes at once');
  }

  /** Removes recipients who received no code for an hour. */
  async prune(now = new Date()): Promise<void> {
    await this.col.deleteMany({ updated_at: { $lt: new Date(now.getTime() - HOUR_MS) } });
  }
}
