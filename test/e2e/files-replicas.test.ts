import * as crypto from 'node:crypto';
import { type Connection, connectMongo, createLogger } from '@bms/platform';
import { adminSession, type AdminSession, bearer } from '../support/harness';
import { PNG } from '../support/files';
import { dbUrl, lib, readStack } from '../support/stack';

// The files service's HTTP server behind the gateway as several replicas
// (FILES_HTTP_URL lists them): requests go to each in turn; a replica that
// fails a request is answered 503 with Retry-After, and passed over, so that
// the client's retry with the same Idempotency-Key makes the file once.

describe('files over HTTP, on two replicas of which one is down', () => {
  let s: AdminSession;
  let db: Connection;
  beforeAll(async () => {
    const stack = readStack();
    const down = await lib.freePort();
    s = await adminSession({ FILES_HTTP_URL: `http://127.0.0.1:${down},${stack.http.files}` });
    db = await connectMongo(dbUrl(stack, 'files'), createLogger('test', 'silent'));
  });
  afterAll(async () => {
    await db?.close();
    await s?.t.close();
  });
  const upload = (key: string) =>
    s.api
      .post('/api/file-manager/files')
      .set(bearer(s.admin))
      .set('Idempotency-Key', key)
      .attach('file', Buffer.concat([PNG, crypto.randomBytes(64)]), { filename: `${key}.png` });

  it('the upload sent to the replica that is down is 503 with Retry-After; its retry reaches the other, and each upload is made once', async () => {
    const key = `up-${crypto.randomUUID()}`;
    const first = await upload(key);
    expect(first.status).toBe(503);
    expect(first.headers['retry-after']).toBe('1');
    const retried = await upload(key);
    expect(retried.status).toBe(201);
    const again = await upload(key);
    expect(again.body.record.id).toBe(retried.body.record.id);
    // The replica that is down is tried again a second after it failed: each upload is
    // made once, at its first try or at its retry.
    for (let i = 0; i < 3; i++) {
      const k = `up-${crypto.randomUUID()}`;
      let res = await upload(k);
      if (res.status === 503 && res.headers['retry-after'] === '1') res = await upload(k);
      expect(res.status).toBe(201);
      expect(await db.collection('files').countDocuments({ name: `${k}.png` })).toBe(1);
    }
    expect(await db.collection('files').countDocuments({ name: `${key}.png` })).toBe(1);
  });
});
