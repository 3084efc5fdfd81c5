import * as crypto from 'node:crypto';
import type mongoose from 'mongoose';
import { type DriverBound, isDuplicateKey, type Leased, LeaseQueue, UNLOCKED, withinDeadline } from '@bms/platform';
import type { SealedSecret } from '../connections/secrets';
import { type CodeRequestDoc, type CodeRequestKind, codeRequestModel } from './code-request.model';

type Col = mongoose.mongo.Collection<CodeRequestDoc>;

/** Ids are random (below 2^48), so that recording a request is one insert, with no counter to take first. */
const randomId = () => crypto.randomInt(1, 2 ** 48 - 1);

/**
 * The requests for codes waiting to be handled: a leased queue (platform's
 * LeaseQueue), so that one replica handles each at a time and a request
 * held by a replica that died is handled by another once the lease ends.
 */
export class CodeRequestRepository {
  private readonly col: Col;
  private readonly queue: LeaseQueue<CodeRequestDoc>;

  constructor(conn: mongoose.Connection) {
    this.col = codeRequestModel(conn).collection as unknown as Col;
    this.queue = new LeaseQueue(this.col, { waiting: ['queued'] });
  }

  /** Stores a request due now, in one insert (under the caller's deadline). */
  async record(r: { kind: CodeRequestKind; key: string; sealed: SealedSecret; expires_at: Date }): Promise<void> {
    const now = new Date();
    for (let i = 0; ; i++) {
      try {
        await this.col.insertOne(
          { _id: randomId(), status: 'queued', ...r, admitted: false, next_attempt_at: now, locked_until: UNLOCKED, lease: null, created_at: now },
          withinDeadline(),
        );
        return;
      } catch (err) {
        // Another request drew the same id (one chance in 2^48 per pair): draw again.
        if (!isDuplicateKey(err) || i >= 3) throw err;
      }
    }
  }

  claim(leaseMs: number, bound?: DriverBound, busy?: readonly number[]): Promise<Leased<CodeRequestDoc> | null> {
    return this.queue.claim(leaseMs, bound, busy);
  }

  nextDue(bound?: DriverBound): Promise<Date | null> {
    return this.queue.nextDue(bound);
  }

  /** The hourly cap counts the request now; false when the lease was lost meanwhile. */
  async admitted(r: Leased<CodeRequestDoc>, bound: DriverBound = {}): Promise<boolean> {
    const res = await this.col.updateOne({ _id: r._id, lease: r.lease }, { $set: { admitted: true } }, bound);
    return res.matchedCount === 1;
  }

  /** Deletes a handled request (address and code with it), if its lease still holds. */
  async done(r: Leased<CodeRequestDoc>, bound: DriverBound = {}): Promise<boolean> {
    const res = await this.col.deleteOne({ _id: r._id, lease: r.lease }, bound);
    return res.deletedCount === 1;
  }

  /** Gives a request back unhandled (the process is stopping): another replica takes it at once. */
  release(r: Leased<CodeRequestDoc>, bound?: DriverBound): Promise<void> {
    return this.queue.release(r._id, r.lease, {}, bound);
  }

  /** Deletes the requests whose code would have expired, handled or not (none is handled late). */
  async prune(now = new Date()): Promise<number> {
    return (await this.col.deleteMany({ expires_at: { $lte: now } })).deletedCount;
  }
}
