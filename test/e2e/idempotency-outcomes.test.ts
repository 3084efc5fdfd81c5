import type { ChildProcess } from 'node:child_process';
import * as crypto from 'node:crypto';
import mongoose from 'mongoose';
import { adminToken, bearer, eventually, type TestGateway, testGateway, unique } from '../support/harness';
import { OwnNats } from '../support/own-server';
import { TcpLink } from '../support/tcp-link';
import { dbUrl, lib, readStack, type StackInfo, startService } from '../support/stack';

/**
 * An Idempotency-Key whatever the outcome of the first request: a crm and a
 * billing of the test's own (on a NATS of its own, so that billing learns
 * of crm's clients), reached through relays that the test makes hold back
 * the services' answers, so that the gateway gives up with 504 on work the
 * service did; or that it freezes (SIGSTOP) until the gateway gave up, so
 * that the service reads the call only then.
 */
describe('Idempotency-Key across timeouts', () => {
  const namespace = `io${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  const dbs = { crm: `crm_${namespace}`, billing: `billing_${namespace}` };
  let info: StackInfo;
  let nats: OwnNats;
  let crm: { child: ChildProcess; address: string };
  let billing: { child: ChildProcess; address: string };
  const links: { crm?: TcpLink; billing?: TcpLink } = {};
  let t: TestGateway;
  let admin: string;
  let crmDb: mongoose.Connection;
  let billingDb: mongoose.Connection;

  beforeAll(async () => {
    info = readStack();
    nats = await OwnNats.start();
    const own = { ...info, natsUrl: nats.url, namespace };
    crm = await startService(own, 'crm', { MONGO_URL: dbUrl(info, dbs.crm) }, `crm-${namespace}`);
    billing = await startService(own, 'billing', { MONGO_URL: dbUrl(info, dbs.billing), CRM_GRPC_URL: crm.address }, `billing-${namespace}`);
    const port = (address: string) => Number(address.split(':').pop());
    links.crm = await TcpLink.to('127.0.0.1', port(crm.address));
    links.billing = await TcpLink.to('127.0.0.1', port(billing.address));
    t = testGateway({ CRM_GRPC_URL: `127.0.0.1:${links.crm.port}`, BILLING_GRPC_URL: `127.0.0.1:${links.billing.port}`, GRPC_TIMEOUT_MS: '3000' });
    admin = await adminToken(t.api);
    // The gateway's channels to them open now, not while they are frozen.
    await Promise.all([t.api.get('/api/clients').set(bearer(admin)).expect(200), t.api.get('/api/invoices').set(bearer(admin)).expect(200)]);
    crmDb = await mongoose.createConnection(dbUrl(info, dbs.crm)).asPromise();
    billingDb = await mongoose.createConnection(dbUrl(info, dbs.billing)).asPromise();
  }, 60_000);

  afterAll(async () => {
    crm?.child.kill('SIGCONT');
    billing?.child.kill('SIGCONT');
    await t?.close();
    await Promise.all([links.crm?.down(), links.billing?.down()]);
    await Promise.all([lib.stopProcess(crm?.child), lib.stopProcess(billing?.child)]);
    for (const db of [crmDb, billingDb]) {
      await db?.dropDatabase().catch(() => undefined);
      await db?.close();
    }
    await nats?.stop();
  });

  /** Sends while the process is frozen (the gateway answers 504), then thaws it: it reads the call only now. */
  async function whileFrozen<T>(child: ChildProcess, send: () => Promise<T>): Promise<T> {
    child.kill('SIGSTOP');
    try {
      return await send();
    } finally {
      child.kill('SIGCONT');
    }
  }

  /** Sends, and again while the first request with its key may still be at work (409, Retry-After: 1), as a client would. */
  async function retriedWhileAtWork<R extends { status: number; headers: Record<string, string> }>(send: () => Promise<R>): Promise<R> {
    let answer = await send();
    for (let i = 0; i < 10 && answer.status === 409; i++) {
      expect(answer.headers['retry-after']).toBe('1');
      await new Promise((r) => setTimeout(r, 1_000));
      answer = await send();
    }
    return answer;
  }

  /** Sends while the service's answers are held back (it does the work; the gateway answers 504), then lets them through. */
  async function whileUnanswered<T>(link: TcpLink, send: () => Promise<T>): Promise<T> {
    link.hold();
    try {
      return await send();
    } finally {
      link.release();
    }
  }

  const postClient = (key: string, name: string) =>
    t.api.post('/api/clients').set(bearer(admin)).set('Idempotency-Key', key).send({ company_name: name, type: 'organization' });
  const clientsNamed = (name: string) => crmDb.db!.collection('clients').find({ company_name: name }).toArray();

  it('a create that timed out (504) and committed later is answered, on retry, with the record it made: one client', async () => {
    const key = unique('k-');
    const name = unique('Timed out ');
    const first = await whileUnanswered(links.crm!, () => postClient(key, name));
    expect(first.status).toBe(504);
    await eventually(async () => expect(await clientsNamed(name)).toHaveLength(1), 10_000);
    const retry = await postClient(key, name);
    expect(retry.status).toBe(201);
    const [stored] = await clientsNamed(name);
    expect(retry.body.record).toMatchObject({ id: stored!._id, company_name: name });
    // And the answer is kept from now on.
    const again = await postClient(key, name);
    expect(again.status).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(retry.body);
    expect(await clientsNamed(name)).toHaveLength(1);
  });

  it('a create the service reads only after the gateway gave up (504) is not done; its retry makes the one client', async () => {
    const key = unique('k-');
    const name = unique('Read late ');
    expect((await whileFrozen(crm.child, () => postClient(key, name))).status).toBe(504);
    // Thawed as the gateway answered: it reads the call past its caller's deadline, and does nothing.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await clientsNamed(name)).toHaveLength(0);
    const retry = await retriedWhileAtWork(() => postClient(key, name));
    expect(retry.status).toBe(201);
    expect(await clientsNamed(name)).toHaveLength(1);
  });

  it('ten at once with one key, and every 504 retried: one client', async () => {
    const key = unique('k-');
    const name = unique('Ten at once ');
    const answers = await whileUnanswered(links.crm!, () => Promise.all(Array.from({ length: 10 }, () => postClient(key, name))));
    expect(answers.every((a) => [201, 409, 504].includes(a.status))).toBe(true);
    await eventually(async () => expect((await clientsNamed(name)).length).toBeGreaterThan(0), 10_000);
    const retries = await Promise.all(answers.filter((a) => a.status !== 201).map(() => postClient(key, name)));
    for (const r of retries) expect([201, 409]).toContain(r.status);
    await new Promise((r) => setTimeout(r, 500));
    expect(await clientsNamed(name)).toHaveLength(1);
  });

  it('after a 504 the same key with another body is 422, and does nothing', async () => {
    const key = unique('k-');
    const name = unique('Other body ');
    expect((await whileUnanswered(links.crm!, () => postClient(key, name))).status).toBe(504);
    await eventually(async () => expect(await clientsNamed(name)).toHaveLength(1), 10_000);
    const other = await postClient(key, `${name} changed`);
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['Idempotency-Key']);
    expect(await clientsNamed(`${name} changed`)).toHaveLength(0);
  });

  it('an invoice whose create timed out is numbered once', async () => {
    const client = await postClient(unique('k-'), unique('Billed '));
    expect(client.status).toBe(201);
    await eventually(async () => expect(await billingDb.db!.collection('clients').findOne({ _id: client.body.record.id } as never)).not.toBeNull(), 10_000);
    const key = unique('k-');
    const invoice = () =>
      t.api
        .post('/api/invoices')
        .set(bearer(admin))
        .set('Idempotency-Key', key)
        .send({ client_id: client.body.record.id, due_date: '2027-01-31', items: [{ title: 'Work', quantity: 1, rate: 100 }] });
    const first = await whileUnanswered(links.billing!, () => Promise.all([invoice(), invoice(), invoice()]));
    expect(first.map((a) => a.status).sort()).toContain(504);
    const count = () => billingDb.db!.collection('invoices').countDocuments({ client_id: client.body.record.id });
    await eventually(async () => expect(await count()).toBe(1), 10_000);
    const retry = await retriedWhileAtWork(invoice);
    expect(retry.status).toBe(201);
    const stored = await billingDb.db!.collection('invoices').findOne({ client_id: client.body.record.id });
    expect(retry.body.record.invoice_number).toBe(stored!.invoice_number);
    expect(await count()).toBe(1);
    // No number was taken for nothing: the next invoice has the next one.
    const next = await t.api.post('/api/invoices').set(bearer(admin)).send({ client_id: client.body.record.id, due_date: '2027-01-31', items: [{ title: 'More', quantity: 1, rate: 1 }] });
    const n = (s: string) => Number(s.replace(/\D/g, ''));
    expect(n(next.body.record.invoice_number)).toBe(n(stored!.invoice_number as string) + 1);
  });

  it('a kept answer outlives the gateway: another gateway on the same Redis replays it', async () => {
    const key = unique('k-');
    const name = unique('Kept ');
    const first = await postClient(key, name);
    expect(first.status).toBe(201);
    const other = testGateway({ CRM_GRPC_URL: crm.address, BILLING_GRPC_URL: billing.address });
    try {
      const replay = await other.api.post('/api/clients').set(bearer(admin)).set('Idempotency-Key', key).send({ company_name: name, type: 'organization' });
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotency-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);
    } finally {
      await other.close();
    }
  });
});
