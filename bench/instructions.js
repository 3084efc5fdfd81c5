#!/usr/bin/env node
// `node bench/instructions.js [--node PATH] [--seconds S] [--warmup S] [--keep] [--cache]`: the instructions
// one GET /api/time costs the gateway and bare express (the bench's floor),
// each process run under valgrind's callgrind and counted over S seconds of
// requests (8 in flight) after a warm-up, every thread of the process in the
// count. CPU time moves with the host's speed and whatever else runs on it;
// this count moves far less (the same target twice: within 1-5%), so it tells
// whether a change made the request path cheaper where req/s at saturation
// cannot (docs/node-versions.md, "Instructions per request"; --keep leaves
// callgrind's files for callgrind_annotate, by function). What it leaves
// out: the kernel's time (the socket and pipe writes) and what an
// instruction costs (cache misses): the bench's CPU per request has both.
// --cache adds callgrind's simulation of the caches and branch predictor
// (misses per request in the first level, the last level, and branches
// mispredicted: a model of this CPU's caches, not a reading of them; these
// virtual machines have no hardware counters).
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const lib = require('../scripts/lib');
const { runDriver } = require('./lib/load');

function options(argv) {
  const o = { node: process.execPath, seconds: 20, warmup: 25 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--node') o.node = argv[++i];
    else if (argv[i] === '--seconds') o.seconds = Number(argv[++i]);
    else if (argv[i] === '--warmup') o.warmup = Number(argv[++i]);
    else if (argv[i] === '--keep') o.keep = true;
    else if (argv[i] === '--cache') o.cache = true;
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return o;
}

/** The events a finished callgrind dump counted (its `events:` and `totals:` lines: Ir, and with --cache D1mr…), or undefined. */
function eventsIn(file) {
  const text = fs.readFileSync(file, 'utf8');
  const names = /^events: (.+)$/m.exec(text);
  const totals = /^totals: ([\d ]+)$/m.exec(text);
  if (!names || !totals) return undefined;
  const values = totals[1].trim().split(/\s+/).map(Number);
  return Object.fromEntries(names[1].trim().split(/\s+/).map((n, i) => [n, values[i] ?? 0]));
}

/** The count of the dump `name`'s process wrote on request (`<name>.<pid>.callgrind.1`, written while the process runs on). */
async function dumped(dir, name) {
  for (let i = 0; i < 300; i++) {
    const file = fs.readdirSync(dir).find((f) => f.startsWith(`${name}.`) && f.endsWith('.callgrind.1'));
    const count = file && eventsIn(path.join(dir, file));
    if (count?.Ir) return count;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`callgrind wrote no count for ${name}`);
}

/** Runs `main` under callgrind, drives GET /api/time at it, and answers its instructions per request. */
async function count(name, main, env, o, dir) {
  const out = path.join(dir, `${name}.%p.callgrind`);
  const simulate = o.cache ? ['--cache-sim=yes', '--branch-sim=yes'] : [];
  const args = ['--tool=callgrind', '--instr-atstart=no', '--smc-check=all', ...simulate, `--callgrind-out-file=${out}`, o.node, ...lib.v8Flags(o.node), main];
  const p = lib.startProcess(name, 'valgrind', args, {
    env: { PATH: process.env.PATH, NODE_OPTIONS: lib.nodeOptions(''), ...lib.allocatorEnv(), ...env },
    ready: /"port":(\d+)/,
    timeoutMs: 180_000,
  });
  try {
    const m = await p.started;
    const spec = (seconds) => ({ kind: 'http', url: `http://127.0.0.1:${m[1]}`, requests: 'time', concurrency: 8, durationMs: seconds * 1000 });
    await runDriver(spec(o.warmup));
    const control = (flag) => execFileSync('callgrind_control', [flag, String(p.child.pid)], { stdio: 'ignore' });
    control('--instr=on');
    const r = await runDriver(spec(o.seconds));
    control('--instr=off');
    control('--dump');
    const events = await dumped(dir, name);
    const per = (n) => Math.round(n / r.ok);
    return {
      name,
      requests: r.ok,
      instructions: events.Ir,
      perRequest: per(events.Ir),
      ...(o.cache
        ? {
            l1Misses: per((events.I1mr ?? 0) + (events.D1mr ?? 0) + (events.D1mw ?? 0)),
            llMisses: per((events.ILmr ?? 0) + (events.DLmr ?? 0) + (events.DLmw ?? 0)),
            mispredicted: per((events.Bcm ?? 0) + (events.Bim ?? 0)),
          }
        : {}),
    };
  } finally {
    await lib.stopProcess(p.child);
  }
}

async function main() {
  const o = options(process.argv.slice(2));
  if (!lib.onPath('valgrind') || !lib.onPath('callgrind_control')) throw new Error('valgrind (with callgrind_control) is not on PATH: apt-get install valgrind');
  // What is measured is what the sources build to now, as in bench/run.js.
  lib.buildTs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bms-instructions-'));
  const namespace = `i${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  const gateway = {
    PORT: '0',
    METRICS_PORT: '0',
    JWT_PUBLIC_KEY: lib.newKeyPair().publicKey,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bms-bench:${namespace}:`,
    NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    EVENTS_NAMESPACE: namespace,
    LOG_LEVEL: 'info',
    // as in the bench: the limiter runs (slices of Redis), out of reach
    RATE_LIMIT_DEFAULT: '1000000000',
  };
  const rows = [];
  try {
    rows.push(await count('gateway', path.join(lib.root, 'gateway', 'dist', 'main.js'), gateway, o, dir));
    // /api/time makes no gRPC call: the address is never dialled.
    rows.push(await count('bare-express', path.join(__dirname, 'targets', 'bare-express.js'), { PORT: '0', CRM_GRPC_URL: '127.0.0.1:9' }, o, dir));
  } finally {
    if (o.keep) console.log(`callgrind's files (callgrind_annotate reads them): ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
  const version = execFileSync(o.node, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`GET /api/time on Node ${version}, instructions per request (callgrind, ${o.seconds} s of requests after ${o.warmup} s of warm-up):`);
  for (const r of rows) {
    const cache = o.cache ? `  misses: L1 ${r.l1Misses}, last level ${r.llMisses}; branches mispredicted ${r.mispredicted}` : '';
    console.log(`  ${r.name.padEnd(13)} ${String(r.perRequest).padStart(8)}  (${r.requests} requests)${cache}`);
  }
  console.log(`  gateway / bare express: ${Math.round((rows[0].perRequest / rows[1].perRequest) * 100)}%`);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
