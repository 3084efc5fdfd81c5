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
// the write path, no start timing; with --quick, its smoke), --streams-only
// (only the live changes' cost: --streams N open streams on one gateway,
// 1,000; with --quick, 100), --no-startup (skip the
// timing of the all-in-one start), --keep (leave the stack's folder, its
// processes' logs and data, for a look afterwards), --node-options "…" (NODE_OPTIONS of every
// process under test, e.g. a heap limit), --node PATH (repeatable: the Node
// binaries to measure side by side, the first also on the audit and data
// paths; the bench's own Node by default), --out FILE, --report FILE (print
// the report of a results file again, without measuring).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const lib = require('../scripts/lib');
const { Stack } = require('./lib/stack');
const { stopDrivers, timeDriver } = require('./lib/load');
const { commitOf, loadavg, machine, nodeVersionOf, sample } = require('./lib/procstat');
const { toMarkdown } = require('./lib/report');
const { api } = require('./lib/calls');
const { runDataPaths } = require('./lib/data-paths');
const { runAuditCost } = require('./lib/audit-cost');
const { runStreams } = require('./lib/streams');
const { timeAllInOneStart } = require('./lib/startup');
const { hostSpeed } = require('./lib/host');
const { summarizeProfiles } = require('./lib/cpuprofile');
const { notes, options } = require('./lib/cli');
const { measurePaths, profilePaths, runner, TARGETS } = require('./lib/paths');

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
      // /api/time at saturation, bare express and the gateway in turn (one round in a quick run), each by its median
      // round, compared by the median of the rounds' ratios; after the first, rounds are short, with a short warm-up
      timeRounds: o.quick ? 1 : 9,
      ...(o.quick ? {} : { timeRound: { seconds: 2, warmupSeconds: 1 } }),
      // what drives those rounds: wrk where it is on PATH, else the driver's own client (bench/lib/load.js)
      timeDriver: timeDriver(),
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

  const profileWindows = [];
  if (o.profileDir) fs.mkdirSync(o.profileDir, { recursive: true });
  const profileDir = o.profileDir ?? (o.profile ? fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'bms-prof-')) : undefined);
  // Each Node measured on a stack of its own, one after the other; the first also on the audit and data paths.
  const nodes = o.nodes.length ? o.nodes : [process.execPath];
  results.versions = [];
  for (const [i, node] of nodes.entries()) {
    const version = nodeVersionOf(node);
    // The first Node's figures are the report's own (results.runs, .footprint); the others' go beside them.
    const into = i === 0 ? results : { runs: [], footprint: {} };
    const stack = new Stack({ node, nodeOptions: o.nodeOptions, nodeArgs: profileArgs(profileDir) });
    const entry = { node: version, path: node, nodeOptions: stack.nodeOptions, loadavg: { start: loadavg() } };
    results.versions.push(entry);
    if (i === 0) results.nodeUnderTest = version;
    if (o.startup && !o.profile) {
      say(`timing the all-in-one start (scripts/start.js) on Node ${version}…`);
      into.footprint.startup = await timeAllInOneStart(node);
    }
    profileWindows.push(...(await measureOn({ o, results, into, stack, first: i === 0 })));
    entry.loadavg.end = loadavg();
    if (i > 0) Object.assign(entry, { runs: into.runs, footprint: into.footprint });
  }
  if (!o.nodes.length) delete results.versions;

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

/** --cpu-prof for the gateway and crm when profiling into `dir`. */
function profileArgs(dir) {
  if (!dir) return {};
  const prof = (name) => ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-name', `${name}.cpuprofile`];
  return { gateway: prof('gateway'), crm: prof('crm'), 'mem-gateway': prof('mem-gateway') };
}

/**
 * One Node: starts `stack`, makes the clients the runs read, measures the
 * request paths (or the profiles' saturations, or only the audit trail's
 * cost) into `into` (a results object, or one Node's part of it), the audit
 * trail's cost and the data paths too on the `first`, and stops the stack.
 * Returns the profiles' windows.
 */
async function measureOn({ o, results, into, stack, first }) {
  const stopOnSignal = () => {
    stopDrivers();
    void stack.stopAll().then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    say(`starting the stack on Node ${nodeVersionOf(stack.node)} in ${stack.dir}…`);
    await stack.startDatabase();
    const onDevdb = stack.mongoKind === 'devdb';
    results.database ??= onDevdb ? 'devdb (FerretDB 1.24 on SQLite, tools/devdb)' : `MongoDB (${stack.mongoKind})`;
    results.mongodb ??= onDevdb
      ? `not measured here: ${stack.mongoWhy.split('. ')[0]}; the data-path figures below are devdb's, for functional work, not volume`
      : stack.mongoWhy;
    results.settings.dataConcurrency = onDevdb ? 1 : 4;
    say(`database: ${results.database}, because ${stack.mongoWhy}`);
    await stack.startServices();
    const gw = await stack.startGateway();
    const bare = await stack.startScript('bare-express', path.join(TARGETS, 'bare-express.js'), { CRM_GRPC_URL: stack.grpc.crm });

    const { token } = await api(gw, 'POST', '/api/auth/login', undefined, stack.admin);
    const ids = [];
    for (let i = 0; i < 10; i++) {
      const r = await api(gw, 'POST', '/api/clients', token, { company_name: `Bench Client ${i}`, type: 'organization', city: 'Lyon' });
      ids.push(r.record.id);
    }
    const me = await api(gw, 'GET', `/api/clients/${ids[0]}`, token);
    const ownerId = me.record.owner_id;

    await new Promise((r) => setTimeout(r, 2000));
    const { run, pids } = runner({ stack, into: into.runs, timing: { durationMs: o.seconds * 1000, warmupMs: o.warmup * 1000 }, say });
    into.footprint.idleRssMb = Object.fromEntries(Object.entries(pids()).map(([n, pid]) => [n, Math.round((sample(pid)?.rssBytes ?? 0) / 2 ** 20)]));

    const common = { stack, run, gw, bare, token, ids, settings: results.settings };
    if (o.auditOnly) {
      await runAuditCost({ stack, gw, token, results, run, say });
      return [];
    }
    if (o.streamsOnly) {
      await runStreams({ stack, gw, token, ids, results, say, streams: o.streams });
      return [];
    }
    if (o.profile) return await profilePaths(common);
    await measurePaths(common);
    if (first) {
      // 7. The audit trail's cost to the write path; 4. data paths over a loaded data set.
      await runAuditCost({ stack, gw, token, results, run, say });
      await runStreams({ stack, gw, token, ids, results, say, streams: o.streams });
      await runDataPaths({ stack, gw, token, ownerId, options: o, results, run, say });
    }
    return [];
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    say(`stopping the stack…${o.keep ? ` (its logs and data stay in ${stack.dir})` : ''}`);
    await stack.stopAll({ keep: o.keep });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
