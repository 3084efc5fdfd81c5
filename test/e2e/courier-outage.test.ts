import * as fs from 'node:fs';
import * as path from 'node:path';
import { courierStack, type CourierStack } from '../support/courier-stack';
import * as crypto from 'node:crypto';
import { aPhone } from '../support/builders';
import { bearer, freshAddress, unique } from '../support/harness';
import { Mailpit } from '../support/mailpit';
import { SmsReceiver } from '../support/sms-receiver';
import { tempDir } from '../support/stack';
import { until } from '../support/wait';

// A mail server down for a quarter of an hour, lived in a minute: identity
// runs under libfaketime, its wall clock (Date: the messages' due times,
// leases and codes' ends) as a file says, which the test moves forward;
// its monotonic clock (timers, the worker's polls, timeouts) stays real, as
// when a machine's clock is stepped. The courier keeps its default retry
// settings. Mailpit is a real SMTP server (STARTTLS and AUTH); text
// messages go to a receiver that speaks Twilio's API.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { faketimeEnv } = require('../../scripts/faketime.js') as { faketimeEnv(file: string): Record<string, string> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const twilio = { sid: `AC${crypto.randomBytes(16).toString('hex')}`, token: crypto.randomBytes(16).toString('hex') };

/** identity's wall clock: real time plus an offset the test moves forward (identity reads the file on every look at its clock). */
class Clock {
  private offsetS = 0;
  constructor(readonly file: string) {
    fs.writeFileSync(file, '+0\n');
  }
  /** identity's now */
  now(): Date {
    return new Date(Date.now() + this.offsetS * 1000);
  }
  /** Moves identity's clock `seconds` ahead; resolves with identity's new now. */
  advance(seconds: number): Date {
    this.offsetS += seconds;
    fs.writeFileSync(this.file, `+${this.offsetS}\n`);
    return this.now();
  }
}

type Member = { id: number; email: string; phone: string };
type Rec = Record<string, unknown> & { _id: number; status: string; attempts: number; last_attempt_at: Date | null; lease: string | null };

describe('the courier through a mail server outage of a quarter of an hour (clock moved by libfaketime)', () => {
  let mail: Mailpit;
  let sms: SmsReceiver;
  let s: CourierStack;
  let clock: Clock;
  let dir: string;

  beforeAll(async () => {
    dir = tempDir('bms-clock-');
    clock = new Clock(path.join(dir, 'faketime'));
    mail = await Mailpit.start();
    sms = await SmsReceiver.start({ twilio });
    s = await courierStack('outage', {
      SMTP_URL: mail.smtpUrl,
      SMTP_CA_FILE: mail.caFile,
      MAIL_FROM: 'BMS <no-reply@bms.example.com>',
      // A recovery code lives 15 minutes here (an hour by default), so that one expires within the outage.
      RESET_CODE_TTL_SECONDS: '900',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: twilio.sid,
      TWILIO_AUTH_TOKEN: twilio.token,
      TWILIO_FROM: '+15550000000',
      TWILIO_BASE_URL: sms.baseUrl,
      ...faketimeEnv(clock.file),
    });
  }, 180_000);
  afterAll(async () => {
    await s?.stop();
    await mail?.close();
    await sms?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const member = async (fields: Record<string, unknown> = {}): Promise<Member> => {
    const [email, phone] = [`${unique('out')}@example.com`, aPhone()];
    const res = await s.t.api.post('/api/team').set(bearer(s.admin)).send({ first_name: 'Lee', last_name: 'Wait', email, password: 'first-password', phone, ...fields });
    expect(res.status).toBe(201);
    return { id: res.body.record.id as number, email, phone };
  };
  const recover = (email: string) => s.t.api.post('/api/auth/request-reset-password').set('X-Forwarded-For', freshAddress()).send({ email }).expect(200);
  const messages = () => s.db.collection<Rec>('courier_messages');
  /** The message of `template` to member `userId`, once queued. */
  const recordOf = (template: string, userId: number) => until(() => messages().findOne({ template, user_id: userId }), (r) => r !== null, 20_000) as Promise<Rec>;
  /** The messages of `ids`, in that order. */
  const byIds = async (ids: number[]) => {
    const rs = await messages().find({ _id: { $in: ids } }).toArray();
    return ids.map((id) => rs.find((r) => r._id === id)!).filter(Boolean);
  };
  /** Waits until each of `ids` was tried at or after `since` (identity's time), or has ended; resolves with them. */
  const triedSince = (ids: number[], since: Date) =>
    until(
      () => byIds(ids),
      (rs) => rs.length === ids.length && rs.every((r) => r.status === 'abandoned' || r.status === 'sent' || (r.status === 'failed' && r.last_attempt_at! >= since)),
      30_000,
    );
  const outcomes = (outcome: string) => s.metric('bms_courier_messages_total', { channel: 'email', outcome });

  it('everything still valid goes out once when the server returns; a code that expired meanwhile is abandoned, never sent late', async () => {
    await mail.stop();
    const t0 = clock.now();
    const early = await member();
    const late = await member();
    const invited = await member({ password: undefined });
    const moved = await member();
    await recover(early.email);
    const newAddress = `${unique('moved')}@example.com`;
    await s.t.api.patch(`/api/team/${moved.id}`).set(bearer(s.admin)).send({ email: newAddress }).expect(200);
    const ids = [(await recordOf('recovery', early.id))._id, (await recordOf('invitation', invited.id))._id, (await recordOf('email_changed', moved.id))._id];
    const first = await triedSince(ids, t0);
    // identity's clock is the one the test moves: its records are stamped with it.
    for (const r of first) expect(Math.abs((r.created_at as Date).getTime() - t0.getTime())).toBeLessThan(30_000);
    expect(first.map((r) => r.last_error)).toEqual(ids.map(() => expect.stringMatching(/ECONNREFUSED|ECONNECTION|connect/i)));

    // Three minutes later, then six: each message is tried again as its backoff ends.
    await triedSince(ids, clock.advance(180));
    const six = clock.advance(180);
    await recover(late.email);
    ids.push((await recordOf('recovery', late.id))._id);
    await triedSince(ids, six);
    // Eleven minutes, then sixteen: the early code (15 minutes) has expired, the late one has five minutes left.
    await triedSince(ids, clock.advance(300));
    const sixteen = clock.advance(300);
    const ended = await triedSince(ids, sixteen);
    const earlyRec = ended.find((r) => r._id === ids[0])!;
    expect(earlyRec).toMatchObject({ status: 'abandoned', last_error: 'the code expired before it could be sent', sealed: null, to: null });
    expect(ended.filter((r) => r._id !== ids[0]).map((r) => r.status)).toEqual(['failed', 'failed', 'failed']);

    // The server returns; every message waiting is due within COURIER_MAX_RETRY_MS (a minute), here of identity's clock.
    await mail.resume();
    clock.advance(61);
    const arrived = [await mail.waitFor(late.email, 1, 30_000), await mail.waitFor(invited.email, 1, 30_000), await mail.waitFor(moved.email, 1, 30_000)];
    expect(arrived.map((a) => a[0]!.subject)).toEqual(['Reset your BMS password', 'Welcome to BMS: choose your password', 'The email address of your BMS account was changed']);
    // Later still, nothing more arrives: each once; the expired code never.
    clock.advance(300);
    await sleep(6_000);
    for (const m of [late, invited, moved]) expect(await mail.messages(m.email)).toHaveLength(1);
    expect(await mail.messages(early.email)).toEqual([]);

    const final = await byIds(ids);
    expect(final.map((r) => r.status)).toEqual(['abandoned', 'sent', 'sent', 'sent']);
    // Every step of the clock brought an attempt (the first four before the early code's end; the late one's from six minutes on); the metrics count each.
    expect(final.map((r) => r.attempts >= [4, 6, 6, 4][final.indexOf(r)]!)).toEqual([true, true, true, true]);
    const failedAttempts = final.reduce((n, r) => n + r.attempts - (r.status === 'sent' ? 1 : 0), 0);
    expect(await outcomes('sent')).toBe(3);
    expect(await outcomes('failed')).toBe(failedAttempts);
    expect(await outcomes('abandoned')).toBe(1);
  }, 180_000);

  /**
   * Holds the deliveries to `a` and `b` under way (`hold`: the server takes
   * them in and answers nothing), steps the clock two minutes on (their
   * leases, 30 s, end by it), and wakes the worker with a message to `c`
   * (`ask`); resolves once that one is under way too, with the leases held
   * of a and b before and after.
   */
  const stepUnderWay = async (template: string, ask: (m: Member) => Promise<unknown>, [a, b, c]: Member[]) => {
    const of = (m: Member) => messages().findOne({ template, user_id: m.id });
    await ask(a!);
    await ask(b!);
    const before = await until(async () => [await of(a!), await of(b!)], (rs) => rs.every((r) => r?.status === 'sending'), 20_000);
    clock.advance(120);
    await ask(c!);
    await until(() => of(c!), (r) => r?.status === 'sending', 20_000);
    const after = [await of(a!), await of(b!)];
    const state = (r: (typeof after)[number]) => ({ lease: r!.lease as string | null, attempts: r!.attempts as number });
    return { before: before.map(state), after: after.map(state) };
  };

  it('a clock stepped past the leases of emails under way does not take them again; each arrives once', async () => {
    const ms = [await member(), await member(), await member()];
    // The server takes connections and answers none: the deliveries wait for its greeting.
    mail.freeze();
    try {
      const leases = await stepUnderWay('recovery', (m) => recover(m.email), ms);
      // Still the attempts begun before the step, under their leases, or ended by their own failure (nodemailer times
      // a connection's set-up by the wall clock: one under way across the step may fail, below; its retry may since
      // hold a lease of its own): never taken again beside an attempt still under way.
      leases.after.forEach((now, i) => {
        const was = leases.before[i]!;
        if (now.lease !== was.lease) expect(now.attempts).toBeGreaterThan(was.attempts);
      });
    } finally {
      mail.thaw();
    }
    // nodemailer bounds a connection's set-up by the wall clock: an attempt under way across the step may fail, and is retried.
    for (const m of ms) await mail.waitFor(m.email, 1, 30_000);
    await sleep(3_000);
    for (const m of ms) expect(await mail.messages(m.email)).toHaveLength(1);
    const recs = await messages().find({ template: 'recovery', user_id: { $in: ms.map((m) => m.id) } }).toArray();
    expect(recs.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  }, 90_000);

  it('nor texts under way: each arrives at the provider once', async () => {
    const ms = [await member(), await member(), await member()];
    const sendOtp = (m: Member) => s.t.api.post('/api/auth/send-otp').set('X-Forwarded-For', freshAddress()).send({ phone: m.phone }).expect(200);
    sms.hold();
    try {
      const leases = await stepUnderWay('login_code', sendOtp, ms);
      expect(leases.after).toEqual(leases.before);
    } finally {
      sms.release();
    }
    for (const m of ms) await sms.waitFor(m.phone, 1, 30_000);
    await sleep(3_000);
    expect(ms.map((m) => sms.to(m.phone).length)).toEqual([1, 1, 1]);
    const recs = await messages().find({ template: 'login_code', user_id: { $in: ms.map((m) => m.id) } }).toArray();
    expect(recs.map((r) => [r.status, r.attempts])).toEqual([['sent', 1], ['sent', 1], ['sent', 1]]);
  }, 90_000);
});
