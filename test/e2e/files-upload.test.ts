import * as crypto from 'node:crypto';
import * as http from 'node:http';
import { Redis } from 'ioredis';
import type { Connection } from '@bms/platform';
import { FileManager, orphanBlobs, PNG, sha256 } from '../support/files';
import { bearer, eventually, type TestGateway } from '../support/harness';

// Files in and out: uploads (multipart or JSON), the content type sniffed,
// downloads byte for byte, deletes that leave no bytes behind (who may:
// files-access.test.ts; size limits and streaming: files-limits.test.ts).

describe('file manager: files (SPEC 4.7)', () => {
  let files: FileManager, t: TestGateway, admin: string, adminId: number, db: Connection;
  FileManager.forTests((x) => ({ t, admin, adminId, db } = files = x));

  it('uploads multipart: 201 {record} with size, sniffed content type, sha256, uploader; detail answers the same', async () => {
    const bytes = Buffer.concat([PNG, crypto.randomBytes(3000)]);
    const res = await files.upload(bytes, 'logo.txt', admin, {}, 'text/plain');
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
    const up = await files.upload(bytes, name);
    expect(up.status).toBe(201);
    const res = await files.download(up.body.record.id);
    expect(res.status).toBe(200);
    expect(sha256(res.body)).toBe(up.body.record.sha256);
    expect(sha256(res.body)).toBe(sha256(bytes));
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-disposition']).toBe(`attachment; filename="R_sum_ 2026.bin"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['repr-digest']).toBe(`sha-256=:${crypto.createHash('sha256').update(bytes).digest('base64')}:`);
    // HEAD: the same headers, no bytes.
    const head = await t.api.head(`/api/file-manager/files/${up.body.record.id}/download`).set(bearer(admin));
    expect({ status: head.status, length: head.headers['content-length'], digest: head.headers['repr-digest'] }).toEqual({
      status: 200,
      length: String(bytes.length),
      digest: res.headers['repr-digest'],
    });
  });

  it('uploads into a folder, and small files as JSON base64', async () => {
    const folder = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name: `Docs ${Date.now()}` });
    const multi = await files.upload(Buffer.from('%PDF-1.7\n...'), 'a.pdf', admin, { folder_id: String(folder.body.record.id) });
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
    expect((await files.download(json.body.record.id)).body.toString()).toBe(text);
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
      const res = await files.upload(bytes, name, admin, {}, 'image/png');
      expect({ name, type: res.body.record?.content_type }).toEqual({ name, type });
      const dl = await files.download(res.body.record.id);
      expect(dl.headers['content-type']).toBe(type);
    }
  });

  it('deletes a file and its bytes: {success, message}, then 404, and nothing left in GridFS', async () => {
    const up = await files.upload(crypto.randomBytes(600_000), 'gone.bin');
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
    expect((await files.download(id)).status).toBe(404);
    expect((await t.api.delete(`/api/file-manager/files/${id}`).set(bearer(admin))).status).toBe(404);
  });

  it('refuses bad uploads: 422 without a file or with an unknown folder, 415 other bodies, 400 malformed JSON', async () => {
    const chunksBefore = await db.db!.collection('blobs.files').countDocuments({ filename: 'orphan-check.bin' });
    const noFile = await t.api.post('/api/file-manager/files').set(bearer(admin)).field('folder_id', '1');
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors).toHaveProperty('file');
    const badFolder = await files.upload(Buffer.from('x'), 'orphan-check.bin', admin, { folder_id: '999999999' });
    expect(badFolder.status).toBe(422);
    expect(badFolder.body.errors).toHaveProperty('folder_id');
    expect(await db.db!.collection('blobs.files').countDocuments({ filename: 'orphan-check.bin' })).toBe(chunksBefore);
    // A filename longer than a name may be: refused as the JSON upload refuses it, not cut (its extension lost).
    const long = `${'a'.repeat(300)}.txt`;
    const tooLong = await files.upload(Buffer.from('x'), long, admin);
    expect({ status: tooLong.status, errors: tooLong.body.errors }).toEqual({ status: 422, errors: { file: ['Its filename: Must be at most 255 characters.'] } });
    expect(await db.db!.collection('blobs.files').countDocuments({ filename: long })).toBe(0);
    const two = await t.api
      .post('/api/file-manager/files')
      .set(bearer(admin))
      .attach('file', Buffer.from('one'), { filename: 'two-parts-1.txt' })
      .attach('file', Buffer.from('two'), { filename: 'two-parts-2.txt' });
    expect({ status: two.status, errors: two.body.errors }).toEqual({ status: 422, errors: { file: ['Send one file per upload.'] } });
    await eventually(async () => expect(await db.db!.collection('blobs.files').countDocuments({ filename: /^two-parts-/ })).toBe(0));
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

  describe('retried under an Idempotency-Key whose kept answer was lost (a 5xx, a timeout, Redis emptied)', () => {
    let redis: Redis;
    beforeAll(() => void (redis = new Redis(t.stack.redisUrl)));
    afterAll(() => redis.disconnect());
    const hex = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
    /** Forgets the gateway's kept answer to the admin's `key`, as if it had never come back. */
    const forget = async (key: string) => expect(await redis.del(`${t.stack.redisPrefix}idem:${hex(`u:${adminId}\n${key}`)}`)).toBe(1);
    const count = async (name: string) => ({
      files: await db.db!.collection('files').countDocuments({ name }),
      blobs: await db.db!.collection('blobs.files').countDocuments({ filename: name }),
    });

    it('answers the file the first upload recorded, storing neither bytes nor record twice; another file under the key is 422', async () => {
      const key = crypto.randomUUID();
      const name = `retried-${key}.bin`;
      const bytes = crypto.randomBytes(5000);
      const first = await files.upload(bytes, name).set('Idempotency-Key', key);
      expect(first.status).toBe(201);
      await forget(key);
      const retry = await files.upload(bytes, name).set('Idempotency-Key', key);
      expect(retry.status).toBe(201);
      expect(retry.headers['idempotency-replayed']).toBeUndefined();
      expect(retry.body).toEqual(first.body);
      expect(await count(name)).toEqual({ files: 1, blobs: 1 });

      await forget(key);
      const other = await files.upload(crypto.randomBytes(6000), name).set('Idempotency-Key', key);
      expect(other.status).toBe(422);
      expect(other.body.errors).toHaveProperty(['Idempotency-Key']);
      expect(await count(name)).toEqual({ files: 1, blobs: 1 });
    });

    it('records one file when uploads under one claim reach the files service at once (from gateways whose kept answer was lost): all get it, one blob stays', async () => {
      const name = `raced-${crypto.randomUUID()}.txt`;
      const body = JSON.stringify({ name, content_base64: Buffer.from(`raced ${name}`).toString('base64') });
      // What the gateway sends on: the claim of one caller's key, the same request's fingerprint.
      const claim = { 'X-Idempotency-Key': hex(`u:${adminId}\n${name}`), 'X-Idempotency-Fingerprint': hex(body) };
      const send = () =>
        fetch(`${t.stack.http.files!}/api/file-manager/files`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json', ...claim },
          body,
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { record: { id: number } } }));
      const answers = await Promise.all([send(), send(), send()]);
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.record.id)).size).toBe(1);
      await eventually(async () => expect(await count(name)).toEqual({ files: 1, blobs: 1 }));
    });

    it('does the same for a JSON upload, and takes no claim a caller sends in the headers the gateway passes it on in', async () => {
      const key = crypto.randomUUID();
      const body = { name: `retried-${key}.txt`, content_base64: Buffer.from(`once ${key}`).toString('base64') };
      const first = await t.api.post('/api/file-manager/files').set(bearer(admin)).set('Idempotency-Key', key).send(body);
      expect(first.status).toBe(201);
      await forget(key);
      const retry = await t.api.post('/api/file-manager/files').set(bearer(admin)).set('Idempotency-Key', key).send(body);
      expect(retry.body).toEqual(first.body);
      expect(await count(body.name)).toEqual({ files: 1, blobs: 1 });

      // The claim the first upload carried, forged in headers without an Idempotency-Key: a new file.
      const fingerprint = hex(`POST /api/file-manager/files\njson {"content_base64":${JSON.stringify(body.content_base64)},"name":${JSON.stringify(body.name)}}`);
      const forged = await t.api
        .post('/api/file-manager/files')
        .set(bearer(admin))
        .set('X-Idempotency-Key', hex(`u:${adminId}\n${key}`))
        .set('X-Idempotency-Fingerprint', fingerprint)
        .send(body);
      expect(forged.status).toBe(201);
      expect(forged.body.record.id).not.toBe(first.body.record.id);
    });
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
      // On devdb a delete by files_id reads every chunk the suite stored (255 KiB each) under its
      // write lock, twice (the upload's abort, then the blob's removal): seconds when other suites write.
      await eventually(async () => expect(await chunks.countDocuments({ files_id: mine })).toBe(0), 30_000);
      await eventually(async () => expect(await orphanBlobs(db)).toEqual([]), 30_000);
      expect(await db.db!.collection('files').countDocuments({ name })).toBe(0);
    } finally {
      req.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  }, 90_000);

  it('called directly (zero trust), the files service refuses a JSON upload nested 100,000 levels (422 naming the limit) and takes the next one', async () => {
    const send = (body: string) =>
      fetch(`${t.stack.http.files!}/api/file-manager/files`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
        body,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string; errors?: Record<string, string[]> } }));
    const deep = await send(`{"name":"deep.txt","content_base64":"ZGVlcA==","folder_id":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(deep).toEqual({ status: 422, body: expect.objectContaining({ success: false, message: 'The request is nested deeper than 32 levels.' }) });
    expect(Object.keys(deep.body.errors!)).toEqual([`folder_id${'.0'.repeat(31)}`]);
    expect((await send(JSON.stringify({ name: 'after-deep.txt', content_base64: 'ZGVlcA==' }))).status).toBe(201);
  });

  it('lists the streamed routes in /api/docs: the upload with both bodies, the download as bytes', async () => {
    const docs = await t.api.get('/api/docs');
    const paths = docs.body.paths as Record<string, Record<string, { requestBody?: { content: object }; responses: Record<string, { content?: object }> }>>;
    expect(Object.keys(paths['/api/file-manager/files']!.post!.requestBody!.content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(paths['/api/file-manager/files']!.post!.responses['413']).toBeDefined();
    expect(Object.keys(paths['/api/file-manager/files/{id}/download']!.get!.responses['200']!.content!)).toEqual(['*/*']);
  });
});
