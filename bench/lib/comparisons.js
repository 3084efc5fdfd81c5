'use strict';
// The figures a report compares, worked out from the results of a run
// (bench/results/<date>.json): the gateway's overhead over direct gRPC, pairs
// of runs side by side, and the targets held or missed. Pure functions.

const ms = (us) => (us === null || us === undefined ? null : us / 1000);

const byId = (results) => new Map((results.runs ?? []).map((r) => [r.id, r]));

const p50 = (r) => ms(r?.latencyUs?.p50);
const p99 = (r) => ms(r?.latencyUs?.p99);
/** Each request's latency less the service call the gateway made for it (SERVER_TIMING), p50 and p99 in ms; null in results from before it. */
const own = (r, q) => ms(r?.overheadUs?.[q]);
const diff = (a, b) => (a === null || b === null || a === undefined || b === undefined ? null : a - b);
const ratio = (a, b) => (a && b ? a / b : null);

/** CPU time per answered request (µs) of the processes named `prefix…`, summed. */
function cpuPerRequest(r, prefix) {
  const cores = Object.entries(r?.procs ?? {})
    .filter(([n]) => n.startsWith(prefix))
    .reduce((a, [, p]) => a + p.cpuCores, 0);
  return r?.throughput ? (cores / r.throughput) * 1e6 : null;
}

/**
 * The two ways the authenticated path is measured: in front of crm on the
 * database (`crm`), and in front of a crm answering from memory (`memory`),
 * where the gateway alone sets the pace. The runs' ids, the rates, and the
 * processes that answer (the gateway, and crm for direct gRPC).
 */
const PATHS = {
  crm: { gw: 'gw-client', direct: 'grpc-client', rates: (s) => s?.rates ?? [], gateway: 'gateway', crm: 'crm' },
  memory: { gw: 'mem-gw', direct: 'mem-grpc', rates: (s) => s?.memoryRates ?? [], gateway: 'mem-gateway', crm: 'mem-crm' },
};

/** The processes a run's CPU and event loop are read from. */
const processesOf = (r) => (r?.id?.startsWith('mem-') ? PATHS.memory : PATHS.crm);

/** Gateway vs direct gRPC at each rate and at saturation, on one of the PATHS. */
function overhead(results, which = 'crm') {
  const ids = PATHS[which];
  const runs = byId(results);
  const rows = [];
  for (const rate of ids.rates(results.settings)) {
    const gw = runs.get(`${ids.gw}@${rate}`);
    const direct = runs.get(`${ids.direct}@${rate}`);
    if (!gw || !direct) continue;
    // A path that answered less than 95% of the rate, or had so many waiting that the driver
    // could not send some requests on time (256 in flight), was overloaded: its latency is its queue.
    const overloaded = [gw, direct].some((r) => r.throughput < 0.95 * rate || r.missed > 0);
    rows.push({
      load: `${rate} req/s${overloaded ? ' (overloaded)' : ''}`,
      rate,
      overloaded,
      gw,
      direct,
      overheadP50: diff(p50(gw), p50(direct)),
      overheadP99: diff(p99(gw), p99(direct)),
      ownP50: own(gw, 'p50'),
      ownP99: own(gw, 'p99'),
      throughputRatio: ratio(gw.throughput, direct.throughput),
    });
  }
  const gw = runs.get(`${ids.gw}@sat`);
  const direct = runs.get(`${ids.direct}@sat`);
  if (gw && direct) {
    rows.push({
      load: `saturation (${gw.mode?.concurrency} in flight)`,
      gw,
      direct,
      overheadP50: diff(p50(gw), p50(direct)),
      overheadP99: diff(p99(gw), p99(direct)),
      ownP50: own(gw, 'p50'),
      ownP99: own(gw, 'p99'),
      throughputRatio: ratio(gw.throughput, direct.throughput),
    });
  }
  return rows;
}

/** Pairs of runs compared by throughput at saturation and by p50 at a fixed rate. */
function pairs(results) {
  const runs = byId(results);
  const rate = results.settings?.pairRate ?? 500;
  const out = [];
  // CPU per request of the process that answered each run: the gateway's, or the bare express's.
  const answering = (r) => (r.id.startsWith('bare') ? 'bare-express' : processesOf(r).gateway);
  const add = (what, a, b, note) => {
    const A = runs.get(a);
    const B = runs.get(b);
    if (!A || !B) return;
    const [cpuA, cpuB] = [A, B].map((r) => cpuPerRequest(r, answering(r)));
    out.push({ what, a: A, b: B, throughputRatio: pairedRatio(A, B), pairedRounds: pairedRounds(A, B), p50Diff: diff(p50(A), p50(B)), cpuA, cpuB, note });
  };
  add('GET /api/time: gateway vs bare express (saturation)', 'gw-time@sat', 'bare-time@sat', 'what our middleware costs');
  add(`GET /api/time: gateway vs bare express (${rate} req/s)`, `gw-time@${rate}`, `bare-time@${rate}`, 'what our middleware costs');
  add(
    'authenticated GET /api/clients/{id}: gateway vs bare express + the gRPC call (saturation)',
    'gw-client@sat',
    'bare-client@sat',
    'what our middleware costs on the authenticated path (token check, limits, log, reshaping)',
  );
  add('authenticated GET /api/clients/{id} vs GET /api/time (saturation)', 'gw-client@sat', 'gw-time@sat', 'token check, Redis limiter and the RPC');
  add(
    'authenticated GET /api/clients/{id}, crm from memory vs on the database (saturation)',
    'mem-gw@sat',
    'gw-client@sat',
    "the same gateway at its own pace and at the database's: CPU per request is mostly waking up at the slower pace",
  );
  add(`authenticated GET /api/clients/{id} vs GET /api/time (${rate} req/s)`, `gw-client@${rate}`, `gw-time@${rate}`, 'token check, Redis limiter and the RPC');
  add('2 gateway processes vs 1 (saturation)', 'gw2-client@sat', 'gw-client@sat', 'same 2 cores');
  add('2 crm processes vs 1, one gateway (saturation)', 'crm2-client@sat', 'gw-client@sat', 'same 2 cores');
  return out;
}

/** The targets the platform is held to: measured value, the target, held or not. */
function targets(results) {
  const runs = byId(results);
  const rate = results.settings?.pairRate ?? 500;
  const out = [];
  const ov = overhead(results);
  const atRate = ov.find((r) => r.rate === rate);
  const sat = ov.find((r) => r.load.startsWith('saturation'));
  // Each check is returned, so that one the Node versions are compared on (bench/lib/versions.js) can be given a key.
  const check = (target, value, limit, cmp, unit, note) => {
    const t = { target, value, limit, unit, note, held: value === null || value === undefined || note ? null : cmp(value, limit) };
    out.push(t);
    return t;
  };
  const carried = (r) => `overloaded: the direct path answered ${Math.round(r.direct.throughput)}/s, the gateway ${Math.round(r.gw.throughput)}/s`;
  // Each request's own overhead (its latency less its service call, as the gateway tells it)
  // where the gateway told it; before that, the difference of two runs' figures, which mixes in
  // the database's stalls, different in each run.
  const overheadAt = (r, q) => (r[`own${q}`] ?? null) !== null
    ? { what: `${q.toLowerCase()} of each request’s latency less its service call`, value: r[`own${q}`] }
    : { what: `${q.toLowerCase()} overhead over direct gRPC`, value: r[`overhead${q}`] };
  const median = atRate && overheadAt(atRate, 'P50');
  check(`gateway ${median?.what ?? 'p50 overhead over direct gRPC'} at ${rate} req/s`, median?.value ?? null, 1, (v, l) => v <= l, 'ms', atRate?.overloaded ? carried(atRate) : undefined).key = 'overhead-p50';
  const highest = ov.filter((r) => r.rate && !r.overloaded).at(-1);
  if (atRate?.overloaded && highest) {
    check(`… at ${highest.rate} req/s, the highest rate both paths carried`, overheadAt(highest, 'P50').value, 1, (v, l) => v <= l, 'ms').key = 'overhead-p50-carried';
  }
  if (highest) {
    const o = overheadAt(highest, 'P99');
    check(`gateway ${o.what} at ${highest.rate} req/s, the highest rate both paths carried`, o.value, 15, (v, l) => v <= l, 'ms');
  }
  const memHighest = overhead(results, 'memory')
    .filter((r) => r.rate && !r.overloaded)
    .at(-1);
  if (memHighest) check(`… crm from memory: at ${memHighest.rate} req/s, the highest rate both paths carried`, overheadAt(memHighest, 'P99').value, 15, (v, l) => v <= l, 'ms');
  check('gateway throughput / direct gRPC throughput at saturation', sat?.throughputRatio ?? null, 0.5, (v, l) => v >= l, 'ratio');
  const time = pairs(results).find((p) => p.a.id === 'gw-time@sat');
  check('/api/time throughput / bare express throughput', time?.throughputRatio ?? null, 0.7, (v, l) => v >= l, 'ratio');
  check('gateway CPU per /api/time request over bare express\'s, at saturation', diff(time?.cpuA, time?.cpuB), 40, (v, l) => v <= l, 'µs');
  check('gateway CPU per authenticated GET /api/clients/{id}, at saturation', cpuPerRequest(runs.get('gw-client@sat'), 'gateway'), 350, (v, l) => v <= l, 'µs');
  check('… crm from memory: at the gateway\'s own saturation', cpuPerRequest(runs.get('mem-gw@sat'), 'mem-gateway'), 350, (v, l) => v <= l, 'µs');
  for (const [id, what] of [
    ['data:clients-page1', 'list page 1 of the clients, p50'],
    ['data:clients-status', 'list page 1 of the clients filtered by status, p50'],
  ]) check(what, p50(runs.get(id)), 20, (v, l) => v <= l, 'ms');
  check('search clients by company-name prefix, p50', p50(runs.get('data:clients-search')), 50, (v, l) => v <= l, 'ms');
  const peaks = peakRss(results);
  for (const [name, mb] of Object.entries(peaks)) {
    // the database and the stand-ins (bare express, the in-memory crm) are shown, not judged
    if (name === 'devdb' || name.startsWith('bare') || name === PATHS.memory.crm) continue;
    check(`${name} resident memory under load`, mb, 150, (v, l) => v <= l, 'MB').key = 'rss';
  }
  const one = results.footprint?.startup?.['one process'];
  const many = results.footprint?.startup?.['--processes'];
  if (one?.upMs) {
    check('one-process start: seconds to "BMS is up"', one.upMs / 1000, 5, (v, l) => v <= l, 's');
    check('one-process start: resident memory of the whole stack under load', one.loadRssMb, 250, (v, l) => v <= l, 'MB').key = 'one-process-rss';
    // Each start is a first one (a fresh data folder); the launcher (start.js) counted where it stays as long as the stack.
    check('one-process start: resident memory of the whole stack with its launcher, after 1,000 GET /api/time on a first start', one.afterTimeMb ?? null, 250, (v, l) => v <= l, 'MB');
    if (many?.upMs) {
      check('one-process start: authenticated req/s / with --processes (must not drop; 5% is noise)', ratio(one.clientByIdPerSecond, many.clientByIdPerSecond), 0.95, (v, l) => v >= l, 'ratio');
    }
  }
  return out;
}

/** The highest resident memory each process reached in any run. */
function peakRss(results) {
  const peak = {};
  for (const r of results.runs ?? []) {
    for (const [name, p] of Object.entries(r.procs ?? {})) peak[name] = Math.max(peak[name] ?? 0, p.peakRssMb);
  }
  return peak;
}

/**
 * Rounds of one run (bench/lib/paths.js: alternated) as one: the round of
 * median req/s (the lower of the two middle ones for an even count), with
 * every round's req/s in the order they ran.
 */
function medianRound(entries) {
  const median = [...entries].sort((a, b) => a.throughput - b.throughput)[(entries.length - 1) >> 1];
  return { ...median, rounds: entries.map((e) => Math.round(e.throughput)) };
}

/**
 * A's req/s over B's. For runs alternated round by round (both with the same
 * number of rounds), the median of each round's ratio (the lower middle one
 * for an even count): the two runs of a round ran seconds apart, on a host
 * whose speed moves from one round to the next, so a round's ratio is
 * steadier than the ratio of the two medians.
 */
function pairedRatio(A, B) {
  if (!pairedRounds(A, B)) return ratio(A.throughput, B.throughput);
  const each = A.rounds.map((x, i) => ratio(x, B.rounds[i])).filter((x) => x !== null);
  return each.length ? each.sort((x, y) => x - y)[(each.length - 1) >> 1] : null;
}

/** How many rounds A and B were alternated in (0 when they were not): what pairedRatio takes the median over. */
const pairedRounds = (A, B) => (A.rounds?.length > 1 && B.rounds?.length === A.rounds.length ? A.rounds.length : 0);

/** What a pair's ratio is, when it is not plain req/s over req/s of the driver's own client: shown beside it. */
function ratioNote(pair) {
  const notes = [pair?.pairedRounds && `median of ${pair.pairedRounds} rounds’ ratios`, pair?.a?.driver && `driven by ${pair.a.driver}`].filter(Boolean);
  return notes.length ? notes.join(', ') : undefined;
}

module.exports = { byId, p50, p99, overhead, pairs, targets, peakRss, cpuPerRequest, processesOf, medianRound, pairedRatio, ratioNote };
