import * as crypto from 'node:crypto';
import type { Response } from 'supertest';
import { aPhone } from '../support/builders';
import { courierStack, type CourierStack } from '../support/courier-stack';
import { bearer, codeIn, eventually, freshAddress, login, type TestGateway, unique } from '../support/harness';
import { Mailpit } from '../support/mailpit';
import { SmsReceiver } from '../support/sms-receiver';
import { recipientKey } from '../../services/identity/src/courier/recipient-cap';

// A request for a recovery email or a sign-in code is recorded before it
// is answered (one insert, the same for a registered and an unknown
// address) and handled after: identity killed (-9) or stopped right after
// the answer, the replica started again (or another) sends the message,
// once. Real processes, a real SMTP server (Mailpit) and an SMS webhook.

const secret = crypto.randomBytes(16).toString('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a code request outlives the replica that answered it', () => {
  let mail: Mailpit;
  let sms: SmsReceiver;
  let s: CourierStack;
  /** the gateway in front of the replica that handles requests now */
  let g: TestGateway;
  /** the replica behind g (0: the first) */
  let live = 0;
  /** the recovery request of the first test, as it was recorded, and its member's address */
  let recorded: Record<string, unknown> | undefined;
  let recordedFor = '';

  beforeAll(async () => {
    mail = await Mailpit.start();
    sms = await SmsReceiver.start({ webhookSecret: secret });
    s = await courierStack('creq', {
      SMTP_URL: mail.smtpUrl,
      SMTP_CA_FILE: mail.caFile,
      MAIL_FROM: 'BMS <no-reply@bms.example.com>',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: sms.webhookUrl,
      SMS_WEBHOOK_SECRET: secret,
      COURIER_FIRST_RETRY_MS: '200',
      COURIER_MAX_RETRY_MS: '1000',
      // A message being handed over by a replica that dies is due again after 5 + 3 + 10 s.
      COURIER_TIMEOUT_MS: '3000',
      // The first replica records requests and handles none: its answer is all it does.
      CODE_REQUEST_CONCURRENCY: '0',
    });
    g = s.t;
  }, 180_000);
  afterAll(async () => {
    await s?.stop();
    await sms?.stop();
    await mail?.close();
  });

  const member = async () => {
    const [email, phone] = [`${unique('creq')}@example.com`, aPhone()];
    const res = await g.api.post('/api/team').set(bearer(s.admin)).send({ first_name: 'Kim', last_name: 'Crash', email, password: 'first-password', phone });
    expect(res.status).toBe(201);
    return { id: res.body.record.id as number, email, phone };
  };
  const recover = (email: string) => g.api.post('/api/auth/request-reset-password').set('X-Forwarded-For', freshAddress()).send({ email });
  const sendOtp = (phone: string) => g.api.post('/api/auth/send-otp').set('X-Forwarded-For', freshAddress()).send({ phone });
  const answer = (r: Response) => ({ status: r.status, body: r.body as unknown, length: r.headers['content-length'], headers: Object.keys(r.headers).sort() });
  const requests = () => s.db.collection('code_requests').find({}).toArray();
  /** A recorded request with what differs between any two replaced by its type. */
  const outline = (r: Record<string, unknown>) => {
    const sealed = r.sealed as Record<string, string>;
    return { ...r, _id: typeof r._id, key: typeof r.key, created_at: 'date', next_attempt_at: 'date', expires_at: 'date', sealed: Object.keys(sealed).map((k) => `${k}:${sealed[k]!.length}`) };
  };
  /** Starts a replica that handles requests, in front of which the next requests go. */
  const nextReplica = async (signal: NodeJS.Signals) => {
    await s.kill(live, signal);
    g = await s.replica({ CODE_REQUEST_CONCURRENCY: '4' });
    live++;
  };

  it('the answer comes after one insert, the same for an unknown address; killed right after it, the replica started again sends the email once', async () => {
    const m = await member();
    // An unknown address of the same length: its request is the same size too.
    const nobody = `${unique('creq')}@example.com`;
    expect(nobody.length).toBe(m.email.length);
    const known = await recover(m.email);
    const unknown = await recover(nobody);
    expect(known.status).toBe(200);
    expect(answer(unknown)).toEqual(answer(known));

    const recs = await requests();
    expect(recs).toHaveLength(2);
    expect(outline(recs[1]!)).toEqual(outline(recs[0]!));
    expect(recs[0]).toMatchObject({ kind: 'recovery', status: 'queued', admitted: false, lease: null });
    // Neither address nor code in clear.
    expect(JSON.stringify(recs)).not.toContain(m.email);
    expect(JSON.stringify(recs)).not.toContain(nobody);

    await nextReplica('SIGKILL');
    const [got] = await mail.waitFor(m.email, 1, 20_000);
    await eventually(async () => expect(await requests()).toEqual([]), 10_000);
    await sleep(1500);
    expect(await mail.messages(m.email)).toHaveLength(1);
    expect(await mail.messages(nobody)).toEqual([]);
    // The message's key is its request's.
    const key = got!.messageId.split('@')[0];
    recorded = recs.find((r) => r.key === key);
    recordedFor = m.email;
    expect(recorded).toBeDefined();
    expect(await s.db.collection('courier_messages').countDocuments({ key })).toBe(1);

    const code = codeIn('email', got!.text)!;
    await g.api.post('/api/auth/change-password').send({ code, password: 'second-password', retype_password: 'second-password' }).expect(200);
    await login(g.api, m.email, 'second-password');
  }, 90_000);

  it('a request handled again (its replica died after queueing, before deleting it) sends nothing more; its code stays used', async () => {
    expect(recorded).toBeDefined();
    const key = recorded!.key as string;
    const message = await s.db.collection('courier_messages').findOne({ key });
    const caps = s.db.collection<{ _id: string; at: Date[] }>('courier_recipient_caps');
    const counted = (await caps.findOne({ _id: recipientKey('email', recordedFor) }))?.at.length;
    expect(counted).toBe(1);
    // As recorded, before its handling: not yet marked as counted against its recipient.
    await s.db.collection('code_requests').insertOne({ ...recorded!, _id: recorded!._id as never });
    await eventually(async () => expect(await requests()).toEqual([]), 10_000);
    await sleep(1500);
    const to = (await mail.messages()).filter((m) => m.messageId.startsWith(key));
    expect(to).toHaveLength(1);
    expect(await s.db.collection('courier_messages').find({ key }).toArray()).toEqual([expect.objectContaining({ _id: message!._id, status: 'sent' })]);
    const code = codeIn('email', to[0]!.text)!;
    expect((await g.api.post('/api/auth/change-password').send({ code, password: 'third-password', retype_password: 'third-password' })).status).toBe(422);
    // Counted against its recipient once, not once per handling.
    expect((await caps.findOne({ _id: recipientKey('email', recordedFor) }))?.at.length).toBe(counted);
  }, 30_000);

  /** Asks for a recovery email and a sign-in code for each member, and for unknown addresses; then `signal` to the replica. */
  const askThenStop = async (signal: NodeJS.Signals) => {
    const members = await Promise.all([member(), member(), member()]);
    const answers = await Promise.all([
      ...members.flatMap((m) => [recover(m.email), sendOtp(m.phone)]),
      recover(`${unique('creq')}@example.com`),
      sendOtp(aPhone()),
    ]);
    await nextReplica(signal);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    // Each member's email and text arrive (a second delivery of one, under the same id, is counted below).
    for (const m of members) {
      await mail.waitFor(m.email, 1, 40_000);
      await sms.waitFor(m.phone, 1, 40_000);
    }
    await eventually(async () => expect(await requests()).toEqual([]), 20_000);
    await sleep(1500);
    for (const m of members) {
      // One message per request: a handover cut short may reach the server again, under the same id.
      expect(new Set((await mail.messages(m.email)).map((x) => x.messageId)).size).toBe(1);
      expect(new Set(sms.to(m.phone).map((x) => x.id)).size).toBe(1);
    }
    const m = members[0]!;
    const otp = codeIn('sms', sms.to(m.phone)[0]!.text)!;
    expect((await g.api.post('/api/auth/login').send({ phone: m.phone, otp })).status).toBe(200);
  };

  it('killed (-9) right after answering a few requests, the replica started again sends each message once', async () => {
    await askThenStop('SIGKILL');
  }, 120_000);

  it('stopped (SIGTERM) right after answering, the replica finishes or gives back what it took; each message arrives once', async () => {
    await askThenStop('SIGTERM');
  }, 120_000);
});
