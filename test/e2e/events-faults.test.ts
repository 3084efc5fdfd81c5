import type { ChildProcess } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import mongoose from 'mongoose';
import { connect, headers, type NatsConnection } from 'nats';
import { adminToken, bearer, type TestGateway, testGateway, unique } from '../support/harness';
import { OwnNats } from '../support/own-server';
import { dbUrl, lib, readStack, type StackInfo, startService } from '../support/stack';
import { createClient as clientFor } from '../support/builders';

/**
 * Events under faults: a NATS and a crm and billing of the
 * test's own, so that NATS and the consumer can be killed and restarted.
 */
describe('events between services, under faults', () => {
  const namespace = `f${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  let nats: OwnNats;
  let info: StackInfo;
  let crm: ChildProcess;
  let billing: { child: ChildProcess; address: string; metricsPort: number };
  let t: TestGateway;
  let admin: string;
  let crmDb: mongoose.Connection;
  let billingDb: mongoose.Connection;
  let nc: NatsConnection;
  const dbs = { crm: `crm_${namespace}`, billing: `billing_${namespace}` };

  let billingPort = 0;
  let crmAddress = '';
  // Restarts keep the port, as a restarted pod keeps its Service address.
  const startBilling = () =>
    startService(
      { ...info, natsUrl: nats.url, namespace },
      'billing',
      { MONGO_URL: dbUrl(info, dbs.billing), GRPC_PORT: String(billingPort), CRM_GRPC_URL: crmAddress },
      `billing-${namespace}`,
    );

  beforeAll(async () => {
    info = readStack();
    nats = await OwnNats.start();
    const own = { ...info, natsUrl: nats.url, namespace };
    const c = await startService(own, 'crm', { MONGO_URL: dbUrl(info, dbs.crm) }, `crm-${namespace}`);
    crm = c.child;
    crmAddress = c.address;
    billing = await startBilling();
    // Restarts take the port the first start was given (a free port picked
    // in advance could be taken by another process meanwhile).
    billingPort = Number(billing.address.split(':')[1]);
    t = testGateway({ CRM_GRPC_URL: c.address, BILLING_GRPC_URL: billing.address });
    admin = await adminToken(t.api);
    crmDb = await mongoose.createConnection(dbUrl(info, dbs.crm)).asPromise();
    billingDb = await mongoose.createConnection(dbUrl(info, dbs.billing)).asPromise();
    nc = await connect({ servers: nats.url });
  }, 60_000);

  afterAll(async () => {
    await nc?.close();
    await t?.close();
    await Promise.all([lib.stopProcess(crm), lib.stopProcess(billing?.child)]);
    await crmDb?.dropDatabase().catch(() => undefined);
    await billingDb?.dropDatabase().catch(() => undefined);
    await crmDb?.close();
    await billingDb?.close();
    await nats?.stop();
  });

  const createClient = async (name: string) => (await clientFor(t.api, admin, { company_name: name })).id;

  /** crm's live clients as billing's projection should mirror them. */
  async function source() {
    const docs = await crmDb.db!.collection('clients').find({}).sort({ _id: 1 }).toArray();
    return docs.map((d) => ({ id: d._id, company_name: d.company_name, deleted: !!d.deleted_at }));
  }

  async function projection() {
    const docs = await billingDb.db!.collection('clients').find({}).sort({ _id: 1 }).toArray();
    return docs.map((d) => ({ id: d._id, company_name: d.company_name ?? (d.deleted_at ? expect.anything() : undefined), deleted: !!d.deleted_at }));
  }

  async function clientEventsInStream(): Promise<number> {
    const jsm = await nc.jetstreamManager();
    const s = await jsm.streams.info(`${namespace}_CRM`);
    return s.state.messages;
  }

  async function handledCount(): Promise<number> {
    return billingDb.db!.collection('handled_events').countDocuments({});
  }

  async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('not in time');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Waits until billing has handled every event in the stream, then compares. */
  async function settled(): Promise<void> {
    let state = {};
    await until(async () => {
      const pending = await crmDb.db!.collection('clients').countDocuments({ '_outbox.id': { $exists: true } });
      const handled = await handledCount();
      const streamed = await clientEventsInStream().catch(() => -1);
      state = { pending, handled, streamed };
      return pending === 0 && handled === streamed;
    }).catch((err: Error) => {
      throw new Error(`${err.message}: ${JSON.stringify(state)}`);
    });
    const want = await source();
    const got = await projection();
    expect(got.map((g) => ({ id: g.id, deleted: g.deleted }))).toEqual(want.map((w) => ({ id: w.id, deleted: w.deleted })));
    for (const w of want.filter((x) => !x.deleted)) {
      expect(got.find((g) => g.id === w.id)?.company_name).toBe(w.company_name);
    }
  }

  it('loses nothing and applies nothing twice when NATS goes down while clients are written', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createClient(unique('Before ')));
    await nats.down();
    for (let i = 0; i < 10; i++) ids.push(await createClient(unique('During ')));
    for (const id of ids.slice(0, 4)) {
      expect((await t.api.patch(`/api/clients/${id}`).set(bearer(admin)).send({ company_name: unique('Renamed ') })).status).toBe(200);
    }
    for (const id of ids.slice(4, 6)) expect((await t.api.delete(`/api/clients/${id}`).set(bearer(admin))).status).toBe(200);
    await nats.up();
    nc = await connect({ servers: nats.url });
    await settled();
    expect(await clientEventsInStream()).toBe(15 + 4 + 2);
  }, 60_000);

  it('loses nothing and applies nothing twice when the consumer is killed mid-stream and restarted', async () => {
    const writes = (async () => {
      for (let i = 0; i < 20; i++) await createClient(unique('Burst '));
    })();
    await until(async () => (await handledCount()) > 0);
    billing.child.kill('SIGKILL');
    await writes;
    billing = await startBilling();
    await settled();
  }, 60_000);

  it('keeps the projection equal to the source when one client gets many concurrent PATCHes of different fields', async () => {
    const id = await createClient(unique('Concurrent '));
    const patches = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0 ? { company_name: unique(`Name${i} `) } : { currency_symbol: `C${i}` },
    );
    const statuses = await Promise.all(
      patches.map(async (body) => (await t.api.patch(`/api/clients/${id}`).set(bearer(admin)).send(body)).status),
    );
    expect(statuses).toEqual(patches.map(() => 200));
    await settled();
    const fields = (d: mongoose.mongo.Document | null) => ({
      company_name: d?.company_name,
      currency_symbol: d?.currency_symbol,
      status: d?.status,
    });
    const want = fields(await crmDb.db!.collection('clients').findOne({ _id: id } as never));
    expect(fields(await billingDb.db!.collection('clients').findOne({ _id: id } as never))).toEqual(want);
    // Every updated event says what its write left: the last one is the record as it is.
    const jsm = await nc.jetstreamManager();
    const last = await jsm.streams.getMessage(`${namespace}_CRM`, { last_by_subj: `${namespace}.crm.client.updated` });
    const data = (JSON.parse(last.string()) as { data: Record<string, unknown> }).data;
    expect({ company_name: data.company_name, currency_symbol: data.currency_symbol, status: data.status }).toEqual(want);
  }, 60_000);

  it('changes nothing when an event is delivered twice by hand', async () => {
    const id = await createClient(unique('Twice '));
    await settled();
    const jsm = await nc.jetstreamManager();
    const last = await jsm.streams.getMessage(`${namespace}_CRM`, { last_by_subj: `${namespace}.crm.client.created` });
    const before = { handled: await handledCount(), view: await billingDb.db!.collection('clients').findOne({ _id: id } as never) };
    const js = nc.jetstream();
    await js.publish(last.subject, last.data, { msgID: `again-${crypto.randomUUID()}` });
    await js.publish(last.subject, last.data, { msgID: `again-${crypto.randomUUID()}` });
    await new Promise((r) => setTimeout(r, 500));
    expect(await handledCount()).toBe(before.handled);
    expect(await billingDb.db!.collection('clients').findOne({ _id: id } as never)).toEqual(before.view);
    const metrics = await fetch(`http://127.0.0.1:${billing.metricsPort}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(/bms_events_handled_total\{[^}]*outcome="duplicate"[^}]*\} [1-9]/);
  }, 30_000);

  it('parks a poison message after bounded tries, logs it, and goes on with the next events', async () => {
    const js = nc.jetstream();
    const h = headers();
    await js.publish(`${namespace}.crm.client.created`, 'this is not an event', { headers: h });
    await js.publish(
      `${namespace}.crm.client.updated`,
      JSON.stringify({ id: crypto.randomUUID(), type: 'crm.client.updated', occurred_at: 'not a time', actor_user_id: 1, data: {} }),
    );
    const id = await createClient(unique('After poison '));
    await until(async () => !!(await billingDb.db!.collection('clients').findOne({ _id: id } as never)));
    const parked = await billingDb.db!.collection('parked_events').find({ durable: 'billing_clients' }).toArray();
    expect(parked).toHaveLength(2);
    expect(parked.map((p) => p.reason).join(' ')).toMatch(/envelope|JSON|Unexpected/);
    const log = fs.readFileSync(path.join(info.dir, `billing-${namespace}.log`), 'utf8');
    expect(log.match(/"msg":"event parked"/g)?.length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('makes a new client usable for an invoice at once: the first invoice asked for is made', async () => {
    // Billing has not heard the client's event yet; it asks crm instead of refusing.
    const clientId = await createClient(unique('Fast '));
    const res = await t.api
      .post('/api/invoices')
      .set(bearer(admin))
      .send({ client_id: clientId, due_date: '2030-01-31', items: [{ title: 'Work', quantity: 1, rate: 10 }] });
    expect(res.status).toBe(201);
    expect(res.body.record.client_id).toBe(clientId);
  }, 30_000);
});
