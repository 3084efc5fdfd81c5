// What the bench reads off a gateway's /metrics for each run: the text is
// the platform's own Metrics registry (prom-client, with its default labels).
/* eslint-disable @typescript-eslint/no-require-imports */
import { Metrics } from '@bms/platform';

type Stats = { p99Ms: number; maxMs: number; gc?: Record<string, { count: number; ms: number }> };
const loop = require('../lib/loop.js') as {
  loopStats(text: string): Stats;
  collectionsBetween(before: Stats | undefined, after: Stats | undefined): Record<string, { count: number; ms: number }> | undefined;
  overRun(before: Record<string, Stats> | undefined, after: Record<string, Stats>): Record<string, Stats>;
};

describe('bench: event loop and collections from /metrics', () => {
  const metrics = new Metrics('gateway');
  const scavenges = async () => loop.loopStats(await metrics.registry.metrics()).gc?.minor?.count ?? 0;

  /** Garbage until the registry has counted a scavenge more (GC entries reach their observer a little later). */
  async function churn(): Promise<void> {
    const before = await scavenges();
    const deadline = Date.now() + 5_000;
    while ((await scavenges()) === before) {
      if (Date.now() > deadline) throw new Error('no scavenge counted in 5 s');
      let keep: unknown[] = [];
      for (let i = 0; i < 200_000; i++) {
        keep.push({ i, s: `x${i}` });
        if (keep.length > 1000) keep = [];
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('reads the delay and the collections so far from a real scrape (labels in any order)', async () => {
    await churn();
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^nodejs_gc_duration_seconds_count\{[^}]*kind="minor"[^}]*\} \d+$/m);
    const s = loop.loopStats(text);
    // numbers, whatever they are (prom-client's histogram may have had no sample since the last scrape)
    expect(Number.isFinite(s.p99Ms) && Number.isFinite(s.maxMs)).toBe(true);
    expect(s.gc?.minor?.count).toBeGreaterThan(0);
    expect(s.gc?.minor?.ms).toBeGreaterThan(0);
  });

  it('counts what a run made: the difference of the scrapes before and after it', async () => {
    const before = loop.loopStats(await metrics.registry.metrics());
    await churn();
    const after = loop.loopStats(await metrics.registry.metrics());
    const during = loop.collectionsBetween(before, after)!;
    expect(during.minor!.count).toBeGreaterThan(0);
    expect(during.minor!.count).toBe(after.gc!.minor!.count - before.gc!.minor!.count);
    expect(during.major?.count ?? 0).toBe((after.gc!.major?.count ?? 0) - (before.gc!.major?.count ?? 0));
    // per process, the delay as read after the run; no collections when nothing was read before it
    const run = loop.overRun({ gateway: before }, { gateway: after, 'gateway-2': after });
    expect(run.gateway).toEqual({ p99Ms: after.p99Ms, maxMs: after.maxMs, gc: during });
    expect(run['gateway-2']).toEqual({ p99Ms: after.p99Ms, maxMs: after.maxMs });
  });

  it('counts a kind first seen during the run from zero, and says nothing of collections a text does not carry', () => {
    const text = (major: string) =>
      'nodejs_eventloop_lag_p99_seconds{service="gateway"} 0.012\nnodejs_eventloop_lag_max_seconds{service="gateway"} 0.05\n' +
      'nodejs_gc_duration_seconds_sum{service="gateway",kind="minor"} 0.5\nnodejs_gc_duration_seconds_count{service="gateway",kind="minor"} 40\n' +
      major;
    const before = loop.loopStats(text(''));
    const after = loop.loopStats(text('nodejs_gc_duration_seconds_sum{kind="major",service="gateway"} 0.0221\nnodejs_gc_duration_seconds_count{kind="major",service="gateway"} 1\n'));
    expect(after).toEqual({ p99Ms: 12, maxMs: 50, gc: { major: { count: 1, ms: 22.1 }, minor: { count: 40, ms: 500 } } });
    expect(loop.collectionsBetween(before, after)).toEqual({ major: { count: 1, ms: 22.1 }, minor: { count: 0, ms: 0 } });
    const bare = loop.loopStats('nodejs_eventloop_lag_p99_seconds 0.012\nnodejs_eventloop_lag_max_seconds 0.05\n');
    expect(bare).toEqual({ p99Ms: 12, maxMs: 50 });
    expect(loop.collectionsBetween(undefined, after)).toBeUndefined();
  });
});
