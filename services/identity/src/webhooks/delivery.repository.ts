import type mongoose from 'mongoose';
import { type Counters, type DriverBound, findPage, isDuplicateKey, type Leased, LeaseQueue, type Page, type PageQuery, type ListOptions, UNLOCKED } from '@bms/platform';
import { type DeliveryDoc, type DeliveryStatus, deliveryModel } from './delivery.model';

type Col = mongoose.mongo.Collection<DeliveryDoc>;
type Filter = mongoose.mongo.Filter<DeliveryDoc>;

/** What an attempt came to. */
export interface AttemptOutcome {
  /** succeeded, retry at `next_attempt_at`, or failed for good */
  status: DeliveryStatus;
  /** false when no request was made (the webhook was deleted or deactivated) */
  counted: boolean;
  response_code: number | null;
  error: string | null;
  at: Date;
  next_attempt_at: Date | null;
}

/**
 * The delivery log and the queue of attempts in one collection. A delivery
 * is stored before any attempt (nothing is lost when the process dies), at
 * most once per event and webhook; workers take due ones with a lease, a
 * conditional update, so that one replica attempts each at a time.
 */
export class DeliveryRepository {
  readonly model: mongoose.Model<DeliveryDoc>;
  private readonly col: Col;
  private readonly queue: LeaseQueue<DeliveryDoc>;

  constructor(
    conn: mongoose.Connection,
    private readonly counters: Counters,
  ) {
    this.model = deliveryModel(conn);
    this.col = this.model.collection as unknown as Col;
    this.queue = new LeaseQueue(this.col, { waiting: ['pending'] });
  }

  /** Records a pending delivery due now; false when this event already has one for this webhook. */
  async record(webhookId: number, event: { id: string; type: string }, payload: string, retryUntil: Date): Promise<boolean> {
    const now = new Date();
    try {
      await this.counters.insertNumbered(
        this.col.collectionName,
        async (id) => {
          await this.col.insertOne({
            _id: id,
            webhook_id: webhookId,
            event_id: event.id,
            event_type: event.type,
            payload,
            status: 'pending',
            attempts: 0,
            tries: 0,
            last_response_code: null,
            last_error: null,
            last_attempt_at: null,
            next_attempt_at: now,
            delivered_at: null,
            retry_until: retryUntil,
            locked_until: UNLOCKED,
            lease: null,
            created_at: now,
            updated_at: now,
          });
        },
        async (id) => !!(await this.col.findOne({ _id: id }, { projection: { _id: 1 } })),
      );
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /**
   * Takes the most overdue delivery that no live lease holds, for
   * `leaseMs`; null when none is due. Atomic: two workers never both win.
   */
  claim(leaseMs: number, bound?: DriverBound, busy?: readonly number[]): Promise<Leased<DeliveryDoc> | null> {
    return this.queue.claim(leaseMs, bound, busy);
  }

  /** When the earliest pending delivery no attempt holds is due (null: none). */
  nextDue(bound?: DriverBound): Promise<Date | null> {
    return this.queue.nextDue(bound);
  }

  /** Writes an attempt's outcome, if the lease still holds (it did not expire and pass to another worker). */
  finish(id: number, lease: string, o: AttemptOutcome, bound?: DriverBound): Promise<boolean> {
    return this.queue.finish(
      id,
      lease,
      {
        status: o.status,
        ...(o.counted ? { last_response_code: o.response_code, last_attempt_at: o.at } : {}),
        last_error: o.error,
        next_attempt_at: o.next_attempt_at,
        ...(o.status === 'succeeded' ? { delivered_at: o.at } : {}),
        updated_at: o.at,
      },
      o.counted ? { attempts: 1, tries: 1 } : undefined,
      bound,
    );
  }

  /** Gives a delivery back untried (the process is stopping). */
  release(id: number, lease: string, bound?: DriverBound): Promise<void> {
    return this.queue.release(id, lease, {}, bound);
  }

  async findById(id: number): Promise<DeliveryDoc | null> {
    return this.col.findOne({ _id: id } as Filter);
  }

  /**
   * A new attempt now, keeping the log (attempts, last response); a
   * failing one is retried again until `retryUntil`. Null when the
   * delivery is in flight at this moment.
   */
  async replay(id: number, retryUntil: Date): Promise<DeliveryDoc | null> {
    const now = new Date();
    return this.col.findOneAndUpdate(
      { _id: id, locked_until: { $lte: now } } as Filter,
      { $set: { status: 'pending', next_attempt_at: now, retry_until: retryUntil, tries: 0, updated_at: now } },
      { returnDocument: 'after' },
    );
  }

  /** Ends the pending deliveries of a webhook (it was deleted). */
  async failPending(webhookId: number, error: string): Promise<void> {
    const now = new Date();
    await this.col.updateMany(
      { webhook_id: webhookId, status: 'pending' },
      { $set: { status: 'failed', last_error: error, next_attempt_at: null, updated_at: now } },
    );
  }

  async page(webhookId: number, status: DeliveryStatus | undefined, q: PageQuery, list?: ListOptions): Promise<Page<DeliveryDoc>> {
    const filter = { webhook_id: webhookId, ...(status ? { status } : {}), ...(list?.since ? { updated_at: { $gte: list.since } } : {}) };
    return findPage(this.model, filter, q, { sort: list?.sort ?? { _id: -1 }, projection: { payload: 0 }, map: (d) => d });
  }

  /** Removes finished deliveries last changed before `before`. */
  async prune(before: Date): Promise<number> {
    const res = await this.col.deleteMany({ status: { $in: ['succeeded', 'failed'] }, updated_at: { $lt: before } });
    return res.deletedCount;
  }
}
