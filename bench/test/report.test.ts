// The bench's report code (no timing here: the numbers are made up).
import { expectRowsAsWideAsHeaders } from './tables';
/* eslint-disable @typescript-eslint/no-require-imports */
const report = require('../lib/report.js') as {
  toMarkdown(results: unknown): string;
  overhead(results: unknown): Array<{ load: string; overheadP50: number | null; throughputRatio: number | null }>;
  targets(results: unknown): Array<{ target: string; value: number | null; held: boolean | null }>;
  peakRss(results: unknown): Record<string, number>;
  cpuPerRequest(run: unknown, prefix: string): number | null;
};
const { summarize } = require('../lib/explain.js') as { summarize(plan: unknown): string };
const cpuprofile = require('../lib/cpuprofile.js') as {
  summarize(profile: unknown, w?: { fromUs?: number; toUs?: number }): { busyMs: number; functions: Array<{ name: string; ms: number }>; owners: Array<{ name: string; ms: number }> };
  owner(url: string, fn: string): string;
};

const procs = (gateway: number, crm: number) => ({
  gateway: { peakRssMb: gateway, cpuCores: 0.5, waitingShare: 0.12 },
  crm: { peakRssMb: crm, cpuCores: 0.25 },
  devdb: { peakRssMb: 300, cpuCores: 0.4 },
});

const run = (id: string, throughput: number, p50Us: number, extra: object = {}) => ({
  id,
  label: id,
  kind: 'http',
  mode: id.endsWith('@sat') ? { concurrency: 32 } : { rate: Number(id.split('@')[1]) },
  ok: throughput * 8,
  errors: 0,
  statuses: { 200: throughput * 8 },
  throughput,
  latencyUs: { p50: p50Us, p90: p50Us * 2, p99: p50Us * 4, max: p50Us * 10, mean: p50Us },
  procs: procs(120, 140),
  driverCores: 0.2,
  ...extra,
});

const results = {
  date: '2026-01-02',
  machine: { cpu: 'Test CPU', cores: 2, memoryGb: 24, node: 'v20.0.0' },
  loadavg: { start: [1, 1, 1], end: [2, 2, 2] },
  hostSpeed: { startUs: 95, endUs: 180 },
  database: 'devdb',
  settings: { rates: [500], pairRate: 500, records: 100000 },
  runs: [
    run('grpc-client@500', 500, 2000),
    run('gw-client@500', 500, 2800, { eventLoop: { gateway: { p99Ms: 12.3, maxMs: 50 } } }),
    run('grpc-client@sat', 1000, 30000),
    run('gw-client@sat', 400, 70000, { procs: procs(180, 140) }),
    run('bare-time@sat', 5000, 5000, { procs: { 'bare-express': { peakRssMb: 60, cpuCores: 0.35 } } }),
    run('bare-client@sat', 800, 40000, { procs: { 'bare-express': { peakRssMb: 70, cpuCores: 0.4 }, crm: { peakRssMb: 140, cpuCores: 0.3 } } }),
    // driven by wrk, which counts answers outside 2xx without their status
    run('gw-time@sat', 4000, 6000, { errors: 3, statuses: { '2xx': 32000, 'non-2xx': 3 }, driver: 'wrk' }),
    run('data:clients-page1', 2, 900000, { mode: { concurrency: 1 }, plan: 'SCAN clients (pushed down: nothing)' }),
  ],
  footprint: { idleRssMb: { gateway: 110, crm: 100 }, startup: {
      'one process': { upMs: 3100, processesMs: 2500, nodeProcesses: 1, idleRssMb: 140, loadRssMb: 180, clientByIdPerSecond: 900 },
      '--processes': { upMs: 7300, processesMs: 6800, nodeProcesses: 7, idleRssMb: 700, loadRssMb: 800, clientByIdPerSecond: 880 },
    },
  },
  notes: ['a note'],
};

describe('the bench report', () => {
  it('computes the gateway overhead as the p50 difference in ms and the throughput ratio, per load', () => {
    const rows = report.overhead(results);
    expect(rows.map((r) => r.load)).toEqual(['500 req/s', 'saturation (32 in flight)']);
    expect(rows[0]!.overheadP50).toBeCloseTo(0.8);
    expect(rows[0]!.throughputRatio).toBeCloseTo(1);
    expect(rows[1]!.throughputRatio).toBeCloseTo(0.4);
  });

  it('says which targets are held, missed or not measured', () => {
    const t = Object.fromEntries(report.targets(results).map((x) => [x.target, x]));
    expect(t['gateway p50 overhead over direct gRPC at 500 req/s']).toMatchObject({ held: true });
    expect(t['gateway throughput / direct gRPC throughput at saturation']).toMatchObject({ held: false });
    expect(t['/api/time throughput / bare express throughput']).toMatchObject({ value: 0.8, held: true });
    expect(t['list page 1 of the clients, p50']).toMatchObject({ value: 900, held: false });
    expect(t['search clients by company-name prefix, p50']).toMatchObject({ value: null, held: null });
    expect(t['gateway resident memory under load']).toMatchObject({ value: 180, held: false });
    // p99: 11.2 ms through the gateway against 8 ms direct
    expect(t['gateway p99 overhead over direct gRPC at 500 req/s, the highest rate both paths carried']).toMatchObject({ held: true });
    expect(t['one-process start: seconds to "BMS is up"']).toMatchObject({ value: 3.1, held: true });
    expect(t['one-process start: resident memory of the whole stack under load']).toMatchObject({ value: 180, held: true });
    expect(t['one-process start: authenticated req/s / with --processes (must not drop; 5% is noise)']).toMatchObject({ held: true });
    // CPU per request: the gateway's 125 µs per /api/time against bare express's 70; 1,250 µs per authenticated request
    expect(t["gateway CPU per /api/time request over bare express's, at saturation"]).toMatchObject({ value: 55, held: false });
    expect(t['gateway CPU per authenticated GET /api/clients/{id}, at saturation']).toMatchObject({ value: 1250, held: false });
    // the bare express's own memory is the floor's, not judged
    expect(Object.keys(t).some((k) => k.startsWith('bare'))).toBe(false);
    // devdb is not a service of ours: its memory is shown, not judged
    expect(Object.keys(t).some((k) => k.startsWith('devdb'))).toBe(false);
  });

  it('judges the overhead (p50 and the tail) by each request’s latency less its service call where the gateway told it (Server-Timing)', () => {
    // p99s of 11.2 ms through the gateway and 8 ms direct, but each request's own part at p99 18 ms
    const told = {
      ...results,
      runs: results.runs.map((r) => (r.id === 'gw-client@500' ? { ...r, overheadUs: { count: 4000, p50: 900, p99: 18_000, max: 40_000 } } : r)),
    };
    const t = Object.fromEntries(report.targets(told).map((x) => [x.target, x]));
    expect(t['gateway p99 of each request’s latency less its service call at 500 req/s, the highest rate both paths carried']).toMatchObject({ value: 18, held: false });
    expect(t['gateway p50 of each request’s latency less its service call at 500 req/s']).toMatchObject({ value: 0.9, held: true });
    expect(Object.keys(t).some((k) => /^gateway p(50|99) overhead over direct gRPC/.test(k))).toBe(false);
    const md = report.toMarkdown(told);
    expect(md).toContain('| per request p50 / p99 ms |');
    expect(md).toContain('| 0.90 / 18.00 |');
    // a report of results from before it has no such column
    expect(report.toMarkdown(results)).not.toContain('per request p50');
  });

  it('gives each way of starting the worse time and memory of its two starts and the mean of their req/s', () => {
    const { combine } = require('../lib/startup.js') as { combine(starts: object[]): Record<string, unknown> };
    const start = (upMs: number, loadRssMb: number, clientByIdPerSecond: number, afterTimeMb = 240) => ({ upMs, processesMs: upMs - 400, nodeProcesses: 1, idleRssMb: 150, afterTimeMb, launcherRssMb: 45, loadRssMb, clientByIdPerSecond, loadErrors: 0 });
    const one = combine([start(2300, 224, 1150, 262), start(2900, 210, 1250)]);
    expect(one).toMatchObject({ upMs: 2900, processesMs: 2500, afterTimeMb: 262, launcherRssMb: 45, loadRssMb: 224, clientByIdPerSecond: 1200 });
    // a start that failed is left out; when both did, the first one's reason is given
    expect(combine([{ skipped: 'it failed: port taken' }, start(2000, 200, 900)])).toMatchObject({ upMs: 2000, clientByIdPerSecond: 900 });
    expect(combine([{ skipped: 'a' }, { skipped: 'b' }])).toEqual({ skipped: 'a' });
    const md = report.toMarkdown({ ...results, footprint: { ...results.footprint, startup: { 'one process': one, '--processes': combine([start(5500, 800, 1300), start(5100, 820, 1260)]) } } });
    expect(md).toContain('| one process | 2.9 | 2.5 | 1 | 150 | 262 (45) | 224 | 1200 (1150, 1250) |');
    expect(md).toContain('each mode started twice');
    // The stack after a first start and 1,000 GET /api/time, its launcher counted: the worse start is judged.
    const t = Object.fromEntries(report.targets({ ...results, footprint: { ...results.footprint, startup: { 'one process': one } } }).map((x) => [x.target, x]));
    expect(t['one-process start: resident memory of the whole stack with its launcher, after 1,000 GET /api/time on a first start']).toMatchObject({ value: 262, held: false });
    // results from before it have no such figure: not measured
    expect(Object.fromEntries(report.targets(results).map((x) => [x.target, x]))['one-process start: resident memory of the whole stack with its launcher, after 1,000 GET /api/time on a first start']).toMatchObject({ value: null, held: null });
  });

  // At 500 req/s: a path that answered 60% of the rate; one that answered 95.2% of it with 145
  // requests due while 256 were in flight (the driver could not send them on time).
  it.each([
    ['answered too few', run('grpc-client@500', 300, 900_000), run('gw-client@500', 480, 950_000)],
    ['could not send every request on time', run('grpc-client@500', 500, 3000), run('gw-client@500', 476, 380_000, { missed: 145 })],
  ])('does not judge the overhead at a rate a path could not carry (%s), and names the highest rate both carried', (_, direct, gw) => {
    const loaded = {
      ...results,
      settings: { ...results.settings, rates: [200, 500] },
      runs: [...results.runs.filter((r) => !r.id.endsWith('@500')), run('grpc-client@200', 200, 2000), run('gw-client@200', 200, 2500), direct, gw],
    };
    const t = report.targets(loaded);
    expect(t[0]).toMatchObject({ held: null });
    expect(t[1]).toMatchObject({ target: '… at 200 req/s, the highest rate both paths carried', held: true });
    expect(report.overhead(loaded).map((r) => r.load)).toEqual(['200 req/s', '500 req/s (overloaded)', 'saturation (32 in flight)']);
  });

  it('measures the gateway in front of crm from memory with its own processes, beside the runs on the database', () => {
    const mem = (gateway: number, crm: number) => ({ 'mem-gateway': { peakRssMb: 130, cpuCores: gateway, waitingShare: 0.05 }, 'mem-crm': { peakRssMb: 80, cpuCores: crm } });
    const withMemory = {
      ...results,
      settings: { ...results.settings, memoryRates: [1000, 2000] },
      runs: [
        ...results.runs,
        run('mem-grpc@1000', 1000, 1000, { kind: 'grpc', procs: mem(0, 0.15) }),
        run('mem-gw@1000', 1000, 1500, { procs: mem(0.4, 0.15), eventLoop: { 'mem-gateway': { p99Ms: 10.5, maxMs: 20 } } }),
        run('mem-grpc@2000', 2000, 1000, { kind: 'grpc', procs: mem(0, 0.3) }),
        run('mem-gw@2000', 1500, 90_000, { procs: mem(0.9, 0.2), eventLoop: { 'mem-gateway': { p99Ms: 12, maxMs: 31, gc: { major: { count: 2, ms: 47.4 }, minor: { count: 90, ms: 160 } } } } }),
        run('mem-grpc@sat', 3000, 8000, { kind: 'grpc', procs: mem(0, 0.4) }),
        run('mem-gw@sat', 2500, 12_000, { procs: mem(0.8, 0.3) }),
      ],
    };
    const t = Object.fromEntries(report.targets(withMemory).map((x) => [x.target, x]));
    // 0.8 cores over 2,500 req/s; the gateway on the database keeps its own line
    expect(t["… crm from memory: at the gateway's own saturation"]).toMatchObject({ value: 320, held: true });
    expect(t['gateway CPU per authenticated GET /api/clients/{id}, at saturation']).toMatchObject({ value: 1250, held: false });
    // 2,000 req/s was not carried by the gateway: the tail is judged at 1,000 (6 ms against 4)
    expect(t['… crm from memory: at 1000 req/s, the highest rate both paths carried']).toMatchObject({ value: 2, held: true });
    // the gateway in front of it is judged on its memory, the stand-in is not
    expect(t['mem-gateway resident memory under load']).toMatchObject({ value: 130, held: true });
    expect(Object.keys(t).some((k) => k.startsWith('mem-crm'))).toBe(false);
    const md = report.toMarkdown(withMemory);
    expect(md).toContain('| 2000 req/s (overloaded) | 90.00 / 360.00 | 1.00 / 4.00 |');
    // CPU per request, event loop and waiting read from the processes of that path
    expect(md).toMatch(/\| mem-gw@1000 \|.*\| 400 \/ 150 \/ 0 \| 10\.5 \/ 20\.0 \| 5% \| – \|/);
    // and the gateway's mark-compacts over the run, where they were read
    expect(md).toMatch(/\| mem-gw@2000 \|.*\| 12\.0 \/ 31\.0 \| 5% \| 2 \/ 47 \|/);
  });

  it('takes the highest memory of each process over all runs', () => {
    expect(report.peakRss(results)).toMatchObject({ gateway: 180, crm: 140, devdb: 300 });
  });

  it('divides the CPU of the processes by the requests answered', () => {
    expect(report.cpuPerRequest(results.runs[6], 'gateway')).toBeCloseTo(125);
    expect(report.cpuPerRequest({ procs: {}, throughput: 0 }, 'gateway')).toBeNull();
  });

  it('renders one markdown report with the machine, the tables and the notes', () => {
    const md = report.toMarkdown(results);
    expect(md).toContain('Test CPU, 2 cores');
    // bare express's CPU per /api/time (0.35 of a core over 5,000 req/s): how fast the host was
    expect(md).toContain('bare express spent 70 µs of CPU per `GET /api/time` at saturation');
    // and the same over a few seconds as the run began and as it ended: the host can change speed within a run
    expect(md).toContain('a 3-second check read 95 µs before the runs and 180 µs after them).');
    expect(md).toContain('| gateway p50 overhead over direct gRPC at 500 req/s | 0.80 ms | ≤ 1 ms | held |');
    expect(md).toContain('| 500 req/s | 2.80 / 11.20 | 2.00 / 8.00 | 0.80 / 3.20 | 500 | 500 | 100% |');
    expect(md).toContain('SCAN clients (pushed down: nothing)');
    // the gateway's event-loop delay over the run, where it was read
    expect(md).toMatch(/\| gw-client@500 \|.*\| 12\.3 \/ 50\.0 \| 12% \|/);
    expect(md).toContain('| --processes | 7.3 | 6.8 | 7 | 700 |  | 800 | 880 |');
    expect(md).toContain('| one process | 3.1 | 2.5 | 1 | 140 |  | 180 | 900 |');
    expect(md).toContain('- a note');
    // the authenticated path beside its floor, with the CPU of the process that answered each
    expect(md).toContain('| authenticated GET /api/clients/{id}: gateway vs bare express + the gRPC call (saturation) | 400 vs 800 | 50% | 1250 vs 500 |');
    // a run under wrk: its failures by the kind wrk tells, and its driver beside the ratio
    expect(md).toMatch(/\| gw-time@sat \|[^\n]*\| 3 \(non-2xx\) \|/);
    expect(md).toContain('| GET /api/time: gateway vs bare express (saturation) | 4000 vs 5000 | 80% (driven by wrk) |');
    expectRowsAsWideAsHeaders(md);
  });

  it("puts the audit trail's cost beside each write: p50 and p99 off and on, the p50 difference, req/s, and when the trail caught up", () => {
    const rows = [
      { write: 'create', state: 'off', p50Us: 8000, p99Us: 20000, throughput: 110 },
      { write: 'patch', state: 'off', p50Us: 9000, p99Us: 21000, throughput: 100 },
      { write: 'create', state: 'on', p50Us: 8600, p99Us: 23000, throughput: 104, caughtUpSeconds: 0.5 },
      { write: 'patch', state: 'on', p50Us: 9400, p99Us: 22000, throughput: 96, caughtUpSeconds: 0.75 },
    ];
    const md = report.toMarkdown({ ...results, audit: { concurrency: 1, backlogSeconds: 2, rows } });
    expect(md).toContain("**The audit trail's cost to the write path** (clients written through the gateway 1 at a time");
    expect(md).toContain('| create | 8.00 / 20.00 | 8.60 / 23.00 | 0.60 | 110.0 / 104.0 | 0.5 |');
    expect(md).toContain('| patch | 9.00 / 21.00 | 9.40 / 22.00 | 0.40 | 100.0 / 96.0 | 0.8 |');
  });

  it('summarizes FerretDB and MongoDB explain output', () => {
    expect(
      summarize({ queryPlanner: { Plan: ['id=2 parent=0 notused=0 detail=SCAN clients_1'] }, filterPushdown: false, sortPushdown: false }),
    ).toBe('SCAN clients_1 (pushed down: nothing)');
    expect(
      summarize({
        queryPlanner: { winningPlan: { stage: 'LIMIT', inputStage: { stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName: 'status_1__id_-1' } } } },
      }),
    ).toBe('IXSCAN status_1__id_-1 → FETCH → LIMIT');
  });

  it('sums the self time of a CPU profile by function and package within a window', () => {
    const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
      id,
      callFrame: { functionName, url, lineNumber: 0 },
      children,
    });
    const profile = {
      nodes: [
        frame(1, '(root)', '', [2, 3, 4]),
        frame(2, 'handle', 'file:///x/node_modules/.pnpm/router@2.0.0/node_modules/router/index.js'),
        frame(3, 'handler', 'file:///x/gateway/dist/app.js'),
        frame(4, '(idle)', ''),
      ],
      startTime: 0,
      samples: [2, 3, 2, 4, 3],
      timeDeltas: [1000, 1000, 1000, 1000, 50_000],
    };
    const all = cpuprofile.summarize(profile);
    expect(all.busyMs).toBe(53);
    expect(all.owners[0]).toMatchObject({ name: 'ours: gateway', ms: 51 });
    const early = cpuprofile.summarize(profile, { toUs: 3500 });
    expect(early.functions.map((f) => f.name)).toEqual([expect.stringMatching(/^handle router/), expect.stringMatching(/^handler gateway/)]);
    expect(cpuprofile.owner('node:internal/http', 'x')).toBe('node (internals)');
  });
});
