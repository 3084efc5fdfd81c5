'use strict';
// How long the all-in-one start (scripts/start.js, what `npm start` runs)
// takes to "BMS is up", on free ports and a fresh data folder.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const lib = require('../../scripts/lib');
const { cleanNats, cleanRedis } = require('./stack');

async function timeAllInOneStart() {
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
    PORT: String(await lib.freePort()),
    DEVDB_PORT: String(await lib.freePort()),
    FILES_HTTP_PORT: String(await lib.freePort()),
  };
  delete env.MONGO_URL;
  for (const s of lib.services) env[`${s.name.toUpperCase()}_GRPC_PORT`] = String(await lib.freePort());

  const t0 = Date.now();
  let dbUp;
  const p = lib.startProcess('all-in-one start', process.execPath, [path.join(lib.root, 'scripts', 'start.js')], {
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
    return { upMs: up - t0, processesMs: dbUp ? up - dbUp : null };
  } catch (err) {
    return { skipped: `it failed: ${err.message.split('\n')[0]}` };
  } finally {
    await lib.stopProcess(p.child);
    await cleanNats(env.NATS_URL ?? 'nats://127.0.0.1:4222', namespace);
    await cleanRedis(env.REDIS_URL ?? 'redis://127.0.0.1:6379', env.REDIS_PREFIX);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { timeAllInOneStart };
