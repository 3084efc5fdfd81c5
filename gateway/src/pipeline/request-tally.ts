import type { Metric, Registry } from 'prom-client';
import { LATENCY_BUCKETS as BUCKETS } from '@bms/platform';

interface Tally {
  route: string;
  method: string;
  status: string;
  count: number;
  sum: number;
  /** requests per bucket (not cumulative), the last one past every bound (+Inf) */
  buckets: number[];
}

interface Value {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/**
 * The gateway's requests counted by route, method and status, and their
 * time, in plain numbers on the request path: prom-client's labelled
 * metrics check and hash their labels on every observation (4–5% of the
 * gateway's CPU on GET /api/time). The counts are read as two metrics of
 * the registry, a counter and a histogram (per route and method), when it
 * is scraped. Routes are a closed set (unmatched paths share one label),
 * so the tallies are bounded.
 */
export class RequestTally {
  /** by route, method and status: nested, so that no key is made per request */
  private readonly byRoute = new Map<string, Map<string, Map<number, Tally>>>();

  private *tallies(): Iterable<Tally> {
    for (const byMethod of this.byRoute.values()) for (const byStatus of byMethod.values()) yield* byStatus.values();
  }

  constructor(registry: Registry, names: { requests: string; seconds: string }) {
    registry.registerMetric(this.metric(names.requests, 'HTTP requests answered, by route, method and status', 'counter', () => this.countValues()));
    registry.registerMetric(this.metric(names.seconds, 'Time to answer an HTTP request', 'histogram', () => this.histogramValues(names.seconds)));
  }

  /** counts one answered request and its time */
  observe(route: string, method: string, status: number, seconds: number): void {
    const byMethod = this.byRoute.get(route) ?? this.byRoute.set(route, new Map()).get(route)!;
    const byStatus = byMethod.get(method) ?? byMethod.set(method, new Map()).get(method)!;
    let t = byStatus.get(status);
    if (!t) byStatus.set(status, (t = { route, method, status: String(status), count: 0, sum: 0, buckets: new Array<number>(BUCKETS.length + 1).fill(0) }));
    t.count++;
    t.sum += seconds;
    let i = 0;
    while (i < BUCKETS.length && seconds > BUCKETS[i]!) i++;
    t.buckets[i]!++;
  }

  private countValues(): Value[] {
    return [...this.tallies()].map((t) => ({ labels: { route: t.route, method: t.method, status: t.status }, value: t.count }));
  }

  /** One histogram per route and method (every status together), as Prometheus reads it: cumulative buckets, then sum and count. */
  private histogramValues(name: string): Value[] {
    const byRoute = new Map<string, { route: string; method: string; sum: number; count: number; buckets: number[] }>();
    for (const t of this.tallies()) {
      const key = `${t.route} ${t.method}`;
      let h = byRoute.get(key);
      if (!h) byRoute.set(key, (h = { route: t.route, method: t.method, sum: 0, count: 0, buckets: new Array<number>(BUCKETS.length + 1).fill(0) }));
      h.sum += t.sum;
      h.count += t.count;
      t.buckets.forEach((n, i) => (h.buckets[i]! += n));
    }
    const values: Value[] = [];
    for (const h of byRoute.values()) {
      const labels = { route: h.route, method: h.method };
      let cumulative = 0;
      h.buckets.forEach((n, i) => {
        cumulative += n;
        values.push({ metricName: `${name}_bucket`, labels: { ...labels, le: i < BUCKETS.length ? BUCKETS[i]! : '+Inf' }, value: cumulative });
      });
      values.push({ metricName: `${name}_sum`, labels, value: h.sum }, { metricName: `${name}_count`, labels, value: h.count });
    }
    return values;
  }

  /** A metric as the registry reads one: its name (which the registry may rename), help and type, and its values when asked. */
  private metric(name: string, help: string, type: 'counter' | 'histogram', values: () => Value[]): Metric {
    const reset = () => this.byRoute.clear();
    const metric = {
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name: metric.name, help, type, aggregator: 'sum', values: values() }),
      reset,
    };
    return metric as unknown as Metric;
  }
}
