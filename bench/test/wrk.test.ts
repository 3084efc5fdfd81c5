// The bench's saturation runs under wrk (bench/load/wrk.js), through the
// driver as the bench starts it (bench/lib/load.js: runDriver), against a
// real node:http server that counts what reached it: the report read from
// wrk's own output, the token sent, failures counted as errors, wrk's CPU
// charged to the driver, and a run that cannot be made failed with wrk's reason;
// where wrk is not on PATH, the driver's own client runs the same rounds.
/* eslint-disable @typescript-eslint/no-require-imports */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Result = {
  requests: number;
  ok: number;
  errors: number;
  statuses: Record<string, number>;
  seconds: number;
  throughput: number;
  latencyUs: { p50: number; p90: number; p99: number; max: number; mean: number };
  driverCpuSeconds: number;
  driver?: string;
};
const { runDriver, timeDriver } = require('../lib/load.js') as {
  runDriver(spec: Record<string, unknown>): Promise<Result>;
  timeDriver(env?: NodeJS.ProcessEnv): string;
};
const { freePort } = require('../../scripts/lib.js') as { freePort(): Promise<number> };

describe('bench: saturation under wrk', () => {
  let server: http.Server;
  let url: string;
  let answer = 200;
  let served = 0;
  const seen = new Set<string>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      served++;
      seen.add(`${req.method} ${req.url} ${req.headers.authorization ?? '-'}`);
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ time: new Date().toISOString() }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  beforeEach(() => {
    answer = 200;
    served = 0;
    seen.clear();
  });

  it('reports the answers wrk counted, their latencies and its CPU, with the token on every request', async () => {
    const r = await runDriver({ kind: 'wrk', url, requests: 'time', token: 'tok', concurrency: 4, durationMs: 1_000 });
    expect(r.driver).toBe('wrk');
    expect(r.ok).toBeGreaterThan(100);
    expect(r.errors).toBe(0);
    expect(r.requests).toBe(r.ok);
    expect(r.statuses).toEqual({ '2xx': r.ok });
    // wrk counts what it read whole; the server may have answered a few more as it stopped.
    expect(served).toBeGreaterThanOrEqual(r.ok);
    expect(served - r.ok).toBeLessThanOrEqual(4);
    expect([...seen]).toEqual(['GET /api/time Bearer tok']);
    expect(r.seconds).toBeGreaterThanOrEqual(1);
    expect(r.seconds).toBeLessThan(2);
    expect(r.throughput).toBeCloseTo(r.ok / r.seconds, 6);
    const l = r.latencyUs;
    expect(l.p50).toBeGreaterThan(0);
    expect(l.p50).toBeLessThanOrEqual(l.p90);
    expect(l.p90).toBeLessThanOrEqual(l.p99);
    expect(l.p99).toBeLessThanOrEqual(l.max);
    expect(l.mean).toBeGreaterThan(0);
    expect(r.driverCpuSeconds).toBeGreaterThan(0);
  });

  it('runs the warm-up apart: only the measured seconds are counted', async () => {
    const r = await runDriver({ kind: 'wrk', url, requests: 'time', concurrency: 2, warmupMs: 1_000, durationMs: 1_000 });
    expect(r.ok).toBeGreaterThan(100);
    expect(r.seconds).toBeLessThan(2);
    // the warm-up's answers reached the server too, and are not in the count
    expect(served).toBeGreaterThan(r.ok + 50);
  });

  it('counts answers outside 2xx as errors, not as answers', async () => {
    answer = 503;
    const r = await runDriver({ kind: 'wrk', url, requests: 'time', concurrency: 2, durationMs: 1_000 });
    expect(r.ok).toBe(0);
    expect(r.errors).toBe(r.requests);
    // Some, however few a loaded host lets through in the second (a CI run read 10).
    expect(r.errors).toBeGreaterThan(0);
    expect(r.throughput).toBe(0);
    expect(r.statuses).toEqual({ '2xx': 0, 'non-2xx': r.errors });
  });

  it('fails the run, with wrk’s reason, when nothing listens at the address', async () => {
    const port = await freePort();
    await expect(runDriver({ kind: 'wrk', url: `http://127.0.0.1:${port}`, requests: 'time', concurrency: 2, durationMs: 1_000 })).rejects.toThrow(
      /wrk failed: unable to connect to 127\.0\.0\.1:\d+ Connection refused/,
    );
  });

  it('refuses what it cannot drive: a fixed rate, or a request with a body', async () => {
    await expect(runDriver({ kind: 'wrk', url, requests: 'time', rate: 100, durationMs: 1_000 })).rejects.toThrow(/fixed GET at saturation only/);
    await expect(runDriver({ kind: 'wrk', url, requests: 'clientCreate', params: { run: 1 }, concurrency: 1, durationMs: 1_000 })).rejects.toThrow(
      /fixed GET at saturation only/,
    );
    expect(served).toBe(0);
  });

  it('falls back to the driver’s own client where wrk is not on PATH, which answers the same run', async () => {
    // npm test puts wrk on this machine; a PATH without it is a machine without it
    expect(timeDriver()).toBe('wrk');
    const kind = timeDriver({ PATH: '/nonexistent' });
    expect(kind).toBe('http');
    const r = await runDriver({ kind, url, requests: 'time', token: 'tok', concurrency: 4, durationMs: 1_000 });
    expect(r.driver).toBeUndefined();
    expect(r.ok).toBeGreaterThan(100);
    expect(r.errors).toBe(0);
    expect(r.statuses).toEqual({ '200': r.ok });
    expect(served).toBeGreaterThanOrEqual(r.ok);
    expect([...seen]).toEqual(['GET /api/time Bearer tok']);
    expect(r.throughput).toBeCloseTo(r.ok / r.seconds, 6);
    expect(r.latencyUs.p50).toBeGreaterThan(0);
    expect(r.driverCpuSeconds).toBeGreaterThan(0);
  });
});
