import * as crypto from 'node:crypto';
import * as http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { type Connection, connectMongo, createLogger } from '@bms/platform';
import { adminSession, type AdminSession, bearer, eventually } from '../support/harness';
import { orphanBlobs } from '../support/files';
import { dbUrl, lib, startService } from '../support/stack';

// A files process killed (kill -9) while an upload streams into it cannot
// remove what it stored of it: the next purge of a files process removes
// those bytes once the process has not been heard from for
// FILES_STALE_UPLOAD_MS, and keeps every file's bytes.

describe('files: a process killed mid-upload', () => {
  let s: AdminSession;
  let db: Connection;
  const running: ChildProcess[] = [];
  const DB = 'files_killed';

  beforeAll(async () => {
    s = await adminSession();
    db = await connectMongo(dbUrl(s.t.stack, DB), createLogger('test', 'silent'));
  });
  afterAll(async () => {
    await Promise.all(running.map((c) => lib.stopProcess(c, 5_000)));
    await db?.close();
    await s?.t.close();
  });

  /** A files process of its own on the database DB: its HTTP base URL and process. */
  async function filesProcess(label: string): Promise<{ base: string; child: ChildProcess }> {
    const port = await lib.freePort();
    const { grpc: _g, http: _h, pids: _p, ...info } = s.t.stack;
    const { child } = await startService(
      info,
      'files',
      { FILES_HTTP_PORT: String(port), FILES_CHUNK_BYTES: String(16 * 1024), FILES_STALE_UPLOAD_MS: '1000', PURGE_INTERVAL_MS: '250', MONGO_URL: dbUrl(s.t.stack, DB) },
      label,
    );
    running.push(child);
    return { base: `http://127.0.0.1:${port}`, child };
  }

  const uploadTo = (base: string, name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    return fetch(`${base}/api/file-manager/files`, { method: 'POST', headers: bearer(s.admin), body: form }).then(async (r) => ({ status: r.status, body: (await r.json()) as { record: { id: number } } }));
  };

  it('its stored chunks are removed by the next process, the bytes of recorded files kept', async () => {
    const first = await filesProcess('files-killed-1');
    const kept = crypto.randomBytes(100_000);
    const made = await uploadTo(first.base, 'kept.bin', kept);
    expect(made.status).toBe(201);

    // An upload of 1 MiB, of which 256 KiB are sent: some chunks are stored, then the process is killed.
    const boundary = `b${crypto.randomBytes(8).toString('hex')}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
    const req = http.request(`${first.base}/api/file-manager/files`, {
      method: 'POST',
      headers: { ...bearer(s.admin), 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(head.length + 1024 * 1024 + 100) },
    });
    req.on('error', () => undefined);
    req.write(head);
    for (let i = 0; i < 4; i++) req.write(crypto.randomBytes(64 * 1024));
    let cut: unknown;
    await eventually(async () => {
      const lost = await orphanBlobs(db);
      expect(lost.length).toBe(1);
      expect(await db.db!.collection('blobs.chunks').countDocuments({ files_id: lost[0] })).toBeGreaterThan(2);
      cut = lost[0];
    });
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    req.destroy();
    expect(await db.db!.collection('blobs.chunks').countDocuments({ files_id: cut })).toBeGreaterThan(2);

    await filesProcess('files-killed-2');
    await eventually(async () => {
      expect(await db.db!.collection('blobs.chunks').countDocuments({ files_id: cut })).toBe(0);
      expect(await db.db!.collection('blobs.pending').countDocuments({})).toBe(0);
    }, 20_000);
    const record = await db.db!.collection('files').findOne({ _id: made.body.record.id as never });
    const chunks = await db.db!.collection('blobs.chunks').find({ files_id: record!.blob_id }).sort({ n: 1 }).toArray();
    expect(Buffer.concat(chunks.map((c) => Buffer.from(c.data.buffer))).equals(kept)).toBe(true);
  }, 60_000);
});
