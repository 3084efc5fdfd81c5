import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { adminSession, type AdminSession, bearer } from '../support/harness';
import { lib, startService, tempDir } from '../support/stack';

// The files service's own HTTP server (uploads, downloads) with its database
// unreachable: 503 with Retry-After and the error body, as every route whose
// database is down answers (ARCHITECTURE.md, Errors), not a 500.

describe('files: uploads and downloads while the database is unreachable', () => {
  let s: AdminSession;
  let db: { child: ChildProcess } | undefined;
  let files: ChildProcess | undefined;
  const dir = tempDir('bms-files-db-');

  beforeAll(async () => {
    s = await adminSession();
  });
  afterAll(async () => {
    if (files) await lib.stopProcess(files, 5_000);
    if (db) await lib.stopProcess(db.child, 5_000);
    fs.rmSync(dir, { recursive: true, force: true });
    await s?.t.close();
  });

  it('answers 503 with Retry-After, never a 500', async () => {
    const dbPort = await lib.freePort();
    const started = lib.startProcess('devdb', lib.devdbBin, ['-addr', `127.0.0.1:${dbPort}`, '-data', path.join(dir, 'db')], { env: process.env, ready: /devdb listening/ });
    db = started;
    await started.started;
    const port = await lib.freePort();
    const { grpc: _g, http: _h, pids: _p, ...info } = s.t.stack;
    files = (await startService(info, 'files', { FILES_HTTP_PORT: String(port), MONGO_URL: `mongodb://127.0.0.1:${dbPort}/files` }, 'files-db-down')).child;
    const base = `http://127.0.0.1:${port}/api/file-manager/files`;
    const json = () =>
      fetch(base, {
        method: 'POST',
        headers: { ...bearer(s.admin), 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'a.txt', content_base64: Buffer.from('hello').toString('base64') }),
      });
    const multipart = () => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('hello')]), 'a.txt');
      return fetch(base, { method: 'POST', headers: bearer(s.admin), body: form });
    };
    const made = await json();
    expect(made.status).toBe(201);
    const { record } = (await made.json()) as { record: { id: number } };

    started.child.kill('SIGKILL');
    await new Promise((r) => started.child.once('exit', r));
    db = undefined;
    for (const [what, send] of [
      ['json upload', json],
      ['multipart upload', multipart],
      ['download', () => fetch(`${base}/${record.id}/download`, { headers: bearer(s.admin) })],
    ] as const) {
      const res = await send();
      expect({ what, status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() }).toEqual({
        what,
        status: 503,
        retryAfter: '1',
        body: { success: false, message: expect.any(String) },
      });
    }
  }, 90_000);
});
