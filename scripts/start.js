#!/usr/bin/env node
// The all-in-one start: builds what is missing, picks a MongoDB (MONGO_URL,
// a mongod, mongodb-memory-server, or devdb: scripts/mongo.js), starts every
// service and the gateway on loopback, in one Node process
// (scripts/all-in-one.js) or, with --processes, one process each, and stops
// them all on Ctrl-C.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const lib = require('./lib');
const { canHandOver, handOver } = require('./handover');
const { pickMongo } = require('./mongo');
const { unsupportedNodeNote } = require('./node-support');

// Said first: on a Node past its end of life the start goes on, but says so.
const note = unsupportedNodeNote();
if (note) console.error(note);

const env = process.env;
const dataDir = path.resolve(env.BMS_DATA_DIR || path.join(lib.root, '.data'));
const logDir = path.join(dataDir, 'logs');
const children = [];
// One process for everything by default; one per service and the gateway with --processes or BMS_PROCESSES=1.
const separate = process.argv.includes('--processes') || env.BMS_PROCESSES === '1';

/** Metrics ports: the gateway's, then one per service (METRICS_PORT_BASE=0 picks free ones). */
function metricsPort(i) {
  const base = Number(env.METRICS_PORT_BASE ?? 9464);
  return String(base === 0 ? 0 : base + i);
}

function readOrCreate(file, make) {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, make(), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8');
}

async function main() {
  fs.mkdirSync(logDir, { recursive: true });
  lib.buildConsole();

  // Development keys, made once; production passes its own (docs/operating.md).
  let privateKey = env.JWT_PRIVATE_KEY;
  let publicKey = env.JWT_PUBLIC_KEY;
  if (!privateKey || !publicKey) {
    const pair = JSON.parse(readOrCreate(path.join(dataDir, 'keys', 'jwt.json'), () => JSON.stringify(lib.newKeyPair())));
    privateKey = pair.privateKey;
    publicKey = pair.publicKey;
  }
  const adminEmail = env.BOOTSTRAP_ADMIN_EMAIL || 'admin@example.com';
  const adminPassword =
    env.BOOTSTRAP_ADMIN_PASSWORD || readOrCreate(path.join(dataDir, 'admin-password'), () => crypto.randomBytes(9).toString('base64url'));

  const startDevdb = async () => {
    lib.buildDevdb();
    const port = Number(env.DEVDB_PORT || 27017);
    if (await lib.reachable('127.0.0.1', port)) {
      throw new Error(`port ${port} is taken; set DEVDB_PORT to start devdb elsewhere, or MONGO_URL to use that server`);
    }
    // Its output goes to its log file straight, not through this process, which may become the stack (handOver).
    const db = lib.startWithOwnLog('devdb', lib.devdbBin, ['-addr', `127.0.0.1:${port}`, '-data', path.join(dataDir, 'devdb')], {
      env,
      ready: /devdb listening/,
      logFile: path.join(logDir, 'devdb.log'),
    });
    await db.started;
    console.log(`devdb (MongoDB-compatible) on 127.0.0.1:${port}, data in ${path.join(dataDir, 'devdb')}`);
    return { url: `mongodb://127.0.0.1:${port}/`, child: db.child, stop: () => lib.stopProcess(db.child) };
  };
  // The TypeScript build (a check that takes ~0.4 s when nothing changed) runs while the database starts.
  const [built, picked] = await Promise.allSettled([lib.buildTsInBackground(), pickMongo({ env, dataDir, startDevdb })]);
  if (picked.status === 'fulfilled' && picked.value.child) {
    children.push({ name: picked.value.kind === 'devdb' ? 'devdb' : 'mongod', child: picked.value.child });
  }
  for (const r of [built, picked]) if (r.status === 'rejected') throw r.reason;
  const mongo = picked.value;
  console.log(`MongoDB: ${mongo.kind}, because ${mongo.why}`);
  const mongoBase = mongo.url;

  const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redis = lib.hostPort(redisUrl, 6379);
  const haveRedis = await lib.reachable(redis.host, redis.port);
  console.log(
    haveRedis
      ? `Redis at ${redis.host}:${redis.port}: shared rate limits and revocations`
      : `Redis is not reachable at ${redis.host}:${redis.port}: rate limits are kept in memory, and the gateway asks identity about revoked sessions`,
  );
  const natsUrl = env.NATS_URL || 'nats://127.0.0.1:4222';
  const nats = lib.hostPort(natsUrl, 4222);
  if (!(await lib.reachable(nats.host, nats.port))) {
    console.log(
      `NATS with JetStream is missing at ${nats.host}:${nats.port} (start it with \`nats-server -js\`, or set NATS_URL).\n` +
        '  Until it is there, events and notifications (sign-in codes, recovery emails) wait in the outbox.',
    );
  }

  const common = {
    ...env,
    NATS_URL: natsUrl,
    JWT_PUBLIC_KEY: publicKey,
    // What the services present to each other to rebuild a projection from its owner; made once.
    INTERNAL_TOKEN: env.INTERNAL_TOKEN || readOrCreate(path.join(dataDir, 'keys', 'internal-token'), () => crypto.randomBytes(32).toString('base64url')),
    LOG_LEVEL: env.LOG_LEVEL || 'info',
    ...(haveRedis ? { REDIS_URL: redisUrl } : { REDIS_URL: '' }),
  };
  // Each process: what it has beyond `common`, in start order (the gateway last).
  const urls = {};
  const components = [];
  // files also serves uploads and downloads over HTTP; the gateway proxies them there.
  const filesHttpPort = Number(env.FILES_HTTP_PORT || 50066);
  for (const svc of lib.services) {
    const port = Number(env[`${svc.name.toUpperCase()}_GRPC_PORT`] || svc.port);
    components.push({
      name: svc.name,
      env: {
        ...urls,
        GRPC_PORT: String(port),
        METRICS_PORT: metricsPort(1 + lib.services.indexOf(svc)),
        MONGO_URL: lib.mongoUrlFor(mongoBase, svc.name),
        ...(svc.name === 'identity'
          ? { JWT_PRIVATE_KEY: privateKey, BOOTSTRAP_ADMIN_EMAIL: adminEmail, BOOTSTRAP_ADMIN_PASSWORD: adminPassword }
          : {}),
        ...(svc.name === 'files' ? { FILES_HTTP_PORT: String(filesHttpPort) } : {}),
      },
      ready: /"msg":"grpc listening"/,
    });
    urls[`${svc.name.toUpperCase()}_GRPC_URL`] = `127.0.0.1:${port}`;
  }
  const gwPort = env.PORT || '8080';
  components.push({
    name: 'gateway',
    env: { ...urls, FILES_HTTP_URL: `http://127.0.0.1:${filesHttpPort}`, PORT: gwPort, HOST: env.HOST || '127.0.0.1', METRICS_PORT: metricsPort(0) },
    ready: /"msg":"http listening"/,
  });

  if (separate) {
    for (const c of components) {
      // Ctrl-C during the start: the processes already started are being stopped; start no more.
      if (stopping) return;
      const main = path.join(lib.root, c.name === 'gateway' ? 'gateway' : path.join('services', c.name), 'dist', 'main.js');
      const p = lib.startProcess(c.name, process.execPath, [...lib.v8Flags(), main], {
        env: { ...common, NODE_OPTIONS: lib.nodeOptions(env.NODE_OPTIONS), ...lib.allocatorEnv(env), ...c.env },
        ready: c.ready,
        logFile: path.join(logDir, `${c.name}.log`),
      });
      children.push({ name: c.name, child: p.child, logged: p.logged });
      await p.started;
    }
  } else {
    const node = process.execPath;
    const args = [...lib.v8Flags(), path.join(__dirname, 'all-in-one.js')];
    const allEnv = {
      ...common,
      NODE_OPTIONS: lib.nodeOptions(env.NODE_OPTIONS, lib.ONE_PROCESS_HEAP),
      ...lib.allocatorEnv(env),
      BMS_COMPONENTS: JSON.stringify(components.map(({ name, env: own }) => ({ name, env: own }))),
    };
    const logFile = path.join(logDir, 'bms.log');
    if (canHandOver()) {
      // This process becomes the stack: no launcher stays beside it (scripts/handover.js).
      if (stopping) return;
      const db = children.find((c) => c.name === 'devdb' || c.name === 'mongod');
      const database = db && { name: db.name, pid: db.child.pid, log: path.join(logDir, `${db.name}.log`) };
      handOver({ node, args, env: allEnv, logFile, banner: banner(gwPort, adminEmail, adminPassword), database });
    }
    const all = lib.startProcess('bms', node, args, {
      env: allEnv,
      // The gateway starts last: its listening means every service is up.
      ready: /"service":"gateway".*"msg":"http listening"/,
      logFile,
      // Every service and the gateway in one start (5 s on a quiet 2-core
      // machine): a loaded one took more than the 30 s a single process gets.
      timeoutMs: 120_000,
    });
    children.push({ name: 'bms', child: all.child, logged: all.logged });
    await all.started;
  }

  if (stopping) return;
  console.log(banner(gwPort, adminEmail, adminPassword));

  for (const c of children) {
    c.child.once('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${c.name} stopped unexpectedly (${signal ?? code}); see ${path.join(logDir, `${c.name}.log`)}`);
        void stopAll(1);
      }
    });
  }
}

/** What the start prints once the whole system is up: where, and how to sign in. */
function banner(gwPort, adminEmail, adminPassword) {
  const base = `http://127.0.0.1:${gwPort}`;
  return `
BMS is up: ${base}/api   (OpenAPI: ${base}/api/docs, logs: ${logDir})
Admin console: ${base}/admin   (email ${adminEmail}, password ${adminPassword})
Sign in to the API:
  curl -s -X POST ${base}/api/auth/login -H 'Content-Type: application/json' \\
    -d '{"email":"${adminEmail}","password":"${adminPassword}"}'
Ctrl-C stops everything.`;
}

/** Waits for `promise` to settle, `ms` at most. */
async function settledWithin(promise, ms) {
  let timer;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const c of [...children].reverse()) {
    await lib.stopProcess(c.child);
    // Its last lines ("stopped") reach its log file before this process ends; 2 s at most.
    if (c.logged) await settledWithin(c.logged, 2_000);
  }
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
main().catch((err) => {
  console.error(err.message);
  void stopAll(1);
});
