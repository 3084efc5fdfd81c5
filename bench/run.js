#!/usr/bin/env node
// `pnpm bench`: starts the stack, measures the gateway against direct gRPC
// and bare express, loads 100,000 clients and tasks and measures the data
// paths, records memory and CPU of every process, prints a markdown report
// and writes bench/results/<date>.json. See docs/benchmarks.md.
//
// Options: --records N (100000), --seconds S per run (6), --data-budget S
// (240: the data paths start while less than S seconds went on them), --quick
// (a short smoke run: 2,000 records, 2 s runs), --profile (CPU profiles of the
// gateway and crm under load, top frames printed; --profile-dir DIR keeps
// the .cpuprofile files there), --audit-only (only the audit trail's cost to
// the write path, no start timing; with --quick, its smoke), --no-startup (skip the
// timing of the all-in-one start), --keep (leave the stack's folder, its
// processes' logs and data, for a look afterwards), --node-options "…" (NODE_OPTIONS of every
// process under test, e.g. a heap limit), --out FILE, --report FILE (print
// the report of a results file again, without measuring).
'use strict';
/* global fetch */
const fs = require('node:fs');
const path = require('node:path');
const lib = require('../scripts/lib');
const { Stack } = require('./lib/stack');
const { measure, stopDrivers } = require('./lib/load');
const { commitOf, loadavg, machine, sample } = require('./lib/procstat');
const { toMarkdown } = require('./lib/report');
const { api, getClientDirect } = require('./lib/calls');
const { runDataPaths } = require('./lib/data-paths');
const { runAuditCost } = require('./lib/audit-cost');
const { timeAllInOneStart } = require('./lib/startup');
const { hostSpeed } = require('./lib/host');
const { summarizeProfiles } = require('./lib/cpuprofile');
const { notes, options } = require('./lib/cli');
const { loopStats, overRun } = require('./lib/loop');

const say = (s) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${s}\n`);

async function main() {
  const o = options(process.argv.slice(2));
  if (o.report) {
    process.stdout.write(toMarkdown(JSON.parse(fs.readFileSync(o.report, 'utf8'))));
    return;
  }
  const started = new Date();
  const results = {
    date: started.toISOString().slice(0, 10),
    startedAt: started.toISOString(),
    machine: machine(),
    commit: commitOf(),
    loadavg: { start: loadavg() },
    // Set once the stack has picked its MongoDB (scripts/mongo.js).
    database: undefined,
    mongodb: undefined,
    settings: {
      records: o.records,
      seconds: o.seconds,
      dataBudgetSeconds: o.dataBudget,
      warmupSeconds: o.warmup,
      rates: [100, 200, 500, 1000],
      // against crm answered from memory
      memoryRates: [200, 500, 1000, 2000],
      pairRate: 500,
      // the writes with the audit trail off and on: one at a time, so that p50 is a write's own time, not a queue's
      auditConcurrency: 1,
      saturation: 32,
      // On devdb one query over 100,000 records takes seconds: one at a time (set once the database is picked).
      dataConcurrency: 1,
      rateLimits: 'RATE_LIMIT_DEFAULT and RATE_LIMIT_LOGIN set to 1,000,000,000 per minute (out of reach); GRPC_TIMEOUT_MS 300000; SERVER_TIMING on (each answer says how long its service call took, a header\'s cost)',
      logLevel: 'info (the production default: one access-log line per request)',
      nodeOptions: o.nodeOptions ?? '',
    },
    runs: [],
    footprint: {},
    notes: [],
  };

  say('building (devdb, TypeScript)…');
  lib.buildDevdb();
  lib.buildTs();

  results.hostSpeed = { startUs: await hostSpeed() };

  if (o.startup && !o.profile) {
    say('timing the all-in-one start (scripts/start.js)…');
    results.footprint.startup = await timeAllInOneStart();
  }

  const profileWindows = [];
  if (o.profileDir) fs.mkdirSync(o.profileDir, { recursive: true });
  const profileDir = o.profileDir ?? (o.profile ? fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'bms-prof-')) : undefined);
  const cpuProf = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : undefined;
  const stack = new Stack({ nodeOptions: o.nodeOptions, nodeArgs: cpuProf ? { gateway: [...cpuProf, '--cpu-prof-name', 'gateway.cpuprofile'], crm: [...cpuProf, '--cpu-prof-name', 'crm.cpuprofile'], 'mem-gateway': [...cpuProf, '--cpu-prof-name', 'mem-gateway.cpuprofile'] } : {} });
  const stopOnSignal = () => {
    stopDrivers();
    void stack.stopAll().then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    say(`starting the stack in ${stack.dir}…`);
    await stack.startDatabase();
    const onDevdb = stack.mongoKind === 'devdb';
    results.database = onDevdb ? 'devdb (FerretDB 1.24 on SQLite, tools/devdb)' : `MongoDB (${stack.mongoKind})`;
    results.mongodb = onDevdb
      ? `not measured here: ${stack.mongoWhy.split('. ')[0]}; the data-path figures below are devdb's, for functional work, not volume`
      : stack.mongoWhy;
    results.settings.dataConcurrency = onDevdb ? 1 : 4;
    say(`database: ${results.database}, because ${stack.mongoWhy}`);
    await stack.startServices();
    const gw = await stack.startGateway();
    const bare = await stack.startScript('bare-express', path.join(__dirname, 'targets', 'bare-express.js'), { CRM_GRPC_URL: stack.grpc.crm });

    const { token } = await api(gw, 'POST', '/api/auth/login', undefined, stack.admin);
    const ids = [];
    for (let i = 0; i < 10; i++) {
      const r = await api(gw, 'POST', '/api/clients', token, { company_name: `Bench Client ${i}`, type: 'organization', city: 'Lyon' });
      ids.push(r.record.id);
    }
    const me = await api(gw, 'GET', `/api/clients/${ids[0]}`, token);
    const ownerId = me.record.owner_id;

    await new Promise((r) => setTimeout(r, 2000));
    const pidsOf = (...names) => Object.fromEntries(names.filter((n) => stack.pid(n)).map((n) => [n, stack.pid(n)]));
    const servicePids = () => pidsOf('gateway', 'gateway-2', 'gateway-3', 'mem-gateway', 'identity', 'crm', 'crm-2', 'mem-crm', 'work', 'billing', 'content', 'files', 'devdb', 'bare-express');
    results.footprint.idleRssMb = Object.fromEntries(
      Object.entries(servicePids()).map(([n, pid]) => [n, Math.round((sample(pid)?.rssBytes ?? 0) / 2 ** 20)]),
    );

    const timing = { durationMs: o.seconds * 1000, warmupMs: o.warmup * 1000 };
    // The gateways' event-loop delay over a run (prom-client's histogram restarts at every
    // scrape) and their collections during it (bench/lib/loop.js).
    const gateways = () => ['gateway', 'gateway-2', 'gateway-3', 'mem-gateway'].filter((n) => stack.metricsUrl(n));
    const loopDelay = async () =>
      Object.fromEntries(await Promise.all(gateways().map(async (n) => [n, loopStats(await (await fetch(stack.metricsUrl(n))).text())])));
    const run = async (id, label, spec, extra = {}) => {
      say(`run ${id}…`);
      const before = await loopDelay().catch(() => undefined);
      const r = await measure(id, { ...timing, ...spec }, servicePids());
      const after = await loopDelay().catch(() => undefined);
      const eventLoop = after && overRun(before, after);
      results.runs.push({ id, label, ...r, ...(eventLoop ? { eventLoop } : {}), ...extra });
      return r;
    };
    const gwClient = (url, extra) => ({ kind: 'http', url, token, requests: 'clientById', params: { ids }, ...extra });
    const direct = (extra) => ({ kind: 'grpc', domain: 'crm', address: stack.grpc.crm, token, requests: 'grpcClientById', params: { ids }, ...extra });
    const sat = { concurrency: results.settings.saturation };
    // The gateway on its own: in front of a crm that answers GetClient from
    // memory (bench/targets/memory-crm.js), so that neither devdb's pace nor
    // its CPU on the shared cores sets the gateway's figures.
    const memory = async () => {
      const record = await getClientDirect(stack.grpc.crm, token, ids[0]);
      const url = await stack.startScript('mem-crm', path.join(__dirname, 'targets', 'memory-crm.js'), { RECORD: JSON.stringify(record) });
      const address = new URL(url).host;
      return { address, gw: await stack.startGateway('mem-gateway', { crm: address }) };
    };
    const stopMemory = async () => {
      await stack.stop('mem-gateway');
      await stack.stop('mem-crm');
    };
    const memDirect = (address, extra) => ({ kind: 'grpc', domain: 'crm', address, token, requests: 'grpcClientById', params: { ids }, ...extra });

    if (o.auditOnly) {
      await runAuditCost({ stack, gw, token, results, run, say });
    } else if (o.profile) {
      const now = () => Number(process.hrtime.bigint() / 1000n);
      const mem = await memory();
      for (const [id, label, spec, procs] of [
        ['gw-client@sat', 'gateway GET /api/clients/{id}', gwClient(gw, sat), ['gateway', 'crm']],
        ['gw-time@sat', 'gateway GET /api/time', { kind: 'http', url: gw, requests: 'time', ...sat }, ['gateway']],
        ['mem-gw@sat', 'gateway GET /api/clients/{id}, crm from memory', gwClient(mem.gw, sat), ['mem-gateway']],
      ]) {
        const from = now() + o.warmup * 1e6;
        await run(id, label, spec);
        profileWindows.push({ run: id, fromUs: from, toUs: now(), processes: procs });
      }
      await stopMemory();
    } else {
      // 1. Gateway overhead: the same RPC through the gateway and directly, same rates.
      for (const rate of results.settings.rates) {
        await run(`grpc-client@${rate}`, 'direct gRPC GetClient', direct({ rate, maxInFlight: 256 }));
        await run(`gw-client@${rate}`, 'gateway GET /api/clients/{id}', gwClient(gw, { rate, connections: 256, maxInFlight: 256 }));
      }
      await run('grpc-client@sat', 'direct gRPC GetClient', direct(sat));
      await run('gw-client@sat', 'gateway GET /api/clients/{id}', gwClient(gw, sat));
      // The authenticated path's floor: express and the one gRPC call, none of our middleware.
      await run('bare-client@sat', 'bare express + gRPC GET /api/clients/{id}', gwClient(bare, sat));

      // 2–3. The floor: /api/time against bare express, and the authenticated path against /api/time.
      const rate = results.settings.pairRate;
      await run(`bare-time@${rate}`, 'bare express GET /api/time', { kind: 'http', url: bare, requests: 'time', rate, connections: 256, maxInFlight: 256 });
      await run(`gw-time@${rate}`, 'gateway GET /api/time', { kind: 'http', url: gw, requests: 'time', rate, connections: 256, maxInFlight: 256 });
      await run('bare-time@sat', 'bare express GET /api/time', { kind: 'http', url: bare, requests: 'time', ...sat });
      await run('gw-time@sat', 'gateway GET /api/time', { kind: 'http', url: gw, requests: 'time', ...sat });

      // 1 and 5 again, the gateway on its own: the authenticated path at the
      // gateway's own saturation, and its overhead at rates both paths carry.
      const mem = await memory();
      for (const memRate of results.settings.memoryRates) {
        await run(`mem-grpc@${memRate}`, 'direct gRPC GetClient, crm from memory', memDirect(mem.address, { rate: memRate, maxInFlight: 256 }));
        await run(`mem-gw@${memRate}`, 'gateway GET /api/clients/{id}, crm from memory', gwClient(mem.gw, { rate: memRate, connections: 256, maxInFlight: 256 }));
      }
      await run('mem-grpc@sat', 'direct gRPC GetClient, crm from memory', memDirect(mem.address, sat));
      await run('mem-gw@sat', 'gateway GET /api/clients/{id}, crm from memory', gwClient(mem.gw, sat));
      await stopMemory();

      // 6. Scaling on the same cores: a second gateway; a second crm behind one gateway.
      // The new processes are cold: a longer warm-up lets their code be optimized as the first ones' was.
      const coldWarmup = { warmupMs: timing.warmupMs * 3 };
      const gw2 = await stack.startGateway('gateway-2');
      await run('gw2-client@sat', '2 gateways GET /api/clients/{id}', { ...gwClient(gw, sat), urls: [gw, gw2], ...coldWarmup });
      await stack.stop('gateway-2');
      const crm2 = await stack.startService('crm', 'crm-2');
      const gw3 = await stack.startGateway('gateway-3', { crm: `ipv4:${stack.grpc.crm},${crm2}` });
      await run('crm2-client@sat', '1 gateway, 2 crm GET /api/clients/{id}', { ...gwClient(gw3, sat), ...coldWarmup });
      await stack.stop('gateway-3');
      await stack.stop('crm-2');

      // 7. The audit trail's cost to the write path.
      await runAuditCost({ stack, gw, token, results, run, say });
    }

    // 4. Data paths over a loaded data set.
    if (!o.profile && !o.auditOnly) await runDataPaths({ stack, gw, token, ownerId, options: o, results, run, say });
  } finally {
    say(`stopping the stack…${o.keep ? ` (its logs and data stay in ${stack.dir})` : ''}`);
    await stack.stopAll({ keep: o.keep });
  }

  if (profileDir) {
    results.profile = summarizeProfiles(profileDir, profileWindows);
    if (!o.profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
  }
  results.hostSpeed.endUs = await hostSpeed();
  results.loadavg.end = loadavg();
  results.finishedAt = new Date().toISOString();
  results.notes.push(...notes(results));

  // A quick run is a smoke test: its numbers go to the temporary folder, not to the results.
  const dir = o.quick ? require('node:os').tmpdir() : path.join(__dirname, 'results');
  const base = `${o.profile ? 'profile-' : o.quick ? 'bms-bench-quick-' : ''}${results.date}`;
  // A second run on the same day is kept beside the first: <date>-2.json, …
  let file = o.out ?? path.join(dir, `${base}.json`);
  for (let n = 2; !o.out && !o.quick && fs.existsSync(file); n++) file = path.join(dir, `${base}-${n}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(toMarkdown(results));
  if (results.profile) process.stdout.write(`\n${results.profile.markdown}`);
  say(`results written to ${file} (${Math.round((Date.now() - started.getTime()) / 1000)} s in all)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
