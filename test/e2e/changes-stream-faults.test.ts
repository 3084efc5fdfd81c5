import type { ChildProcess } from 'node:child_process';
import * as crypto from 'node:crypto';
import mongoose from 'mongoose';
import { connect } from 'nats';
import request from 'supertest';
import { bearer, login, staffWith, unique } from '../support/harness';
import { createClient } from '../support/builders';
import { gatewayProcess, type RunningGateway } from '../support/change-gateways';
import { changeOf, clientsCreated, openSse, type SseClient, type SseEvent } from '../support/sse';
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
  /** who streams: a user of this file's own (the stack's admin is every file's, its open streams under one limit) */
  let watcher: string;
  const open: SseClient[] = [];
  const others: RunningGateway[] = [];

  const gateway = (label: string, env: Record<string, string> = {}) =>
    gatewayProcess({ NATS_URL: nats.url, EVENTS_NAMESPACE: namespace, CRM_GRPC_URL: crmAddress, CHANGES_HEARTBEAT_MS: '300', ...env }, `gateway-${label}-${namespace}`);
  const stream = async (on: RunningGateway, headers: Record<string, string> = {}) => {
    const s = await openSse(on.base, '/api/changes/stream', { ...bearer(watcher), ...headers });
    expect(s.status).toBe(200);
    open.push(s);
    return s;
  };
  const write = (on: RunningGateway, tag: string) => createClient(request(on.base), admin, { company_name: unique(tag) });

  const cursors = (s: SseClient) => s.events.filter((e: SseEvent) => e.id !== undefined).map((e) => Number(e.id));

  beforeAll(async () => {
    const info = readStack();
    nats = await OwnNats.start();
    const c = await startService({ ...info, natsUrl: nats.url, namespace }, 'crm', { MONGO_URL: dbUrl(info, db) }, `crm-${namespace}`);
    crm = c.child;
    crmAddress = c.address;
    gw = await gateway('a');
    admin = await login(request(gw.base), info.admin.email, info.admin.password);
    watcher = (await staffWith(request(gw.base), admin, { clients: ['read'] })).token;
  }, 60_000);

  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  afterAll(async () => {
    await Promise.all([gw, ...others].map((g) => g?.close()));
    await lib.stopProcess(crm);
    const conn = await mongoose.createConnection(dbUrl(readStack(), db)).asPromise();
    await conn.dropDatabase().catch(() => undefined);
    await conn.close();
    await nats?.stop();
  });

  it('NATS killed and started again under open streams: every change written meanwhile and after arrives, in order, none twice, and no stream hangs', async () => {
    const [one, two] = [await stream(gw), await stream(gw)];
    const before = await write(gw, 'Before ');
    await one.next(changeOf('crm.client.created', before.id));
    await two.next(changeOf('crm.client.created', before.id));

    const cold = await gateway('cold');
    others.push(cold);
    await nats.down();
    // Acknowledged while NATS is down: crm's outbox publishes it once NATS is back.
    const during = await write(gw, 'During ');
    // A gateway whose subscription is not running yet cannot follow CHANGES: 503 at once, not a request that hangs.
    const t0 = performance.now();
    const refused = await request(cold.base).get('/api/changes/stream').set(bearer(watcher)).timeout(15_000);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(performance.now() - t0).toBeLessThan(6000);
    // Streams stay open meanwhile: heartbeats go on.
    const hb = one.events.length;
    await one.next((e) => e.comment === 'heartbeat' && one.events.indexOf(e) >= hb, 3000);

    await nats.up();
    // Acknowledged right after NATS is back, while the gateway's consumer may still be reconnecting.
    const after = [await write(gw, 'After '), await write(gw, 'After ')];
    const ids = [during.id, ...after.map((a) => a.id)];
    for (const s of [one, two]) {
      await clientsCreated(s, ids, 30_000);
      const seq = cursors(s);
      expect([...seq].sort((x, y) => x - y)).toEqual(seq);
      expect(new Set(seq).size).toBe(seq.length);
    }

    // The consumer went on by itself: a later write arrives, and a stream opened now too.
    const three = await stream(gw);
    const later = await write(gw, 'Later ');
    const warm = await stream(cold);
    const latest = await write(gw, 'Latest ');
    for (const s of [one, two, three]) await s.next(changeOf('crm.client.created', later.id), 10_000);
    await warm.next(changeOf('crm.client.created', latest.id), 10_000);

    // A cursor from before the outage resumes across it, with nothing missing.
    const cursor = one.changes().find((c) => c.type === 'crm.client.created' && c.id_ === before.id)!.id;
    const resumed = await stream(gw, { 'Last-Event-ID': cursor });
    await clientsCreated(resumed, [...ids, later.id], 10_000);
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
      await clientsCreated(resumed, [missed.id], 10_000);
      gw = await gateway('a2');
    } finally {
      await other.close();
    }
  }, 60_000);

  it('a gateway that fell behind past what CHANGES holds (its own CHANGES_MAX_BYTES) resets its streams, never skips changes unsaid', async () => {
    const small = await gateway('small', { CHANGES_MAX_BYTES: '16384', CHANGES_STREAM_BUFFER_BYTES: String(4 << 20) });
    const nc = await connect({ servers: nats.url });
    const changes = async () => (await (await nc.jetstreamManager()).streams.info(`${namespace}_CHANGES`));
    try {
      const s = await stream(small);
      const first = await write(gw, 'Kept ');
      const seen = await s.next(changeOf('crm.client.created', first.id), 10_000);
      // CHANGES takes the gateway's limit, not the domain streams' (EVENTS_STREAM_MAX_BYTES).
      expect((await changes()).config.max_bytes).toBe(16384);

      // The gateway stalls (its consumer holds at most one pull of 256 unread) while the oldest changes are pushed out.
      small.child.kill('SIGSTOP');
      const burstAt = Date.now();
      const ids: number[] = [];
      await Promise.all(Array.from({ length: 12 }, async () => {
        while (ids.length < 300) ids.push((await write(gw, 'Burst ')).id);
      }));
      const deadline = Date.now() + 20_000;
      while ((await changes()).state.first_seq <= Number(seen.id) + 260) {
        if (Date.now() > deadline) throw new Error(`CHANGES kept ${JSON.stringify((await changes()).state)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      small.child.kill('SIGCONT');

      const reset = await s.next((e) => e.event === 'reset', 15_000);
      const { reason, since } = JSON.parse(reset.data!) as { reason: string; since: string };
      expect(reason).toBe('too_old');
      const seq = cursors(s);
      expect([...seq].sort((x, y) => x - y)).toEqual(seq);
      // Some were not sent: each was made after the burst began, so the app's resync from `since` lists it (it lists the minute before too).
      const got = new Set(s.changes().map((c) => c.id_));
      expect(ids.filter((id) => !got.has(id)).length).toBeGreaterThan(0);
      expect(Date.parse(since) - 60_000).toBeLessThanOrEqual(burstAt);
      expect(Date.parse(since)).toBeGreaterThanOrEqual(Date.parse(JSON.parse(seen.data!).updated_at as string));
      // Live changes go on after the reset.
      const after = await write(gw, 'After ');
      await s.next(changeOf('crm.client.created', after.id), 10_000);
      // A resume from before what was pushed out: a reset too.
      const resumed = await stream(small, { 'Last-Event-ID': seen.id! });
      expect(JSON.parse((await resumed.next((e) => e.event === 'reset', 10_000)).data!).reason).toBe('too_old');
    } finally {
      small.child.kill('SIGCONT');
      await nc.close();
      await small.close();
    }
  }, 90_000);
});
