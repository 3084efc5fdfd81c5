import type mongoose from 'mongoose';
import { type Counters, type DriverBound, findPage, isDuplicateKey, type Leased, LeaseQueue, type ListOptions, type Page, type PageQuery, UNLOCKED, withinDeadline } from '@bms/platform';
import { type MessageDoc, type MessageStatus, messageModel, WAITING } from './message.model';

type Col = mongoose.mongo.Collection<MessageDoc>;

/** A message as it is queued. */
export type NewMessage = Pick<
  MessageDoc,
  'key' | 'channel' | 'template' | 'language' | 'user_id' | 'to' | 'to_masked' | 'sealed' | 'expires_at' | 'give_up_at'
>;

/** How an attempt ended. */
export interface MessageOutcome {
  status: Exclude<MessageStatus, 'queued' | 'sending'>;
  /** false when nothing was handed to the provider (expired, cannot be opened) */
  counted: boolean;
  error: string | null;
  provider_id?: string | null;
  at: Date;
  next_attempt_at: Date | null;
}

export interface MessageFilter {
  status?: MessageStatus;
  channel?: string;
}

/**
 * The courier's messages: its queue and its log in one collection.
 * Workers take due messages with a lease (platform's LeaseQueue), so that
 * one replica sends each at a time; a finished message keeps neither its
 * content nor its address.
 */
export class MessageRepository {
  readonly model: mongoose.Model<MessageDoc>;
  private readonly col: Col;
  private readonly queue: LeaseQueue<MessageDoc>;

  constructor(
    conn: mongoose.Connection,
    private readonly counters: Counters,
  ) {
    this.model = messageModel(conn);
    this.col = this.model.collection as unknown as Col;
    this.queue = new LeaseQueue(this.col, { waiting: WAITING, claimed: 'sending' });
  }

  /** Stores a message due now; resolves with its id. */
  private insert(m: NewMessage): Promise<number> {
    const now = new Date();
    return this.counters.insertNumbered(
      this.col.collectionName,
      async (id) => {
        await this.col.insertOne({
          _id: id,
          ...m,
          status: 'queued',
          attempts: 0,
          last_error: null,
          provider_id: null,
          next_attempt_at: now,
          locked_until: UNLOCKED,
          lease: null,
          last_attempt_at: null,
          sent_at: null,
          created_at: now,
          updated_at: now,
        }, withinDeadline());
        return id;
      },
      async (id) => !!(await this.col.findOne({ _id: id }, withinDeadline({ projection: { _id: 1 } }))),
    );
  }

  /** Stores a message due now; resolves with its id, or with the id of the message of the same key stored before. */
  async enqueue(m: NewMessage): Promise<number> {
    try {
      return await this.insert(m);
    } catch (err) {
      const before = isDuplicateKey(err) ? await this.byKey(m.key) : null;
      if (!before) throw err;
      return before._id;
    }
  }

  /** The message of a key (keys are unique), without its content. */
  byKey(key: string): Promise<Pick<MessageDoc, '_id' | 'status'> | null> {
    return this.col.findOne({ key }, withinDeadline({ projection: { _id: 1, status: 1 } }));
  }

  claim(leaseMs: number, bound?: DriverBound, busy?: readonly number[]): Promise<Leased<MessageDoc> | null> {
    return this.queue.claim(leaseMs, bound, busy);
  }

  nextDue(bound?: DriverBound): Promise<Date | null> {
    return this.queue.nextDue(bound);
  }

  /** Writes an attempt's outcome under its lease; a finished message loses its content and address. */
  finish(id: number, lease: string, o: MessageOutcome, bound?: DriverBound): Promise<boolean> {
    const finished = o.status === 'sent' || o.status === 'abandoned';
    return this.queue.finish(
      id,
      lease,
      {
        status: o.status,
        last_error: o.error,
        next_attempt_at: o.next_attempt_at,
        updated_at: o.at,
        ...(o.counted ? { last_attempt_at: o.at } : {}),
        ...(o.provider_id !== undefined ? { provider_id: o.provider_id } : {}),
        ...(o.status === 'sent' ? { sent_at: o.at } : {}),
        ...(finished ? { sealed: null, to: null } : {}),
      },
      o.counted ? { attempts: 1 } : undefined,
      bound,
    );
  }

  /** Gives a message back untried (the process is stopping), in the status it had. */
  release(m: Leased<MessageDoc>, bound?: DriverBound): Promise<void> {
    return this.queue.release(m._id, m.lease, { status: m.attempts > 0 ? 'failed' : 'queued' }, bound);
  }

  findById(id: number): Promise<MessageDoc | null> {
    return this.col.findOne({ _id: id });
  }

  page(f: MessageFilter, q: PageQuery, list?: ListOptions): Promise<Page<MessageDoc>> {
    const filter = {
      ...(f.status ? { status: f.status } : {}),
      ...(f.channel ? { channel: f.channel } : {}),
      ...(list?.since ? { updated_at: { $gte: list.since } } : {}),
    };
    return findPage(this.model, filter, q, { sort: list?.sort ?? { _id: -1 }, projection: { sealed: 0, to: 0 }, map: (d) => d });
  }

  /** Messages waiting to be sent, by channel (for the metrics). */
  async waiting(): Promise<Record<string, number>> {
    const rows = await this.col.aggregate<{ _id: string; n: number }>([
      { $match: { status: { $in: [...WAITING, 'sending'] } } },
      { $group: { _id: '$channel', n: { $sum: 1 } } },
    ]).toArray();
    return Object.fromEntries(rows.map((r) => [r._id, r.n]));
  }

  /** Removes sent and abandoned messages last changed before `before`. */
  async prune(before: Date): Promise<number> {
    const res = await this.col.deleteMany({ status: { $in: ['sent', 'abandoned'] }, updated_at: { $lt: before } });
    return res.deletedCount;
  }
}
