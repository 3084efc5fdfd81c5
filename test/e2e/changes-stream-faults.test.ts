import type { ChildProcess } from 'node:child_process';
import * as crypto from 'node:crypto';
import mongoose from 'mongoose';
import request from 'supertest';
import { bearer, login, unique } from '../support/harness';
import { createClient } from '../support/builders';
import { gatewayProcess, type RunningGateway } from '../support/change-gateways';
import { changeOf, openSse, type SseClient, type SseEvent } from '../support/sse';
import { OwnNats } from '../support/own-server';
import { dbUrl, lib, readStack, startService } from '../support/stack';

/**
 * The live change streams through faults: a NATS (JetStream) and a crm of
 * the test's own, gateways as processes of their own on them. NATS is
 * killed under open streams and started again on its store; a gateway is
 * stopped with SIGTERM under open streams.
 */
describe('live changes under faults', () => {
  const namespace = `cf${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  const db = `crm_${namespace}`;
  let nats: OwnNats;
  let crm: ChildProcess;
  let crmAddress: string;
  let gw: RunningGateway & { child: ChildProcess };
  let admin: string;
  const open: SseClient[] = [];

  const gateway = (label: string) =>
    gatewayProcess({ NATS_URL: nats.url, EVENTS_NAMESPACE: namespace, CRM_GRPC_URL: crmAddress, CHANGES_HEARTBEAT_MS: '300' }, `gateway-${label}-${namespace}`);
  const stream = async (on: RunningGateway, headers: Record<string, string> = {}) => {
    const s = await openSse(on.base, '/api/changes/stream', { ...bearer(admin), ...headers });
    expect(s.status).toBe(200);
    open.push(s);
    return s;
  };
  const write = (on: RunningGateway, tag: string) => createClient(request(on.base), admin, { company_name: unique(tag) });

  /** Every change of `ids` arrives on `s` after `from` (in order, none twice), unless a reset came first: nothing goes missing unsaid. */
  async function arrivesOrReset(s: SseClient, ids: number[], timeoutMs = 20_000): Promise<'all' | 'reset'> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (s.events.some((e) => e.event === 'reset')) return 'reset';
      const seen = new Set(s.changes().filter((c) => c.type === 'crm.client.created').map((c) => c.id_));
      if (ids.every((id) => seen.has(id))) return 'all';
      if (Date.now() > deadline) throw new Error(`missing ${ids.filter((id) => !seen.has(id)).join(',')} after ${timeoutMs} ms; last events ${JSON.stringify(s.events.slice(-4))}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const cursors = (s: SseClient) => s.events.filter((e: SseEvent) => e.id !== undefined).map((e) => Number(e.id));

  beforeAll(async () => {
    const info = readStack();
    nats = await OwnNats.start();
    const c = await startService({ ...info, natsUrl: nats.url, namespace }, 'crm', { MONGO_URL: dbUrl(info, db) }, `crm-${namespace}`);
    crm = c.child;
    crmAddress = c.address;
    gw = await gateway('a');
    admin = await login(request(gw.base), info.admin.email, info.admin.password);
  }, 60_000);

  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  afterAll(async () => {
    await gw?.close();
    await lib.stopProcess(crm);
    const conn = await mongoose.createConnection(dbUrl(readStack(), db)).asPromise();
    await conn.dropDatabase().catch(() => undefined);
    await conn.close();
    await nats?.stop();
  });

  it('NATS killed and started again under open streams: every change written meanwhile and after arrives (or a reset says so), and no stream hangs', async () => {
    const [one, two] = [await stream(gw), await stream(gw)];
    const before = await write(gw, 'Before ');
    await one.next(changeOf('crm.client.created', before.id));
    await two.next(changeOf('crm.client.created', before.id));

    await nats.down();
    // Acknowledged while NATS is down: crm's outbox publishes it once NATS is back.
    const during = await write(gw, 'During ');
    // Streams stay open meanwhile: heartbeats go on.
    const hb = one.events.length;
    await one.next((e) => e.comment === 'heartbeat' && one.events.indexOf(e) >= hb, 3000);

    await nats.up();
    // Acknowledged right after NATS is back, while the gateway's consumer may still be reconnecting.
    const after = [await write(gw, 'After '), await write(gw, 'After ')];
    const ids = [during.id, ...after.map((a) => a.id)];
    for (const s of [one, two]) {
      expect(await arrivesOrReset(s, ids, 30_000)).toBe('all');
      const seq = cursors(s);
      expect([...seq].sort((x, y) => x - y)).toEqual(seq);
      expect(new Set(seq).size).toBe(seq.length);
    }

    // The consumer went on by itself: a later write arrives, and a stream opened now too.
    const three = await stream(gw);
    const later = await write(gw, 'Later ');
    for (const s of [one, two, three]) await s.next(changeOf('crm.client.created', later.id), 10_000);

    // A cursor from before the outage resumes across it, with nothing missing.
    const cursor = one.changes().find((c) => c.type === 'crm.client.created' && c.id_ === before.id)!.id;
    const resumed = await stream(gw, { 'Last-Event-ID': cursor });
    expect(await arrivesOrReset(resumed, [...ids, later.id], 10_000)).toBe('all');
  }, 120_000);

  it('a gateway stopped with SIGTERM ends its streams with event: end (shutdown); resumed on another replica, nothing is lost', async () => {
    const other = await gateway('b');
    try {
      const s = await stream(gw);
      const first = await write(other, 'Seen ');
      const seen = await s.next(changeOf('crm.client.created', first.id), 10_000);
      const t0 = performance.now();
      const stopped = gw.close();
      const end = await s.next((e) => e.event === 'end', 5000);
      expect(JSON.parse(end.data!)).toEqual({ reason: 'shutdown' });
      await s.ended;
      expect(performance.now() - t0).toBeLessThan(5000);
      await stopped;
      const missed = await write(other, 'Missed ');
      const resumed = await stream(other, { 'Last-Event-ID': seen.id! });
      expect(await arrivesOrReset(resumed, [missed.id], 10_000)).toBe('all');
      gw = await gateway('a2');
    } finally {
      await other.close();
    }
  }, 60_000);
});
