import type mongoose from 'mongoose';
import { isDuplicateKey, withinDeadline } from '@bms/platform';
import { type AuditEntryDoc, type AuditRecord, GENESIS_HASH, hashOf, sealed } from './audit-entry';

/** The chain's bookkeeping: its head (the last entry counted) and what retention removed. */
interface ChainDoc {
  _id: 'head' | 'pruned';
  /** head: the last entry's id; pruned: the last id removed */
  seq: number;
  /** that entry's hash */
  hash: string;
}

export interface ChainLink {
  seq: number;
  hash: string;
}

export interface Verification {
  ok: boolean;
  checked: number;
  first_id: number | null;
  last_id: number | null;
  next_after: number | null;
  head_id: number;
  head_hash: string;
  pruned_through: number;
  broken: { id: number; reason: string } | null;
}

interface Waiting {
  record: AuditRecord;
  now: () => Date;
  done: (id: number | null) => void;
  failed: (err: unknown) => void;
}

/** Records appended before the head is moved once. */
const BATCH_MAX = 100;

/**
 * The audit trail's entries, each chained to the one before by a hash, in
 * one linear chain however many appenders there are (the consumers of every
 * identity replica), without transactions: an entry takes the place after
 * the end of the chain, and the place's uniqueness (its `_id`) decides
 * between replicas racing for it (the loser starts again from the head).
 * The head only moves forward, to an entry that exists (a conditional
 * update), and an appender that finds an entry beyond the head moves the
 * head to it first, so one that stopped between its insert and its move
 * leaves nothing stuck. An event already recorded (its id is unique) is not
 * appended again. Within a process, appends wait their turn and go in
 * batches: the consumers of every stream share one appender.
 */
export class AuditChain {
  readonly entries: mongoose.mongo.Collection<AuditEntryDoc>;
  private readonly chain: mongoose.mongo.Collection<ChainDoc>;
  private ready: Promise<void> | undefined;
  /** Records waiting to be appended; this process appends one batch at a time (only other replicas race it for a place). */
  private readonly queue: Waiting[] = [];
  private draining = false;
  /** The end of the chain as this process last wrote it (read from the head again after a lost race). */
  private end: ChainLink | undefined;

  constructor(db: mongoose.mongo.Db) {
    this.entries = db.collection<AuditEntryDoc>('audit_log');
    this.chain = db.collection<ChainDoc>('audit_chain');
  }

  /** The indexes of the chain and of the list's filters, and the head; once. */
  prepare(): Promise<void> {
    return (this.ready ??= (async () => {
      await this.entries.createIndex({ event_id: 1 }, { unique: true });
      await Promise.all([
        this.entries.createIndex({ module: 1, record_id: 1, _id: -1 }),
        this.entries.createIndex({ domain: 1, _id: -1 }),
        this.entries.createIndex({ user_id: 1, _id: -1 }),
        this.entries.createIndex({ api_key_id: 1, _id: -1 }),
        this.entries.createIndex({ occurred_at: 1 }),
        this.entries.createIndex({ recorded_at: 1 }),
      ]);
      await this.chain.updateOne({ _id: 'head' }, { $setOnInsert: { seq: 0, hash: GENESIS_HASH } }, { upsert: true }).catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
      });
    })().catch((err: unknown) => {
      this.ready = undefined;
      throw err;
    }));
  }

  async head(): Promise<ChainLink> {
    const h = await this.chain.findOne({ _id: 'head' }, withinDeadline());
    return h ? { seq: h.seq, hash: h.hash } : { seq: 0, hash: GENESIS_HASH };
  }

  /** Where retention cut the chain: the last id it removed and that entry's hash (0 and the genesis hash: nothing removed). */
  async pruned(): Promise<ChainLink> {
    const p = await this.chain.findOne({ _id: 'pruned' }, withinDeadline());
    return p ? { seq: p.seq, hash: p.hash } : { seq: 0, hash: GENESIS_HASH };
  }

  /** Appends a record at the end of the chain; its id, or null when its event was recorded already. */
  async append(record: AuditRecord, now: () => Date = () => new Date()): Promise<number | null> {
    await this.prepare();
    return new Promise((done, failed) => {
      this.queue.push({ record, now, done, failed });
      void this.drain();
    });
  }

  /** Appends what waits, a batch at a time, in the order it came. */
  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, BATCH_MAX);
        await this.appendBatch(batch).catch((err: unknown) => {
          this.end = undefined;
          for (const w of batch) w.failed(err);
        });
      }
    } finally {
      this.draining = false;
    }
  }

  /**
   * Each record at the place after the end of the chain as this process
   * knows it, then the head moved to the last one placed. A place taken
   * (another replica appended) sends it back to the head, helping it past
   * any entry appended but not yet counted; a record whose event is in the
   * chain already is answered null.
   */
  private async appendBatch(todo: Waiting[]): Promise<void> {
    for (let lost = 0; todo.length; ) {
      const from = (this.end ??= await this.head());
      let end = from;
      let clash = false;
      // Answered once the head has moved to them (or once it failed to: they are in the chain all the same).
      const placed: Array<() => void> = [];
      try {
        while (todo.length && !clash) {
          const w = todo[0]!;
          const entry = sealed(w.record, end.seq + 1, w.now(), end.hash);
          try {
            await this.entries.insertOne(entry, withinDeadline());
          } catch (err) {
            if (!isDuplicateKey(err)) throw err;
            clash = true;
            continue;
          }
          end = { seq: entry._id, hash: entry.hash };
          todo.shift();
          placed.push(() => w.done(entry._id));
        }
      } finally {
        try {
          if (end.seq > from.seq) await this.moveHead(end);
        } finally {
          for (const answer of placed) answer();
        }
      }
      this.end = end;
      if (!clash) return;
      const w = todo[0]!;
      if (await this.entries.findOne({ event_id: w.record.event_id }, withinDeadline({ projection: { _id: 1 } }))) {
        todo.shift();
        w.done(null);
        continue;
      }
      // Another replica took the place: from the head again, after a pause that grows, so that two replicas stop meeting at every place.
      this.end = undefined;
      await this.advance(await this.head());
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 2 ** ++lost)));
    }
  }

  /** Moves the head forward to `to` (an entry that exists), unless it is there or beyond already. */
  private async moveHead(to: ChainLink): Promise<void> {
    await this.chain.updateOne({ _id: 'head', seq: { $lt: to.seq } }, { $set: { seq: to.seq, hash: to.hash } }, withinDeadline());
  }

  /** Moves the head from `head` to the entry after it, when there is one (appended, its appender not yet done). */
  private async advance(head: ChainLink): Promise<void> {
    const next = await this.entries.findOne({ _id: head.seq + 1 }, withinDeadline({ projection: { hash: 1 } }));
    if (next) await this.moveHead({ seq: next._id, hash: next.hash });
  }

  /**
   * Removes the entries recorded before `cutoff` (the oldest ones, up to the
   * last of them in chain order), first noting the last removed and its
   * hash, so that the oldest entry kept is still checked against it.
   * Answers how many were removed.
   */
  async prune(cutoff: Date): Promise<number> {
    await this.prepare();
    const [last] = await this.entries.find({ recorded_at: { $lt: cutoff } }, { projection: { hash: 1 } }).sort({ _id: -1 }).limit(1).toArray();
    if (!last) return 0;
    await this.chain
      .updateOne({ _id: 'pruned', seq: { $lt: last._id } }, { $set: { seq: last._id, hash: last.hash } }, { upsert: true })
      .catch((err: unknown) => {
        // Another replica noted a later cut meanwhile.
        if (!isDuplicateKey(err)) throw err;
      });
    const through = (await this.pruned()).seq;
    return (await this.entries.deleteMany({ _id: { $lte: through } })).deletedCount;
  }

  /**
   * Checks up to `limit` entries after `after` (from the oldest kept entry
   * when 0): each one's hash against its content, its link to the one
   * before, no place skipped, and at the end, that the chain reaches its
   * head. The first broken link is reported, with why.
   */
  async verify(after: number, limit: number): Promise<Verification> {
    await this.prepare();
    const [head, pruned] = await Promise.all([this.head(), this.pruned()]);
    const result: Verification = {
      ok: true,
      checked: 0,
      first_id: null,
      last_id: null,
      next_after: null,
      head_id: head.seq,
      head_hash: head.hash,
      pruned_through: pruned.seq,
      broken: null,
    };
    const broken = (id: number, reason: string): Verification => ({ ...result, ok: false, next_after: null, broken: { id, reason } });
    // The link the first entry checked must be chained to.
    let prev: ChainLink;
    if (after > pruned.seq) {
      const e = await this.entries.findOne({ _id: after }, withinDeadline({ projection: { hash: 1 } }));
      if (!e) return broken(after, `entry ${after} is missing`);
      prev = { seq: after, hash: e.hash };
    } else {
      prev = pruned;
    }
    const cursor = this.entries.find({ _id: { $gt: prev.seq } }, withinDeadline()).sort({ _id: 1 }).limit(limit);
    for await (const e of cursor) {
      const expected = prev.seq + 1;
      if (e._id !== expected) return broken(expected, expected === e._id - 1 ? `entry ${expected} is missing` : `entries ${expected} to ${e._id - 1} are missing`);
      if (e.prev_hash !== prev.hash)
        return broken(e._id, prev.seq === pruned.seq ? `not chained to ${prev.seq ? `entry ${prev.seq}, the last removed by retention` : 'the start of the chain'}` : `not chained to entry ${prev.seq} (that entry was altered, or this one was)`);
      const { hash, ...content } = e;
      if (hashOf(content) !== hash) return broken(e._id, 'altered: its content does not give its hash');
      result.first_id ??= e._id;
      result.last_id = e._id;
      result.checked++;
      prev = { seq: e._id, hash: e.hash };
    }
    if (result.checked === limit) return { ...result, next_after: prev.seq };
    // The end: it must reach the head (or the entry after it, appended and not yet counted).
    if (prev.seq < head.seq) return broken(prev.seq + 1, prev.seq + 1 === head.seq ? `entry ${head.seq} (the last) is missing` : `entries ${prev.seq + 1} to ${head.seq} (the last) are missing`);
    if (prev.seq === head.seq && prev.hash !== head.hash) return broken(head.seq, 'altered: its hash is not the one the head of the chain holds');
    // Entries beyond the head: appended, the head not yet moved to them.
    return result;
  }
}
