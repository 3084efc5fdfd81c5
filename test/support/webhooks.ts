import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { type Connection, connectMongo, createLogger } from '@bms/platform';
import { adminToken, bearer, fixture, type TestGateway, testGateway, unique } from './harness';
import { dbUrl } from './stack';
import { createClient } from './builders';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** the event the body carries */
  event: { id: string; type: string; data: { id?: number } };
  at: number;
}

/** The status a path answers, from the request and how many times its event came before. */
export type Answer = (r: Received, tries: number) => number;

/**
 * The receiving end of webhooks, in the test process, on the one port the
 * test stack allows identity to reach (WEBHOOK_ALLOWED_TARGETS). Each
 * webhook gets its own path. Other test files create records at the same
 * time, so a path may also receive their events: tests look for their own.
 * Only one test file listens (webhooks-deliveries.test.ts); the others
 * only make URLs on that port.
 */
export class Receiver {
  readonly got: Received[] = [];
  private readonly answers = new Map<string, Answer>();
  private readonly waiters = new Set<() => void>();
  private server!: http.Server;
  /** What a wait that timed out on `path` adds to its error (what the sender says of it). */
  explain?: (path: string) => Promise<string>;

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
      if (left <= 0) {
        const why = await this.explain?.(path).catch((err: unknown) => `its sender's side not read (${String(err)})`);
        throw new Error(`${path} received ${got.length} of ${n} requests within ${timeoutMs} ms${why ? `; ${why}` : ''}`);
      }
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
export const about = (type: string, id: number) => (e: Received['event']) => e.type === type && e.data.id === id;

/** The receiver's side of X-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "t.body")>. */
export function verifies(header: string | string[] | undefined, secret: string, body: string): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(header));
  if (!m) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${m[1]}.${body}`).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(m[2]!, 'hex')) && Math.abs(Date.now() / 1000 - Number(m[1])) < 300;
}

type Delivery = Record<string, unknown>;

/**
 * What the webhook tests share: a gateway with the admin signed in, the
 * receiver, identity's database, and calls to the webhook routes. The
 * subscriptions a test makes are deleted after the file's tests.
 */
export class Webhooks {
  private readonly made: number[] = [];
  /** receiver path → the webhook sending to it */
  private readonly byPath = new Map<string, number>();

  private constructor(
    readonly t: TestGateway,
    readonly admin: string,
    readonly receiver: Receiver,
    readonly db: Connection,
  ) {
    // A delivery that did not come: was it recorded (the worker's lag) or not (the feed's)?
    receiver.explain = (path) => this.logOf(path);
  }

  /** Identity's delivery log of the webhook sending to `path`, in short. */
  private async logOf(path: string): Promise<string> {
    const id = this.byPath.get(path);
    if (id === undefined) return '';
    const res = await this.t.api.get(`/api/webhooks/${id}/deliveries?limit=100`).set(bearer(this.admin));
    if (res.status !== 200) return `webhook ${id}'s delivery log answered ${res.status}`;
    // Whether a worker holds a pending one (its lease) is in the database only.
    const leases = new Map(
      (await this.db.collection('webhook_deliveries').find({ webhook_id: id, status: 'pending' }, { projection: { locked_until: 1 } }).toArray()).map(
        (d) => [d._id as unknown as number, (d.locked_until as Date | null)?.getTime() ? (d.locked_until as Date).toISOString() : null],
      ),
    );
    const log = (res.body.records as Delivery[]).map((d) => ({
      event_id: d.event_id,
      event_type: d.event_type,
      status: d.status,
      attempts: d.attempts,
      created_at: d.created_at,
      last_error: d.last_error,
      ...(d.status === 'pending' ? { locked_until: leases.get(d.id as number) ?? null } : {}),
    }));
    return `webhook ${id}'s delivery log at ${new Date().toISOString()}: ${JSON.stringify(log)}; identity's last warnings: ${this.identityWarnings()}`;
  }

  /** The last warnings and errors in the test stack's identity log (its event consumers say there what held them up). */
  private identityWarnings(): string {
    const file = path.join(this.t.stack.dir, 'identity.log');
    if (!fs.existsSync(file)) return 'no identity log';
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => /"level":(40|50|60)/.test(l));
    return lines.length ? lines.slice(-15).join('\n') : 'none';
  }

  /** Before the block's tests, a Webhooks handed to `use`; `listen` starts the receiver. */
  static forTests(listen: boolean, use: (w: Webhooks) => void): void {
    fixture(() => Webhooks.open(listen), (w) => w.close(listen), use);
  }

  private static async open(listen: boolean): Promise<Webhooks> {
    const t = testGateway();
    const receiver = new Receiver(t.stack.webhookPort!);
    if (listen) await receiver.start();
    return new Webhooks(t, await adminToken(t.api), receiver, await connectMongo(dbUrl(t.stack, 'identity'), createLogger('test', 'silent')));
  }

  private async close(listening: boolean): Promise<void> {
    // Other test files go on producing events: these need no more deliveries.
    for (const id of this.made) await this.t.api.delete(`/api/webhooks/${id}`).set(bearer(this.admin));
    if (listening) await this.receiver.stop();
    await this.db.close();
    await this.t.close();
  }

  /** Deletes webhook `id` after the file's tests. */
  deleteAfter(id: number): void {
    this.made.push(id);
  }

  async subscribe(body: Record<string, unknown>) {
    const res = await this.t.api.post('/api/webhooks').set(bearer(this.admin)).send(body);
    expect(res.status).toBe(201);
    this.made.push(res.body.record.id as number);
    if (typeof body.url === 'string') this.byPath.set(new URL(body.url).pathname, res.body.record.id as number);
    return { id: res.body.record.id as number, secret: res.body.secret as string };
  }

  aClient() {
    return createClient(this.t.api, this.admin, { company_name: unique('Hooked ') });
  }

  async deliveries(webhookId: number, query = '') {
    const res = await this.t.api.get(`/api/webhooks/${webhookId}/deliveries${query}`).set(bearer(this.admin));
    expect(res.status).toBe(200);
    return res.body as { records: Delivery[]; meta: Record<string, number> };
  }

  /** The deliveries of one event to a webhook, from its log. */
  async deliveriesOf(webhookId: number, eventId: string) {
    const all: Delivery[] = [];
    for (let page = 1; ; page++) {
      const p = await this.deliveries(webhookId, `?limit=100&page=${page}`);
      all.push(...p.records);
      if (p.records.length < 100) return all.filter((d) => d.event_id === eventId);
    }
  }

  /** Polls the log until `done` holds for the delivery of an event. */
  async settled(webhookId: number, eventId: string, done: (d: Delivery) => boolean, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [d] = await this.deliveriesOf(webhookId, eventId);
      if (d && done(d)) return d;
      if (Date.now() > deadline) throw new Error(`delivery not settled: ${JSON.stringify(d)}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}
