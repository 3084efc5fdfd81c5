// The bench's Node versions side by side (bench --node): the figures and targets of each (numbers made up).
import { expectRowsAsWideAsHeaders } from './tables';
/* eslint-disable @typescript-eslint/no-require-imports */
const versions = require('../lib/versions.js') as {
  versionsOf(results: unknown): Array<{ node: string; view: { runs: Array<{ id: string }> } }>;
  gcOf(run: unknown, proc: string): { share: number; minorPerK: number | null; majorPerK: number | null } | null;
  sideBySide(results: unknown): Array<{ node: string; figures: { throughput: Record<string, number | null>; rss: Record<string, unknown> }; targets: Array<{ target: string; value: number | null; held: boolean | null }> }>;
};
const { toMarkdown } = require('../lib/report.js') as { toMarkdown(results: unknown): string };
const { options } = require('../lib/cli.js') as { options(argv: string[]): { nodes: string[] } };
const { medianRound, pairedRatio } = require('../lib/comparisons.js') as {
  medianRound(entries: Array<{ id: string; round: number; throughput: number }>): { id: string; round: number; throughput: number; rounds: number[] };
  pairedRatio(a: { throughput: number; rounds?: number[] }, b: { throughput: number; rounds?: number[] }): number | null;
};

/** A saturation or fixed-rate run: `cores` of CPU for the answering process, its collections and its main thread's busy seconds. */
const run = (id: string, throughput: number, p50Us: number, proc: string, o: { rss?: number; gcMs?: number; minor?: number; major?: number; busy?: number } = {}) => ({
  id,
  label: id,
  kind: id.startsWith('grpc') || id.startsWith('mem-grpc') ? 'grpc' : 'http',
  mode: id.endsWith('@sat') ? { concurrency: 32 } : { rate: Number(id.split('@')[1]) },
  ok: throughput * 6,
  errors: 0,
  throughput,
  windowSeconds: 8,
  latencyUs: { p50: p50Us, p99: p50Us * 4 },
  overheadUs: id.startsWith('gw-client') ? { p50: 800, p99: 3000 } : undefined,
  procs: { [proc]: { peakRssMb: o.rss ?? 120, cpuCores: 0.5, mainBusySeconds: o.busy ?? 4 } },
  eventLoop: o.gcMs === undefined ? undefined : { [proc]: { p99Ms: 5, maxMs: 9, gc: { minor: { count: o.minor ?? 40, ms: o.gcMs * 0.75 }, major: { count: o.major ?? 2, ms: o.gcMs * 0.25 } } } },
});

/** One Node's runs: `gc` the collector's ms at each saturation (over 4 busy seconds), `rate` how fast it serves. */
const runsOf = (gcMs: number, rate: number, rss: number) => [
  run('grpc-client@500', 500, 2000, 'crm'),
  run('gw-client@500', 500, 2800, 'gateway'),
  run('grpc-client@sat', 1000 * rate, 30000, 'crm', { gcMs, rss }),
  run('gw-client@sat', 900 * rate, 35000, 'gateway', { gcMs, rss }),
  // recorded by their median round (bench/lib/paths.js), each round's req/s beside it
  // compared by the median of each round's ratio: 6300 / 5100 (the medians' ratio would be 6000 / 5000); driven by wrk
  { ...run('bare-time@sat', 5000, 5000, 'bare-express'), rounds: [5000, 4800, 5100], driver: 'wrk' },
  { ...run('gw-time@sat', 6000 * rate, 4000, 'gateway'), rounds: [5900 * rate, 6000 * rate, 6300 * rate], driver: 'wrk' },
  run('mem-grpc@2000', 2000, 800, 'mem-crm'),
  run('mem-gw@2000', 2000, 1200, 'mem-gateway'),
  run('mem-gw@sat', 5000 * rate, 6000, 'mem-gateway', { gcMs }),
];

const results = {
  date: '2026-01-02',
  machine: { cpu: 'Test CPU', cores: 2, memoryGb: 24, node: 'v20.20.2' },
  nodeUnderTest: 'v20.20.2',
  loadavg: { start: [1, 1, 1], end: [2, 2, 2] },
  settings: { rates: [500], memoryRates: [2000], pairRate: 500 },
  runs: runsOf(200, 1, 130),
  footprint: { startup: { 'one process': { upMs: 2000, loadRssMb: 230, clientByIdPerSecond: 1500 } } },
  notes: ['a note'],
  versions: [
    { node: 'v20.20.2', nodeOptions: '--max-old-space-size=96', loadavg: { start: [1], end: [1.5] } },
    {
      node: 'v26.10.0',
      nodeOptions: '--max-old-space-size=96 --max-semi-space-size=8',
      loadavg: { start: [1.5], end: [2] },
      // a Node whose collector takes 60% and that serves half as fast
      runs: runsOf(2400, 0.5, 170),
      footprint: { startup: { 'one process': { upMs: 2500, loadRssMb: 260, clientByIdPerSecond: 700 } } },
    },
  ],
};

describe("the bench's Node versions side by side", () => {
  it('takes --node once per binary, in the order given', () => {
    expect(options(['--node', '/a/node', '--quick', '--node', '/b/node']).nodes).toEqual(['/a/node', '/b/node']);
    expect(options([]).nodes).toEqual([]);
  });

  it("reads each version's runs: the first from the results themselves, the others from their own part", () => {
    const v = versions.versionsOf(results);
    expect(v.map((x) => x.node)).toEqual(['v20.20.2', 'v26.10.0']);
    expect(v[1]!.view.runs).toBe(results.versions[1]!.runs);
    // a run of one Node, before --node: its own figures, named by the bench's Node
    const one = versions.versionsOf({ ...results, versions: undefined, nodeUnderTest: undefined });
    expect(one.map((x) => x.node)).toEqual(['v20.20.2']);
  });

  it("gives the collector's share of the busy main thread and its collections per 1,000 requests", () => {
    // 2,400 ms of pauses in 4 busy seconds; 40 scavenges and 2 mark-compacts over 8 s at 500 req/s
    const g = versions.gcOf(run('grpc-client@sat', 500, 1, 'crm', { gcMs: 2400, busy: 4 }), 'crm');
    expect(g!.share).toBeCloseTo(0.6);
    expect(g!.minorPerK).toBeCloseTo(10);
    expect(g!.majorPerK).toBeCloseTo(0.5);
    // no /metrics, or no schedstat: not measured
    expect(versions.gcOf(run('grpc-client@sat', 500, 1, 'crm'), 'crm')).toBeNull();
  });

  it('holds each version to the targets, Node 20 included, and the others to no saturation slower than Node 20’s', () => {
    const [v20, v26] = versions.sideBySide(results);
    const t = (v: typeof v20, prefix: string) => v!.targets.find((x) => x.target.startsWith(prefix));
    expect(t(v20, 'gateway: garbage collector')).toMatchObject({ value: 0.05, held: true });
    expect(t(v26, 'gateway: garbage collector')).toMatchObject({ value: 0.6, held: false });
    expect(t(v26, 'crm: garbage collector')).toMatchObject({ held: false });
    expect(t(v20, 'resident memory under load, the most')).toMatchObject({ value: 130, held: true });
    expect(t(v26, 'resident memory under load, the most')).toMatchObject({ value: 170, held: false });
    expect(t(v26, 'one-process start: resident memory')).toMatchObject({ value: 260, held: false });
    // /api/time: the median of the rounds' ratios (about 6,000 against 5,000 on Node 20; 3,000 on Node 26)
    expect(t(v20, '/api/time throughput')!.value).toBeCloseTo(6300 / 5100);
    expect(t(v26, '/api/time throughput')).toMatchObject({ value: 3150 / 5100, held: false });
    expect(t(v26, 'gateway p50')).toMatchObject({ value: 0.8, held: true });
    // against Node 20: half its rate at saturation
    expect(t(v26, 'direct gRPC: req/s at saturation / Node 20’s')).toMatchObject({ value: 0.5, held: false });
    expect(t(v26, 'one-process start: req/s at saturation / Node 20’s')).toMatchObject({ held: false });
    expect(t(v26, 'direct gRPC at 500 req/s: p50 / Node 20’s')).toMatchObject({ value: 1, held: true });
    expect(t(v20, 'direct gRPC: req/s at saturation / Node 20’s')).toBeUndefined();
  });

  it('says a target it could not read is not measured, not held', () => {
    const [v20] = versions.sideBySide({ ...results, runs: results.runs.map((r) => ({ ...r, eventLoop: undefined })) });
    expect(v20!.targets.find((x) => x.target.startsWith('crm: garbage collector'))).toMatchObject({ value: null, held: null });
  });

  it('records alternated rounds by the round of median req/s, with every round’s req/s in the order they ran', () => {
    const rounds = [9000.4, 12000.6, 8000].map((throughput, i) => ({ id: 'gw-time@sat', round: i + 1, throughput }));
    expect(medianRound(rounds)).toEqual({ id: 'gw-time@sat', round: 1, throughput: 9000.4, rounds: [9000, 12001, 8000] });
    // an even count: the lower middle one
    expect(medianRound([...rounds, { id: 'gw-time@sat', round: 4, throughput: 10000 }]).round).toBe(1);
    expect(medianRound(rounds.slice(1, 2))).toMatchObject({ round: 2, rounds: [12001] });
  });

  it('compares alternated runs by the median of their rounds’ ratios, others by their req/s', () => {
    // the host slow in the first round for both: the ratio of the medians (110 / 100) would read 1.1
    expect(pairedRatio({ throughput: 110, rounds: [45, 110, 130] }, { throughput: 100, rounds: [50, 100, 140] })).toBeCloseTo(130 / 140);
    // an even count: the lower middle one
    expect(pairedRatio({ throughput: 0, rounds: [90, 120, 100, 80] }, { throughput: 0, rounds: [100, 100, 100, 100] })).toBeCloseTo(0.9);
    expect(pairedRatio({ throughput: 120, rounds: [120] }, { throughput: 100, rounds: [100] })).toBe(1.2);
    expect(pairedRatio({ throughput: 120, rounds: [110, 130] }, { throughput: 100 })).toBe(1.2);
    expect(pairedRatio({ throughput: 120 }, { throughput: 0 })).toBeNull();
  });

  it('renders the versions side by side, one column each, and their targets', () => {
    const md = toMarkdown(results);
    expect(md).toContain('|  | Node v20.20.2 | Node v26.10.0 |');
    expect(md).toContain('| heap settings (NODE_OPTIONS) | `--max-old-space-size=96` | `--max-old-space-size=96 --max-semi-space-size=8` |');
    expect(md).toMatch(/\| garbage collector: crm \| 5% \(5\.0 \/ 0\.3\) \| 60% \(10\.0 \/ 0\.5\) \|/);
    expect(md).toContain('| resident MB under load: one-process start | 230 | 260 |');
    expect(md).toContain(
      '| req/s at saturation: /api/time, gateway / bare express (median; each round) | 6000 / 5000 (5900, 6000, 6300 / 5000, 4800, 5100) | 3000 / 5000 (2950, 3000, 3150 / 5000, 4800, 5100) |',
    );
    expect(md).toContain('| gw-time@sat (median of 3 rounds, req/s 5900, 6000, 6300) |');
    expect(md).toContain('| GET /api/time: gateway vs bare express (saturation) | 6000 vs 5000 | 124% (median of 3 rounds’ ratios, driven by wrk) |');
    expect(md).toMatch(/\| \/api\/time throughput \/ bare express’s on the same Node, at saturation \| ≥ [^|]+ \| 124% \(median of 3 rounds’ ratios, driven by wrk\): held \| 62% \(median of 3 rounds’ ratios, driven by wrk\): \*\*missed\*\* \|/);
    expect(md).toContain('| gateway: garbage collector’s share of its busy time at saturation | < 15% | 5% (gw-client@sat): held | 60% (gw-client@sat): **missed** |');
    // one row per target, whichever process or run it was read from in each version
    expect(md).toContain('| resident memory under load, the most of any process | ≤ 150 MB | 130 MB (crm): held | 170 MB (crm): **missed** |');
    expectRowsAsWideAsHeaders(md);
  });
});
