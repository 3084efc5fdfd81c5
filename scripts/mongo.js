'use strict';
// Which MongoDB a local run uses (the all-in-one start, the tests, the
// bench), in this order, saying which and why:
//   1. MONGO_URL, when set;
//   2. a mongod named by MONGOD_BINARY or found on PATH, started as a
//      single-node replica set with its data in the data folder;
//   3. mongodb-memory-server-core: a mongod in its cache, or one it
//      downloads, after a probe of its download host that gives up within
//      seconds on a closed network (in a process of its own: mongo-helper.js);
//   4. devdb (FerretDB on SQLite, tools/devdb): for functional work, not volume.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync, fork } = require('node:child_process');
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

/** Starts mongod as a one-member replica set on a free port; resolves when it takes connections. */
async function startMongod(file, dataDir, log) {
  const dbPath = path.join(dataDir, 'mongod');
  fs.mkdirSync(dbPath, { recursive: true });
  const port = await lib.freePort();
  // Its output goes to its log file straight: the start may become the stack (scripts/handover.js).
  const p = lib.startWithOwnLog('mongod', file, ['--replSet', 'rs0', '--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1'], {
    env: process.env,
    ready: /Waiting for connections|"msg":"Waiting for connections"/,
    logFile: path.join(dataDir, 'logs', 'mongod.log'),
    timeoutMs: 60_000,
  });
  await p.started;
  await helper(['initiate', String(port)], process.env, log);
  log(`mongod ${file} on 127.0.0.1:${port} (replica set rs0), data in ${dbPath}`);
  return { url: `mongodb://127.0.0.1:${port}/?replicaSet=rs0&directConnection=true`, child: p.child, stop: () => lib.stopProcess(p.child) };
}

/**
 * A task of scripts/mongo-helper.js, in a process of its own (see there
 * why): resolves with its result, its log lines passed to `log`.
 */
function helper(args, env, log) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'mongo-helper.js'), args, { env: { ...process.env, ...env }, execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answer;
    child.on('message', (m) => {
      if (typeof m?.log === 'string') log(m.log);
      else answer = m;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (answer?.result) resolve(answer.result);
      else reject(new Error(`scripts/mongo-helper.js ${args.join(' ')}: ${answer?.error ?? `ended (${signal ?? code})`}`));
    });
  });
}

/** A mongod from mongodb-memory-server-core's cache, or its bounded download: {file, why} or {why}. */
function memoryServerBinary(env, probeMs, log) {
  return helper(['binary', String(probeMs)], env, log);
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

module.exports = { pickMongo, mongodVersion, mongodOnPath, DEVDB_NOTICE };
