import * as crypto from 'node:crypto';
import { isDuplicateKey, withinDeadline } from '@bms/platform';
import type mongoose from 'mongoose';
import type { CourierService } from '../courier/courier.service';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** Compares two hex digests in constant time. */
function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Where a phone's sign-in code is kept. */
export const loginKey = (phone: string) => `login:${phone}`;

/** The user who asks for codes, as the recipient cap counts them (no address: it never receives one). */
export const askedBy = (userId: number) => `user:${userId}`;

/** A new sign-in or phone-change code: 6 digits. */
export const newOtp = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/** A new recovery or invitation code: 24 random bytes. */
export const newRecoveryCode = () => crypto.randomBytes(24).toString('base64url');

interface OtpDoc {
  _id: string;
  phone: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
  used_at: Date | null;
  user_id: number;
  /** the key of the code request that made it (sign-in codes), so that handling that request again changes nothing */
  request?: string | null;
}

/** Whom a code goes to, and in which message. */
export interface CodeRecipient {
  userId: number;
  language: string;
}

/**
 * One-time passwords: 6 digits, short-lived, burnt after a few
 * wrong tries, compared in constant time, stored only as a hash. One code
 * per purpose and phone is live at a time; issuing replaces it. The text
 * message is queued with the courier right after the code is stored (its
 * copy of the code encrypted, and wiped once sent). A sign-in code comes
 * from a recorded request (code-requests/), handled again after a crash
 * until its message is queued: no code is ever sent that was not stored,
 * nor sent twice.
 */
export class Otps {
  private readonly col: mongoose.mongo.Collection<OtpDoc>;

  constructor(
    db: mongoose.mongo.Db,
    private readonly courier: CourierService,
    private readonly ttlSeconds: number,
    private readonly maxAttempts: number,
  ) {
    this.col = db.collection('otps');
  }

  /**
   * Stores a new code for `key` and, for a recipient, texts it to `phone`
   * in `template`: 0, or (nothing stored, the live code kept) the seconds
   * until the phone, which had every code of this hour, may have another,
   * or until the user, who had as many texted to them (to any numbers),
   * may ask for another: one user cannot have codes texted to phone after
   * phone, each new to the cap.
   */
  async issue(key: string, phone: string, to: (CodeRecipient & { template: 'login_code' | 'phone_change_code' }) | null): Promise<number> {
    const wait = to ? (await this.courier.admits(to.template, askedBy(to.userId))) || (await this.courier.admits(to.template, phone)) : 0;
    if (wait) return wait;
    const code = newOtp();
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    await this.keep(key, phone, code, to?.userId ?? 0, expiresAt);
    if (to) await this.courier.queue({ template: to.template, to: phone, userId: to.userId, language: to.language, vars: this.vars(code), expiresAt });
    return 0;
  }

  /** A code's values in its message. */
  vars(code: string) {
    return { code, minutes: Math.max(1, Math.round(this.ttlSeconds / 60)) };
  }

  /**
   * Stores `code` as the live code for `key`, replacing the one before.
   * Made for the code request `request`, it is stored once: storing it
   * again for the same request changes nothing (a code used stays used).
   */
  async keep(key: string, phone: string, code: string, userId: number, expiresAt: Date, request?: string): Promise<void> {
    const set = { phone, code_hash: sha256(code), expires_at: expiresAt, attempts: 0, used_at: null, user_id: userId, request: request ?? null };
    for (let i = 0; ; i++) {
      try {
        await this.col.updateOne({ _id: key, ...(request ? { request: { $ne: request } } : {}) }, { $set: set }, withinDeadline({ upsert: true }));
        return;
      } catch (err) {
        // The filter missed and the upsert met its _id: stored for this request already, or another
        // request's upsert made the document first (then this code is stored over it, on the next try).
        if (!request || !isDuplicateKey(err) || i >= 3) throw err;
        if (await this.col.findOne({ _id: key, request }, withinDeadline({ projection: { _id: 1 } }))) return;
      }
    }
  }

  /**
   * The user id of a right, live code for `key` and `phone` (used up), else
   * null. Every try takes one of the code's attempts in one atomic write
   * before it is compared, so that tries sent at once are counted as the
   * ones sent in turn: no more than `maxAttempts` are ever compared (read
   * first and counted after, a burst would all pass the count), and a try
   * costs the same one write whether a code is there or not.
   */
  async consume(key: string, phone: string, code: string): Promise<number | null> {
    const given = sha256(code);
    const now = new Date();
    const doc = await this.col.findOneAndUpdate(
      { _id: key, phone, used_at: null, expires_at: { $gt: now }, attempts: { $lt: this.maxAttempts } },
      { $inc: { attempts: 1 } },
      { returnDocument: 'after' },
    );
    if (!doc || !sameHash(given, doc.code_hash)) return null;
    // Used once: and only this code (one issued since, over it, is not used up by this one).
    const used = await this.col.updateOne({ _id: key, used_at: null, code_hash: doc.code_hash }, { $set: { used_at: now } });
    return used.modifiedCount === 1 ? doc.user_id : null;
  }
}

interface RecoveryDoc {
  _id: string;
  user_id: number;
  /** a hash of the address the code was sent to (absent on codes stored before it was kept) */
  to?: string;
  expires_at: Date;
  used_at: Date | null;
}

/** A live, unused code's user, and whether it was sent to `email` (the user's address now). */
export interface CodeHolder {
  user_id: number;
  sentTo(email: string | undefined): boolean;
}

/** An address as a code keeps it: hashed, in lower case. */
const addressHash = (email: string) => sha256(`recovery-to:${email.trim().toLowerCase()}`);

/**
 * Password recovery codes, and the codes of invitations to set a first
 * password: random, single use (a user's others void once one is used),
 * stored as a SHA-256 hash; the code
 * travels once, in an email queued with the courier right after it is
 * stored (as Otps; a recovery code from a recorded request).
 */
export class RecoveryCodes {
  private readonly col: mongoose.mongo.Collection<RecoveryDoc>;

  constructor(
    db: mongoose.mongo.Db,
    private readonly courier: CourierService,
    private readonly ttlSeconds: number,
    private readonly invitationTtlSeconds: number,
  ) {
    this.col = db.collection('recovery_codes');
    // A user's unused codes, voided together (voidFor); and a code gone once expired (it answers nothing after).
    void this.col.createIndex({ user_id: 1, used_at: 1 }).catch(() => undefined);
    void this.col.createIndex({ expires_at: 1 }, { expireAfterSeconds: 0 }).catch(() => undefined);
  }

  /**
   * A new code for the user, emailed to `email` as a recovery or an
   * invitation; false (no code made) when the address had every code of
   * this hour.
   */
  async issue(user: CodeRecipient & { email: string; name: string }, template: 'recovery' | 'invitation'): Promise<boolean> {
    if (await this.courier.admits(template, user.email)) return false;
    const ttl = template === 'invitation' ? this.invitationTtlSeconds : this.ttlSeconds;
    const code = newRecoveryCode();
    const expiresAt = new Date(Date.now() + ttl * 1000);
    await this.keep(code, user.userId, user.email, expiresAt);
    await this.courier.queue({ template, to: user.email, userId: user.userId, language: user.language, vars: this.vars(code, user.name, ttl), expiresAt });
    return true;
  }

  /** A code's values in its message. */
  vars(code: string, name: string, ttl = this.ttlSeconds) {
    return { code, name, minutes: Math.max(1, Math.round(ttl / 60)), days: Math.max(1, Math.round(ttl / 86_400)) };
  }

  /**
   * Stores a code for the user, sent to `to`; storing it again (its request
   * handled twice) changes nothing. The address is kept (hashed) so that a
   * code sets a password only while the user still has it: a change of
   * address voids the user's codes, but one stored just after that, by a
   * worker that looked the address up just before it, would not be.
   */
  async keep(code: string, userId: number, to: string, expiresAt: Date): Promise<void> {
    try {
      await this.col.insertOne({ _id: sha256(code), user_id: userId, to: addressHash(to), expires_at: expiresAt, used_at: null }, withinDeadline());
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }

  /** The user of a live, unused code, without using it, and where it was sent; else null. */
  async holder(code: string): Promise<CodeHolder | null> {
    const doc = await this.col.findOne({ _id: sha256(code), used_at: null, expires_at: { $gt: new Date() } });
    if (!doc) return null;
    return { user_id: doc.user_id, sentTo: (email) => !doc.to || (!!email && doc.to === addressHash(email)) };
  }

  /**
   * Voids the user's unused codes (but `kept`): once one is used, or their
   * password, email or status changes, a code sent before (to an old address,
   * an invitation the admin's password overtook) must no longer set a password.
   */
  async voidFor(userId: number, kept?: string): Promise<void> {
    const filter = { user_id: userId, used_at: null, ...(kept ? { _id: { $ne: sha256(kept) } } : {}) };
    await this.col.updateMany(filter, { $set: { used_at: new Date() } }, withinDeadline());
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
