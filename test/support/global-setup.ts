import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { roomFor, sweepStaleRuns } from './nats-room';
import { pickMongo } from './pick-mongo';
import { lib, STACK_FILE_ENV, type StackInfo, startService, tempDir } from './stack';

/**
 * Starts the stack every end-to-end test uses: the MongoDB npm start
 * would pick (devdb on a fresh data folder when there is no other), and each service as its own process, against the running Redis
 * and NATS (isolated by a key prefix and an events namespace).
 */
export default async function globalSetup(): Promise<void> {
  // What scripts/start.js builds when it is missing or stale, built once
  // here: else the starts of test files running side by side would build at
  // the same time (two Vite builds emptying console/dist under each other).
  lib.buildTs();
  lib.buildConsole();
  const started = Date.now();
  const namespace = `t${started.toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  // The running NATS (or NATS_URL), with this run's streams under its own
  // namespace and small (test/support/nats-room.ts: JetStream reserves a
  // stream's limit up front). BMS_TEST_OWN_NATS=1 starts a server of the
  // run's own instead, as does a shared server with no room left.
  let natsUrl: string | undefined = process.env.BMS_TEST_OWN_NATS ? undefined : (process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
  // Asked before anything is started: a run that cannot go on leaves no process behind.
  if (natsUrl) {
    const url = natsUrl;
    let swept: string[];
    let full: string | undefined;
    try {
      swept = await sweepStaleRuns(url, started);
      full = await roomFor(url, namespace);
    } catch (err) {
      throw new Error(
        `the tests need NATS with JetStream at ${url}, which could not be used (${(err as Error).message}): start one ` +
          "(nats-server -js), name another with NATS_URL, or set BMS_TEST_OWN_NATS=1 for a server of the run's own",
        { cause: err },
      );
    }
    if (swept.length) console.log(`\ndeleted ${swept.length} streams left on ${url} by test runs that never reached their teardown`);
    if (full) {
      console.log(`\ntests on a NATS of their own: the one at ${url} is full: ${full}`);
      natsUrl = undefined;
    }
  }

  const dir = tempDir('bms-test-');
  // The MongoDB npm start would pick (MONGO_URL, a mongod, mongodb-memory-server, devdb).
  const startDevdb = async () => {
    lib.buildDevdb();
    const dbPort = await lib.freePort();
    const db = lib.startProcess('devdb', lib.devdbBin, ['-addr', `127.0.0.1:${dbPort}`, '-data', path.join(dir, 'devdb')], {
      env: process.env,
      ready: /devdb listening/,
      logFile: path.join(dir, 'devdb.log'),
    });
    await db.started;
    return { url: `mongodb://127.0.0.1:${dbPort}/`, child: db.child };
  };
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const mongo = await pickMongo({ env: process.env, dataDir: dir, startDevdb, log: () => undefined });
  if (mongo.kind !== 'devdb') console.log(`\ntests on MongoDB: ${mongo.kind}, because ${mongo.why}`);

  let natsPid: number | undefined;
  if (!natsUrl) {
    const natsPort = await lib.freePort();
    const nats = lib.startProcess('nats-server', 'nats-server', ['-js', '-a', '127.0.0.1', '-p', String(natsPort), '-sd', path.join(dir, 'nats')], {
      env: process.env,
      ready: /Server is ready/,
      logFile: path.join(dir, 'nats.log'),
    });
    await nats.started;
    natsUrl = `nats://127.0.0.1:${natsPort}`;
    natsPid = nats.child.pid;
  }

  // A shared server keeps the run's databases apart from everything else on it.
  const dbPrefix = mongo.kind === 'url' ? `${namespace}_` : '';
  const keys = lib.newKeyPair();
  const base = {
    dir,
    started,
    namespace,
    mongoBase: mongo.url,
    mongoKind: mongo.kind,
    dbPrefix,
    natsUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: `bms-test:${namespace}:`,
    privateKey: keys.privateKey,
    publicKey: keys.publicKey,
    internalToken: crypto.randomBytes(24).toString('base64url'),
    admin: { email: 'admin@example.com', password: 'admin-password-1' },
    webhookPort: await lib.freePort(),
  };
  const grpc: Record<string, string> = {};
  const pids: Record<string, number> = { ...(mongo.child ? { mongo: mongo.child.pid! } : {}), ...(natsPid ? { nats: natsPid } : {}) };
  const filesHttpPort = await lib.freePort();
  const http = { files: `http://127.0.0.1:${filesHttpPort}` };
  // identity and crm first: the others are given their addresses (<NAME>_GRPC_URL).
  const [first, second, ...rest] = lib.services;
  const start = async (name: string) => {
    const extra = name === 'files' ? { FILES_HTTP_PORT: String(filesHttpPort) } : {};
    const svc = await startService({ ...base, grpc }, name, extra);
    grpc[name] = svc.address;
    pids[name] = svc.child.pid!;
  };
  await start(first!.name);
  await start(second!.name);
  await Promise.all(rest.map((s) => start(s.name)));
  const info: StackInfo = { ...base, grpc, http, pids };
  const file = path.join(dir, 'stack.json');
  fs.writeFileSync(file, JSON.stringify(info));
  process.env[STACK_FILE_ENV] = file;
}
