import * as fs from 'node:fs';
import { Redis } from 'ioredis';
import { connect } from 'nats';
import { strayStreams } from './nats-room';
import { readStack, type StackInfo } from './stack';

async function stopPid(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

async function deleteStreams(natsUrl: string, namespace: string): Promise<void> {
  try {
    const nc = await connect({ servers: natsUrl, timeout: 2000 });
    const jsm = await nc.jetstreamManager();
    for await (const s of jsm.streams.list()) {
      // the run's streams, and those of tests that start processes under a namespace of their own beneath it
      if (s.config.name.startsWith(namespace)) await jsm.streams.delete(s.config.name);
    }
    await nc.close();
  } catch {
    /* NATS gone: nothing to clean */
  }
}

/**
 * On a shared MongoDB (MONGO_URL): drops the run's databases. mongoose is
 * loaded here, not with the file: a jest started without the package
 * manager's launcher (whose NODE_PATH finds it from test/) left the whole
 * stack running when this file failed to load.
 */
async function dropDatabases(info: StackInfo): Promise<void> {
  const { default: mongoose } = await import('mongoose');
  const conn = await mongoose.createConnection(info.mongoBase, { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    const { databases } = await conn.db!.admin().listDatabases({ nameOnly: true });
    for (const { name } of databases) if (name.startsWith(info.dbPrefix)) await conn.useDb(name).dropDatabase();
  } catch {
    /* gone or not allowed: the names say whose they are */
  } finally {
    await conn.close();
  }
}

/** Stops the stack and removes what it left in NATS and on disk. */
export default async function globalTeardown(): Promise<void> {
  const info = readStack();
  const { mongo, nats: ownNats, ...services } = info.pids;
  await Promise.all(Object.values(services).map(stopPid));
  if (mongo) await stopPid(mongo);
  else if (info.dbPrefix) await dropDatabases(info);
  if (ownNats) await stopPid(ownNats);
  // A NATS of others' (NATS_URL) keeps running: take this run's streams off
  // it, having looked for those it should not have made (nats-room.ts).
  const strays = ownNats ? [] : await strayStreams(info.natsUrl, info.namespace, info.started).catch(() => []);
  if (!ownNats) await deleteStreams(info.natsUrl, info.namespace);
  try {
    const redis = new Redis(info.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${info.redisPrefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  } catch {
    /* Redis gone: keys expire on their own */
  }
  if (!process.env.BMS_KEEP_TEST_DATA) fs.rmSync(info.dir, { recursive: true, force: true });
  // Each holds its storage on the shared server until someone deletes it: a test to mend.
  if (strays.length) {
    throw new Error(`the run left streams on ${info.natsUrl} that take its JetStream storage (a test's EventBus or process outside the run's namespace, or with a larger limit than test/support/stack.ts gives):\n  ${strays.join('\n  ')}`);
  }
}
