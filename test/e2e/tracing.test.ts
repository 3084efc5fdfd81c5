import type { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import request from 'supertest';
import { adminToken, bearer, eventually, unique } from '../support/harness';
import { dbUrl, lib, readStack, type StackInfo, startService } from '../support/stack';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}

/** An OTLP/HTTP receiver that keeps every span it is sent. */
async function otlpReceiver(): Promise<{ url: string; spans: Array<OtlpSpan & { service: string }>; close(): Promise<void> }> {
  const spans: Array<OtlpSpan & { service: string }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        resourceSpans: Array<{
          resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
          scopeSpans: Array<{ spans: OtlpSpan[] }>;
        }>;
      };
      for (const rs of body.resourceSpans ?? []) {
        const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
        for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ ...s, service });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((r) => server.close(() => r())) };
}

describe('traces and request ids across processes', () => {
  // under the run's namespace, so that the global teardown removes its streams
  const namespace = `${readStack().namespace}tr`;
  let info: StackInfo;
  let otlp: Awaited<ReturnType<typeof otlpReceiver>>;
  let crm: ChildProcess;
  let billing: ChildProcess;
  let gateway: ChildProcess;
  let api: ReturnType<typeof request>;

  beforeAll(async () => {
    info = readStack();
    otlp = await otlpReceiver();
    const own = { ...info, namespace };
    const env = (db: string) => ({ MONGO_URL: dbUrl(info, db), OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, LOG_LEVEL: 'debug' });
    const c = await startService(own, 'crm', env(`crm_${namespace}`), `crm-${namespace}`);
    const b = await startService(own, 'billing', { ...env(`billing_${namespace}`), CRM_GRPC_URL: c.address }, `billing-${namespace}`);
    crm = c.child;
    billing = b.child;
    // The gateway as a process of its own too (the exporter loads its HTTP
    // client by a dynamic import, which jest's sandbox does not allow).
    const port = await lib.freePort();
    const gw = lib.startProcess('gateway', process.execPath, [path.join(lib.root, 'gateway', 'dist', 'main.js')], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        METRICS_PORT: '0',
        JWT_PUBLIC_KEY: info.publicKey,
        REDIS_URL: info.redisUrl,
        REDIS_PREFIX: info.redisPrefix,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
        // Every test file signs in from 127.0.0.1 on the run's Redis prefix.
        RATE_LIMIT_LOGIN: '100000',
        RATE_LIMIT_DEFAULT: '100000',
        ...Object.fromEntries(Object.entries(info.grpc).map(([n, a]) => [`${n.toUpperCase()}_GRPC_URL`, a])),
        CRM_GRPC_URL: c.address,
        BILLING_GRPC_URL: b.address,
      },
      ready: /http listening/,
      logFile: path.join(info.dir, `gateway-${namespace}.log`),
    });
    gateway = gw.child;
    await gw.started;
    api = request(`http://127.0.0.1:${port}`);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([lib.stopProcess(gateway), lib.stopProcess(crm), lib.stopProcess(billing)]);
    await otlp.close();
  });

  it('follows one request from the gateway through crm and its event into billing’s consumer', async () => {
    const admin = await adminToken(api as never);
    const requestId = `trace-${unique()}`;
    const res = await api
      .post('/api/clients')
      .set(bearer(admin))
      .set('X-Request-Id', requestId)
      .send({ company_name: unique('Traced '), type: 'person' });
    expect(res.status).toBe(201);

    // Generous: on a loaded CI host the event's way (outbox, JetStream, billing's pull) can take seconds.
    const deadline = Date.now() + 25_000;
    const find = (service: string, name: RegExp) => otlp.spans.find((s) => s.service === service && name.test(s.name));
    while (!(find('bms-billing', /^consume crm\.client\.created$/) && find('bms-gateway', /^POST \/api\/clients$/))) {
      if (Date.now() > deadline) {
        // What the processes on the event's way said, so that a failure here can be understood.
        const tail = (name: string) =>
          fs
            .readFileSync(path.join(info.dir, `${name}-${namespace}.log`), 'utf8')
            .split('\n')
            .slice(-20)
            .join('\n');
        throw new Error(
          `spans missing: ${otlp.spans.map((s) => `${s.service}:${s.name}`).join(', ')}\ncrm's log:\n${tail('crm')}\nbilling's log:\n${tail('billing')}`,
        );
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const gateway = find('bms-gateway', /^POST \/api\/clients$/)!;
    const trace = gateway.traceId;
    const inTrace = otlp.spans.filter((s) => s.traceId === trace);
    const names = inTrace.map((s) => `${s.service}:${s.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'bms-gateway:POST /api/clients',
        'bms-gateway:grpc CreateClient',
        'bms-crm:bms.crm.v1.Crm/CreateClient',
        'bms-crm:publish crm.client.created',
        'bms-billing:consume crm.client.created',
      ]),
    );
    // Each hop is the child of the one before it.
    const byName = (n: string) => inTrace.find((s) => `${s.service}:${s.name}` === n)!;
    expect(byName('bms-gateway:grpc CreateClient').parentSpanId).toBe(gateway.spanId);
    expect(byName('bms-crm:bms.crm.v1.Crm/CreateClient').parentSpanId).toBe(byName('bms-gateway:grpc CreateClient').spanId);
    expect(byName('bms-billing:consume crm.client.created').parentSpanId).toBe(byName('bms-crm:publish crm.client.created').spanId);

    // The request id is in the log lines of every process on the path.
    const lines = (name: string) =>
      fs
        .readFileSync(path.join(info.dir, `${name}-${namespace}.log`), 'utf8')
        .split('\n')
        .filter((l) => l.includes(requestId));
    // Lines below warning are written in batches, within 50 ms (platform's log.ts).
    await eventually(async () => {
      expect(lines('gateway').some((l) => /"msg":"request"/.test(l))).toBe(true);
      expect(lines('crm').some((l) => /"rpc":"CreateClient"/.test(l))).toBe(true);
      expect(lines('billing').some((l) => /"msg":"event handled"/.test(l))).toBe(true);
    });
  }, 45_000);
});
