import * as crypto from 'node:crypto';
import { type Connection, connectMongo, Counters, createLogger } from '@bms/platform';
import { SmsReceiver } from '../../../test/support/sms-receiver';
import { dbUrl, readStack } from '../../../test/support/stack';
import { until } from '../../../test/support/wait';
import { SecretBox } from '../src/connections/secrets';
import { CourierService, type Letter } from '../src/courier/courier.service';
import { CourierWorker } from '../src/courier/courier.worker';
import { MessageRepository } from '../src/courier/message.repository';
import { logEmail } from '../src/courier/providers/log.provider';
import type { SmsProvider } from '../src/courier/providers/provider';
import { twilioSms, webhookSms } from '../src/courier/providers/sms.provider';
import { RecipientCap } from '../src/courier/recipient-cap';
import { Templates } from '../src/courier/templates/templates';

const logger = createLogger('test', process.env.TEST_LOG ?? 'silent');

const phone = () => `+1555${String(crypto.randomInt(0, 1e7)).padStart(7, '0')}`;
const twilio = { sid: `AC${crypto.randomBytes(16).toString('hex')}`, token: 'token-1' };

/** The courier's worker on the real database (the test stack's), with a real receiver of text messages, without NATS. */
describe("the courier's worker", () => {
  let conn: Connection;
  let receiver: SmsReceiver;
  const secret = crypto.randomBytes(24).toString('base64url');

  beforeAll(async () => {
    conn = await connectMongo(dbUrl(readStack(), `courier_${Date.now()}`), logger);
    receiver = await SmsReceiver.start({ webhookSecret: secret, twilio });
  });
  afterAll(async () => {
    await receiver.stop();
    await conn.db!.dropDatabase();
    await conn.close();
  });

  function parts(sms: SmsProvider) {
    const messages = new MessageRepository(conn, new Counters(conn));
    const cap = new RecipientCap(conn.db!, 3);
    const service = new CourierService(messages, new SecretBox(crypto.randomBytes(32)), cap, 60_000, logger, () => undefined);
    const worker = () =>
      new CourierWorker(messages, service, new Templates(), { email: logEmail(logger), sms }, logger, { outcome: () => undefined }, {
        timeoutMs: 2_000,
        firstRetryMs: 100,
        maxRetryMs: 200,
        concurrency: 4,
        pollMs: 100,
      });
    return { messages, service, worker, cap };
  }
  const code = (to: string, expiresAt = new Date(Date.now() + 60_000)): Letter => ({
    template: 'login_code',
    to,
    userId: 1,
    language: 'en',
    vars: { code: String(crypto.randomInt(100000, 999999)), minutes: 5 },
    expiresAt,
  });

  it('two workers (two replicas) send each message once, signed as webhooks are', async () => {
    const { messages, service, worker } = parts(webhookSms({ url: receiver.webhookUrl, secret, timeoutMs: 2_000 }));
    const letters = Array.from({ length: 12 }, () => code(phone()));
    const ids: number[] = [];
    for (const l of letters) ids.push(await service.queue(l));
    const [a, b] = [worker(), worker()];
    a.start();
    b.start();
    try {
      await until(() => messages.model.countDocuments({ _id: { $in: ids }, status: 'sent' }), (n) => n === ids.length);
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    for (const l of letters) {
      const got = receiver.to(l.to);
      expect(got).toHaveLength(1);
      expect(got[0]!.text).toContain(String(l.vars.code));
    }
    const docs = await messages.model.find({ _id: { $in: ids } }).lean();
    expect(new Set(docs.map((d) => d.key))).toEqual(new Set(letters.map((l) => receiver.to(l.to)[0]!.id)));
    expect(docs.every((d) => d.attempts === 1 && d.sealed === null && d.to === null)).toBe(true);
  });

  it("a message the provider refuses for good is abandoned at once, with the provider's answer", async () => {
    const { messages, service, worker } = parts(
      twilioSms({ baseUrl: receiver.baseUrl, accountSid: twilio.sid, authToken: twilio.token, from: '+15550000000', timeoutMs: 2_000 }),
    );
    const id = await service.queue(code('+0123'));
    const w = worker();
    w.start();
    try {
      const d = await until(() => messages.findById(id), (x) => x?.status === 'abandoned');
      expect(d).toMatchObject({ attempts: 1, sealed: null, to: null, last_error: "Twilio HTTP 400: 21211 The 'To' number +0123 is not a valid phone number." });
    } finally {
      await w.stop();
    }
  });

  it('a message whose code has expired is abandoned, never sent', async () => {
    const { messages, service, worker } = parts(webhookSms({ url: receiver.webhookUrl, secret, timeoutMs: 2_000 }));
    const l = code(phone(), new Date(Date.now() - 1));
    const id = await service.queue(l);
    const w = worker();
    w.start();
    try {
      const d = await until(() => messages.findById(id), (x) => x?.status === 'abandoned');
      expect(d).toMatchObject({ attempts: 0, sealed: null, last_error: 'the code expired before it could be sent' });
    } finally {
      await w.stop();
    }
    expect(receiver.to(l.to)).toEqual([]);
  });

  it('prunes finished messages past their retention, never one still to be sent', async () => {
    const { messages, service } = parts(webhookSms({ url: receiver.webhookUrl, secret, timeoutMs: 2_000 }));
    const waiting = await service.queue(code(phone()));
    const done = await service.queue(code(phone()));
    await messages.model.updateOne({ _id: done }, { $set: { status: 'sent', sealed: null, to: null } });
    const old = new Date(Date.now() - 8 * 24 * 3_600_000);
    await messages.model.updateMany({ _id: { $in: [waiting, done] } }, { $set: { updated_at: old } });
    await messages.prune(new Date(Date.now() - 7 * 24 * 3_600_000));
    expect(await messages.findById(done)).toBeNull();
    expect(await messages.findById(waiting)).toMatchObject({ status: 'queued' });
    await messages.model.deleteOne({ _id: waiting });
  });

  it('the hourly cap of a recipient holds when many ask at once', async () => {
    const { cap } = parts(webhookSms({ url: receiver.webhookUrl, secret, timeoutMs: 2_000 }));
    const to = `${crypto.randomUUID()}@example.com`;
    const waits = await Promise.all(Array.from({ length: 10 }, () => cap.take('email', to)));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    expect(waits.filter((w) => w > 3_500 && w <= 3_600)).toHaveLength(7);
    // The same address however written; an hour later, the first ones no longer count.
    expect(await cap.take('email', to.toUpperCase())).toBeGreaterThan(0);
    expect(await cap.take('email', to, new Date(Date.now() + 3_601_000))).toBe(0);
  });

  it('a request counted again takes nothing more, and is not refused by its own count', async () => {
    const { cap } = parts(webhookSms({ url: receiver.webhookUrl, secret, timeoutMs: 2_000 }));
    const to = `${crypto.randomUUID()}@example.com`;
    expect(await cap.take('email', to, undefined, 'request-1')).toBe(0);
    expect(await cap.take('email', to, undefined, 'request-2')).toBe(0);
    expect(await cap.take('email', to, undefined, 'request-3')).toBe(0);
    // Its handling repeated after the recipient's share was used up: still its own, once.
    expect(await cap.take('email', to, undefined, 'request-3')).toBe(0);
    expect(await cap.take('email', to, undefined, 'request-4')).toBeGreaterThan(0);
  });
});
