'use strict';
// The system under test, started the way the all-in-one start does it
// (scripts/lib.js: devdb, each service and the gateway as its own process),
// on free ports, a fresh database folder, and its own Redis prefix and
// events namespace, so that it runs beside other stacks on the machine.
// Each process writes its log file itself (lib.startWithOwnLog): relayed
// through a pipe of the bench, a gateway's access lines cost the bench ~3 µs
// of CPU per request on the cores the processes under test share, which
// bare express, logging nothing, did not make it spend.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const lib = require('../../scripts/lib');
const { pickMongo } = require('../../scripts/mongo');

/** Limits the bench sets so that it measures the path, not the 429s. */
const BENCH_LIMIT = '1000000000';

class Stack {
  constructor(opts = {}) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bms-bench-'));
    this.namespace = `b${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
    this.natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
    this.redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    this.redisPrefix = `bms-bench:${this.namespace}:`;
    this.keys = lib.newKeyPair();
    this.internalToken = crypto.randomBytes(24).toString('base64url');
    this.admin = { email: 'admin@example.com', password: crypto.randomBytes(12).toString('base64url') };
    this.logLevel = opts.logLevel ?? 'info';
    this.nodeArgs = opts.nodeArgs ?? {};
    // The Node every process under test runs on (bench --node); the bench's own by default.
    this.node = opts.node ?? process.execPath;
    // The defaults of the all-in-one start (its heap limit) unless the run names others.
    this.nodeOptions = lib.nodeOptions(opts.nodeOptions);
    /** name → {child, address?, url?} */
    this.procs = new Map();
    this.grpc = {};
  }

  /** The database of a service: its own name on devdb, a name of this run's on a shared MongoDB. */
  dbName(name) {
    return this.external ? `bench_${this.namespace}_${name}` : name;
  }

  log(name) {
    return path.join(this.dir, `${name}.log`);
  }

  /**
   * The MongoDB npm start would pick (scripts/mongo.js): MONGO_URL (databases
   * of this run only, dropped at the end), a mongod, mongodb-memory-server's,
   * or devdb. Sets `mongoKind` and `mongoWhy`.
   */
  async startDatabase(env = process.env) {
    const startDevdb = async () => {
      lib.buildDevdb();
      const port = await lib.freePort();
      const p = lib.startWithOwnLog('devdb', lib.devdbBin, ['-addr', `127.0.0.1:${port}`, '-data', path.join(this.dir, 'devdb')], {
        env: process.env,
        ready: /devdb listening/,
        logFile: this.log('devdb'),
      });
      await p.started;
      return { url: `mongodb://127.0.0.1:${port}/`, child: p.child };
    };
    fs.mkdirSync(path.join(this.dir, 'logs'), { recursive: true });
    const mongo = await pickMongo({ env, dataDir: this.dir, startDevdb, log: () => undefined });
    this.mongoBase = mongo.url;
    this.mongoKind = mongo.kind;
    this.mongoWhy = mongo.why;
    this.external = mongo.kind === 'url';
    // Named 'devdb' or 'mongod': the CPU tables count the database's process under its name.
    if (mongo.child) this.procs.set(mongo.kind === 'devdb' ? 'devdb' : 'mongod', { child: mongo.child });
  }

  serviceEnv(name, extra = {}) {
    return {
      PATH: process.env.PATH,
      GRPC_PORT: '0',
      METRICS_PORT: '0',
      MONGO_URL: lib.mongoUrlFor(this.mongoBase, this.dbName(name)),
      NATS_URL: this.natsUrl,
      EVENTS_NAMESPACE: this.namespace,
      JWT_PUBLIC_KEY: this.keys.publicKey,
      INTERNAL_TOKEN: this.internalToken,
      REDIS_URL: this.redisUrl,
      REDIS_PREFIX: this.redisPrefix,
      LOG_LEVEL: this.logLevel,
      SHUTDOWN_TIMEOUT_MS: '5000',
      ...(this.nodeOptions ? { NODE_OPTIONS: this.nodeOptions } : {}),
      ...lib.allocatorEnv(),
      ...Object.fromEntries(Object.entries(this.grpc).map(([n, a]) => [`${n.toUpperCase()}_GRPC_URL`, a])),
      ...(name === 'identity'
        ? { JWT_PRIVATE_KEY: this.keys.privateKey, BOOTSTRAP_ADMIN_EMAIL: this.admin.email, BOOTSTRAP_ADMIN_PASSWORD: this.admin.password }
        : {}),
      ...extra,
    };
  }

  /** Starts a service process (`as` names a second one of the same service). */
  async startService(name, as = name, extra = {}) {
    const args = [...lib.v8Flags(this.node), ...(this.nodeArgs[as] ?? []), path.join(lib.root, 'services', name, 'dist', 'main.js')];
    const p = lib.startWithOwnLog(as, this.node, args, {
      env: this.serviceEnv(name, extra),
      ready: /"msg":"grpc listening".*?"port":(\d+)|"port":(\d+).*?"msg":"grpc listening"/,
      logFile: this.log(as),
    });
    const m = await p.started;
    const address = `127.0.0.1:${m[1] ?? m[2]}`;
    const metricsPort = /"metrics_port":(\d+)/.exec(m.input)?.[1];
    this.procs.set(as, { child: p.child, address, metrics: metricsPort && `http://127.0.0.1:${metricsPort}/metrics` });
    return address;
  }

  async startServices() {
    // identity and crm first: the others are given their addresses.
    const [first, second, ...rest] = lib.services;
    this.grpc[first.name] = await this.startService(first.name);
    this.grpc[second.name] = await this.startService(second.name);
    const filesHttpPort = await lib.freePort();
    this.filesHttp = `http://127.0.0.1:${filesHttpPort}`;
    const started = await Promise.all(
      rest.map((s) => this.startService(s.name, s.name, s.name === 'files' ? { FILES_HTTP_PORT: String(filesHttpPort) } : {})),
    );
    rest.forEach((s, i) => (this.grpc[s.name] = started[i]));
  }

  /** Starts a gateway process; `grpc` overrides service addresses, `extra` adds to its environment. */
  async startGateway(as = 'gateway', grpc = {}, extra = {}) {
    const urls = Object.fromEntries(Object.entries({ ...this.grpc, ...grpc }).map(([n, a]) => [`${n.toUpperCase()}_GRPC_URL`, a]));
    const args = [...lib.v8Flags(this.node), ...(this.nodeArgs[as] ?? []), path.join(lib.root, 'gateway', 'dist', 'main.js')];
    const p = lib.startWithOwnLog(as, this.node, args, {
      env: {
        PATH: process.env.PATH,
        ...(this.nodeOptions ? { NODE_OPTIONS: this.nodeOptions } : {}),
        ...lib.allocatorEnv(),
        ...urls,
        FILES_HTTP_URL: this.filesHttp,
        PORT: '0',
        METRICS_PORT: '0',
        JWT_PUBLIC_KEY: this.keys.publicKey,
        REDIS_URL: this.redisUrl,
        REDIS_PREFIX: this.redisPrefix,
        // The CHANGES stream of live changes, under the run's namespace (as the services' streams).
        NATS_URL: this.natsUrl,
        EVENTS_NAMESPACE: this.namespace,
        LOG_LEVEL: this.logLevel,
        // Every limit out of reach: the bench measures the path, not the 429s.
        RATE_LIMIT_DEFAULT: BENCH_LIMIT,
        RATE_LIMIT_LOGIN: BENCH_LIMIT,
        // A query over 100,000 records on devdb takes seconds.
        GRPC_TIMEOUT_MS: '300000',
        // Each answer tells how long its service call took, so that the driver can tell the gateway's own time per request.
        SERVER_TIMING: 'true',
        ...extra,
      },
      ready: /"msg":"http listening".*?"port":(\d+)|"port":(\d+).*?"msg":"http listening"/,
      logFile: this.log(as),
    });
    const m = await p.started;
    const url = `http://127.0.0.1:${m[1] ?? m[2]}`;
    const metricsPort = /"metrics_port":(\d+)/.exec(m.input)?.[1];
    this.procs.set(as, { child: p.child, url, metrics: metricsPort && `http://127.0.0.1:${metricsPort}/metrics` });
    return url;
  }

  /** Starts a plain node script that prints {"msg":"http listening","port":N}, with `env` added to PATH. */
  async startScript(as, file, env = {}) {
    const p = lib.startWithOwnLog(as, this.node, [...lib.v8Flags(this.node), file], {
      env: { PATH: process.env.PATH, ...env },
      ready: /"port":(\d+)/,
      logFile: this.log(as),
    });
    const m = await p.started;
    const url = `http://127.0.0.1:${m[1]}`;
    this.procs.set(as, { child: p.child, url });
    return url;
  }

  pid(name) {
    return this.procs.get(name)?.child.pid;
  }

  /** The /metrics address of a gateway or service process. */
  metricsUrl(name) {
    return this.procs.get(name)?.metrics;
  }

  async stop(name) {
    const p = this.procs.get(name);
    if (!p) return;
    this.procs.delete(name);
    await lib.stopProcess(p.child);
  }

  /** Stops everything (devdb last) and removes what the run left in NATS, Redis and on disk. */
  async stopAll({ keep = false } = {}) {
    const names = [...this.procs.keys()].filter((n) => n !== 'devdb' && n !== 'mongod').reverse();
    await Promise.all(names.map((n) => this.stop(n)));
    await this.stop('devdb');
    await this.stop('mongod');
    if (this.external) await dropDatabases(this.mongoBase, lib.services.map((s) => this.dbName(s.name)));
    await cleanNats(this.natsUrl, this.namespace);
    await cleanRedis(this.redisUrl, this.redisPrefix);
    if (!keep) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

async function dropDatabases(url, names) {
  const mongoose = require('mongoose');
  const conn = await mongoose.createConnection(url, { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    for (const n of names) await conn.useDb(n).dropDatabase();
  } finally {
    await conn.close();
  }
}

async function cleanNats(url, namespace) {
  try {
    const { connect } = require('nats');
    const nc = await connect({ servers: url, timeout: 2000 });
    const jsm = await nc.jetstreamManager();
    for await (const s of jsm.streams.list()) {
      if (s.config.name.startsWith(`${namespace}_`)) await jsm.streams.delete(s.config.name);
    }
    await nc.close();
  } catch {
    /* NATS gone: nothing to clean */
  }
}

async function cleanRedis(url, prefix) {
  try {
    const { Redis } = require('ioredis');
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  } catch {
    /* Redis gone: keys expire on their own */
  }
}

module.exports = { Stack, BENCH_LIMIT, cleanNats, cleanRedis };
