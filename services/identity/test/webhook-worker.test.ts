import * as crypto from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AuthedContext, type Connection, connectMongo, Counters, createLogger, type OutboxRelay, withRequestContext } from '@bms/platform';
import { dbUrl, readStack } from '../../../test/support/stack';
import { until } from '../../../test/support/wait';
import { SecretBox } from '../src/connections/secrets';
import { DeliveryRepository } from '../src/webhooks/delivery.repository';
import { DeliveryWorker } from '../src/webhooks/delivery.worker';
import { parseAllowedTargets, type Resolver, TargetPolicy } from '../src/webhooks/target-policy';
import { WebhookService } from '../src/webhooks/webhook.service';
import { lossyConnection } from '../../../test/support/losing-proxy';

const logger = createLogger('test', process.env.TEST_LOG ?? 'silent');

// Webhooks write no events: the relay only has to accept the collection.
const relay = { track: () => undefined, kick: () => undefined } as unknown as OutboxRelay;
const admin = { caller: { requireAdmin: () => undefined } } as unknown as AuthedContext;

/**
 * The delivery worker against the real database (the test stack's devdb),
 * with a local receiver, without NATS: deliveries are recorded directly.
 */
describe('the webhook delivery worker', () => {
  let conn: Connection;
  let server: http.Server;
  let port: number;
  const got: Array<{ id: string; at: number }> = [];
  /** what the receiving host name resolves to, changed by the tests */
  const dns: Record<string, string[]> = {};
  const resolver: Resolver = async (host) => (dns[host] ?? []).map((address) => ({ address, family: 4 }));

  beforeAll(async () => {
    conn = await connectMongo(dbUrl(readStack(), `webhooks_${Date.now()}`), logger);
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        got.push({ id: String(req.headers['x-webhook-id']), at: Date.now() });
        // A slow receiver: two workers racing for a delivery would both get here.
        setTimeout(() => res.writeHead(200).end(), 30);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await conn.db!.dropDatabase();
    await conn.close();
  });

  function parts(allowed: string) {
    const policy = new TargetPolicy(parseAllowedTargets(allowed)!, resolver);
    const deliveries = new DeliveryRepository(conn, new Counters(conn));
    const service = new WebhookService(conn, new Counters(conn), relay, deliveries, policy, new SecretBox(crypto.randomBytes(32)), 60_000, () => undefined);
    const worker = () => new DeliveryWorker(deliveries, service, policy, logger, { timeoutMs: 2_000, firstRetryMs: 100, concurrency: 4, pollMs: 100 });
    return { deliveries, service, worker };
  }

  const recordFor = (deliveries: DeliveryRepository, webhookId: number, retryForMs = 60_000) => {
    const id = crypto.randomUUID();
    const payload = JSON.stringify({ id, type: 'crm.client.created', occurred_at: new Date().toISOString(), actor_user_id: 1, data: { id: 1 } });
    return deliveries.record(webhookId, { id, type: 'crm.client.created' }, payload, new Date(Date.now() + retryForMs)).then(() => id);
  };

  /** Waits until the event's delivery to the webhook succeeded, at the first attempt. */
  const deliveredOnce = async (deliveries: DeliveryRepository, webhookId: number, eventId: string) => {
    const d = await until(
      () => deliveries.model.findOne({ webhook_id: webhookId, event_id: eventId }).lean(),
      (x) => x?.status === 'succeeded',
      5_000,
    );
    expect(d).toMatchObject({ attempts: 1, last_response_code: 200 });
  };

  it('records one delivery per event and webhook, however often the event comes', async () => {
    const { deliveries, service } = parts(`127.0.0.1:${port}`);
    const hook = await service.create({ input: { url: `http://127.0.0.1:${port}/a`, events: ['crm.>'], secret: '', description: '' } }, admin);
    const payload = '{}';
    const until = new Date(Date.now() + 60_000);
    const evt = { id: crypto.randomUUID(), type: 'crm.client.created' };
    expect(await deliveries.record(hook.record!.id as number, evt, payload, until)).toBe(true);
    expect(await deliveries.record(hook.record!.id as number, evt, payload, until)).toBe(false);
    expect(await deliveries.model.countDocuments({ event_id: evt.id })).toBe(1);
  });

  it('two workers (two replicas) attempt each delivery once', async () => {
    const { deliveries, service, worker } = parts(`127.0.0.1:${port}`);
    const hook = await service.create({ input: { url: `http://127.0.0.1:${port}/b`, events: ['crm.>'], secret: '', description: '' } }, admin);
    const hookId = hook.record!.id as number;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      await recordFor(deliveries, hookId);
    }
    for (const d of await deliveries.model.find({ webhook_id: hookId }).lean()) ids.push(d._id);
    const [a, b] = [worker(), worker()];
    a.start();
    b.start();
    try {
      await until(
        () => deliveries.model.countDocuments({ webhook_id: hookId, status: 'succeeded' }),
        (n) => n === ids.length,
        // a few deliveries a second on devdb, slower on a loaded machine: the claim is "once", not a speed
        30_000,
      );
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const received = got.filter((g) => ids.includes(Number(g.id))).map((g) => Number(g.id));
    expect(received.sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
    expect(await deliveries.model.countDocuments({ webhook_id: hookId, attempts: 1 })).toBe(ids.length);
  }, 60_000);

  it('refuses at delivery a host that now resolves to a private address (DNS rebinding): a failed attempt, nothing sent', async () => {
    const { deliveries, service, worker } = parts('');
    dns['hooks.example.test'] = ['93.184.216.34'];
    const hook = await service.create(
      { input: { url: `https://hooks.example.test:${port}/c`, events: ['crm.>'], secret: '', description: '' } },
      admin,
    );
    dns['hooks.example.test'] = ['127.0.0.1'];
    const before = got.length;
    await recordFor(deliveries, hook.record!.id as number, 1_000);
    const w = worker();
    w.start();
    try {
      const d = await until(
        () => deliveries.model.findOne({ webhook_id: hook.record!.id }).lean(),
        (x) => x?.status === 'failed',
      );
      expect(d).toMatchObject({
        last_response_code: null,
        last_error: 'refused: hooks.example.test resolves to a loopback address (127.0.0.1); webhooks may only target public addresses.',
      });
      expect(d!.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await w.stop();
    }
    expect(got.length).toBe(before);
  });

  it('ends the pending deliveries of a deleted webhook without an attempt', async () => {
    const { deliveries, service, worker } = parts(`127.0.0.1:${port}`);
    const hook = await service.create({ input: { url: `http://127.0.0.1:${port}/d`, events: ['crm.>'], secret: '', description: '' } }, admin);
    const hookId = hook.record!.id as number;
    await recordFor(deliveries, hookId);
    await service.delete(hookId, admin);
    const w = worker();
    w.start();
    await new Promise((r) => setTimeout(r, 300));
    await w.stop();
    const d = await deliveries.model.findOne({ webhook_id: hookId }).lean();
    expect(d).toMatchObject({ status: 'failed', attempts: 0, last_error: 'The webhook was deleted.' });
    expect(got.filter((g) => g.id === String(d!._id))).toEqual([]);
  });

  it('a kick from inside a request leaves none of its deadline to the passes that follow', async () => {
    const { deliveries, service, worker } = parts(`127.0.0.1:${port}`);
    const hook = await service.create({ input: { url: `http://127.0.0.1:${port}/e`, events: ['crm.>'], secret: '', description: '' } }, admin);
    const hookId = hook.record!.id as number;
    const w = worker();
    w.start();
    try {
      await new Promise((r) => setTimeout(r, 150));
      // A replay wakes the worker from inside its call, whose deadline soon passes.
      withRequestContext({ request_id: 'a-replay', deadline: Date.now() + 50 }, () => w.kick());
      await new Promise((r) => setTimeout(r, 300));
      // Not woken: a later pass finds it.
      const eventId = await recordFor(deliveries, hookId);
      await deliveredOnce(deliveries, hookId, eventId);
    } finally {
      await w.stop();
    }
  });

  it('goes on when the database never answers one of its calls, and the call given up gives its connection back', async () => {
    const { deliveries, service } = parts(`127.0.0.1:${port}`);
    const hook = await service.create({ input: { url: `http://127.0.0.1:${port}/f`, events: ['crm.>'], secret: '', description: '' } }, admin);
    const hookId = hook.record!.id as number;
    // The worker reads when the next delivery is due with a find: its answer is lost.
    const lossy = await lossyConnection(conn.db!.databaseName, { name: 'find', collection: 'webhook_deliveries' }, logger);
    const policy = new TargetPolicy(parseAllowedTargets(`127.0.0.1:${port}`)!, resolver);
    const w = new DeliveryWorker(new DeliveryRepository(lossy.conn, new Counters(lossy.conn)), service, policy, logger, {
      timeoutMs: 2_000,
      firstRetryMs: 100,
      concurrency: 4,
      pollMs: 100,
      callTimeoutMs: 1_000,
    });
    w.start();
    try {
      await until(async () => lossy.proxy.lost, (n) => n === 1);
      const eventId = await recordFor(deliveries, hookId);
      w.kick();
      await deliveredOnce(deliveries, hookId, eventId);
      await w.stop();
      // The call given up does not keep its connection for an answer that never comes.
      await until(async () => lossy.checkedOut(), (n) => n === 0, 5_000);
    } finally {
      await w.stop();
      await lossy.close();
    }
  });
});
