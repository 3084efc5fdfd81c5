'use strict';
// The all-in-one start (scripts/start.js, what `npm start` runs), in one
// process and with --processes, on free ports and a fresh data folder (a
// first start: new keys, the bootstrap admin made, every index and stream
// made): how long to "BMS is up", the resident memory of the whole stack
// (its Node processes, not the database) idle, after 1,000 GET /api/time
// (with the launcher, start.js, where it stays as long as the stack), and
// under a short authenticated load, and the req/s of that load
// (GET /api/clients/{id}, saturation).
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { setInterval, clearInterval } = require('node:timers');
const lib = require('../../scripts/lib');
const { runDriver } = require('./load');
const { sample } = require('./procstat');
const { cleanNats, cleanRedis } = require('./stack');

/** Whether process `pid` runs scripts/start.js (a launcher), not what it started or became. */
function runsStartJs(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').some((arg) => arg.endsWith(path.join('scripts', 'start.js')));
  } catch {
    return false;
  }
}

const stackRssMb = (pids) => Math.round(pids.reduce((sum, pid) => sum + (sample(pid)?.rssBytes ?? 0), 0) / 2 ** 20);

/** The highest total resident memory of `pids` while `work` runs. */
async function peakWhile(pids, work) {
  let peak = stackRssMb(pids);
  const timer = setInterval(() => (peak = Math.max(peak, stackRssMb(pids))), 250);
  try {
    return { result: await work(), peakMb: Math.max(peak, stackRssMb(pids)) };
  } finally {
    clearInterval(timer);
  }
}

/** `n` GET /api/time, 10 at a time, as a first look at a new start would. */
async function timeRequests(base, n) {
  for (let i = 0; i < n; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, async () => {
        const res = await globalThis.fetch(`${base}/api/time`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`/api/time: ${res.status}`);
      }),
    );
  }
}

/** Signs in, makes a client, and drives GET /api/clients/{id} at saturation for a few seconds. */
async function authenticatedLoad(base, password) {
  const post = async (p, body, token) => {
    const res = await globalThis.fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.json();
  };
  const { token } = await post('/api/auth/login', { email: 'admin@example.com', password });
  const made = await post('/api/clients', { company_name: 'Bench start AS', type: 'organization' }, token);
  return runDriver({ kind: 'http', url: base, token, requests: 'clientById', params: { ids: [made.record.id] }, concurrency: 32, durationMs: 8000, warmupMs: 1000 });
}

const MODES = { 'one process': [], '--processes': ['--processes'] };

/**
 * Both ways of starting, each twice, in the order one, other, other, one
 * (on the Node `node`):
 * the host's speed drifts over a minute (by half, some hours), and this
 * order gives both modes the same share of a steady drift. A mode's figure
 * is the worse of its two starts for time and memory, and the mean of the
 * two for req/s; each start's own figures are kept (`starts`).
 */
async function timeAllInOneStart(node = process.execPath) {
  const samples = { 'one process': [], '--processes': [] };
  for (const mode of ['one process', '--processes', '--processes', 'one process']) samples[mode].push(await timeStart(MODES[mode], node));
  return Object.fromEntries(Object.entries(samples).map(([mode, starts]) => [mode, combine(starts)]));
}

/** One mode's starts as one figure each (see timeAllInOneStart). */
function combine(starts) {
  const measured = starts.filter((s) => s.upMs);
  if (!measured.length) return starts[0];
  const worst = (k) => (measured.some((s) => s[k] === null) ? null : Math.max(...measured.map((s) => s[k])));
  const mean = (k) => Math.round(measured.reduce((a, s) => a + s[k], 0) / measured.length);
  return {
    upMs: worst('upMs'),
    processesMs: worst('processesMs'),
    nodeProcesses: measured[0].nodeProcesses,
    idleRssMb: worst('idleRssMb'),
    afterTimeMb: worst('afterTimeMb'),
    launcherRssMb: worst('launcherRssMb'),
    loadRssMb: worst('loadRssMb'),
    clientByIdPerSecond: mean('clientByIdPerSecond'),
    loadErrors: measured.reduce((a, s) => a + (s.loadErrors ?? 0), 0),
    starts,
  };
}

/** One start of scripts/start.js with `args`, on the Node `node` (what it starts runs on the same). */
async function timeStart(args, node) {
  // start.js gives the services metrics ports 9465–9470.
  const metrics = lib.services.map((_, i) => 9465 + i);
  const taken = [];
  for (const p of metrics) if (await lib.reachable('127.0.0.1', p)) taken.push(p);
  if (taken.length) return { skipped: `metrics port(s) ${taken.join(', ')} in use by another start` };

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bms-bench-start-'));
  const namespace = `bs${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  const env = {
    ...process.env,
    BMS_DATA_DIR: dir,
    EVENTS_NAMESPACE: namespace,
    REDIS_PREFIX: `bms-bench:${namespace}:`,
    BOOTSTRAP_ADMIN_PASSWORD: crypto.randomBytes(12).toString('base64url'),
    RATE_LIMIT_DEFAULT: '1000000000',
    PORT: String(await lib.freePort()),
    DEVDB_PORT: String(await lib.freePort()),
    FILES_HTTP_PORT: String(await lib.freePort()),
  };
  delete env.MONGO_URL;
  for (const s of lib.services) env[`${s.name.toUpperCase()}_GRPC_PORT`] = String(await lib.freePort());

  const t0 = Date.now();
  let dbUp;
  const p = lib.startProcess('all-in-one start', node, [path.join(lib.root, 'scripts', 'start.js'), ...args], {
    env,
    ready: /BMS is up/,
    timeoutMs: 180_000,
    logFile: path.join(dir, 'start.log'),
    onLine: (line) => {
      if (!dbUp && /^(devdb \(MongoDB-compatible\)|mongod .* on 127\.0\.0\.1)/.test(line)) dbUp = Date.now();
    },
  });
  try {
    await p.started;
    const up = Date.now();
    // Where start.js stays as a launcher (with --processes, or a Node without process.execve) it is the stack's
    // too, as long as the stack runs; in one process it has become the stack (scripts/handover.js).
    const all = lib.nodeProcessesOf(p.child.pid);
    const launcher = all.filter(runsStartJs);
    const pids = all.filter((pid) => !launcher.includes(pid));
    const base = `http://127.0.0.1:${env.PORT}`;
    await new Promise((r) => setTimeout(r, 3000));
    const idleRssMb = stackRssMb(pids);
    await timeRequests(base, 1000);
    const afterTimeMb = stackRssMb(all);
    const launcherRssMb = stackRssMb(launcher);
    const { result: load, peakMb } = await peakWhile(pids, () => authenticatedLoad(base, env.BOOTSTRAP_ADMIN_PASSWORD));
    return {
      upMs: up - t0,
      processesMs: dbUp ? up - dbUp : null,
      nodeProcesses: pids.length,
      idleRssMb,
      afterTimeMb,
      launcherRssMb,
      loadRssMb: peakMb,
      clientByIdPerSecond: Math.round(load.throughput),
      loadErrors: load.errors,
    };
  } catch (err) {
    return { skipped: `it failed: ${err.message.split('\n')[0]}` };
  } finally {
    // start.js stops its processes one after the other, last the first service and the database;
    // on a slow host that takes more than stopProcess's usual 10 s, and killing it then left those two running.
    await lib.stopProcess(p.child, 60_000);
    await cleanNats(env.NATS_URL ?? 'nats://127.0.0.1:4222', namespace);
    await cleanRedis(env.REDIS_URL ?? 'redis://127.0.0.1:6379', env.REDIS_PREFIX);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { timeAllInOneStart, combine };
