import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lib, tempDir } from '../support/stack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pickMongo } = require('../../scripts/mongo.js') as {
  pickMongo(o: {
    env: NodeJS.ProcessEnv;
    dataDir: string;
    startDevdb: () => Promise<{ url: string; child?: unknown; stop(): Promise<void> }>;
    log?: (s: string) => void;
    probeMs?: number;
  }): Promise<{ url: string; kind: string; why: string; stop(): Promise<void> }>;
};

/** Which MongoDB a local run picks, on this machine: no mongod, no network beyond the package registries. */
describe('the choice of MongoDB for local runs', () => {
  let dir: string;
  const devdbs: Array<() => Promise<void>> = [];

  beforeAll(() => {
    dir = tempDir('bms-mongo-');
    // mongodb-memory-server's cache and download host, for this test only: an empty folder and a host that never resolves.
    process.env.MONGOMS_DOWNLOAD_DIR = path.join(dir, 'binaries');
    process.env.MONGOMS_DOWNLOAD_MIRROR = 'https://fastdl.invalid';
  });
  afterAll(async () => {
    for (const stop of devdbs) await stop();
    // Its devdbs' data and the empty cache: each run left a folder in /tmp before.
    if (!process.env.BMS_KEEP_TEST_DATA) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** devdb on a free port, as the start runs it. */
  const startDevdb = async () => {
    const port = await lib.freePort();
    const p = lib.startProcess('devdb', lib.devdbBin, ['-addr', `127.0.0.1:${port}`, '-data', path.join(dir, `devdb-${port}`)], {
      env: process.env,
      ready: /devdb listening/,
    });
    await p.started;
    const stop = () => lib.stopProcess(p.child);
    devdbs.push(stop);
    return { url: `mongodb://127.0.0.1:${port}/`, child: p.child, stop };
  };
  const env = (more: NodeJS.ProcessEnv) => ({ PATH: '/usr/bin:/bin', MONGOMS_DOWNLOAD_MIRROR: 'https://fastdl.invalid', ...more });

  it('takes MONGO_URL as it is', async () => {
    const m = await pickMongo({ env: env({ MONGO_URL: 'mongodb://db.example.invalid:27017/' }), dataDir: dir, startDevdb });
    expect(m).toMatchObject({ url: 'mongodb://db.example.invalid:27017/', kind: 'url', why: 'MONGO_URL is set' });
  });

  it('with no mongod and a closed network, falls through to devdb within seconds, saying why', async () => {
    const started = Date.now();
    const m = await pickMongo({ env: env({}), dataDir: dir, startDevdb, log: () => undefined });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(m.kind).toBe('devdb');
    expect(m.why).toMatch(/no MONGOD_BINARY and no mongod on PATH/);
    // mongodb-memory-server-core is installed: an empty cache, and a download host that does not answer.
    expect(m.why).toMatch(/no mongod in mongodb-memory-server's cache, and fastdl\.invalid did not answer within \d+ ms/);
    expect(m.why).toMatch(/functional work, not volume/);
  });

  it('names a MONGOD_BINARY that is no mongod, and goes on to the next way', async () => {
    const fake = path.join(dir, 'not-mongod');
    fs.writeFileSync(fake, '#!/bin/sh\necho "hello"\n', { mode: 0o755 });
    const m = await pickMongo({ env: env({ MONGOD_BINARY: fake }), dataDir: dir, startDevdb, log: () => undefined });
    expect(m.kind).toBe('devdb');
    expect(m.why).toContain(`${fake} (MONGOD_BINARY) is not a mongod that runs here`);
  });

  it('looks in mongodb-memory-server\'s cache, and would download, in a process of its own: the one that picks (npm start\'s, which stays) loads neither it nor the driver', () => {
    // A first start that downloads a mongod grew the process that did it by ~120 MB for good (90 MB served from loopback: 65 → 189 MB).
    const script = `
      const { pickMongo } = require(${JSON.stringify(path.join(lib.root, 'scripts', 'mongo.js'))});
      pickMongo({ env: { PATH: '/usr/bin:/bin', MONGOMS_DOWNLOAD_MIRROR: 'https://fastdl.invalid' }, dataDir: ${JSON.stringify(dir)},
        startDevdb: async () => ({ url: 'mongodb://127.0.0.1:1/', stop: async () => {} }), log: () => undefined })
        .then((m) => console.log(JSON.stringify({ kind: m.kind, loaded: Object.keys(require.cache).filter((f) => /mongodb-memory-server|node_modules\\/mongodb\\//.test(f)) })));
    `;
    const r = spawnSync(process.execPath, ['-e', script], { env: { ...process.env, MONGOMS_DOWNLOAD_DIR: path.join(dir, 'binaries') }, encoding: 'utf8', timeout: 30_000 });
    expect(JSON.parse(r.stdout)).toEqual({ kind: 'devdb', loaded: [] });
  });
});
