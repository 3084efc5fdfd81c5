import { createTokenSigner } from '@bms/platform';
import { binary, FileManager, redisReady } from '../support/files';
import { bearer, staffWith, type TestGateway, testGateway } from '../support/harness';
import { lib } from '../support/stack';

// Who may upload and download, through which doors: tokens, API keys, the
// rate limits, the files service's own HTTP server.

describe('file manager: files (SPEC 4.7)', () => {
  let files: FileManager, t: TestGateway, admin: string, adminId: number;
  FileManager.forTests((x) => ({ t, admin, adminId } = files = x));

  it('answers 401 without a token, 403 without the files permission, 404 for unknown files', async () => {
    const up = await files.upload(Buffer.from('secret plans'), 'plans.txt');
    const id = up.body.record.id as number;
    expect((await t.api.post('/api/file-manager/files').attach('file', Buffer.from('x'), 'x.txt')).status).toBe(401);
    expect((await t.api.get(`/api/file-manager/files/${id}/download`)).status).toBe(401);
    expect((await t.api.get(`/api/file-manager/files/${id}`)).status).toBe(401);
    expect((await t.api.delete(`/api/file-manager/files/${id}`)).status).toBe(401);

    const nobody = await staffWith(t.api, admin, { pages: ['read'] });
    const reader = await staffWith(t.api, admin, { files: ['read'] });
    expect((await files.upload(Buffer.from('x'), 'x.txt', nobody.token)).status).toBe(403);
    expect((await files.upload(Buffer.from('x'), 'x.txt', reader.token)).status).toBe(403);
    expect((await files.download(id, nobody.token)).status).toBe(403);
    expect((await t.api.get(`/api/file-manager/files/${id}`).set(bearer(nobody.token))).status).toBe(403);
    expect((await t.api.delete(`/api/file-manager/files/${id}`).set(bearer(reader.token))).status).toBe(403);
    expect((await files.download(id, reader.token)).status).toBe(200);
    expect((await t.api.get(`/api/file-manager/files/${id}`).set(bearer(reader.token))).status).toBe(200);

    for (const bad of ['999999999', 'abc', '0']) {
      expect((await files.download(bad as unknown as number)).status).toBe(404);
      expect((await t.api.get(`/api/file-manager/files/${bad}`).set(bearer(admin))).status).toBe(404);
    }
  });

  it('streams as the caller of an API key or an X-Auth-Token, and rate-limits streamed routes like the others', async () => {
    const up = await files.upload(Buffer.from('via key'), 'key.txt');
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
      expect({ status: res.status, retryAfter: res.headers['retry-after'] }).toEqual({ status: 503, retryAfter: '1' });
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
});
