import type { ChildProcess } from 'node:child_process';
import * as crypto from 'node:crypto';
import mongoose from 'mongoose';
import request from 'supertest';
import { bearer, login, staffWith, unique } from '../support/harness';
import { createClient } from '../support/builders';
import { gatewayProcess, type RunningGateway } from '../support/change-gateways';
import { clientsCreated, openSse, type SseClient } from '../support/sse';
import { OwnNatsCluster } from '../support/own-server';
import { dbUrl, lib, readStack, startService } from '../support/stack';

/**
 * The live change streams on a three-node NATS cluster of the test's own,
 * every stream (CHANGES too) kept on three nodes: each node is killed in
 * turn under open streams (whichever held the gateway's connection, its
 * ordered consumer or a stream's leader), and brought back.
 */
describe('live changes on a NATS cluster losing one node', () => {
  const namespace = `cc${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  const db = `crm_${namespace}`;
  let cluster: OwnNatsCluster;
  let crm: ChildProcess;
  let gw: RunningGateway & { child: ChildProcess };
  let admin: string;
  let watcher: string;
  const open: SseClient[] = [];

  beforeAll(async () => {
    const info = readStack();
    cluster = await OwnNatsCluster.start();
    const c = await startService({ ...info, natsUrl: cluster.url, namespace }, 'crm', { MONGO_URL: dbUrl(info, db), EVENTS_STREAM_REPLICAS: '3' }, `crm-${namespace}`);
    crm = c.child;
    gw = await gatewayProcess(
      { NATS_URL: cluster.url, EVENTS_NAMESPACE: namespace, EVENTS_STREAM_REPLICAS: '3', CRM_GRPC_URL: c.address, CHANGES_HEARTBEAT_MS: '500' },
      `gateway-${namespace}`,
    );
    admin = await login(request(gw.base), info.admin.email, info.admin.password);
    // Streams as a user of this file's own: the stack's admin is every file's, its open streams under one limit.
    watcher = (await staffWith(request(gw.base), admin, { clients: ['read'] })).token;
  }, 90_000);

  afterAll(async () => {
    for (const s of open.splice(0)) s.close();
    await gw?.close();
    await lib.stopProcess(crm);
    const conn = await mongoose.createConnection(dbUrl(readStack(), db)).asPromise();
    await conn.dropDatabase().catch(() => undefined);
    await conn.close();
    await cluster?.stop();
  });

  /** A write, tried again (same body) after a 5xx while the cluster elects new leaders, as a client would. */
  async function write(tag: string): Promise<number> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        return (await createClient(request(gw.base), admin, { company_name: unique(tag) })).id;
      } catch (err) {
        if (Date.now() > deadline) throw err;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }

  it('each node killed in turn: every change acknowledged arrives on the open streams, in order, none twice', async () => {
    const s = await openSse(gw.base, '/api/changes/stream', bearer(watcher));
    open.push(s);
    expect(s.status).toBe(200);
    const ids = [await write('First ')];
    await clientsCreated(s, ids, 15_000);
    for (const node of cluster.nodes.map((n) => n.name)) {
      await cluster.down(node);
      ids.push(await write(`Without ${node} `), await write(`Without ${node} `));
      await clientsCreated(s, ids, 30_000);
      await cluster.up(node);
      await cluster.ready();
      ids.push(await write(`With ${node} `));
      await clientsCreated(s, ids, 30_000);
    }
    const seq = s.events.filter((e) => e.id !== undefined).map((e) => Number(e.id));
    expect([...seq].sort((x, y) => x - y)).toEqual(seq);
    expect(new Set(seq).size).toBe(seq.length);
  }, 240_000);
});
