import { aClient } from '../support/builders';
import { type Entry, historyOf, parseCsv } from '../support/audit';
import { type AdminSession, bearer, eventually, freshAddress, staffWith, testGateway, unique, withAdminSession } from '../support/harness';
import { readStack } from '../support/stack';

/**
 * The audit trail through the gateway: every write recorded with who (user
 * or API key), from where (address, request id), when, which record, the
 * action and each changed field before and after; read by admins with
 * filters and paging, exported as NDJSON or CSV.
 */
describe('the audit trail', () => {
  let s: AdminSession;
  withAdminSession((x) => (s = x));

  it("records a client's create, update, delete and restore with who, from where and each field before and after", async () => {
    const address = freshAddress();
    const rid = () => unique('audit-');
    const ids = [rid(), rid(), rid(), rid()];
    const made = await s.api.post('/api/clients').set(bearer(s.admin)).set('X-Forwarded-For', address).set('X-Request-Id', ids[0]!).send(aClient({ city: 'Oslo' }));
    expect(made.status).toBe(201);
    const id = made.body.record.id as number;
    const as = (i: number) => ({ 'X-Forwarded-For': address, 'X-Request-Id': ids[i]! });
    await s.api.patch(`/api/clients/${id}`).set(bearer(s.admin)).set(as(1)).send({ city: 'Bergen' }).expect(200);
    await s.api.delete(`/api/clients/${id}`).set(bearer(s.admin)).set(as(2)).expect(200);
    await s.api.post(`/api/clients/${id}/restore`).set(bearer(s.admin)).set(as(3)).expect(200);

    const history = await historyOf(s.api, s.admin, 'crm.client', id, 4);
    expect(history.map((e) => e.action)).toEqual(['restored', 'deleted', 'updated', 'created']);
    expect(history.map((e) => e.version)).toEqual([4, 3, 2, 1]);
    const [restored, deleted, updated, created] = history as [Entry, Entry, Entry, Entry];
    for (const [i, e] of [created, updated, deleted, restored].entries()) {
      expect(e).toMatchObject({ module: 'crm.client', record_id: id, user_id: s.adminId, api_key_id: null, address, request_id: ids[i] });
    }
    expect(created.changes.company_name).toEqual({ after: made.body.record.company_name });
    expect(created.changes.city).toEqual({ after: 'Oslo' });
    expect(updated.changes).toEqual({ city: { before: 'Oslo', after: 'Bergen' } });
    expect(deleted.changes).toEqual({ deleted_at: { before: null, after: expect.any(String) } });
    expect(restored.changes).toEqual({ deleted_at: { before: deleted.changes.deleted_at!.after, after: null } });
    // Chained: each entry's prev_hash is a hash, entries are in chain order.
    expect(created.id).toBeLessThan(updated.id);
    expect(created.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("records the client's own address, not the X-Forwarded-For it sends, when the gateway trusts no proxy", async () => {
    const t = testGateway({ TRUSTED_PROXIES: '' });
    try {
      const made = await t.api.post('/api/clients').set(bearer(s.admin)).set('X-Forwarded-For', freshAddress()).send(aClient());
      expect(made.status).toBe(201);
      const [created] = await historyOf(s.api, s.admin, 'crm.client', made.body.record.id, 1);
      // supertest's connection comes from loopback
      expect(created!.address).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    } finally {
      await t.close();
    }
  });

  it('records a write made through an API key with the key, and a staff member as who they are', async () => {
    const key = await s.api.post('/api/api-keys').set(bearer(s.admin)).send({ name: unique('audit key ') });
    expect(key.status).toBe(201);
    const viaKey = await s.api.post('/api/clients').set(bearer(key.body.key as string)).send(aClient());
    expect(viaKey.status).toBe(201);
    const [byKey] = await historyOf(s.api, s.admin, 'crm.client', viaKey.body.record.id, 1);
    expect(byKey).toMatchObject({ action: 'created', user_id: s.adminId, api_key_id: key.body.record.id });

    const staff = await staffWith(s.api, s.admin, { clients: ['read', 'create', 'update'] });
    const mine = await s.api.post('/api/clients').set(bearer(staff.token)).send(aClient());
    expect(mine.status).toBe(201);
    await s.api.patch(`/api/clients/${mine.body.record.id}`).set(bearer(staff.token)).send({ zip: '5003' }).expect(200);
    await historyOf(s.api, s.admin, 'crm.client', mine.body.record.id, 2);
    const theirs = await s.api.get('/api/audit-log').query({ user_id: staff.id }).set(bearer(s.admin));
    expect(theirs.status).toBe(200);
    expect(theirs.body.records.map((e: Entry) => `${e.module} ${e.action}`)).toEqual(['crm.client updated', 'crm.client created']);
    expect(theirs.body.meta).toEqual({ total: 2, current_page: 1, per_page: 20 });
    const byTheKey = await s.api.get('/api/audit-log').query({ api_key_id: key.body.record.id }).set(bearer(s.admin));
    expect(byTheKey.body.records.map((e: Entry) => e.record_id)).toEqual([viaKey.body.record.id]);
  });

  it("names a user's password change, masked, and never shows the hash", async () => {
    const member = await s.api.post('/api/team').set(bearer(s.admin)).send({ first_name: 'Audited', last_name: 'Member', email: `${unique('audited')}@example.com`, password: 'audited-password-1' });
    expect(member.status).toBe(201);
    await s.api.patch(`/api/team/${member.body.record.id}`).set(bearer(s.admin)).send({ password: 'audited-password-2' }).expect(200);
    const [updated, created] = await historyOf(s.api, s.admin, 'identity.user', member.body.record.id, 2);
    expect(created!.changes.password_hash).toEqual({ masked: true });
    expect(updated!.changes).toEqual({ password_hash: { masked: true } });
    expect(JSON.stringify([updated, created])).not.toMatch(/argon2/);
  });

  it("records identity's own writes: an API key made, rotated and revoked, a webhook's secret changed, hashes and secrets masked", async () => {
    const key = await s.api.post('/api/api-keys').set(bearer(s.admin)).send({ name: unique('rotated key ') });
    expect(key.status).toBe(201);
    const keyId = key.body.record.id as number;
    await s.api.post(`/api/api-keys/${keyId}/rotate`).set(bearer(s.admin)).send({ grace_seconds: 60 }).expect(200);
    await s.api.delete(`/api/api-keys/${keyId}`).set(bearer(s.admin)).expect(200);
    const [revoked, rotated, made] = await historyOf(s.api, s.admin, 'identity.api_key', keyId, 3);
    expect([made!.action, rotated!.action, revoked!.action]).toEqual(['created', 'rotated', 'deleted']);
    expect(made!.changes).toMatchObject({ name: { after: key.body.record.name }, key_hash: { masked: true }, user_id: { after: s.adminId } });
    expect(rotated!.changes).toMatchObject({ key_hash: { masked: true }, previous_key_hash: { masked: true }, rotated_at: { before: null } });
    expect(revoked!.changes).toEqual({ deleted_at: { before: null, after: expect.any(String) } });

    const { webhookPort } = readStack();
    const hook = await s.api.post('/api/webhooks').set(bearer(s.admin)).send({ url: `http://127.0.0.1:${webhookPort}/audit-${unique()}`, events: ['crm.client.created'], active: false });
    expect(hook.status).toBe(201);
    const hookId = hook.body.record.id as number;
    try {
      await s.api.patch(`/api/webhooks/${hookId}`).set(bearer(s.admin)).send({ secret: 'a-new-signing-secret-of-32-chars', description: 'audited' }).expect(200);
      const [changed, created] = await historyOf(s.api, s.admin, 'identity.webhook', hookId, 2);
      expect(created!.changes).toMatchObject({ url: { after: hook.body.record.url }, secret: { masked: true }, active: { after: false } });
      expect(changed!.changes).toEqual({ secret: { masked: true }, description: { before: '', after: 'audited' } });
      expect(JSON.stringify([changed, created])).not.toContain(hook.body.secret);
    } finally {
      await s.api.delete(`/api/webhooks/${hookId}`).set(bearer(s.admin));
    }
  });

  it('filters by module (a domain or a kind of record) and time, and pages', async () => {
    const from = new Date().toISOString();
    const staff = await staffWith(s.api, s.admin, { clients: ['read', 'create'], tasks: ['read', 'create'] });
    for (let i = 0; i < 3; i++) await s.api.post('/api/clients').set(bearer(staff.token)).send(aClient()).expect(201);
    await s.api.post('/api/tasks').set(bearer(staff.token)).send({ title: unique('Audited task ') }).expect(201);
    await eventually(async () => {
      const all = await s.api.get('/api/audit-log').query({ user_id: staff.id }).set(bearer(s.admin));
      expect(all.body.meta.total).toBe(4);
    }, 10_000);
    const crm = await s.api.get('/api/audit-log').query({ user_id: staff.id, module: 'crm' }).set(bearer(s.admin));
    expect(crm.body.records).toHaveLength(3);
    const tasks = await s.api.get('/api/audit-log').query({ user_id: staff.id, module: 'work.task' }).set(bearer(s.admin));
    expect(tasks.body.records.map((e: Entry) => e.action)).toEqual(['created']);
    const page2 = await s.api.get('/api/audit-log').query({ user_id: staff.id, limit: 3, page: 2 }).set(bearer(s.admin));
    expect(page2.body).toMatchObject({ meta: { total: 4, current_page: 2, per_page: 3 } });
    expect(page2.body.records).toHaveLength(1);
    const before = await s.api.get('/api/audit-log').query({ user_id: staff.id, to: from }).set(bearer(s.admin));
    expect(before.body.records).toHaveLength(0);
    const since = await s.api.get('/api/audit-log').query({ user_id: staff.id, from }).set(bearer(s.admin));
    expect(since.body.records).toHaveLength(4);
    for (const bad of [{ record_id: 5 }, { record_id: 5, module: 'crm' }, { module: 'Crm!' }, { from: 'yesterday' }, { from, to: '2000-01-01' }]) {
      const res = await s.api.get('/api/audit-log').query(bad).set(bearer(s.admin));
      expect(res.status).toBe(422);
    }
  });

  it('exports a time range as NDJSON and as CSV, cells escaped and safe from formula injection', async () => {
    const from = new Date(Date.now() - 1000).toISOString();
    const staff = await staffWith(s.api, s.admin, { clients: ['read', 'create', 'update'] });
    const name = unique('Quote "and", comma ');
    // A line break to escape too: in the address, a text of several lines (a name is one line).
    const address = unique('1 "Main" St,\nline ');
    const made = await s.api.post('/api/clients').set(bearer(staff.token)).set('X-Request-Id', unique('-formula')).send(aClient({ company_name: name, address }));
    expect(made.status).toBe(201);
    await historyOf(s.api, s.admin, 'crm.client', made.body.record.id, 1);
    const to = new Date(Date.now() + 1000).toISOString();

    const nd = await s.api.get('/api/audit-log/export').query({ from, to }).set(bearer(s.admin)).buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('end', () => done(null, text));
    });
    expect(nd.status).toBe(200);
    expect(nd.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(nd.headers['content-disposition']).toMatch(/attachment; filename="audit-log.ndjson"/);
    const lines = (nd.body as string).trim().split('\n').map((l) => JSON.parse(l) as Entry);
    const ids = lines.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const e of lines) expect(e.occurred_at >= from && e.occurred_at < to).toBe(true);
    const ours = lines.find((e) => e.module === 'crm.client' && e.record_id === made.body.record.id)!;
    expect(ours.changes.company_name).toEqual({ after: name });
    expect(ours.changes.address).toEqual({ after: address });

    const csv = await s.api.get('/api/audit-log/export').query({ from, to, format: 'csv' }).set(bearer(s.admin)).buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('end', () => done(null, text));
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = parseCsv(csv.body as string);
    expect(header).toEqual(['id', 'occurred_at', 'recorded_at', 'user_id', 'api_key_id', 'address', 'request_id', 'module', 'record_id', 'action', 'version', 'changes', 'prev_hash', 'hash']);
    // Both exports read the same range; the stack's other tests may have had entries recorded in it between the two.
    expect(rows.map((r) => Number(r[0]))).toEqual(expect.arrayContaining(ids));
    const row = rows.find((r) => r[7] === 'crm.client' && r[8] === String(made.body.record.id))!;
    expect(JSON.parse(row[11]!).company_name).toEqual({ after: name });
    expect(JSON.parse(row[11]!).address).toEqual({ after: address });
    // A request id starting with "-" would be a formula to a spreadsheet: written as text.
    expect(row[6]).toBe(`'${made.headers['x-request-id']}`);
    for (const r of rows) for (const cell of r) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('is for admins: a staff member, even with every module, is refused (403)', async () => {
    const staff = await staffWith(s.api, s.admin, { clients: ['read', 'create', 'update', 'delete'], team: ['read'] });
    for (const path of ['/api/audit-log', '/api/audit-log/export', '/api/audit-log/verify']) {
      const res = await s.api.get(path).set(bearer(staff.token));
      expect(res.status).toBe(403);
    }
  });
});
