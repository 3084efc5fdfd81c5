import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import { Readable } from 'node:stream';
import type { ChildProcess } from 'node:child_process';
import type { Response } from 'supertest';
import { type Connection, connectMongo, createLogger, createTokenSigner } from '@bms/platform';
import { adminToken, bearer, binary, eventually, staffWith, type TestGateway, testGateway } from '../support/harness';
import { dbUrl, lib, startService } from '../support/stack';

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

/**
 * The blobs that have chunks but no `blobs.files` entry: uploads under way,
 * or bytes left behind by uploads that failed.
 */
async function orphanBlobs(conn: Connection): Promise<unknown[]> {
  const ids = (await conn.db!.collection('blobs.chunks').distinct('files_id')) as unknown[];
  const complete = new Set(((await conn.db!.collection('blobs.files').distinct('_id', { _id: { $in: ids } } as never)) as unknown[]).map(String));
  return ids.filter((id) => !complete.has(String(id)));
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/**
 * A new gateway answers 503 to signed-in requests until its Redis
 * connection is up (revocations cannot be checked before).
 */
async function redisReady(g: TestGateway, token: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await g.api.get('/api/file-manager').set(bearer(token))).status !== 503) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('file manager: files (SPEC 4.7)', () => {
  let t: TestGateway;
  let admin: string;
  let adminId: number;
  let db: Connection;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    adminId = (await t.api.get('/api/auth/me').set(bearer(admin))).body.id;
    db = await connectMongo(dbUrl(t.stack, 'files'), createLogger('test', 'silent'));
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  const upload = async (bytes: Buffer, name: string, token = admin, fields: Record<string, string> = {}, type?: string) => {
    let req = t.api.post('/api/file-manager/files').set(bearer(token));
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('file', bytes, { filename: name, ...(type ? { contentType: type } : {}) });
  };
  const download = (id: number, token = admin) =>
    t.api.get(`/api/file-manager/files/${id}/download`).set(bearer(token)).buffer(true).parse(binary as never) as unknown as Promise<Response & { body: Buffer }>;

  it('uploads multipart: 201 {record} with size, sniffed content type, sha256, uploader; detail answers the same', async () => {
    const bytes = Buffer.concat([PNG, crypto.randomBytes(3000)]);
    const res = await upload(bytes, 'logo.txt', admin, {}, 'text/plain');
    expect(res.status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body.record).toEqual({
      id: expect.any(Number),
      name: 'logo.txt',
      size: bytes.length,
      content_type: 'image/png',
      folder_id: null,
      uploaded_by: adminId,
      created_at: today,
      sha256: sha256(bytes),
      download_url: `/api/file-manager/files/${res.body.record.id}/download`,
    });
    const detail = await t.api.get(`/api/file-manager/files/${res.body.record.id}`).set(bearer(admin));
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual({ record: res.body.record });
  });

  it('downloads the same bytes (same sha256) with type, length, name and digest headers', async () => {
    const bytes = crypto.randomBytes(700_000);
    const name = 'Résumé 2026.bin';
    const up = await upload(bytes, name);
    expect(up.status).toBe(201);
    const res = await download(up.body.record.id);
    expect(res.status).toBe(200);
    expect(sha256(res.body)).toBe(up.body.record.sha256);
    expect(sha256(res.body)).toBe(sha256(bytes));
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-disposition']).toBe(`attachment; filename="R_sum_ 2026.bin"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['repr-digest']).toBe(`sha-256=:${crypto.createHash('sha256').update(bytes).digest('base64')}:`);
  });

  it('uploads into a folder, and small files as JSON base64', async () => {
    const folder = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name: `Docs ${Date.now()}` });
    const multi = await upload(Buffer.from('%PDF-1.7\n...'), 'a.pdf', admin, { folder_id: String(folder.body.record.id) });
    expect(multi.body.record).toMatchObject({ folder_id: folder.body.record.id, content_type: 'application/pdf' });
    const text = 'name,amount\nAcme,12.50\n';
    const json = await t.api
      .post('/api/file-manager/files')
      .set(bearer(admin))
      .send({ name: 'totals.csv', folder_id: folder.body.record.id, content_base64: Buffer.from(text).toString('base64') });
    expect(json.status).toBe(201);
    expect(json.body.record).toMatchObject({ name: 'totals.csv', size: text.length, content_type: 'text/plain; charset=utf-8', sha256: sha256(Buffer.from(text)), folder_id: folder.body.record.id });
    const listed = await t.api.get('/api/file-manager').query({ folder_id: folder.body.record.id }).set(bearer(admin));
    expect(listed.body.records.map((r: { id: number; type: string }) => [r.type, r.id])).toEqual(
      expect.arrayContaining([['file', multi.body.record.id], ['file', json.body.record.id]]),
    );
    expect((await download(json.body.record.id)).body.toString()).toBe(text);
  });

  it('sniffs the content type from the first bytes, never from the name or the declared type', async () => {
    const cases: Array<[Buffer, string, string]> = [
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'photo.png', 'image/jpeg'],
      [Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'a.jpg', 'image/gif'],
      [Buffer.from('504b0304140000000800', 'hex'), 'a.txt', 'application/zip'],
      [Buffer.from('<!DOCTYPE html><script>alert(1)</script>'), 'innocent.png', 'text/html; charset=utf-8'],
      [Buffer.from('plain words, ünïcödé'), 'x.exe', 'text/plain; charset=utf-8'],
      [Buffer.from([0, 1, 2, 3, 250, 251, 252]), 'x.txt', 'application/octet-stream'],
    ];
    for (const [bytes, name, type] of cases) {
      const res = await upload(bytes, name, admin, {}, 'image/png');
      expect({ name, type: res.body.record?.content_type }).toEqual({ name, type });
      const dl = await download(res.body.record.id);
      expect(dl.headers['content-type']).toBe(type);
    }
  });

  it('deletes a file and its bytes: {success, message}, then 404, and nothing left in GridFS', async () => {
    const up = await upload(crypto.randomBytes(600_000), 'gone.bin');
    const id = up.body.record.id as number;
    const stored = await db.db!.collection('files').findOne({ _id: id as never });
    const blobId = stored!.blob_id;
    expect(await db.db!.collection('blobs.chunks').countDocuments({ files_id: blobId })).toBeGreaterThan(1);
    const del = await t.api.delete(`/api/file-manager/files/${id}`).set(bearer(admin));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: expect.any(String) });
    expect(await db.db!.collection('blobs.chunks').countDocuments({ files_id: blobId })).toBe(0);
    expect(await db.db!.collection('blobs.files').countDocuments({ _id: blobId })).toBe(0);
    expect((await t.api.get(`/api/file-manager/files/${id}`).set(bearer(admin))).status).toBe(404);
    expect((await download(id)).status).toBe(404);
    expect((await t.api.delete(`/api/file-manager/files/${id}`).set(bearer(admin))).status).toBe(404);
  });

  it('refuses bad uploads: 422 without a file or with an unknown folder, 415 other bodies, 400 malformed JSON', async () => {
    const chunksBefore = await db.db!.collection('blobs.files').countDocuments({ filename: 'orphan-check.bin' });
    const noFile = await t.api.post('/api/file-manager/files').set(bearer(admin)).field('folder_id', '1');
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors).toHaveProperty('file');
    const badFolder = await upload(Buffer.from('x'), 'orphan-check.bin', admin, { folder_id: '999999999' });
    expect(badFolder.status).toBe(422);
    expect(badFolder.body.errors).toHaveProperty('folder_id');
    expect(await db.db!.collection('blobs.files').countDocuments({ filename: 'orphan-check.bin' })).toBe(chunksBefore);
    const json422 = await t.api.post('/api/file-manager/files').set(bearer(admin)).send({ name: 'x.txt', content_base64: '***' });
    expect(json422.status).toBe(422);
    expect(json422.body.errors).toHaveProperty('content_base64');
    const noName = await t.api.post('/api/file-manager/files').set(bearer(admin)).send({ content_base64: 'aGk=' });
    expect(noName.body.errors).toHaveProperty('name');
    const text = await t.api.post('/api/file-manager/files').set(bearer(admin)).set('Content-Type', 'text/plain').send('hello');
    expect(text.status).toBe(415);
    expect(text.body.success).toBe(false);
    const malformed = await t.api.post('/api/file-manager/files').set(bearer(admin)).set('Content-Type', 'application/json').send('{"name":');
    expect(malformed.status).toBe(400);
  });

  it('keeps nothing of an upload the client abandons midway: its chunks go, no file is recorded', async () => {
    const server = http.createServer(t.gw.app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    const chunks = db.db!.collection('blobs.chunks');
    const before = new Set((await orphanBlobs(db)).map(String));
    const name = `abandoned-${Date.now()}.bin`;
    const boundary = `b${crypto.randomBytes(8).toString('hex')}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const size = 4 * 1024 * 1024;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/file-manager/files',
      headers: { ...bearer(admin), 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(head.length + size + tail.length) },
    });
    req.on('error', () => undefined);
    try {
      // A quarter of the file: a few GridFS chunks (255 KiB each) are stored, then the client goes.
      req.write(head);
      for (let i = 0; i < 16; i++) req.write(crypto.randomBytes(64 * 1024));
      let mine: unknown;
      await eventually(async () => {
        for (const id of await orphanBlobs(db)) {
          if (!before.has(String(id)) && (await chunks.countDocuments({ files_id: id })) >= 2) mine = id;
        }
        expect(mine).toBeDefined();
      });
      req.destroy();
      await eventually(async () => expect(await chunks.countDocuments({ files_id: mine })).toBe(0));
      await eventually(async () => expect(await orphanBlobs(db)).toEqual([]));
      expect(await db.db!.collection('files').countDocuments({ name })).toBe(0);
    } finally {
      req.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('streams a 20 MB upload with the files process memory bounded, and the download has the same sha256', async () => {
    const pid = t.stack.pids.files!;
    const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
    const size = 20 * 1024 * 1024;
    const bytes = crypto.randomBytes(size);
    /** The growth of the files process's resident memory while `bytes` upload. */
    const measure = async () => {
      const before = rss();
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rss());
      }, 5);
      try {
        const res = await upload(bytes, 'big.bin');
        expect(res.status).toBe(201);
        expect(res.body.record).toMatchObject({ size, sha256: sha256(bytes) });
        return { growth: Math.max(peak, rss()) - before, id: res.body.record.id as number };
      } finally {
        clearInterval(sampler);
      }
    };
    // A process's first large transfer grows its heap and allocator pools
    // once (~35 MB here, whatever the size); after that, streaming adds
    // ~2 MB, while holding the file whole added ~80 MB. A collection at
    // the wrong moment (a loaded machine) can add several MB: the best of
    // three tries counts, and it must stay below the size of the file.
    expect((await upload(crypto.randomBytes(8 * 1024 * 1024), 'warm-up.bin')).status).toBe(201);
    let tried = await measure();
    for (let i = 0; i < 2 && tried.growth >= size; i++) tried = await measure();
    expect(tried.growth).toBeLessThan(size);

    const dl = await download(tried.id);
    expect(dl.status).toBe(200);
    expect(dl.body.length).toBe(size);
    expect(sha256(dl.body)).toBe(sha256(bytes));
  }, 60_000);

  it('answers 401 without a token, 403 without the files permission, 404 for unknown files', async () => {
    const up = await upload(Buffer.from('secret plans'), 'plans.txt');
    const id = up.body.record.id as number;
    expect((await t.api.post('/api/file-manager/files').attach('file', Buffer.from('x'), 'x.txt')).status).toBe(401);
    expect((await t.api.get(`/api/file-manager/files/${id}/download`)).status).toBe(401);
    expect((await t.api.get(`/api/file-manager/files/${id}`)).status).toBe(401);
    expect((await t.api.delete(`/api/file-manager/files/${id}`)).status).toBe(401);

    const nobody = await staffWith(t.api, admin, { pages: ['read'] });
    const reader = await staffWith(t.api, admin, { files: ['read'] });
    expect((await upload(Buffer.from('x'), 'x.txt', nobody.token)).status).toBe(403);
    expect((await upload(Buffer.from('x'), 'x.txt', reader.token)).status).toBe(403);
    expect((await download(id, nobody.token)).status).toBe(403);
    expect((await t.api.get(`/api/file-manager/files/${id}`).set(bearer(nobody.token))).status).toBe(403);
    expect((await t.api.delete(`/api/file-manager/files/${id}`).set(bearer(reader.token))).status).toBe(403);
    expect((await download(id, reader.token)).status).toBe(200);
    expect((await t.api.get(`/api/file-manager/files/${id}`).set(bearer(reader.token))).status).toBe(200);

    for (const bad of ['999999999', 'abc', '0']) {
      expect((await download(bad as unknown as number)).status).toBe(404);
      expect((await t.api.get(`/api/file-manager/files/${bad}`).set(bearer(admin))).status).toBe(404);
    }
  });

  it('streams as the caller of an API key or an X-Auth-Token, and rate-limits streamed routes like the others', async () => {
    const up = await upload(Buffer.from('via key'), 'key.txt');
    const key = await t.api.post('/api/api-keys').set(bearer(admin)).send({ name: 'uploader' });
    expect(key.status).toBe(201);
    const viaKey = await t.api.get(`/api/file-manager/files/${up.body.record.id}/download`).set('X-Auth-Token', key.body.key).buffer(true).parse(binary as never);
    expect(viaKey.status).toBe(200);
    expect((viaKey.body as Buffer).toString()).toBe('via key');
    const keyUpload = await t.api.post('/api/file-manager/files').set(bearer(key.body.key)).attach('file', Buffer.from('k'), 'k.txt');
    expect(keyUpload.status).toBe(201);
    expect(keyUpload.body.record.uploaded_by).toBe(adminId);

    const reader = await staffWith(t.api, admin, { files: ['read'] });
    const limited = testGateway({ RATE_LIMIT_DEFAULT: '2' });
    try {
      await redisReady(limited, admin);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.api.get(`/api/file-manager/files/${up.body.record.id}/download`).set(bearer(reader.token))).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('answers 503 with the error body when the files HTTP server cannot be reached', async () => {
    const port = await lib.freePort();
    const down = testGateway({ FILES_HTTP_URL: `http://127.0.0.1:${port}` });
    try {
      await redisReady(down, admin);
      const res = await down.api.get('/api/file-manager/files/1/download').set(bearer(admin));
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
    } finally {
      await down.close();
    }
  });

  it("the files service's own HTTP server checks the token too (zero trust)", async () => {
    const direct = t.stack.http.files!;
    const res = await fetch(`${direct}/api/file-manager/files/1/download`);
    expect(res.status).toBe(401);
    const forged = createTokenSigner(lib.newKeyPair().privateKey)({ sub: '1', typ: 'session', ut: 'staff', adm: true, rid: 0, perm: {} }, 600).token;
    const withForged = await fetch(`${direct}/api/file-manager/files`, { method: 'POST', headers: { Authorization: `Bearer ${forged}`, 'Content-Type': 'application/json' }, body: '{}' });
    expect(withForged.status).toBe(401);
  });

  it('lists the streamed routes in /api/docs: the upload with both bodies, the download as bytes', async () => {
    const docs = await t.api.get('/api/docs');
    const paths = docs.body.paths as Record<string, Record<string, { requestBody?: { content: object }; responses: Record<string, { content?: object }> }>>;
    expect(Object.keys(paths['/api/file-manager/files']!.post!.requestBody!.content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(paths['/api/file-manager/files']!.post!.responses['413']).toBeDefined();
    expect(Object.keys(paths['/api/file-manager/files/{id}/download']!.get!.responses['200']!.content!)).toEqual(['*/*']);
  });

  describe('a files service of its own: a 64 KiB limit in 16 KiB chunks, a purge every 250 ms', () => {
    const LIMIT = 64 * 1024;
    let small: { child: ChildProcess; address: string };
    let g: TestGateway;
    let smallDb: Connection;

    beforeAll(async () => {
      const port = await lib.freePort();
      const { grpc: _g, http: _h, pids: _p, ...info } = t.stack;
      small = await startService(
        info,
        'files',
        {
          FILES_HTTP_PORT: String(port),
          FILES_MAX_UPLOAD_BYTES: String(LIMIT),
          // The limit is crossed while a chunk is being inserted.
          FILES_CHUNK_BYTES: String(16 * 1024),
          PURGE_INTERVAL_MS: '250',
          MONGO_URL: dbUrl(t.stack, 'files_small'),
        },
        'files-small',
      );
      g = testGateway({ FILES_GRPC_URL: small.address, FILES_HTTP_URL: `http://127.0.0.1:${port}` });
      await redisReady(g, admin);
      smallDb = await connectMongo(dbUrl(t.stack, 'files_small'), createLogger('test', 'silent'));
    });
    afterAll(async () => {
      await smallDb.close();
      await g.close();
      await lib.stopProcess(small.child);
    });

    const blobCount = () => smallDb.db!.collection('blobs.files').countDocuments({});
    const chunkCount = () => smallDb.db!.collection('blobs.chunks').countDocuments({});

    it('takes a file of exactly the limit, refuses one byte more with 413 and keeps nothing of it', async () => {
      const exact = await g.api.post('/api/file-manager/files').set(bearer(admin)).attach('file', crypto.randomBytes(LIMIT), 'exact.bin');
      expect(exact.status).toBe(201);
      expect(exact.body.record.size).toBe(LIMIT);
      const [blobs, chunks] = [await blobCount(), await chunkCount()];
      const over = await g.api.post('/api/file-manager/files').set(bearer(admin)).attach('file', crypto.randomBytes(LIMIT + 1), 'over.bin');
      expect(over.status).toBe(413);
      expect(over.body).toEqual({ success: false, message: expect.any(String) });
      expect([await blobCount(), await chunkCount()]).toEqual([blobs, chunks]);
    });

    it('counts while streaming: an upload of unknown length is cut off at the limit with 413', async () => {
      const [blobs, chunks] = [await blobCount(), await chunkCount()];
      const parts = Array.from({ length: 20 }, () => crypto.randomBytes(16 * 1024));
      const res = await g.api
        .post('/api/file-manager/files')
        .set(bearer(admin))
        .attach("file", Readable.from(parts) as never, { filename: 'stream.bin' });
      // Sent chunked: nothing told the server the size up front.
      const sent = (res as unknown as { req: { getHeader(name: string): unknown } }).req;
      expect(sent.getHeader('content-length')).toBeUndefined();
      expect(res.status).toBe(413);
      expect([await blobCount(), await chunkCount()]).toEqual([blobs, chunks]);
    });

    it('refuses streamed uploads far over the limit with 413, and no chunk of them lands afterwards', async () => {
      for (let i = 0; i < 5; i++) {
        const parts = Array.from({ length: 128 }, () => crypto.randomBytes(16 * 1024));
        const res = await g.api
          .post('/api/file-manager/files')
          .set(bearer(admin))
          .attach('file', Readable.from(parts) as never, { filename: 'far-over.bin' });
        expect(res.status).toBe(413);
      }
      // A chunk insert still under way when the upload was refused lands within moments.
      await new Promise((r) => setTimeout(r, 500));
      expect(await orphanBlobs(smallDb)).toEqual([]);
    });

    it('removes later the bytes a file delete left behind (the record was marked deleted, the bytes stayed)', async () => {
      const up = await g.api.post('/api/file-manager/files').set(bearer(admin)).attach('file', crypto.randomBytes(40_000), 'left-behind.bin');
      expect(up.status).toBe(201);
      const id = up.body.record.id as number;
      const records = smallDb.db!.collection('files');
      const blobId = (await records.findOne({ _id: id as never }))!.blob_id;
      expect(await smallDb.db!.collection('blobs.chunks').countDocuments({ files_id: blobId })).toBeGreaterThan(1);
      // What a delete leaves when removing the bytes fails after the record was marked.
      await records.updateOne({ _id: id as never }, { $set: { deleted_at: new Date(), updated_at: new Date() } });
      expect((await g.api.get(`/api/file-manager/files/${id}`).set(bearer(admin))).status).toBe(404);
      await eventually(async () => {
        expect(await smallDb.db!.collection('blobs.chunks').countDocuments({ files_id: blobId })).toBe(0);
        expect(await smallDb.db!.collection('blobs.files').countDocuments({ _id: blobId })).toBe(0);
      });
    });

    it('refuses a JSON upload over the limit with 413', async () => {
      const res = await g.api
        .post('/api/file-manager/files')
        .set(bearer(admin))
        .send({ name: 'big.json.bin', content_base64: crypto.randomBytes(LIMIT + 10).toString('base64') });
      expect(res.status).toBe(413);
    });
  });
});
