'use strict';
// Which MongoDB a local run uses (the all-in-one start, the tests, the
// bench), in this order, saying which and why:
//   1. MONGO_URL, when set;
//   2. a mongod named by MONGOD_BINARY or found on PATH, started as a
//      single-node replica set with its data in the data folder;
//   3. mongodb-memory-server-core: a mongod in its cache, or one it
//      downloads, after a probe of its download host that gives up within
//      seconds on a closed network;
//   4. devdb (FerretDB on SQLite, tools/devdb): for functional work, not volume.
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const lib = require('./lib');

const DEVDB_NOTICE =
  'devdb is for functional work, not volume (every query scans its collection); for a real MongoDB set MONGO_URL, or MONGOD_BINARY to a mongod 7 or 8';

/** The mongod on PATH, or undefined. */
const mongodOnPath = (env) => lib.onPath('mongod', env);

/** The version a mongod binary reports ("7.0.14"), or undefined when it is no mongod. */
function mongodVersion(file) {
  try {
    const out = execFileSync(file, ['--version'], { encoding: 'utf8', timeout: 5_000, stdio: ['ignore', 'pipe', 'ignore'] });
    return /db version v(\d+\.\d+\.\d+)/.exec(out)?.[1];
  } catch {
    return undefined;
  }
}

/** The MongoDB driver mongoose brings (the root package has none of its own). */
function driver() {
  const platform = path.join(lib.root, 'packages', 'platform');
  return require(require.resolve('mongodb', { paths: [path.dirname(require.resolve('mongoose', { paths: [platform] }))] }));
}

/** Starts mongod as a one-member replica set on a free port; resolves when it takes connections. */
async function startMongod(file, dataDir, log) {
  const dbPath = path.join(dataDir, 'mongod');
  fs.mkdirSync(dbPath, { recursive: true });
  const port = await lib.freePort();
  const p = lib.startProcess('mongod', file, ['--replSet', 'rs0', '--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1'], {
    env: process.env,
    ready: /Waiting for connections|"msg":"Waiting for connections"/,
    logFile: path.join(dataDir, 'logs', 'mongod.log'),
    timeoutMs: 60_000,
  });
  await p.started;
  const { MongoClient } = driver();
  const client = new MongoClient(`mongodb://127.0.0.1:${port}/?directConnection=true`);
  try {
    await client.connect();
    await client.db('admin').command({ replSetInitiate: { _id: 'rs0', members: [{ _id: 0, host: `127.0.0.1:${port}` }] } }).catch((err) => {
      if (!/already initialized/i.test(String(err))) throw err;
    });
    for (let i = 0; i < 100; i++) {
      const hello = await client.db('admin').command({ hello: 1 });
      if (hello.isWritablePrimary) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await client.close();
  }
  log(`mongod ${file} on 127.0.0.1:${port} (replica set rs0), data in ${dbPath}`);
  return { url: `mongodb://127.0.0.1:${port}/?replicaSet=rs0&directConnection=true`, child: p.child, stop: () => lib.stopProcess(p.child) };
}

/** Whether host:port answers within `ms` (a closed network fails fast here, never hangs). */
function probe(host, port, ms) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: ms });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** A mongod from mongodb-memory-server-core's cache, or its bounded download; undefined when neither. */
async function memoryServerBinary(env, probeMs, log) {
  let core;
  try {
    core = require('mongodb-memory-server-core');
  } catch {
    return { why: 'mongodb-memory-server-core is not installed' };
  }
  const cached = await core.DryMongoBinary.locateBinary({}).catch(() => undefined);
  if (cached) return { file: cached, why: `mongodb-memory-server's cached ${cached}` };
  const mirror = new URL(env.MONGOMS_DOWNLOAD_MIRROR || 'https://fastdl.mongodb.org');
  if (!(await probe(mirror.hostname, Number(mirror.port || 443), probeMs))) {
    return { why: `no mongod in mongodb-memory-server's cache, and ${mirror.hostname} did not answer within ${probeMs} ms` };
  }
  log(`downloading a mongod with mongodb-memory-server from ${mirror.hostname} (progress below)…`);
  const file = await Promise.race([
    core.MongoBinary.getPath({}),
    new Promise((_, reject) => setTimeout(() => reject(new Error('the download took longer than 10 minutes')), 600_000).unref()),
  ]).catch((err) => {
    log(`the download failed: ${err.message}`);
    return undefined;
  });
  return file ? { file, why: 'downloaded by mongodb-memory-server' } : { why: `the download from ${mirror.hostname} failed` };
}

/**
 * The MongoDB to use: {url, kind, why, child, stop()} (child: the process
 * started for it, if any). `startDevdb()` starts devdb and resolves with
 * {url, child, stop} when the other three are not to be had.
 */
async function pickMongo({ env = process.env, dataDir, startDevdb, log = console.log, probeMs = 3_000 }) {
  if (env.MONGO_URL) return { url: env.MONGO_URL, kind: 'url', why: 'MONGO_URL is set', child: undefined, stop: async () => {} };
  const reasons = [];
  const named = env.MONGOD_BINARY;
  const candidate = named || mongodOnPath(env);
  if (candidate) {
    const version = mongodVersion(candidate);
    if (version) {
      const m = await startMongod(candidate, dataDir, log);
      return { ...m, kind: 'mongod', why: `mongod ${version} ${named ? 'named by MONGOD_BINARY' : 'found on PATH'}` };
    }
    reasons.push(`${candidate} ${named ? '(MONGOD_BINARY)' : '(on PATH)'} is not a mongod that runs here`);
  } else {
    reasons.push('no MONGOD_BINARY and no mongod on PATH');
  }
  const ms = await memoryServerBinary(env, probeMs, log);
  if (ms.file) {
    const m = await startMongod(ms.file, dataDir, log);
    return { ...m, kind: 'memory-server', why: ms.why };
  }
  reasons.push(ms.why);
  const devdb = await startDevdb();
  return { ...devdb, kind: 'devdb', why: `${reasons.join('; ')}. ${DEVDB_NOTICE}` };
}

module.exports = { pickMongo, mongodVersion, mongodOnPath, probe, DEVDB_NOTICE };
