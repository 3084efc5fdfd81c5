#!/usr/bin/env node
// What scripts/mongo.js does with mongodb-memory-server-core and the MongoDB
// driver, in a process of its own that ends when it is done: the process
// that starts the stack stays for its whole life, and loading either there
// (~25-35 MB, more on a first start that downloads a mongod) would stay
// with it. Spawned with an IPC channel: it sends {log} lines, then {result}.
//   binary <probe ms>   a mongod from the memory server's cache or its bounded download: {file, why} or {why}
//   initiate <port>     makes the mongod on 127.0.0.1:<port> a one-member replica set (rs0), primary: {}
'use strict';
const net = require('node:net');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const log = (line) => process.send({ log: line });

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

async function binary(probeMs) {
  let core;
  try {
    core = require('mongodb-memory-server-core');
  } catch {
    return { why: 'mongodb-memory-server-core is not installed' };
  }
  const cached = await core.DryMongoBinary.locateBinary({}).catch(() => undefined);
  if (cached) return { file: cached, why: `mongodb-memory-server's cached ${cached}` };
  const mirror = new URL(process.env.MONGOMS_DOWNLOAD_MIRROR || 'https://fastdl.mongodb.org');
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

/** The MongoDB driver mongoose brings (the root package has none of its own). */
function driver() {
  const platform = path.join(root, 'packages', 'platform');
  return require(require.resolve('mongodb', { paths: [path.dirname(require.resolve('mongoose', { paths: [platform] }))] }));
}

async function initiate(port) {
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
  return {};
}

const [task, arg] = process.argv.slice(2);
const work = task === 'binary' ? binary(Number(arg)) : task === 'initiate' ? initiate(Number(arg)) : Promise.reject(new Error(`no task ${task}`));
work.then(
  (result) => process.send({ result }, () => process.exit(0)),
  (err) => process.send({ error: String(err?.message ?? err) }, () => process.exit(1)),
);
