import { Counter, Histogram, Registry } from 'prom-client';
import { LATENCY_BUCKETS } from '@bms/platform';
import { RequestTally } from '../src/pipeline/request-tally';

/** Exposition text as Prometheus reads it: each sample with its labels in name order, in sample order (the text's own order and label order carry no meaning). */
function samples(text: string): string[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const m = /^(\w+)\{(.*)\} (.+)$/.exec(line);
      return m ? `${m[1]}{${m[2]!.split(/,(?=\w+=")/).sort().join(',')}} ${m[3]}` : line;
    })
    .sort();
}

/** The same requests counted by the tally and by prom-client's own metrics, read back from two registries. */
async function both(observations: Array<[string, string, number, number]>) {
  const [ours, theirs] = [new Registry(), new Registry()];
  for (const r of [ours, theirs]) r.setDefaultLabels({ service: 'gateway' });
  const tally = new RequestTally(ours, { requests: 'bms_http_requests_total', seconds: 'bms_http_request_seconds' });
  const count = new Counter({ name: 'bms_http_requests_total', help: 'HTTP requests answered, by route, method and status', labelNames: ['route', 'method', 'status'], registers: [theirs] });
  const time = new Histogram({
    name: 'bms_http_request_seconds',
    help: 'Time to answer an HTTP request',
    labelNames: ['route', 'method'],
    buckets: [...LATENCY_BUCKETS],
    registers: [theirs],
  });
  for (const [route, method, status, seconds] of observations) {
    tally.observe(route, method, status, seconds);
    count.inc({ route, method, status: String(status) });
    time.observe({ route, method }, seconds);
  }
  return { ours, theirs };
}

describe('the request tally', () => {
  it('exposes what prom-client exposes for the same requests: counts by status, a histogram per route and method, bounds inclusive', async () => {
    const { ours, theirs } = await both([
      ['/api/time', 'GET', 200, 0.0004],
      ['/api/time', 'GET', 200, 0.001],
      ['/api/time', 'GET', 500, 7],
      ['/api/clients/:id', 'GET', 404, 0.0025],
      ['/api/clients/:id', 'PUT', 200, 0.3],
      ['unmatched', 'POST', 404, 0.05],
      ['/api/time', 'HEAD', 200, 0],
    ]);
    const text = await ours.metrics();
    expect(samples(text)).toEqual(samples(await theirs.metrics()));
    expect(text).toContain('bms_http_request_seconds_bucket{route="/api/time",method="GET",le="0.001",service="gateway"} 2');
    expect(text).toContain('bms_http_requests_total{route="/api/time",method="GET",status="500",service="gateway"} 1');
  });

  it('exposes nothing but its help and type before the first request, and starts again when the registry is reset', async () => {
    const { ours, theirs } = await both([]);
    expect(samples(await ours.metrics())).toEqual(samples(await theirs.metrics()));
    const { ours: used } = await both([['/api/time', 'GET', 200, 0.01]]);
    used.resetMetrics();
    expect(samples(await used.metrics())).toEqual(samples(await theirs.metrics()));
  });
});
