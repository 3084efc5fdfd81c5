import type { ChildProcess } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import mongoose from 'mongoose';
import { connect, type NatsConnection } from 'nats';
import { createClient, INTERNAL_TOKEN_HEADER, unary } from '@bms/platform';
import { recordSourceService } from '@bms/protos';
import { adminToken, bearer, eventually, type TestGateway, testGateway, unique } from '../support/harness';
import { OwnNats } from '../support/own-server';
import { dbUrl, lib, readStack, type StackInfo, startService } from '../support/stack';
import { createClient as clientFor } from '../support/builders';

/**
 * A projection rebuilt from its owner: billing's clients from crm's
 * records over gRPC (RecordSource), when the projection is new on a stream
 * that no longer holds the clients' events, and when its consumer was down
 * while the stream dropped events it never handled. A NATS, crm and billing
 * of the test's own, so that the stream can lose events.
 */
describe('projections rebuilt from their owner', () => {
  const namespace = `r${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  const dbs = { crm: `crm_${namespace}`, billing: `billing_${namespace}` };
  let nats: OwnNats;
  let info: StackInfo;
  let crm: { child: ChildProcess; address: string };
  let billing: { child: ChildProcess; address: string; metricsPort: number } | undefined;
  let t: TestGateway;
  let admin: string;
  let crmDb: mongoose.Connection;
  let billingDb: mongoose.Connection;
  let nc: NatsConnection;
  const stream = `${namespace}_CRM`;

  const startBilling = () =>
    startService({ ...info, natsUrl: nats.url, namespace }, 'billing', { MONGO_URL: dbUrl(info, dbs.billing), CRM_GRPC_URL: crm.address }, `billing-${namespace}`);

  beforeAll(async () => {
    info = readStack();
    nats = await OwnNats.start();
    crm = await startService({ ...info, natsUrl: nats.url, namespace }, 'crm', { MONGO_URL: dbUrl(info, dbs.crm) }, `crm-${namespace}`);
    t = testGateway({ CRM_GRPC_URL: crm.address });
    admin = await adminToken(t.api);
    crmDb = await mongoose.createConnection(dbUrl(info, dbs.crm)).asPromise();
    billingDb = await mongoose.createConnection(dbUrl(info, dbs.billing)).asPromise();
    nc = await connect({ servers: nats.url });
  }, 60_000);

  afterAll(async () => {
    await nc?.close();
    await t?.close();
    await Promise.all([lib.stopProcess(crm?.child), billing && lib.stopProcess(billing.child)]);
    await crmDb?.dropDatabase().catch(() => undefined);
    await billingDb?.dropDatabase().catch(() => undefined);
    await crmDb?.close();
    await billingDb?.close();
    await nats?.stop();
  });

  const createClient_ = async (name: string) => (await clientFor(t.api, admin, { company_name: name })).id;
  const rename = async (id: number, name: string) => expect((await t.api.patch(`/api/clients/${id}`).set(bearer(admin)).send({ company_name: name })).status).toBe(200);

  /** crm's clients as billing's projection holds them: version and deleted, and the name of those live. */
  const view = (d: mongoose.mongo.Document) =>
    d.deleted_at ? { id: d._id, version: d.version, deleted: true } : { id: d._id, company_name: d.company_name, version: d.version, deleted: false };
  const owner = async () => (await crmDb.db!.collection('clients').find({}).sort({ _id: 1 }).toArray()).map(view);
  const projected = async () => (await billingDb.db!.collection('clients').find({}).sort({ _id: 1 }).toArray()).map(view);

  it('fills a new projection from the owner when the stream no longer holds the records’ events', async () => {
    const kept = await createClient_(unique('Kept '));
    await createClient_(unique('Other '));
    const gone = await createClient_(unique('Gone '));
    await rename(kept, unique('Renamed '));
    expect((await t.api.delete(`/api/clients/${gone}`).set(bearer(admin))).status).toBe(200);
    // Every event published, then dropped, as retention does after 7 days.
    await eventually(async () => expect(await crmDb.db!.collection('clients').countDocuments({ '_outbox.id': { $exists: true } })).toBe(0), 10_000);
    const jsm = await nc.jetstreamManager();
    await jsm.streams.purge(stream);

    billing = await startBilling();
    await eventually(async () => expect(await projected()).toEqual(await owner()), 20_000);
    expect((await projected()).find((c) => c.id === gone)?.deleted).toBe(true);
    // Counted once its state is written, a moment after the projection is whole.
    await eventually(async () => {
      const metrics = await fetch(`http://127.0.0.1:${billing!.metricsPort}/metrics`).then((r) => r.text());
      expect(metrics).toMatch(/bms_projection_rebuilds_total\{[^}]*reason="new"[^}]*\} 1/);
    }, 10_000);
  }, 60_000);

  it('rebuilds when its consumer was down while the stream dropped events it never handled', async () => {
    const [first, second] = (await owner()).filter((c) => !c.deleted);
    await lib.stopProcess(billing!.child);
    // The last rebuild was long ago (rebuilds are at most every 10 minutes).
    await billingDb.db!.collection('projection_rebuilds').updateMany({}, { $set: { rebuilt_at: new Date(Date.now() - 3_600_000) } });
    // While billing is down, the stream keeps only its newest event (as its byte limit would).
    const jsm = await nc.jetstreamManager();
    const config = (await jsm.streams.info(stream)).config;
    await jsm.streams.update(stream, { ...config, max_msgs: 1 });
    // One after the other published, so that the first rename's event is the one dropped.
    const published = () => eventually(async () => expect(await crmDb.db!.collection('clients').countDocuments({ '_outbox.id': { $exists: true } })).toBe(0), 10_000);
    await rename(first!.id, unique('While down '));
    await published();
    await rename(second!.id, unique('Last '));
    await published();
    await eventually(async () => expect((await jsm.streams.info(stream)).state.messages).toBe(1), 10_000);

    billing = await startBilling();
    // The first rename's event is gone from the stream: only the rebuild brings it.
    await eventually(async () => expect(await projected()).toEqual(await owner()), 20_000);
    // The rebuild is counted and logged once its last page is written: the projection can be seen whole a moment before.
    await eventually(async () => {
      const metrics = await fetch(`http://127.0.0.1:${billing!.metricsPort}/metrics`).then((r) => r.text());
      expect(metrics).toMatch(/bms_projection_rebuilds_total\{[^}]*reason="behind"[^}]*\} 1/);
      const log = fs.readFileSync(path.join(info.dir, `billing-${namespace}.log`), 'utf8');
      expect(log).toMatch(/"reason":"behind".*"msg":"projection rebuilt from its owner"/);
    }, 10_000);
  }, 60_000);

  describe('an owner that is not up yet', () => {
    // A billing of its own (a new projection) whose crm listens on `port` only once the test starts one there.
    const late = { db: `billing_late_${namespace}`, log: `billing-late-${namespace}` };
    const startLateBilling = (port: number) =>
      startService({ ...info, natsUrl: nats.url, namespace }, 'billing', { MONGO_URL: dbUrl(info, late.db), CRM_GRPC_URL: `127.0.0.1:${port}` }, late.log);
    const lateLog = () => fs.readFileSync(path.join(info.dir, `${late.log}.log`), 'utf8');
    let lateDb: mongoose.Connection;
    const running: ChildProcess[] = [];

    beforeAll(async () => {
      lateDb = await mongoose.createConnection(dbUrl(info, late.db)).asPromise();
    });
    afterAll(async () => {
      await Promise.all(running.map((c) => lib.stopProcess(c)));
      await lateDb?.dropDatabase().catch(() => undefined);
      await lateDb?.close();
    });

    it('is waited for: services start in any order, and the rebuild needs no second try', async () => {
      const port = await lib.freePort();
      const waiting = await startLateBilling(port);
      running.push(waiting.child);
      // billing is up and its rebuild waits; a second crm (on the same database) comes up later.
      await new Promise((r) => setTimeout(r, 1_000));
      const second = await startService({ ...info, natsUrl: nats.url, namespace }, 'crm', { MONGO_URL: dbUrl(info, dbs.crm), GRPC_PORT: String(port) }, `crm-late-${namespace}`);
      running.push(second.child);
      const projectedLate = async () => (await lateDb.db!.collection('clients').find({}).sort({ _id: 1 }).toArray()).map(view);
      await eventually(async () => expect(await projectedLate()).toEqual(await owner()), 20_000);
      await eventually(async () => expect(lateLog()).toMatch(/"reason":"new".*"msg":"projection rebuilt from its owner"/), 10_000);
      expect(lateLog()).not.toMatch(/projection rebuild failed/);
    }, 60_000);

    it('does not hold up a stop while it is waited for', async () => {
      await lateDb.db!.collection('projection_rebuilds').deleteMany({});
      const never = await lib.freePort();
      const waiting = await startLateBilling(never);
      await new Promise((r) => setTimeout(r, 1_000));
      const asked = Date.now();
      await lib.stopProcess(waiting.child);
      // Its call would wait 10 s for the owner: the stop ends it instead, and says nothing failed.
      expect(Date.now() - asked).toBeLessThan(9_000);
      expect(waiting.child.exitCode).toBe(0);
      const log = lateLog();
      expect(log.slice(log.lastIndexOf('"msg":"grpc listening"'))).toMatch(/"msg":"stopped"/);
      expect(log.slice(log.lastIndexOf('"msg":"grpc listening"'))).not.toMatch(/projection rebuild failed/);
    }, 30_000);
  });

  it('serves the owner’s records only to the deployment’s services', async () => {
    const client = createClient(recordSourceService(), crm.address);
    try {
      const ask = (metadata: Record<string, string>) => unary(client, 'PageRecords', { entity: 'crm.client', after_id: 0, limit: 10 }, { metadata });
      await expect(ask({})).rejects.toMatchObject({ kind: 'unauthenticated' });
      await expect(ask({ [INTERNAL_TOKEN_HEADER]: 'not-the-token' })).rejects.toMatchObject({ kind: 'unauthenticated' });
      // A user's token is not enough either.
      await expect(unary(client, 'PageRecords', { entity: 'crm.client', after_id: 0, limit: 10 }, { token: admin })).rejects.toMatchObject({ kind: 'unauthenticated' });
      const page = await ask({ [INTERNAL_TOKEN_HEADER]: info.internalToken });
      expect((page as { records: string[] }).records.length).toBe(3);
      expect(JSON.parse((page as { records: string[] }).records[0]!)).toMatchObject({ id: expect.any(Number), version: expect.any(Number), deleted: false });
    } finally {
      client.close();
    }
  });
});
