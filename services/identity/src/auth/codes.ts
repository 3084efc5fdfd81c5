import * as crypto from 'node:crypto';
import type mongoose from 'mongoose';
import { newEvent, OUTBOX_FIELD, type OutboxRelay } from '@bms/platform';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** Compares two hex digests in constant time. */
function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

interface OtpDoc {
  _id: string;
  phone: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
  used_at: Date | null;
  user_id: number;
}

/**
 * One-time passwords: 6 digits, short-lived, burnt after a few
 * wrong tries, compared in constant time, stored only as a hash. One code
 * per purpose and phone is live at a time; issuing replaces it. The text
 * message is a notify.sms event stored with the code (the outbox).
 */
export class Otps {
  private readonly col: mongoose.mongo.Collection<OtpDoc>;

  constructor(
    db: mongoose.mongo.Db,
    private readonly relay: OutboxRelay,
    private readonly ttlSeconds: number,
    private readonly maxAttempts: number,
  ) {
    this.col = db.collection('otps');
    relay.track(this.col);
  }

  /** Stores a new code for `key`; sends it to `phone` when `send`. */
  async issue(key: string, phone: string, userId: number, send: boolean): Promise<void> {
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const update: mongoose.mongo.UpdateFilter<OtpDoc> = {
      $set: {
        phone,
        code_hash: sha256(code),
        expires_at: new Date(Date.now() + this.ttlSeconds * 1000),
        attempts: 0,
        used_at: null,
        user_id: userId,
      },
    };
    if (send) {
      const evt = newEvent('notify.sms', { to: phone, text: `Your verification code is ${code}`, code }, userId);
      (update as Record<string, unknown>).$push = { [OUTBOX_FIELD]: evt };
    }
    await this.col.updateOne({ _id: key }, update, { upsert: true });
    if (send) this.relay.kick(this.col.collectionName, key);
  }

  /** The user id of a right, live code for `key` and `phone` (used up), else null. */
  async consume(key: string, phone: string, code: string): Promise<number | null> {
    const doc = await this.col.findOne({ _id: key });
    const given = sha256(code);
    if (!doc || doc.used_at || doc.expires_at < new Date() || doc.attempts >= this.maxAttempts || doc.phone !== phone) {
      return null;
    }
    if (!sameHash(given, doc.code_hash)) {
      await this.col.updateOne({ _id: key }, { $inc: { attempts: 1 } });
      return null;
    }
    const used = await this.col.updateOne(
      { _id: key, used_at: null, attempts: { $lt: this.maxAttempts } },
      { $set: { used_at: new Date() } },
    );
    return used.modifiedCount === 1 ? doc.user_id : null;
  }
}

interface RecoveryDoc {
  _id: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * Password recovery codes: random, single use, stored as a SHA-256 hash;
 * the code travels once, in a notify.email event stored with it.
 */
export class RecoveryCodes {
  private readonly col: mongoose.mongo.Collection<RecoveryDoc>;

  constructor(
    db: mongoose.mongo.Db,
    private readonly relay: OutboxRelay,
    private readonly ttlSeconds: number,
  ) {
    this.col = db.collection('recovery_codes');
    relay.track(this.col);
  }

  async issue(userId: number, email: string): Promise<void> {
    const code = crypto.randomBytes(24).toString('base64url');
    const id = sha256(code);
    const evt = newEvent(
      'notify.email',
      {
        to: email,
        subject: 'Reset your password',
        text: `Use this code to choose a new password: ${code}`,
        code,
      },
      userId,
    );
    await this.col.insertOne({
      _id: id,
      user_id: userId,
      expires_at: new Date(Date.now() + this.ttlSeconds * 1000),
      used_at: null,
      [OUTBOX_FIELD]: [evt],
    } as RecoveryDoc);
    this.relay.kick(this.col.collectionName, id);
  }

  /** The user of a live, unused code, without using it; else null. */
  async holder(code: string): Promise<number | null> {
    const doc = await this.col.findOne({ _id: sha256(code), used_at: null, expires_at: { $gt: new Date() } });
    return doc ? doc.user_id : null;
  }

  /** The user of a live, unused code, which is used up by this call; else null. */
  async consume(code: string): Promise<number | null> {
    const id = sha256(code);
    const doc = await this.col.findOneAndUpdate(
      { _id: id, used_at: null, expires_at: { $gt: new Date() } },
      { $set: { used_at: new Date() } },
      { returnDocument: 'before' },
    );
    return doc ? doc.user_id : null;
  }
}
