import type { ChildProcess } from 'node:child_process';
import * as crypto from 'node:crypto';
import { type Connection, connectMongo, createLogger } from '@bms/platform';
import { PNG } from '../support/files';
import { adminSession, type AdminSession, bearer } from '../support/harness';
import { dbUrl, lib, readStack, startService } from '../support/stack';

/*
 * A rolling restart of the files service under uploads, as Kubernetes does
 * it: each of its two replicas stopped with SIGTERM, then started again,
 * one after the other, while clients upload through the gateway (JSON and
 * multipart, each with an Idempotency-Key) and never retry. Not one upload
 * may fail: a replica that stops finishes what it took, and what it no
 * longer takes (a refused connection, or a kept-alive one it closed before
 * reading a byte of the request) the gateway sends to the other replica.
 * Each upload is made once.
 */
describe('files: a rolling restart under uploads', () => {
  const stack = readStack();
  let s: AdminSession;
  let db: Connection;
  const replicas: Array<{ port: number; child?: ChildProcess }> = [];

  const start = async (i: number) => {
    const r = replicas[i]!;
    const svc = await startService(stack, 'files', { FILES_HTTP_HOST: '127.0.0.1', FILES_HTTP_PORT: String(r.port) }, `files-rolling-${i}`);
    r.child = svc.child;
  };

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) replicas.push({ port: await lib.freePort() });
    await Promise.all([start(0), start(1)]);
    s = await adminSession({ FILES_HTTP_URL: replicas.map((r) => `http://127.0.0.1:${r.port}`).join(',') });
    db = await connectMongo(dbUrl(stack, 'files'), createLogger('test', 'silent'));
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await s?.t.close();
    for (const r of replicas) if (r.child) await lib.stopProcess(r.child);
  });

  const upload = (name: string, multipart: boolean) => {
    const req = s.api.post('/api/file-manager/files').set(bearer(s.admin)).set('Idempotency-Key', `roll-${name}`);
    const bytes = Buffer.concat([PNG, crypto.randomBytes(2048)]);
    return multipart ? req.attach('file', bytes, { filename: name }) : req.send({ name, content_base64: bytes.toString('base64') });
  };

  it('every upload during the restart of each replica in turn is made, once; none fails', async () => {
    const results: Array<{ name: string; status: number; body: unknown }> = [];
    let running = true;
    const worker = async (w: number) => {
      for (let n = 0; running; n++) {
        const name = `roll-${w}-${n}-${crypto.randomBytes(3).toString('hex')}.png`;
        const res = await upload(name, n % 2 === 1).catch((err: Error) => ({ status: 0, body: err.message }));
        results.push({ name, status: res.status, body: res.status === 201 ? undefined : res.body });
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await new Promise((r) => setTimeout(r, 500));
    for (const i of [0, 1]) {
      const child = replicas[i]!.child!;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await start(i);
      await new Promise((r) => setTimeout(r, 500));
    }
    running = false;
    await Promise.all(workers);

    expect(results.length).toBeGreaterThan(20);
    expect(results.filter((r) => r.status !== 201)).toEqual([]);
    const names = results.map((r) => r.name);
    const made = await db.collection('files').aggregate([{ $match: { name: { $in: names } } }, { $group: { _id: '$name', n: { $sum: 1 } } }]).toArray();
    expect(made.filter((m) => m.n !== 1)).toEqual([]);
    expect(made).toHaveLength(names.length);
  }, 120_000);
});
