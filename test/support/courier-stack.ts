import type { ChildProcess } from 'node:child_process';
import * as path from 'node:path';
import mongoose from 'mongoose';
import { connect, type NatsConnection } from 'nats';
import { adminToken, type TestGateway, testGateway } from './harness';
import { OwnNats } from './own-server';
import { dbUrl, lib, readStack, startService } from './stack';

/** Every message on the stack's NATS, as it passed (subject and body). */
export interface Wiretap {
  seen: Array<{ subject: string; body: string }>;
  close(): Promise<void>;
}

export interface CourierStack {
  /** a gateway in front of the first identity replica, with the admin signed in */
  t: TestGateway;
  admin: string;
  /** identity's database (its message records) */
  db: mongoose.mongo.Db;
  /** what identity published on NATS since the start */
  nats: Wiretap;
  /** the log of identity replica `i` */
  logFile(i?: number): string;
  /** the value of a metric of identity replica `i` (0 when it has none yet) */
  metric(name: string, labels: Record<string, string>, i?: number): Promise<number>;
  /** another identity replica on the same database and NATS (with `env` on top of the stack's), and a gateway in front of it */
  replica(env?: Record<string, string>): Promise<TestGateway>;
  /** sends `signal` to identity replica `i` and resolves once it has exited */
  kill(i: number, signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

/**
 * identity as its own process with the courier configured by `env` (a mail
 * server, an SMS provider), on a database, a NATS server and a Redis
 * prefix of its own, behind a gateway of the test's: so that its settings
 * and its users touch nothing the rest of the stack's tests see. The
 * other services are the stack's.
 */
export async function courierStack(label: string, env: Record<string, string>): Promise<CourierStack> {
  const { grpc: _grpc, http: _http, pids: _pids, ...base } = readStack();
  const nats = await OwnNats.start();
  const tag = `${label}${Date.now().toString(36)}`;
  const info = { ...base, natsUrl: nats.url, namespace: '', redisPrefix: `${base.redisPrefix}${tag}:` };
  const db = `${tag}_identity`;
  const children: ChildProcess[] = [];
  const metricsPorts: number[] = [];
  const gateways: TestGateway[] = [];
  let nc: NatsConnection | undefined;
  let conn: mongoose.Connection | undefined;
  const start = async (extra: Record<string, string> = {}) => {
    const i = children.length;
    const svc = await startService(info, 'identity', { MONGO_URL: dbUrl(info, db), ...env, ...extra }, `${tag}-identity-${i}`);
    children.push(svc.child);
    metricsPorts.push(svc.metricsPort);
    const t = testGateway({ IDENTITY_GRPC_URL: svc.address, REDIS_PREFIX: info.redisPrefix });
    gateways.push(t);
    return t;
  };
  const stop = async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await Promise.all(children.map((c) => lib.stopProcess(c, 5000)));
    await nc?.drain().catch(() => undefined);
    await conn?.close();
    await nats.stop();
  };
  try {
    const t = await start();
    nc = await connect({ servers: nats.url });
    const seen: Wiretap['seen'] = [];
    const sub = nc.subscribe('>');
    void (async () => {
      for await (const m of sub) seen.push({ subject: m.subject, body: m.string() });
    })();
    conn = await mongoose.createConnection(dbUrl(info, db)).asPromise();
    return {
      t,
      admin: await adminToken(t.api),
      db: conn.db!,
      nats: { seen, close: async () => sub.unsubscribe() },
      logFile: (i = 0) => path.join(info.dir, `${tag}-identity-${i}.log`),
      async metric(name, labels, i = 0) {
        const text = await (await fetch(`http://127.0.0.1:${metricsPorts[i]}/metrics`)).text();
        const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
        return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
      },
      replica: start,
      async kill(i, signal) {
        const child = children[i]!;
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill(signal);
        await exited;
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
