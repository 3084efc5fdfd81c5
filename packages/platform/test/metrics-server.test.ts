import * as http from 'node:http';
import { Metrics } from '@bms/platform';

/** One request to the metrics port, raw: its status, headers and the bytes of its body (none for HEAD). */
function ask(port: number, method: string, path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the metrics server: what it answers, by path and method', () => {
  const errors: unknown[][] = [];
  const metrics = new Metrics('metrics-test');
  let failing = false;
  metrics.gauge('bms_test_gauge', 'a gauge that fails to collect when told', [], async (g) => {
    if (failing) throw new Error('collector down');
    g.set(1);
  });
  let server: http.Server & { port: number };
  beforeAll(async () => {
    server = await metrics.serve('127.0.0.1', 0, { error: (...args: unknown[]) => void errors.push(args) } as never);
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("GET /metrics: 200, prom-client's content type and the metrics", async () => {
    const res = await ask(server.port, 'GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(metrics.registry.contentType);
    expect(res.body).toMatch(/^bms_test_gauge\{service="metrics-test"\} 1$/m);
  });

  it('HEAD /metrics: 200 and the same content type, with no body', async () => {
    const res = await ask(server.port, 'HEAD', '/metrics');
    expect({ status: res.status, type: res.headers['content-type'], body: res.body }).toEqual({
      status: 200,
      type: metrics.registry.contentType,
      body: '',
    });
  });

  it.each(['POST', 'DELETE', 'PUT'])('%s /metrics: 405, Allow: GET, HEAD and a short text body, no metrics', async (method) => {
    const res = await ask(server.port, method, '/metrics');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/GET or HEAD/);
    expect(res.body).not.toMatch(/bms_/);
  });

  it('GET /nope: 404 with a short text body naming /metrics', async () => {
    const res = await ask(server.port, 'GET', '/nope');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('Not found: metrics are at /metrics.\n');
  });

  it('a collector that fails: 500 with a short text body, no stack, and the error logged', async () => {
    failing = true;
    try {
      const res = await ask(server.port, 'GET', '/metrics');
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('Metrics could not be collected.\n');
      expect(errors).toEqual([[{ err: expect.stringContaining('collector down') }, 'metrics could not be collected']]);
    } finally {
      failing = false;
    }
    expect((await ask(server.port, 'GET', '/metrics')).status).toBe(200);
  });
});
