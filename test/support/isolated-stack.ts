import type { ChildProcess } from 'node:child_process';
import { OwnNats } from './own-server';
import { dbUrl, grpcUrls, lib, readStack, startService } from './stack';

export interface IsolatedStack {
  /** the environment a testGateway() needs to reach these services */
  gatewayEnv: Record<string, string>;
  /** the database name of each service */
  databases: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Every service once more, as processes of their own on databases, a NATS
 * server and a Redis prefix of their own (on the test stack's devdb and
 * Redis, so that global teardown cleans them too): for a test that writes
 * at random and checks whole databases, without touching what other test
 * files run against at the same time. Its own NATS, because each JetStream
 * stream reserves its storage limit on the server, and the shared server's
 * room for streams is not ours to use up.
 */
export async function isolatedStack(label: string): Promise<IsolatedStack> {
  const { grpc: _grpc, http: _http, pids: _pids, ...base } = readStack();
  const nats = await OwnNats.start();
  const info = { ...base, natsUrl: nats.url, namespace: `${base.namespace}.${label}`, redisPrefix: `${base.redisPrefix}${label}:` };
  const databases = Object.fromEntries(lib.services.map((s) => [s.name, `${label}_${s.name}`]));
  const children: ChildProcess[] = [];
  const grpc: Record<string, string> = {};
  const filesHttpPort = await lib.freePort();
  const start = async (name: string) => {
    const svc = await startService(
      { ...info, grpc },
      name,
      {
        MONGO_URL: dbUrl(info, databases[name]!),
        ...(name === 'files' ? { FILES_HTTP_PORT: String(filesHttpPort) } : {}),
      },
      `${label}-${name}`,
    );
    children.push(svc.child);
    grpc[name] = svc.address;
  };
  const stop = async () => {
    await Promise.all(children.map((c) => lib.stopProcess(c, 5000)));
    await nats.stop();
  };
  try {
    const [first, second, ...rest] = lib.services;
    await start(first!.name);
    await start(second!.name);
    await Promise.all(rest.map((s) => start(s.name)));
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    gatewayEnv: {
      ...grpcUrls(grpc),
      FILES_HTTP_URL: `http://127.0.0.1:${filesHttpPort}`,
      REDIS_PREFIX: info.redisPrefix,
    },
    databases,
    stop,
  };
}
