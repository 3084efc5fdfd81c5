import * as crypto from 'node:crypto';
import * as http from 'node:http';
import { type Connection, connectMongo, createLogger } from '@bms/platform';
import { adminToken, bearer, staffWith, type TestGateway, testGateway, unique } from '../support/harness';
import { dbUrl } from '../support/stack';
import { createClient } from '../support/builders';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** the event the body carries */
  event: { id: string; type: string; data: { id?: number } };
  at: number;
}

/** The status a path answers, from the request and how many times its event came before. */
type Answer = (r: Received, tries: number) => number;

/**
 * The receiving end of webhooks, in the test process, on the one port the
 * test stack allows identity to reach (WEBHOOK_ALLOWED_TARGETS). Each
 * webhook gets its own path. Other test files create records at the same
 * time, so a path may also receive their events: tests look for their own.
 */
class Receiver {
  readonly got: Received[] = [];
  private readonly answers = new Map<string, Answer>();
  private readonly waiters = new Set<() => void>();
  private server!: http.Server;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '';
        const body = Buffer.concat(chunks).toString('utf8');
        const r: Received = { path, headers: req.headers, body, event: JSON.parse(body) as Received['event'], at: Date.now() };
        const tries = this.got.filter((g) => g.path === path && g.event.id === r.event.id).length;
        this.got.push(r);
        res.writeHead((this.answers.get(path) ?? (() => 200))(r, tries)).end('ok');
        for (const w of this.waiters) w();
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', resolve);
    });
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }

  /** A fresh path, answering as told (200 by default), and its URL. */
  endpoint(answer?: Answer): { path: string; url: string } {
    const path = `/hooks/${unique('h')}`;
    if (answer) this.answers.set(path, answer);
    return { path, url: `http://127.0.0.1:${this.port}${path}` };
  }

  /** What `path` received, of the events `which` picks. */
  at(path: string, which: (e: Received['event']) => boolean = () => true): Received[] {
    return this.got.filter((r) => r.path === path && which(r.event));
  }

  /** Waits until `path` has received `n` requests of the events `which` picks; they are returned. */
  async wait(path: string, which: (e: Received['event']) => boolean, n = 1, timeoutMs = 15_000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const got = this.at(path, which);
      if (got.length >= n) return got;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${path} received ${got.length} of ${n} requests within ${timeoutMs} ms`);
      await new Promise<void>((r) => {
        const done = () => {
          this.waiters.delete(done);
          r();
        };
        this.waiters.add(done);
        setTimeout(done, Math.min(left, 250)).unref();
      });
    }
  }
}

/** Picks the event of `type` about record `id`. */
const about = (type: string, id: number) => (e: Received['event']) => e.type === type && e.data.id === id;

/** The receiver's side of X-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "t.body")>. */
function verifies(header: string | string[] | undefined, secret: string, body: string): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(header));
  if (!m) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${m[1]}.${body}`).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(m[2]!, 'hex')) && Math.abs(Date.now() / 1000 - Number(m[1])) < 300;
}

describe('outgoing webhooks', () => {
  let t: TestGateway;
  let admin: string;
  let receiver: Receiver;
  let db: Connection;
  const made: number[] = [];

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    receiver = new Receiver(t.stack.webhookPort!);
    await receiver.start();
    db = await connectMongo(dbUrl(t.stack, 'identity'), createLogger('test', 'silent'));
  });
  afterAll(async () => {
    // Other test files go on producing events: these need no more deliveries.
    for (const id of made) await t.api.delete(`/api/webhooks/${id}`).set(bearer(admin));
    await receiver.stop();
    await db.close();
    await t.close();
  });

  const subscribe = async (body: Record<string, unknown>) => {
    const res = await t.api.post('/api/webhooks').set(bearer(admin)).send(body);
    expect(res.status).toBe(201);
    made.push(res.body.record.id as number);
    return { id: res.body.record.id as number, secret: res.body.secret as string };
  };
  const aClient = () => createClient(t.api, admin, { company_name: unique('Hooked ') });
  const deliveries = async (webhookId: number, query = '') => {
    const res = await t.api.get(`/api/webhooks/${webhookId}/deliveries${query}`).set(bearer(admin));
    expect(res.status).toBe(200);
    return res.body as { records: Array<Record<string, unknown>>; meta: Record<string, number> };
  };
  /** The deliveries of one event to a webhook, from its log. */
  const deliveriesOf = async (webhookId: number, eventId: string) => {
    const all: Array<Record<string, unknown>> = [];
    for (let page = 1; ; page++) {
      const p = await deliveries(webhookId, `?limit=100&page=${page}`);
      all.push(...p.records);
      if (p.records.length < 100) return all.filter((d) => d.event_id === eventId);
    }
  };
  /** Polls the log until `done` holds for the delivery of an event. */
  const settled = async (webhookId: number, eventId: string, done: (d: Record<string, unknown>) => boolean, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [d] = await deliveriesOf(webhookId, eventId);
      if (d && done(d)) return d;
      if (Date.now() > deadline) throw new Error(`delivery not settled: ${JSON.stringify(d)}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  };

  describe('management', () => {
    it('creates a subscription: 201 {record, secret}, the secret generated and shown only then', async () => {
      const { url } = receiver.endpoint();
      const res = await t.api
        .post('/api/webhooks')
        .set(bearer(admin))
        .send({ url, events: ['billing.invoice.*', 'crm.>', 'crm.>'], description: 'ERP sync' });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['record', 'secret']);
      expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(res.body.record).toEqual({
        id: expect.any(Number),
        url,
        events: ['billing.invoice.*', 'crm.>'],
        active: true,
        description: 'ERP sync',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const id = res.body.record.id as number;
      made.push(id);
      const got = await t.api.get(`/api/webhooks/${id}`).set(bearer(admin));
      expect(got.status).toBe(200);
      expect(got.body).toEqual({ record: res.body.record });
      const list = await t.api.get('/api/webhooks?limit=100').set(bearer(admin));
      expect(list.status).toBe(200);
      expect(list.body.meta).toMatchObject({ current_page: 1, per_page: 100 });
      expect(list.body.records).toContainEqual({ ...res.body.record, updated_at: expect.any(String) });
      expect(JSON.stringify(list.body)).not.toContain(res.body.secret);
    });

    it('stores the secret encrypted, never in the clear', async () => {
      const secret = `given-secret-${unique()}`;
      const { id } = await subscribe({ url: receiver.endpoint().url, events: ['files.folder.deleted'], secret });
      const stored = await db.db!.collection('webhooks').findOne({ _id: id as never });
      expect(stored!.secret).toEqual({ v: 1, iv: expect.any(String), tag: expect.any(String), data: expect.any(String) });
      expect(JSON.stringify(stored)).not.toContain(secret);
    });

    it('is for admins only: staff with every grant get 403, no token 401', async () => {
      const staff = await staffWith(t.api, admin, { integrations: ['read', 'create', 'update', 'delete'], clients: ['read'] });
      const { id } = await subscribe({ url: receiver.endpoint().url, events: ['files.folder.deleted'] });
      const as = bearer(staff.token);
      expect((await t.api.get('/api/webhooks').set(as)).status).toBe(403);
      expect((await t.api.get(`/api/webhooks/${id}`).set(as)).status).toBe(403);
      expect((await t.api.post('/api/webhooks').set(as).send({ url: receiver.endpoint().url, events: ['crm.>'] })).status).toBe(403);
      expect((await t.api.patch(`/api/webhooks/${id}`).set(as).send({ active: false })).status).toBe(403);
      expect((await t.api.delete(`/api/webhooks/${id}`).set(as)).status).toBe(403);
      expect((await t.api.get(`/api/webhooks/${id}/deliveries`).set(as)).status).toBe(403);
      expect((await t.api.post('/api/webhooks/deliveries/1/replay').set(as)).status).toBe(403);
      expect((await t.api.get('/api/webhooks')).status).toBe(401);
    });

    it('validates patterns and the URL: 422 naming the field', async () => {
      const url = receiver.endpoint().url;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ url, events: [] }, 'events'],
        [{ url }, 'events'],
        [{ url, events: ['crm..client'] }, 'events.0'],
        [{ url, events: ['crm.client.*', 'crm.>.created'] }, 'events.1'],
        [{ url, events: ['notify.sms'] }, 'events.0'],
        [{ url, events: ['notify.>'] }, 'events.0'],
        [{ url, events: ['payments.*'] }, 'events.0'],
        [{ events: ['crm.>'] }, 'url'],
        [{ url: 'ftp://example.com/x', events: ['crm.>'] }, 'url'],
        [{ url: 'not a url', events: ['crm.>'] }, 'url'],
        [{ url: 'https://user:pw@example.com/x', events: ['crm.>'] }, 'url'],
        [{ url, events: ['crm.>'], secret: 'short' }, 'secret'],
        [{ url, events: ['crm.>'], active: 'yes' }, 'active'],
      ];
      for (const [body, field] of cases) {
        const res = await t.api.post('/api/webhooks').set(bearer(admin)).send(body);
        expect({ body, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ body, status: 422, fields: [field] });
      }
      const res = await t.api.post('/api/webhooks').set(bearer(admin)).send({ url, events: ['notify.sms'] });
      expect(res.body.errors['events.0']).toEqual(['Notification events are never sent by webhook.']);
    });

    it.each([
      ['https://10.0.0.5/hook', '10.0.0.5 is a private address'],
      ['https://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
      ['https://[::1]/hook', '::1 is a loopback address'],
      ['https://[::ffff:127.0.0.1]/hook', 'is a loopback address'],
      ['https://[fd00::1]/hook', 'fd00::1 is a unique-local address'],
      ['https://localhost/hook', 'localhost resolves to a loopback address'],
      ['https://0.0.0.0/hook', '0.0.0.0 is an unspecified address'],
      ['http://example.com/hook', 'plain http is only for targets the configuration allows'],
    ])('refuses the target %s: 422 naming url', async (url, message) => {
      const res = await t.api.post('/api/webhooks').set(bearer(admin)).send({ url, events: ['crm.>'] });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['url']);
      expect(res.body.errors.url[0]).toContain(message);
    });

    it('allows only the configured exception: 127.0.0.1 on its port, not another port nor localhost', async () => {
      const port = t.stack.webhookPort!;
      const other = port === 65_535 ? port - 1 : port + 1;
      for (const url of [`http://127.0.0.1:${other}/hook`, `https://127.0.0.1:${other}/hook`, `http://localhost:${port}/hook`]) {
        const res = await t.api.post('/api/webhooks').set(bearer(admin)).send({ url, events: ['crm.>'] });
        expect({ url, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ url, status: 422, fields: ['url'] });
      }
    });

    it('updates: PATCH changes what it carries, PUT replaces (the secret is kept), a refused URL is 422, DELETE hides it', async () => {
      const { id } = await subscribe({ url: receiver.endpoint().url, events: ['files.folder.deleted'], description: 'first' });
      const patch = await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ active: false });
      expect(patch.status).toBe(200);
      expect(patch.body).toEqual({ success: true, message: 'Webhook updated.' });
      expect((await t.api.get(`/api/webhooks/${id}`).set(bearer(admin))).body.record).toMatchObject({ active: false, description: 'first' });
      const listed = await t.api.get('/api/webhooks?active=false&limit=100').set(bearer(admin));
      expect(listed.body.records.map((w: { id: number }) => w.id)).toContain(id);
      expect(listed.body.records.every((w: { active: boolean }) => !w.active)).toBe(true);

      const url = receiver.endpoint().url;
      const put = await t.api.put(`/api/webhooks/${id}`).set(bearer(admin)).send({ url, events: ['work.task.*'] });
      expect(put.status).toBe(200);
      const after = (await t.api.get(`/api/webhooks/${id}`).set(bearer(admin))).body.record;
      expect(after).toMatchObject({ url, events: ['work.task.*'], active: true, description: '' });

      const bad = await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ url: 'https://192.168.0.10/x' });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['url']);
      expect((await t.api.put(`/api/webhooks/${id}`).set(bearer(admin)).send({ url })).status).toBe(422);

      const del = await t.api.delete(`/api/webhooks/${id}`).set(bearer(admin));
      expect(del.body).toEqual({ success: true, message: 'Webhook deleted.' });
      expect((await t.api.get(`/api/webhooks/${id}`).set(bearer(admin))).status).toBe(404);
      expect((await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ active: true })).status).toBe(404);
      expect((await t.api.get(`/api/webhooks/${id}/deliveries`).set(bearer(admin))).status).toBe(404);
      expect((await t.api.delete(`/api/webhooks/${id}`).set(bearer(admin))).status).toBe(404);
    });

    it('answers 404 for an unknown webhook or delivery, 422 for a bad list query', async () => {
      expect((await t.api.get('/api/webhooks/999999999').set(bearer(admin))).status).toBe(404);
      expect((await t.api.post('/api/webhooks/deliveries/999999999/replay').set(bearer(admin))).status).toBe(404);
      expect((await t.api.get('/api/webhooks?active=maybe').set(bearer(admin))).status).toBe(422);
      expect((await t.api.get('/api/webhooks?limit=101').set(bearer(admin))).status).toBe(422);
      const { id } = await subscribe({ url: receiver.endpoint().url, events: ['files.folder.deleted'] });
      expect((await t.api.get(`/api/webhooks/${id}/deliveries?status=lost`).set(bearer(admin))).status).toBe(422);
    });
  });

  describe('deliveries', () => {
    it('delivers a matching event, signed, with its headers; the log says succeeded', async () => {
      const { path, url } = receiver.endpoint();
      const { id, secret } = await subscribe({ url, events: ['crm.client.*'] });
      const client = await aClient();
      const [req] = await receiver.wait(path, about('crm.client.created', client.id));
      const evt = JSON.parse(req!.body) as Record<string, unknown>;
      expect(Object.keys(evt).sort()).toEqual(['actor_user_id', 'data', 'id', 'occurred_at', 'type']);
      expect(evt).toMatchObject({ type: 'crm.client.created', actor_user_id: expect.any(Number), data: { id: client.id, company_name: client.company_name } });
      expect(req!.headers['content-type']).toBe('application/json');
      expect(req!.headers['x-event-id']).toBe(evt.id);
      expect(req!.headers['x-event-type']).toBe('crm.client.created');
      expect(verifies(req!.headers['x-signature'], secret, req!.body)).toBe(true);
      expect(verifies(req!.headers['x-signature'], `${secret}x`, req!.body)).toBe(false);

      const d = await settled(id, evt.id as string, (x) => x.status === 'succeeded');
      expect(d).toEqual({
        id: Number(req!.headers['x-webhook-id']),
        webhook_id: id,
        event_id: evt.id,
        event_type: 'crm.client.created',
        status: 'succeeded',
        attempts: 1,
        last_response_code: 200,
        last_error: null,
        created_at: expect.any(String),
        last_attempt_at: expect.any(String),
        next_attempt_at: null,
        delivered_at: expect.any(String),
        updated_at: expect.any(String),
      });
    });

    it('delivers nothing for events its patterns do not match', async () => {
      const other = receiver.endpoint();
      const leads = await subscribe({ url: other.url, events: ['crm.lead.created', 'billing.invoice.*'] });
      const clients = receiver.endpoint();
      const { id } = await subscribe({ url: clients.url, events: ['crm.client.created'] });
      const client = await aClient();
      await t.api.patch(`/api/clients/${client.id}`).set(bearer(admin)).send({ city: 'Bergen' });
      const second = await aClient();
      // The crm stream is consumed in order: once the second client is in,
      // the update (and everything before) has been looked at.
      await receiver.wait(clients.path, about('crm.client.created', second.id));
      expect(receiver.at(clients.path, about('crm.client.created', client.id))).toHaveLength(1);
      expect(receiver.at(clients.path, (e) => e.type !== 'crm.client.created')).toEqual([]);
      expect((await deliveries(id, '?limit=100')).records.filter((d) => d.event_type !== 'crm.client.created')).toEqual([]);
      expect(receiver.at(other.path, (e) => e.type.startsWith('crm.client.'))).toEqual([]);
      const theirs = (await deliveries(leads.id, '?limit=100')).records;
      expect(theirs.filter((d) => (d.event_type as string).startsWith('crm.client.'))).toEqual([]);
    });

    it('an inactive subscription gets nothing', async () => {
      const off = receiver.endpoint();
      const created = await subscribe({ url: off.url, events: ['crm.client.*'], active: false });
      const paused = receiver.endpoint();
      const later = await subscribe({ url: paused.url, events: ['crm.client.*'] });
      expect((await t.api.patch(`/api/webhooks/${later.id}`).set(bearer(admin)).send({ active: false })).status).toBe(200);
      const on = receiver.endpoint();
      await subscribe({ url: on.url, events: ['crm.client.*'] });
      const client = await aClient();
      const [req] = await receiver.wait(on.path, about('crm.client.created', client.id));
      expect(receiver.at(off.path)).toEqual([]);
      expect(receiver.at(paused.path, about('crm.client.created', client.id))).toEqual([]);
      expect((await deliveries(created.id)).meta.total).toBe(0);
      expect(await deliveriesOf(later.id, req!.event.id)).toEqual([]);
    });

    it('retries a receiver that answers 500, then succeeds; every attempt signed and in the log', async () => {
      const { path, url } = receiver.endpoint((_r, tries) => (tries === 0 ? 500 : 200));
      const { id, secret } = await subscribe({ url, events: ['crm.client.created'] });
      const client = await aClient();
      const [first, second] = await receiver.wait(path, about('crm.client.created', client.id), 2);
      expect(second!.headers['x-webhook-id']).toBe(first!.headers['x-webhook-id']);
      expect(second!.headers['x-event-id']).toBe(first!.headers['x-event-id']);
      expect(second!.body).toBe(first!.body);
      expect(verifies(second!.headers['x-signature'], secret, second!.body)).toBe(true);
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(100);
      const d = await settled(id, first!.event.id, (x) => x.status === 'succeeded');
      expect(d).toMatchObject({ attempts: 2, last_response_code: 200, last_error: null });
    });

    it('marks a delivery failed when the retry period ends, and a replay delivers it again keeping the log', async () => {
      // The test stack retries for 5 s (WEBHOOK_RETRY_FOR_SECONDS).
      let failing = true;
      const { path, url } = receiver.endpoint(() => (failing ? 503 : 200));
      const { id } = await subscribe({ url, events: ['crm.client.created'] });
      const client = await aClient();
      const [req] = await receiver.wait(path, about('crm.client.created', client.id));
      const failed = await settled(id, req!.event.id, (x) => x.status === 'failed', 20_000);
      expect(failed).toMatchObject({ last_response_code: 503, last_error: 'HTTP 503', next_attempt_at: null, delivered_at: null });
      const attempts = failed.attempts as number;
      expect(attempts).toBeGreaterThanOrEqual(2);
      expect(receiver.at(path, about('crm.client.created', client.id))).toHaveLength(attempts);

      failing = false;
      const replay = await t.api.post(`/api/webhooks/deliveries/${failed.id as number}/replay`).set(bearer(admin));
      expect(replay.status).toBe(202);
      expect(replay.body.record).toMatchObject({ id: failed.id, status: 'pending', attempts });
      await receiver.wait(path, about('crm.client.created', client.id), attempts + 1);
      const done = await settled(id, req!.event.id, (x) => x.status === 'succeeded');
      expect(done).toMatchObject({ id: failed.id, attempts: attempts + 1, last_response_code: 200, last_error: null });
      expect(await deliveriesOf(id, req!.event.id)).toHaveLength(1);
    });

    it('replays a delivered event by id: the same event, delivery id and body, signed again', async () => {
      const { path, url } = receiver.endpoint();
      const { id, secret } = await subscribe({ url, events: ['crm.client.created'] });
      const client = await aClient();
      const [first] = await receiver.wait(path, about('crm.client.created', client.id));
      const d = await settled(id, first!.event.id, (x) => x.status === 'succeeded');
      const res = await t.api.post(`/api/webhooks/deliveries/${d.id as number}/replay`).set(bearer(admin));
      expect(res.status).toBe(202);
      const [, again] = await receiver.wait(path, about('crm.client.created', client.id), 2);
      expect(again!.headers['x-webhook-id']).toBe(String(d.id));
      expect(again!.headers['x-event-id']).toBe(first!.headers['x-event-id']);
      expect(again!.body).toBe(first!.body);
      expect(verifies(again!.headers['x-signature'], secret, again!.body)).toBe(true);
      expect(await settled(id, first!.event.id, (x) => x.attempts === 2)).toMatchObject({ status: 'succeeded', last_response_code: 200 });
    });

    it('does not replay for an inactive subscription (409), pages and filters the log by status', async () => {
      const { path, url } = receiver.endpoint();
      const { id } = await subscribe({ url, events: ['crm.client.created'] });
      const [a, b] = [await aClient(), await aClient()];
      await receiver.wait(path, about('crm.client.created', a.id));
      const [req] = await receiver.wait(path, about('crm.client.created', b.id));
      await settled(id, req!.event.id, (x) => x.status === 'succeeded');
      const page = await deliveries(id, '?limit=1&page=2');
      expect(page.meta).toEqual({ total: expect.any(Number), current_page: 2, per_page: 1 });
      expect(page.meta.total).toBeGreaterThanOrEqual(2);
      expect(page.records).toHaveLength(1);
      const first = await deliveries(id, '?limit=100');
      expect(first.records.map((d) => d.id)).toEqual([...first.records.map((d) => d.id as number)].sort((x, y) => y - x));
      const succeeded = await deliveries(id, '?status=succeeded&limit=100');
      expect(succeeded.meta.total).toBeGreaterThanOrEqual(2);
      expect(succeeded.records.every((d) => d.status === 'succeeded')).toBe(true);
      expect((await deliveries(id, '?status=failed&limit=100')).records.every((d) => d.status === 'failed')).toBe(true);

      await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ active: false });
      const res = await t.api.post(`/api/webhooks/deliveries/${succeeded.records[0]!.id as number}/replay`).set(bearer(admin));
      expect(res.status).toBe(409);
    });
  });
});
