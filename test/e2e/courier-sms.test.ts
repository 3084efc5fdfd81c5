import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import { aPhone } from '../support/builders';
import { courierStack, type CourierStack } from '../support/courier-stack';
import { bearer, codeIn, freshAddress, login, unique } from '../support/harness';
import { SmsReceiver } from '../support/sms-receiver';

// Text messages through an SMS provider on loopback that speaks Twilio's
// Messages API (form POST, basic auth, 201 with a SID), end to end through
// the gateway.

const twilio = { sid: `AC${crypto.randomBytes(16).toString('hex')}`, token: crypto.randomBytes(16).toString('hex') };
const twilioEnv = (receiver: SmsReceiver, extra: Record<string, string> = {}) => ({
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: twilio.sid,
  TWILIO_AUTH_TOKEN: twilio.token,
  TWILIO_FROM: '+15550000000',
  TWILIO_BASE_URL: receiver.baseUrl,
  COURIER_FIRST_RETRY_MS: '200',
  COURIER_MAX_RETRY_MS: '1000',
  ...extra,
});

/** A member with a phone, made by the admin of `s`. */
async function member(s: CourierStack) {
  const phone = aPhone();
  const email = `${unique('sms')}@example.com`;
  const res = await s.t.api.post('/api/team').set(bearer(s.admin)).send({ first_name: 'Sam', last_name: 'Text', email, password: 'first-password', phone });
  expect(res.status).toBe(201);
  return { id: res.body.record.id as number, phone, email, password: 'first-password' };
}

/** Before the block's tests, a receiver and an identity sending to it with `extra` settings; both stopped after them. */
function withSmsStack(label: string, extra: Record<string, string>, use: (receiver: SmsReceiver, s: CourierStack) => void): void {
  let receiver: SmsReceiver | undefined;
  let s: CourierStack | undefined;
  beforeAll(async () => {
    receiver = await SmsReceiver.start({ twilio });
    s = await courierStack(label, twilioEnv(receiver, extra));
    use(receiver, s);
  }, 180_000);
  afterAll(async () => {
    await s?.stop();
    await receiver?.stop();
  });
}

const sendOtp = (s: CourierStack, phone: string) => s.t.api.post('/api/auth/send-otp').set('X-Forwarded-For', freshAddress()).send({ phone });

describe('text messages through an SMS provider', () => {
  let receiver: SmsReceiver;
  let s: CourierStack;
  withSmsStack('sms', { CODES_PER_RECIPIENT_PER_HOUR: '3' }, (r, stack) => ([receiver, s] = [r, stack]));

  it('says at start where text messages go (the provider, not its token), and that emails go to the log (no SMTP_URL)', () => {
    const lines = fs.readFileSync(s.logFile(), 'utf8').split('\n');
    const said = (msg: string) => lines.filter((l) => l.includes(`"msg":"${msg}"`)).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(said('no SMTP_URL: emails (recovery codes, invitations, notices) are written to the log, not sent')).toEqual([expect.objectContaining({ level: 40 })]);
    expect(said('text messages go to the SMS provider')).toEqual([expect.objectContaining({ provider: 'twilio', at: receiver.baseUrl })]);
    expect(lines.some((l) => l.includes('emails go to the mail server') || l.includes('SMS_PROVIDER=log'))).toBe(false);
    expect(lines.some((l) => l.includes(twilio.token))).toBe(false);
  });

  it('send-otp: the text arrives at the provider; its code signs in by phone', async () => {
    const m = await member(s);
    expect((await sendOtp(s, m.phone)).status).toBe(200);
    const [text] = await receiver.waitFor(m.phone);
    expect(text).toMatchObject({ shape: 'twilio', from: '+15550000000' });
    const code = codeIn('sms', text!.text)!;
    expect(text!.text).toBe(`Your BMS sign-in code is ${code}. It is valid for 5 minutes. Do not share it.`);
    const signedIn = await s.t.api.post('/api/auth/login').send({ phone: m.phone, otp: code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(m.id);
    const record = await s.db.collection('courier_messages').findOne({ user_id: m.id, template: 'login_code' });
    expect(record).toMatchObject({ status: 'sent', sealed: null, to: null, attempts: 1 });
    expect(record!.provider_id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(s.nats.seen.some((n) => n.body.includes(code) || /(^|\.)notify\./.test(n.subject))).toBe(false);
  });

  it('the provider failing and then down: retried with its answer recorded, then delivered once; the metrics count both', async () => {
    const m = await member(s);
    const count = (outcome: string) => s.metric('bms_courier_messages_total', { channel: 'sms', outcome });
    const [sentBefore, failedBefore] = [await count('sent'), await count('failed')];
    receiver.failWith(503);
    try {
      await sendOtp(s, m.phone).expect(200);
      const deadline = Date.now() + 15_000;
      while (receiver.refused < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const list = await s.t.api.get('/api/admin/messages?channel=sms&limit=100').set(bearer(s.admin));
      const mine = (list.body.records as Array<Record<string, unknown>>).find((r) => r.to === `+${'*'.repeat(7)}${m.phone.slice(-4)}`);
      expect(mine).toMatchObject({ template: 'login_code' });
      expect(['failed', 'sending']).toContain(mine!.status);
      expect(mine!.last_error).toMatch(/^Twilio HTTP 503: 20500 Service unavailable/);
      // Then not answering at all.
      await receiver.stop();
      receiver.failWith(null);
      await new Promise((r) => setTimeout(r, 1500));
      expect(receiver.to(m.phone)).toEqual([]);
    } finally {
      receiver.failWith(null);
      await receiver.resume();
    }
    const [text] = await receiver.waitFor(m.phone);
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.to(m.phone)).toHaveLength(1);
    const code = codeIn('sms', text!.text)!;
    expect((await s.t.api.post('/api/auth/login').send({ phone: m.phone, otp: code })).status).toBe(200);
    const record = await s.db.collection('courier_messages').findOne({ user_id: m.id, template: 'login_code' });
    expect(record!.status).toBe('sent');
    expect(record!.attempts).toBeGreaterThanOrEqual(3);
    expect(await count('sent')).toBeGreaterThanOrEqual(sentBefore + 1);
    expect(await count('failed')).toBeGreaterThanOrEqual(failedBefore + record!.attempts - 1);
    expect(await s.metric('bms_courier_messages_total', { channel: 'email', outcome: 'sent' })).toBe(0);
  }, 60_000);

  it('a phone receives at most the hourly number of codes: sign-in answers the same, a phone change answers 429', async () => {
    const m = await member(s);
    for (let i = 0; i < 3; i++) await sendOtp(s, m.phone).expect(200);
    await receiver.waitFor(m.phone, 3);
    expect((await sendOtp(s, m.phone)).status).toBe(200);
    const token = await login(s.t.api, m.email, m.password);
    const change = await s.t.api.post('/api/auth/phone/change/send-otp').set(bearer(token)).send({ phone: m.phone });
    expect(change.status).toBe(429);
    expect(Number(change.headers['retry-after'])).toBeGreaterThan(3500);
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.to(m.phone)).toHaveLength(3);
  });
});

describe('a code that expires while the provider is down', () => {
  let receiver: SmsReceiver;
  let s: CourierStack;
  withSmsStack('smsx', { OTP_TTL_SECONDS: '2' }, (r, stack) => ([receiver, s] = [r, stack]));

  it('is abandoned, never sent late', async () => {
    const m = await member(s);
    await receiver.stop();
    try {
      await sendOtp(s, m.phone).expect(200);
      const deadline = Date.now() + 15_000;
      let record;
      do {
        await new Promise((r) => setTimeout(r, 200));
        record = await s.db.collection('courier_messages').findOne({ user_id: m.id, template: 'login_code' });
      } while (record?.status !== 'abandoned' && Date.now() < deadline);
      expect(record).toMatchObject({ status: 'abandoned', sealed: null, to: null, last_error: 'the code expired before it could be sent' });
      expect(record!.attempts).toBeGreaterThanOrEqual(1);
    } finally {
      await receiver.resume();
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.to(m.phone)).toEqual([]);
    const list = await s.t.api.get('/api/admin/messages?status=abandoned').set(bearer(s.admin));
    expect((list.body.records as Array<{ template: string }>).map((r) => r.template)).toContain('login_code');
  }, 60_000);
});
