import request from 'supertest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestLocals } from '@bms/gateway/pipeline/request-context';
import { adminToken, bearer, type TestGateway, testGateway } from '../support/harness';

describe('the gateway itself', () => {
  let t: TestGateway;
  let token: string;

  beforeAll(async () => {
    t = testGateway({ BODY_LIMIT: '2kb' });
    token = await adminToken(t.api);
  });
  afterAll(() => t.close());

  it('answers GET /api/time without a token', async () => {
    const res = await t.api.get('/api/time');
    expect(res.status).toBe(200);
    expect(new Date(res.body.time).toISOString()).toBe(res.body.time);
    expect(Math.abs(res.body.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(res.body.timezone).toBe('UTC');
  });

  it("answers the same on a plain node server, whose requests it gives express's methods itself", async () => {
    const plain = request(t.gw.app);
    for (const [method, path, body] of [
      ['get', '/api/time', undefined],
      ['get', '/healthz', undefined],
      ['get', '/api/no-such-thing', undefined],
      ['post', '/api/clients', { company_name: '' }],
    ] as const) {
      const send = (api: typeof plain) => {
        const r = api[method](path).set(bearer(token));
        return body ? r.send(body) : r;
      };
      const [born, given] = await Promise.all([send(t.api), send(plain)]);
      expect(given.status).toBe(born.status);
      expect(Object.keys(given.body)).toEqual(Object.keys(born.body));
      for (const h of ['content-type', 'cache-control', 'x-content-type-options']) expect(given.headers[h]).toBe(born.headers[h]);
    }
  });

  it('answers a malformed escape in a path parameter with 404, as a malformed id, and goes on answering', async () => {
    for (const [method, path] of [
      ['get', '/api/clients/%E0%A4%A'],
      ['post', '/api/clients/%zz/restore'],
    ] as const) {
      const res = await t.api[method](path).set(bearer(token));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Record not found.' });
      expect(res.headers['x-request-id']).toBeTruthy();
    }
    expect((await t.api.get('/api/time')).status).toBe(200);
  });

  it('serves the OpenAPI document without a token', async () => {
    const res = await t.api.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/api/clients/{id}']).toHaveProperty('patch');
  });

  it('answers malformed JSON with 400 and the error body', async () => {
    const res = await t.api.post('/api/clients').set(bearer(token)).set('Content-Type', 'application/json').send('{"company_name":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('answers an unknown /api path with 404', async () => {
    const res = await t.api.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const res = await t.api.put('/api/time');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.body.success).toBe(false);
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.api
      .post('/api/clients')
      .set(bearer(token))
      .send({ company_name: 'x'.repeat(4000), type: 'person' });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it('never shows a stack trace, even when a service is unreachable', async () => {
    const broken = testGateway({ CRM_GRPC_URL: '127.0.0.1:1', GRPC_TIMEOUT_MS: '1000' });
    try {
      const res = await broken.api.get('/api/clients').set(bearer(token));
      expect([503, 504]).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+|Error:|ECONNREFUSED|127\.0\.0\.1/);
      expect(res.body.success).toBe(false);
    } finally {
      await broken.close();
    }
  });

  it('carries the caller’s request id, or makes one', async () => {
    const given = await t.api.get('/api/time').set('X-Request-Id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.api.get('/api/time');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says how long the service call took only where SERVER_TIMING is on', async () => {
    const list = (api: TestGateway['api']) => api.get('/api/clients?limit=1').set(bearer(token));
    expect((await list(t.api)).headers['server-timing']).toBeUndefined();
    const timed = testGateway({ SERVER_TIMING: 'true' });
    try {
      const res = await list(timed.api);
      expect(res.status).toBe(200);
      const dur = Number(/^upstream;dur=(\d+\.\d{3})$/.exec(res.headers['server-timing'] ?? '')?.[1]);
      // In milliseconds, to the microsecond.
      expect(dur).toBeGreaterThan(0);
      expect(dur).toBeLessThan(10_000);
      // A request that calls no service has nothing to say.
      expect((await timed.api.get('/api/time')).headers['server-timing']).toBeUndefined();
    } finally {
      await timed.close();
    }
  });

  it('keeps the one shape of its request locals whatever the answer, none added, none deleted', async () => {
    // res.locals is read on every stage of every request; as express makes it (Object.create(null)),
    // or once a member is deleted from it, V8 holds it as a dictionary (docs/node-versions.md).
    const seen: { path: string; status: number; proto: unknown; keys: string[] }[] = [];
    const watched = request(
      t.gw.server((req: IncomingMessage, res: ServerResponse) => {
        t.gw.app(req, res);
        // read when the answer is written: what every stage left there, a replaced object too
        res.once('finish', () => {
          const locals = (res as ServerResponse & { locals: object }).locals;
          seen.push({ path: req.url!, status: res.statusCode, proto: Object.getPrototypeOf(locals), keys: Object.keys(locals) });
        });
      }),
    );
    await watched.get('/api/time');
    await watched.get('/api/clients').set(bearer(token));
    await watched.get('/api/clients').set(bearer('not-a-token'));
    await watched.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'wrong-password' });
    await watched.post('/api/clients').set(bearer(token)).set('Idempotency-Key', `locals-${Date.now()}`).send({ company_name: '' });
    await watched.post('/api/clients').set(bearer(token)).send({ company_name: 'x'.repeat(4096) });
    await watched.get('/api/no-such-thing').set(bearer(token));
    expect(seen.map((s) => s.status)).toEqual([200, 200, 401, 401, 422, 413, 404]);
    const shape = Object.keys(new RequestLocals());
    for (const s of seen) expect({ path: s.path, proto: s.proto, keys: s.keys }).toEqual({ path: s.path, proto: RequestLocals.prototype, keys: shape });
  });
});
