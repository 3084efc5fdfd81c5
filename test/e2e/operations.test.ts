import type { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { createClient, isServing, unary } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { adminToken, bearer, testGateway } from '../support/harness';
import { dbUrl, lib, readStack, type StackInfo, startService, tempDir } from '../support/stack';

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

/** One request on a fresh connection: status, headers and body as sent (none for HEAD). */
function rawOnce(port: number, method: string, pathName: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: pathName, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One GET on a fresh connection: the status, or the socket error's code. */
function getOnce(port: number, pathName: string, token: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathName, agent: false, headers: { Authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
  });
}

describe('operations', () => {
  let info: StackInfo;
  let admin: string;

  beforeAll(async () => {
    info = readStack();
    const t = testGateway();
    admin = await adminToken(t.api);
    await t.close();
  });

  describe('health', () => {
    it('a service answers NOT_SERVING while its database is unreachable, and SERVING again after', async () => {
      const dir = tempDir('bms-health-');
      const port = await lib.freePort();
      const startDb = () =>
        lib.startProcess('devdb', lib.devdbBin, ['-addr', `127.0.0.1:${port}`, '-data', path.join(dir, 'db')], {
          env: process.env,
          ready: /devdb listening/,
        });
      let db = startDb();
      await db.started;
      const svc = await startService(info, 'crm', {
        MONGO_URL: `mongodb://127.0.0.1:${port}/crm`,
        HEALTH_CHECK_INTERVAL_MS: '200',
      }, 'crm-health');
      const client = createClient(serviceOf('crm'), svc.address);
      try {
        await until(() => isServing(client, 3_000));
        // A write first, so that the outage comes with data on disk.
        await unary(client, 'CreateClient', { input: { company_name: 'Health AS', type: 'organization' } }, { token: admin });
        db.child.kill('SIGKILL');
        await until(async () => !(await isServing(client)));
        db = startDb();
        await db.started;
        await until(() => isServing(client, 3_000));
      } finally {
        client.close();
        await lib.stopProcess(svc.child);
        await lib.stopProcess(db.child);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }, 60_000);

    it('the gateway answers /healthz always and /readyz only when its dependencies answer', async () => {
      const ok = testGateway();
      const broken = testGateway({ WORK_GRPC_URL: '127.0.0.1:1' });
      try {
        expect((await ok.api.get('/healthz')).body).toEqual({ status: 'ok' });
        let ready = await ok.api.get('/readyz');
        // On a loaded machine one check may miss its deadline; readiness is asked again, as a probe would.
        for (let i = 0; i < 5 && ready.status !== 200; i++) ready = await ok.api.get('/readyz');
        expect(ready.status).toBe(200);
        expect(ready.body.checks).toMatchObject({ identity: true, crm: true, work: true, billing: true, content: true, files: true, redis: true });
        expect((await broken.api.get('/healthz')).status).toBe(200);
        const notReady = await broken.api.get('/readyz');
        expect(notReady.status).toBe(503);
        expect(notReady.body.checks.work).toBe(false);
      } finally {
        await ok.close();
        await broken.close();
      }
    });
  });

  describe('graceful shutdown', () => {
    it('the gateway, stopped with SIGTERM during a burst, finishes every accepted request and exits 0', async () => {
      const port = await lib.freePort();
      const gw = lib.startProcess('gateway', process.execPath, [path.join(lib.root, 'gateway', 'dist', 'main.js')], {
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          METRICS_PORT: '0',
          JWT_PUBLIC_KEY: info.publicKey,
          REDIS_URL: info.redisUrl,
          REDIS_PREFIX: info.redisPrefix,
          RATE_LIMIT_DEFAULT: '1000000',
          LOG_LEVEL: 'warn',
          // As behind a load balancer: new requests keep coming for a moment after SIGTERM.
          SHUTDOWN_DELAY_MS: '1500',
          // A deadline well above a slow call on a loaded machine: a 504 here would say nothing about shutdown.
          GRPC_TIMEOUT_MS: '30000',
          ...Object.fromEntries(Object.entries(info.grpc).map(([n, a]) => [`${n.toUpperCase()}_GRPC_URL`, a])),
        },
        ready: /http listening/,
        logFile: path.join(info.dir, 'gateway-shutdown.log'),
      });
      // The ready line is logged at info; warn hides it, so wait on the port instead.
      gw.started.catch(() => undefined);
      await until(async () => (await getOnce(port, '/healthz', admin)) === 200, 15_000);
      const results: Array<number | string> = [];
      const burst = Array.from({ length: 150 }, (_, i) =>
        new Promise<void>((r) => setTimeout(r, i * 2)).then(async () => {
          // A call to a service whose collection stays small (a list of clients scans all of them on devdb).
          results.push(await getOnce(port, '/api/auth/me', admin));
        }),
      );
      await until(async () => results.length >= 40);
      gw.child.kill('SIGTERM');
      // Not ready as soon as the signal is handled.
      await until(async () => (await getOnce(port, '/readyz', admin)) === 503, 1_400);
      await Promise.all(burst);
      expect(await exitOf(gw.child)).toBe(0);
      expect(results.filter((r) => r !== 200)).toEqual([]);
      expect(await getOnce(port, '/healthz', admin)).toBe('ECONNREFUSED');
    }, 60_000);

    it('a service, stopped with SIGTERM during a burst, completes the calls it accepted and exits 0', async () => {
      const svc = await startService(info, 'crm', { MONGO_URL: dbUrl(info, 'crm') }, 'crm-shutdown');
      // A deadline well above a slow list on a loaded machine: a 504 here would say nothing about shutdown.
      const t = testGateway({ CRM_GRPC_URL: svc.address, GRPC_TIMEOUT_MS: '15000' });
      try {
        const statuses: number[] = [];
        const burst = Array.from({ length: 120 }, (_, i) =>
          new Promise<void>((r) => setTimeout(r, i * 2)).then(async () => {
            statuses.push((await t.api.get('/api/clients?limit=5').set(bearer(admin))).status);
          }),
        );
        await until(async () => statuses.length >= 30);
        svc.child.kill('SIGTERM');
        await Promise.all(burst);
        expect(await exitOf(svc.child)).toBe(0);
        // Accepted calls succeeded; later ones were refused as unavailable (503), none failed inside.
        expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(30);
        expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      } finally {
        await t.close();
        await lib.stopProcess(svc.child);
      }
    }, 60_000);
  });

  describe('metrics', () => {
    it('the gateway counts requests by route and status, and rate-limit rejections', async () => {
      const t = testGateway({ RATE_LIMIT_LOGIN: '1' });
      try {
        await t.api.get('/api/time');
        await t.api.post('/api/auth/login').set('X-Forwarded-For', '10.9.9.9').send({ email: 'a@example.com', password: 'x' });
        await t.api.post('/api/auth/login').set('X-Forwarded-For', '10.9.9.9').send({ email: 'a@example.com', password: 'x' });
        const text = await t.gw.metrics.registry.metrics();
        expect(text).toMatch(/bms_http_requests_total\{route="\/api\/time",method="GET",status="200",service="gateway"\} 1/);
        expect(text).toMatch(/bms_http_request_seconds_bucket\{[^}]*route="\/api\/time"/);
        expect(text).toMatch(/bms_rate_limit_rejections_total\{limit="login",service="gateway"\} 1/);
      } finally {
        await t.close();
      }
    });

    it('a service serves RPC counts, latency, outbox depth and consumer lag on its metrics port', async () => {
      const svc = await startService(info, 'billing', { MONGO_URL: dbUrl(info, `billing_metrics_${Date.now()}`) }, 'billing-metrics');
      const t = testGateway({ BILLING_GRPC_URL: svc.address });
      try {
        const first = await t.api.get('/api/invoices').set(bearer(admin));
        expect({ status: first.status, body: first.status === 200 ? undefined : first.body }).toEqual({ status: 200, body: undefined });
        await until(async () => /bms_consumer_lag_events\{durable="billing_clients"/.test(await fetch(`http://127.0.0.1:${svc.metricsPort}/metrics`).then((r) => r.text())));
        const text = await fetch(`http://127.0.0.1:${svc.metricsPort}/metrics`).then((r) => r.text());
        const mine = text.split('\n').filter((l) => l.startsWith('bms_')).join('\n');
        expect(mine).toMatch(/bms_grpc_server_handled_total\{rpc="ListInvoices",code="OK",service="billing"\} 1/);
        expect(mine).toMatch(/bms_grpc_server_handling_seconds_count\{[^}]*rpc="ListInvoices"[^}]*\} 1/);
        expect(mine).toMatch(/bms_outbox_pending_events\{service="billing"\} 0/);
        expect(text).toMatch(/process_resident_memory_bytes\{service="billing"\} \d+/);
        expect((await fetch(`http://127.0.0.1:${svc.metricsPort}/other`)).status).toBe(404);
      } finally {
        await t.close();
        await lib.stopProcess(svc.child);
      }
    }, 30_000);

    it("a service's metrics port: GET and HEAD /metrics 200 (HEAD bare), another method 405 with Allow, another path 404, both with a text body", async () => {
      const svc = await startService(info, 'billing', { MONGO_URL: dbUrl(info, `billing_metrics_http_${Date.now()}`) }, 'billing-metrics-http');
      try {
        const get = await rawOnce(svc.metricsPort, 'GET', '/metrics');
        expect(get.status).toBe(200);
        expect(get.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
        expect(get.body).toMatch(/^process_resident_memory_bytes\{service="billing"\} \d+$/m);
        const head = await rawOnce(svc.metricsPort, 'HEAD', '/metrics');
        expect({ status: head.status, type: head.headers['content-type'], body: head.body }).toEqual({ status: 200, type: get.headers['content-type'], body: '' });
        const post = await rawOnce(svc.metricsPort, 'POST', '/metrics');
        expect({ status: post.status, allow: post.headers.allow, type: post.headers['content-type'] }).toEqual({
          status: 405,
          allow: 'GET, HEAD',
          type: 'text/plain; charset=utf-8',
        });
        expect(post.body).toBe('Method not allowed: GET or HEAD /metrics.\n');
        const nope = await rawOnce(svc.metricsPort, 'GET', '/nope');
        expect({ status: nope.status, type: nope.headers['content-type'], body: nope.body }).toEqual({
          status: 404,
          type: 'text/plain; charset=utf-8',
          body: 'Not found: metrics are at /metrics.\n',
        });
      } finally {
        await lib.stopProcess(svc.child);
      }
    }, 30_000);
  });
});
