import * as crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { bearer, freshAddress, login, staffWith, testGateway, type TestGateway, unique, withAdminGateway } from '../support/harness';

const KEY = 'Idempotency-Key';
const REPLAYED = 'idempotency-replayed';

describe('Idempotency-Key on POST', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  const clientBody = (name: string) => ({ company_name: name, type: 'organization' });
  const clientsNamed = async (name: string) => {
    const res = await t.api.get('/api/clients').query({ search: name }).set(bearer(admin));
    expect(res.status).toBe(200);
    return res.body.meta.total as number;
  };

  it('replays the first response to a retry (same status, body and type, marked replayed) and creates one record', async () => {
    const name = unique('Idem ');
    const key = crypto.randomUUID();
    const first = await t.api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(name));
    expect(first.status).toBe(201);
    expect(first.headers[REPLAYED]).toBeUndefined();
    const again = await t.api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(name));
    expect(again.status).toBe(201);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toEqual(first.body);
    expect(await clientsNamed(name)).toBe(1);
  });

  it('numbers an invoice once when its creation is retried', async () => {
    const client = await t.api.post('/api/clients').set(bearer(admin)).send(clientBody(unique('Billed ')));
    const body = { client_id: client.body.record.id, items: [{ title: 'Work', quantity: 1, rate: 10 }], due_date: '2026-04-30' };
    // Billing learns of the client by an event (422 on client_id until then); a 4xx is stored, so each try has its own key.
    let key = '';
    let first;
    for (let i = 0; i < 40; i++) {
      key = crypto.randomUUID();
      first = await t.api.post('/api/invoices').set(bearer(admin)).set(KEY, key).send(body);
      if (first.status !== 422) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(first?.status).toBe(201);
    const again = await t.api.post('/api/invoices').set(bearer(admin)).set(KEY, key).send(body);
    expect(again.status).toBe(201);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body.record.invoice_number).toBe(first!.body.record.invoice_number);
    const list = await t.api.get('/api/invoices').query({ client_id: client.body.record.id }).set(bearer(admin));
    expect(list.body.meta.total).toBe(1);
  });

  it('refuses the same key with another body with 422 naming the header, and changes nothing', async () => {
    const name = unique('Idem ');
    const key = crypto.randomUUID();
    expect((await t.api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(name))).status).toBe(201);
    const other = await t.api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(`${name} B`));
    expect(other.status).toBe(422);
    expect(other.body.errors).toHaveProperty(KEY);
    expect(await clientsNamed(`${name} B`)).toBe(0);
    // another route with the same key is another request too
    const elsewhere = await t.api.post('/api/leads').set(bearer(admin)).set(KEY, key).send(clientBody(name));
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toHaveProperty(KEY);
  });

  it('counts a JSON body by its content, not by its key order or spacing', async () => {
    const name = unique('Idem ');
    const key = crypto.randomUUID();
    await t.api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(name));
    const reordered = await t.api
      .post('/api/clients')
      .set(bearer(admin))
      .set(KEY, key)
      .set('Content-Type', 'application/json')
      .send(`{ "type": "organization",  "company_name": ${JSON.stringify(name)} }`);
    expect(reordered.status).toBe(201);
    expect(reordered.headers[REPLAYED]).toBe('true');
  });

  it('refuses a malformed key with 422 naming the header', async () => {
    for (const bad of ['', 'has space', 'x'.repeat(256), 'naïve']) {
      const res = await t.api.post('/api/clients').set(bearer(admin)).set(KEY, bad).send(clientBody(unique('Bad ')));
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty(KEY);
    }
    const longest = await t.api.post('/api/clients').set(bearer(admin)).set(KEY, 'k'.repeat(255)).send(clientBody(unique('Ok ')));
    expect(longest.status).toBe(201);
  });

  it('stores a 4xx answer too, and replays it', async () => {
    const key = crypto.randomUUID();
    // A refusal by the service of its own record (one of another service's records is never kept).
    const missing = await t.api.post('/api/invoices/999999999/send').set(bearer(admin)).set(KEY, key);
    expect(missing.status).toBe(404);
    const again = await t.api.post('/api/invoices/999999999/send').set(bearer(admin)).set(KEY, key);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(missing.body);
    expect(again.headers[REPLAYED]).toBe('true');
  });

  it('does the work once for 50 concurrent requests with one key; all get the same answer', async () => {
    const name = unique('Crowd ');
    const key = crypto.randomUUID();
    const all = await Promise.all(
      Array.from({ length: 50 }, () => t.api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(name))),
    );
    expect(all.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(all.map((r) => r.body.record.id)).size).toBe(1);
    expect(all.filter((r) => r.headers[REPLAYED] === 'true')).toHaveLength(49);
    expect(await clientsNamed(name)).toBe(1);
  });

  it('keeps the key across two gateway instances sharing Redis, concurrent and after', async () => {
    const other = testGateway();
    try {
      const name = unique('Shared ');
      const key = crypto.randomUUID();
      const all = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? other : t).api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(name))),
      );
      expect(new Set(all.map((r) => r.body.record.id)).size).toBe(1);
      const later = await other.api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(name));
      expect(later.headers[REPLAYED]).toBe('true');
      expect(await clientsNamed(name)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('keeps callers apart: another user or another address with the same key does its own work', async () => {
    const staff = await staffWith(t.api, admin, { clients: ['read', 'create'] });
    const key = crypto.randomUUID();
    const name = unique('Mine ');
    const a = await t.api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(name));
    const b = await t.api.post('/api/clients').set(bearer(staff.token)).set(KEY, key).send(clientBody(name));
    expect(b.status).toBe(201);
    expect(b.headers[REPLAYED]).toBeUndefined();
    expect(b.body.record.id).not.toBe(a.body.record.id);
    expect(await clientsNamed(name)).toBe(2);

    // Not signed in: the caller is the client address.
    const email = `${unique('nobody')}@example.com`;
    const ip1 = freshAddress();
    const ip2 = freshAddress();
    const send = (ip: string) =>
      t.api.post('/api/auth/request-reset-password').set('X-Forwarded-For', ip).set(KEY, key).send({ email });
    expect((await send(ip1)).headers[REPLAYED]).toBeUndefined();
    expect((await send(ip1)).headers[REPLAYED]).toBe('true');
    expect((await send(ip2)).headers[REPLAYED]).toBeUndefined();
  });

  it("keeps a logout's key to its token: another session's logout under the same key signs that one out too", async () => {
    const staff = await staffWith(t.api, admin, { clients: ['read'] });
    const second = await login(t.api, staff.email, staff.password);
    const key = crypto.randomUUID();
    const first = await t.api.post('/api/auth/logout').set(bearer(staff.token)).set(KEY, key);
    expect(first.status).toBe(200);
    const other = await t.api.post('/api/auth/logout').set(bearer(second)).set(KEY, key);
    expect({ status: other.status, replayed: other.headers[REPLAYED] }).toEqual({ status: 200, replayed: undefined });
    for (const token of [staff.token, second]) expect((await t.api.get('/api/auth/me').set(bearer(token))).status).toBe(401);
  });

  it('changes nothing without the header: each POST does its work', async () => {
    const name = unique('Plain ');
    const a = await t.api.post('/api/clients').set(bearer(admin)).send(clientBody(name));
    const b = await t.api.post('/api/clients').set(bearer(admin)).send(clientBody(name));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers[REPLAYED]).toBeUndefined();
    expect(await clientsNamed(name)).toBe(2);
  });

  it('replays a multipart upload with the same type and length; another length is 422', async () => {
    const key = crypto.randomUUID();
    const upload = (bytes: Buffer) =>
      t.api.post('/api/file-manager/files').set(bearer(admin)).set(KEY, key).attach('file', bytes, { filename: 'idem.txt' });
    const first = await upload(Buffer.from('hello idempotent world'));
    expect(first.status).toBe(201);
    const again = await upload(Buffer.from('hello idempotent world'));
    expect(again.status).toBe(201);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body.record.id).toBe(first.body.record.id);
    const longer = await upload(Buffer.from('hello idempotent world, longer'));
    expect(longer.status).toBe(422);
    expect(longer.body.errors).toHaveProperty(KEY);
  });

  it('does not store a 5xx: a retry with the key does the work', async () => {
    const down = testGateway({ CRM_GRPC_URL: '127.0.0.1:9', GRPC_TIMEOUT_MS: '500' });
    try {
      const name = unique('Retry ');
      const key = crypto.randomUUID();
      const failed = await down.api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(name));
      expect(failed.status).toBeGreaterThanOrEqual(500);
      const retried = await t.api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(name));
      expect(retried.status).toBe(201);
      expect(retried.headers[REPLAYED]).toBeUndefined();
      expect(await clientsNamed(name)).toBe(1);
    } finally {
      await down.close();
    }
  });

  it('makes a retry wait for the request in progress, 409 with Retry-After when that takes too long', async () => {
    // The wait is bounded by the call deadline: 300 ms here; the first upload streams for ~2 s.
    const g = testGateway({ GRPC_TIMEOUT_MS: '300' });
    try {
      const key = crypto.randomUUID();
      async function* slowly() {
        for (let i = 0; i < 8; i++) {
          await new Promise((r) => setTimeout(r, 250));
          yield Buffer.from('a slow part ');
        }
      }
      const upload = () =>
        g.api.post('/api/file-manager/files').set(bearer(admin)).set(KEY, key).attach('file', Readable.from(slowly()) as never, { filename: 'slow.txt' });
      const first = upload().then((r) => r);
      await new Promise((r) => setTimeout(r, 600));
      const meanwhile = await upload();
      expect(meanwhile.status).toBe(409);
      expect(meanwhile.headers['retry-after']).toBe('1');
      expect((await first).status).toBe(201);
      const after = await upload();
      expect(after.status).toBe(201);
      expect(after.headers[REPLAYED]).toBe('true');
      expect(after.body.record.id).toBe((await first).body.record.id);
    } finally {
      await g.close();
    }
  });

  it('works in memory when no Redis is configured, concurrency included', async () => {
    const g = testGateway({ REDIS_URL: '' });
    try {
      const name = unique('Memo ');
      const key = crypto.randomUUID();
      const all = await Promise.all(
        Array.from({ length: 20 }, () => g.api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(name))),
      );
      expect(all.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect(new Set(all.map((r) => r.body.record.id)).size).toBe(1);
      const other = await g.api.post('/api/clients').set(bearer(admin)).set(KEY, key).send(clientBody(`${name} B`));
      expect(other.status).toBe(422);
      expect(await clientsNamed(name)).toBe(1);
    } finally {
      await g.close();
    }
  });

  it('documents the header on every POST in /api/docs', async () => {
    const doc = (await t.api.get('/api/docs')).body as { paths: Record<string, Record<string, { parameters: Array<{ name: string; in: string }> }>> };
    const posts = Object.values(doc.paths).flatMap((p) => (p.post ? [p.post] : []));
    expect(posts.length).toBeGreaterThan(10);
    for (const op of posts) expect(op.parameters).toContainEqual(expect.objectContaining({ name: KEY, in: 'header' }));
  });
});
