import * as crypto from 'node:crypto';
import mongoose from 'mongoose';
import { type Api, bearer, type TestGateway, unique, withAdminSession } from '../support/harness';
import { dbUrl, readStack } from '../support/stack';

/*
 * The OWASP API Security Top 10 (2023), each risk as tests of this API, in
 * three files: authorization (API1, API3, API5:
 * security-owasp-authorization.test.ts), authentication and user
 * enumeration (API2: security-owasp-authentication.test.ts), and resource
 * consumption and misconfiguration (API4, API8: here).
 * Some checks live beside the feature they guard and are not repeated here:
 * - API2 tokens signed with another key, alg none, HS256 with the public key,
 *   expired, tampered claims, an API key revoked at once: tokens.test.ts;
 *   a session revoked by logout (auth.test.ts), by a password recovery
 *   (auth-codes.test.ts) or a role change (team-roles.test.ts); the login
 *   and send-otp limits: limits.test.ts.
 * - API4 the upload size limit counted while streaming: files-limits.test.ts.
 * - API9 every route documented, none undocumented: test/docs/openapi.test.ts.
 */

describe('OWASP API Security Top 10 (2023)', () => {
  let t: TestGateway, api: Api, admin: string, adminId: number;
  withAdminSession((s) => ({ t, api, admin, adminId } = s));

  describe('API4 unrestricted resource consumption', () => {
    it('refuses a body over the limit with 413 before any service sees it, and an anonymous body is not even read', async () => {
      const big = JSON.stringify({ company_name: 'x'.repeat(1_100_000), type: 'person' });
      const res = await api.post('/api/clients').set(bearer(admin)).set('Content-Type', 'application/json').send(big);
      expect(res.status).toBe(413);
      const anonymous = await api.post('/api/clients').set('Content-Type', 'application/json').send('{"company_name": ');
      expect(anonymous.status).toBe(401);
      // a file sent as JSON is a body like any other (multipart uploads: the files size limit, files-limits.test.ts)
      const upload = await api
        .post('/api/file-manager/files')
        .set(bearer(admin))
        .send({ name: 'big.bin', content_base64: crypto.randomBytes(900_000).toString('base64') });
      expect(upload.status).toBe(413);
    });

    it('caps every list at 100 per page (limit 101 or a page past 1,000,000 is 422), and 100 is served', async () => {
      // A list is what answers {records, meta}; a `limit` elsewhere (the audit chain's check range) is another bound.
      const isList = (reply: unknown) => 'meta' in ((reply as { shape?: object }).shape ?? {});
      const lists = t.gw.routes.filter((r) => r.method === 'get' && r.query?.shape && 'limit' in r.query.shape && isList(r.reply));
      expect(lists.length).toBeGreaterThan(15);
      for (const r of lists) {
        const path = r.path.replace(/\{\w+\}/, '1');
        for (const q of [{ limit: '101' }, { limit: '1000000' }, { limit: '0' }, { page: '1000001' }, { page: '0' }]) {
          const res = await api.get(path).query(q).set(bearer(admin));
          expect({ path, q, status: res.status }).toEqual({ path, q, status: 422 });
        }
        if (r.params) continue; // no record named: the largest page is asked of top-level lists
        const max = await api.get(path).query({ limit: '100' }).set(bearer(admin));
        expect({ path, status: max.status }).toEqual({ path, status: 200 });
        expect(max.body.meta.per_page).toBe(100);
      }
    });

    it('bounds arrays and strings in bodies: too many items, recipients or labels, or text past its length, is 422', async () => {
      const item = { title: 'x', quantity: 1, rate: 1 };
      const checks: Array<[string, object]> = [
        ['/api/invoices', { client_id: 1, due_date: '2026-01-01', items: Array.from({ length: 201 }, () => item) }],
        ['/api/messages', { to_user_ids: Array.from({ length: 51 }, (_, i) => i + 1), subject: 's', body: 'b' }],
        ['/api/clients', { company_name: 'x', type: 'person', labels: Array.from({ length: 51 }, (_, i) => `l${i}`) }],
        ['/api/messages', { to_user_id: adminId, subject: 's', body: 'x'.repeat(20_001) }],
        ['/api/announcements', { title: 'x', audience: 'users', user_ids: Array.from({ length: 501 }, (_, i) => i + 1) }],
      ];
      for (const [path, body] of checks) {
        const res = await api.post(path).set(bearer(admin)).send(body);
        expect({ path, status: res.status }).toEqual({ path, status: 422 });
      }
    });

    it('refuses an anonymous upload at once (401) and stores nothing of it', async () => {
      // Other test files upload at the same time: what must not appear is this file.
      const name = `${unique('big-')}.bin`;
      const res = await api.post('/api/file-manager/files').attach('file', crypto.randomBytes(2 * 1024 * 1024), name);
      expect(res.status).toBe(401);
      const db = await mongoose.createConnection(dbUrl(readStack(), 'files')).asPromise();
      try {
        expect(await db.db!.collection('files').countDocuments({ name })).toBe(0);
      } finally {
        await db.close();
      }
    });
  });

  describe('API8 security misconfiguration', () => {
    it('tells nothing about the server: no X-Powered-By, no stack, no internals in errors', async () => {
      const res = await Promise.all([
        api.get('/api/no-such-route'),
        api.put('/api/time'),
        api.post('/api/clients').set(bearer(admin)).set('Content-Type', 'application/json').send('{bad json'),
        api.get('/api/clients/1e999').set(bearer(admin)),
        api.get('/api/clients').query({ limit: 'x' }).set(bearer(admin)),
      ]);
      for (const r of res) {
        expect(r.headers['x-powered-by']).toBeUndefined();
        expect(r.body).toMatchObject({ success: false, message: expect.any(String) });
        expect(JSON.stringify(r.body)).not.toMatch(/\bat .+:\d+|node_modules|Error:|express|zod|mongo/i);
      }
    });
  });
});
