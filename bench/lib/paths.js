'use strict';
// The runs of the request paths on one stack (one Node): the gateway against
// direct gRPC, /api/time against bare express, the gateway in front of a crm
// from memory, and two gateways or two crms on the same cores; or, with
// --profile, the three saturations the CPU profiles are read over. Each run
// is measured by bench/lib/load.js and recorded with the event loop and
// collections of every process that serves /metrics (bench/lib/loop.js).
/* global fetch */
const path = require('node:path');
const { getClientDirect } = require('./calls');
const { medianRound } = require('./comparisons');
const { measure } = require('./load');
const { loopStats, overRun } = require('./loop');

const TARGETS = path.join(__dirname, '..', 'targets');

/** The processes a run samples, by name: those of the stack that are up. */
const PROCESSES = ['gateway', 'gateway-2', 'gateway-3', 'mem-gateway', 'identity', 'crm', 'crm-2', 'mem-crm', 'work', 'billing', 'content', 'files', 'devdb', 'bare-express'];
/** The processes whose /metrics are read around each run: the gateways and the crms. */
const SCRAPED = ['gateway', 'gateway-2', 'gateway-3', 'mem-gateway', 'crm', 'crm-2'];

/**
 * A runner of measured runs on `stack`, each pushed to `into` (a results
 * object's `runs`): `run(id, label, spec, extra)`.
 */
function runner({ stack, into, timing, say }) {
  const pids = () => Object.fromEntries(PROCESSES.filter((n) => stack.pid(n)).map((n) => [n, stack.pid(n)]));
  // Their event-loop delay over a run (prom-client's histogram restarts at every scrape)
  // and their collections during it.
  const scrape = async () =>
    Object.fromEntries(
      await Promise.all(SCRAPED.filter((n) => stack.metricsUrl(n)).map(async (n) => [n, loopStats(await (await fetch(stack.metricsUrl(n))).text())])),
    );
  const take = async (id, label, spec, extra = {}) => {
    say(`run ${id}…`);
    const before = await scrape().catch(() => undefined);
    const r = await measure(id, { ...timing, ...spec }, pids());
    const after = await scrape().catch(() => undefined);
    const eventLoop = after && overRun(before, after);
    return { id, label, ...r, ...(eventLoop ? { eventLoop } : {}), ...extra };
  };
  const run = async (id, label, spec, extra = {}) => {
    const entry = await take(id, label, spec, extra);
    into.push(entry);
    return entry;
  };
  /**
   * Runs that are compared with each other, [id, label, spec] each, in turn
   * `rounds` times (a, b, a, b, …), so that the host's speed, which moves
   * within seconds here, falls on each alike. Each is recorded by its round
   * of median req/s, with every round's req/s (`rounds`). `later` (timing)
   * applies from the second round on: the processes are warm by then.
   */
  run.alternated = async (rounds, list, later = {}) => {
    const got = list.map(() => []);
    for (let n = 1; n <= rounds; n++) {
      for (const [i, [id, label, spec]] of list.entries()) got[i].push(await take(id, label, n > 1 ? { ...spec, ...later } : spec, { round: n }));
    }
    for (const entries of got) into.push(medianRound(entries));
  };
  return { run, pids };
}

/**
 * Every run of the request paths (sections 1–3 and 6 of docs/benchmarks.md) on
 * a started stack whose gateway is at `gw` and bare express at `bare`.
 */
async function measurePaths({ stack, run, gw, bare, token, ids, settings }) {
  const gwClient = (url, extra) => ({ kind: 'http', url, token, requests: 'clientById', params: { ids }, ...extra });
  const direct = (address, extra) => ({ kind: 'grpc', domain: 'crm', address, token, requests: 'grpcClientById', params: { ids }, ...extra });
  const sat = { concurrency: settings.saturation };

  // 1. Gateway overhead: the same RPC through the gateway and directly, same rates.
  for (const rate of settings.rates) {
    await run(`grpc-client@${rate}`, 'direct gRPC GetClient', direct(stack.grpc.crm, { rate, maxInFlight: 256 }));
    await run(`gw-client@${rate}`, 'gateway GET /api/clients/{id}', gwClient(gw, { rate, connections: 256, maxInFlight: 256 }));
  }
  await run('grpc-client@sat', 'direct gRPC GetClient', direct(stack.grpc.crm, sat));
  await run('gw-client@sat', 'gateway GET /api/clients/{id}', gwClient(gw, sat));
  // The authenticated path's floor: express and the one gRPC call, none of our middleware.
  await run('bare-client@sat', 'bare express + gRPC GET /api/clients/{id}', gwClient(bare, sat));

  // 2–3. The floor: /api/time against bare express, and the authenticated path against /api/time.
  const rate = settings.pairRate;
  const time = (url, extra) => ({ kind: 'http', url, requests: 'time', ...extra });
  await run(`bare-time@${rate}`, 'bare express GET /api/time', time(bare, { rate, connections: 256, maxInFlight: 256 }));
  await run(`gw-time@${rate}`, 'gateway GET /api/time', time(gw, { rate, connections: 256, maxInFlight: 256 }));
  const round = settings.timeRound;
  const timeSat = { ...sat, kind: settings.timeDriver ?? 'http' };
  await run.alternated(
    settings.timeRounds ?? 1,
    [
      ['bare-time@sat', 'bare express GET /api/time', time(bare, timeSat)],
      ['gw-time@sat', 'gateway GET /api/time', time(gw, timeSat)],
    ],
    round ? { durationMs: round.seconds * 1000, warmupMs: round.warmupSeconds * 1000 } : {},
  );

  // 1 and 5 again, the gateway on its own: the authenticated path at the
  // gateway's own saturation, and its overhead at rates both paths carry.
  const mem = await startMemory(stack, token, ids);
  for (const memRate of settings.memoryRates) {
    await run(`mem-grpc@${memRate}`, 'direct gRPC GetClient, crm from memory', direct(mem.address, { rate: memRate, maxInFlight: 256 }));
    await run(`mem-gw@${memRate}`, 'gateway GET /api/clients/{id}, crm from memory', gwClient(mem.gw, { rate: memRate, connections: 256, maxInFlight: 256 }));
  }
  await run('mem-grpc@sat', 'direct gRPC GetClient, crm from memory', direct(mem.address, sat));
  await run('mem-gw@sat', 'gateway GET /api/clients/{id}, crm from memory', gwClient(mem.gw, sat));
  await stopMemory(stack);

  // 6. Scaling on the same cores: a second gateway; a second crm behind one gateway.
  // The new processes are cold: a longer warm-up lets their code be optimized as the first ones' was.
  const coldWarmup = { warmupMs: settings.warmupSeconds * 1000 * 3 };
  const gw2 = await stack.startGateway('gateway-2');
  await run('gw2-client@sat', '2 gateways GET /api/clients/{id}', { ...gwClient(gw, sat), urls: [gw, gw2], ...coldWarmup });
  await stack.stop('gateway-2');
  const crm2 = await stack.startService('crm', 'crm-2');
  const gw3 = await stack.startGateway('gateway-3', { crm: `ipv4:${stack.grpc.crm},${crm2}` });
  await run('crm2-client@sat', '1 gateway, 2 crm GET /api/clients/{id}', { ...gwClient(gw3, sat), ...coldWarmup });
  await stack.stop('gateway-3');
  await stack.stop('crm-2');
}

/**
 * --profile: the gateway and crm, then the gateway alone (in front of a crm
 * from memory), at saturation; returns the windows the profiles are read over.
 */
async function profilePaths({ stack, run, gw, token, ids, settings }) {
  const now = () => Number(process.hrtime.bigint() / 1000n);
  const sat = { concurrency: settings.saturation };
  const gwClient = (url) => ({ kind: 'http', url, token, requests: 'clientById', params: { ids }, ...sat });
  const windows = [];
  const mem = await startMemory(stack, token, ids);
  for (const [id, label, spec, procs] of [
    ['gw-client@sat', 'gateway GET /api/clients/{id}', gwClient(gw), ['gateway', 'crm']],
    ['gw-time@sat', 'gateway GET /api/time', { kind: 'http', url: gw, requests: 'time', ...sat }, ['gateway']],
    ['mem-gw@sat', 'gateway GET /api/clients/{id}, crm from memory', gwClient(mem.gw), ['mem-gateway']],
  ]) {
    const from = now() + settings.warmupSeconds * 1e6;
    await run(id, label, spec);
    windows.push({ run: id, fromUs: from, toUs: now(), processes: procs });
  }
  await stopMemory(stack);
  return windows;
}

/**
 * The gateway on its own: a crm that answers GetClient from memory
 * (bench/targets/memory-crm.js) and a second gateway in front of it, so that
 * neither devdb's pace nor its CPU on the shared cores sets the gateway's figures.
 */
async function startMemory(stack, token, ids) {
  const record = await getClientDirect(stack.grpc.crm, token, ids[0]);
  const url = await stack.startScript('mem-crm', path.join(TARGETS, 'memory-crm.js'), { RECORD: JSON.stringify(record) });
  const address = new URL(url).host;
  return { address, gw: await stack.startGateway('mem-gateway', { crm: address }) };
}

async function stopMemory(stack) {
  await stack.stop('mem-gateway');
  await stack.stop('mem-crm');
}

module.exports = { runner, measurePaths, profilePaths, TARGETS };
