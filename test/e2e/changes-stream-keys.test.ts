import { connect } from 'nats';
import request from 'supertest';
import { Redis } from 'ioredis';
import { changesStreamName, revocationKeys } from '@bms/platform';
import { bearer, login, staffWith, unique } from '../support/harness';
import { anInvoice, createClient, postInvoiceWhenClientKnown } from '../support/builders';
import { listeningGateway, type RunningGateway } from '../support/change-gateways';
import { changeOf, clientsCreated, openSse, recordOf, type SseClient } from '../support/sse';
import { OwnRedis } from '../support/own-server';
import { readStack } from '../support/stack';

/**
 * GET /api/changes/stream, further: an API key's stream follows the key's
 * scopes and ends when the key is revoked; a resume that goes back past what
 * a gateway holds in memory is read from JetStream.
 */
describe('live changes: API keys, and resumes read from JetStream', () => {
  let gw: RunningGateway;
  let admin: string;
  const open: SseClient[] = [];
  const api = () => request(gw.base);
  const stream = async (token: string, headers: Record<string, string> = {}, at = gw) => {
    const s = await openSse(at.base, '/api/changes/stream', { ...bearer(token), ...headers });
    expect(s.status).toBe(200);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    gw = await listeningGateway();
    admin = await login(api(), readStack().admin.email, readStack().admin.password);
  }, 30_000);

  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  afterAll(async () => {
    await gw?.close();
  });

  it("an API key's stream sees what its scopes allow, and ends (revoked) within a second of the key's revocation", async () => {
    const owner = await staffWith(api(), admin, { clients: ['read'], invoices: ['read'], api_keys: ['read', 'create', 'delete'] });
    const made = await api().post('/api/api-keys').set(bearer(owner.token)).send({ name: unique('stream key '), scopes: { invoices: ['read'] } });
    expect(made.status).toBe(201);
    const s = await stream(made.body.key as string);
    const c = await createClient(api(), admin, { company_name: unique('Keyed ') });
    const inv = await postInvoiceWhenClientKnown(api(), admin, anInvoice(c.id));
    expect(inv.status).toBe(201);
    await s.next(changeOf('billing.invoice.created', inv.body.record.id));
    expect(s.changes().filter((x) => x.resource === 'clients')).toEqual([]);
    const revoked = await api().delete(`/api/api-keys/${made.body.record.id}`).set(bearer(owner.token));
    expect(revoked.status).toBe(200);
    const t0 = performance.now();
    const end = await s.next((e) => e.event === 'end', 3000);
    expect(JSON.parse(end.data!)).toEqual({ reason: 'revoked' });
    expect(end.at - t0).toBeLessThan(1000);
  });

  it('a resume past the changes a gateway keeps in memory reads them from JetStream, in order, none lost or repeated', async () => {
    const small = await listeningGateway({ CHANGES_RING_SIZE: '1' });
    // A user of this test's own: the stack's admin is every test file's, its open streams under one limit.
    const watcher = await staffWith(api(), admin, { clients: ['read'] });
    try {
      const s = await stream(watcher.token, {}, small);
      const made: number[] = [];
      for (let i = 0; i < 4; i++) made.push((await createClient(api(), admin, { company_name: unique(`Ring ${i} `) })).id);
      // Each record's events leave its outbox in order, but two records' may reach CHANGES in either
      // order (OutboxRelay): the resume is from the first of the four as CHANGES holds them.
      const live = await clientsCreated(s, made, 10_000);
      s.close();
      const resumed = await stream(watcher.token, { 'Last-Event-ID': live[0]!.id! }, small);
      const after = live.slice(1).map(recordOf);
      const got = await clientsCreated(resumed, after, 10_000);
      expect(got.map(recordOf)).toEqual(after);
      const cursors = resumed.changes().map((c) => Number(c.id));
      expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
      expect(new Set(cursors).size).toBe(cursors.length);
      expect(resumed.events.some((e) => e.event === 'reset')).toBe(false);
      // The consumer the resume read through is gone once it has read: resumes do not pile consumers up on CHANGES.
      const nc = await connect({ servers: readStack().natsUrl });
      try {
        const jsm = await nc.jetstreamManager();
        const left: string[] = [];
        for await (const c of jsm.consumers.list(changesStreamName({ namespace: readStack().namespace }))) if (/_read_/.test(c.name)) left.push(c.name);
        expect(left).toEqual([]);
      } finally {
        await nc.close();
      }
    } finally {
      await small.close();
    }
  });
  it('without Redis: identity is asked, and a logout still ends the stream within a second; the limit holds within the gateway', async () => {
    const alone = await listeningGateway({ REDIS_URL: '', CHANGES_STREAMS_PER_USER: '1' });
    try {
      const user = await staffWith(api(), admin, { clients: ['read'] });
      const s = await stream(user.token, {}, alone);
      await s.next(() => true);
      expect((await request(alone.base).get('/api/changes/stream').set(bearer(user.token))).status).toBe(429);
      expect((await api().post('/api/auth/logout').set(bearer(user.token))).status).toBeLessThan(300);
      const t0 = performance.now();
      const end = await s.next((e) => e.event === 'end', 3000);
      expect(JSON.parse(end.data!)).toEqual({ reason: 'revoked' });
      expect(end.at - t0).toBeLessThan(1000);
    } finally {
      await alone.close();
    }
  });

  it('Redis failing under open streams: identity is asked, and a logout still ends the stream', async () => {
    // A Redis of the test's own, which it kills: as the stack's would hold it, every revocation copied in (the mark set).
    const own = await OwnRedis.start();
    const prefix = `${readStack().redisPrefix}own:`;
    const seed = new Redis(own.url);
    await seed.set(revocationKeys.complete(prefix), '1');
    seed.disconnect();
    const gw = await listeningGateway({ REDIS_URL: own.url, REDIS_PREFIX: prefix });
    try {
      const user = await staffWith(api(), admin, { clients: ['read'] });
      const s = await stream(user.token, {}, gw);
      await s.next(() => true);
      await own.down();
      // Signed out through the stack's gateway: identity has it in its database.
      expect((await api().post('/api/auth/logout').set(bearer(user.token))).status).toBeLessThan(300);
      const end = await s.next((e) => e.event === 'end', 5000);
      expect(JSON.parse(end.data!)).toEqual({ reason: 'revoked' });
    } finally {
      await gw.close();
      await own.stop();
    }
  });
});
