import type { ChildProcess } from 'node:child_process';
import mongoose from 'mongoose';
import { bearer, login, staffWith, testGateway, type TestGateway, unique, withAdminGateway } from '../support/harness';
import { dbUrl, lib, readStack, startService } from '../support/stack';
import { createClient } from '../support/builders';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('lists for sync and screens, soft delete and restore', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  const aClient = (name = unique('Sync ')) => createClient(t.api, admin, { company_name: name, city: 'Oslo' });
  const list = (query: Record<string, string | number>) => t.api.get('/api/clients').query(query).set(bearer(admin));

  it('gives every listed record updated_at, and updated_since lists only what changed since', async () => {
    const tag = unique('Since');
    const old = await aClient(`${tag} old`);
    const changed = await aClient(`${tag} changed`);
    await pause(20);
    const since = new Date().toISOString();
    await pause(20);
    const fresh = await aClient(`${tag} fresh`);
    await t.api.patch(`/api/clients/${changed.id}`).set(bearer(admin)).send({ city: 'Bergen' }).expect(200);
    const all = await list({ search: tag });
    for (const r of all.body.records) expect(r.updated_at).toMatch(ISO);
    const res = await list({ search: tag, updated_since: since, sort: 'updated_at' });
    expect(res.status).toBe(200);
    expect(res.body.records.map((r: { id: number }) => r.id)).toEqual([fresh.id, changed.id]);
    expect(res.body.meta.total).toBe(2);
    expect(res.body.records.map((r: { id: number }) => r.id)).not.toContain(old.id);
    expect((await list({ updated_since: 'yesterday' })).status).toBe(422);
  });

  it('sorts by indexed fields only, ascending or with - descending', async () => {
    const tag = unique('Sort');
    const b = await aClient(`${tag} b`);
    const a = await aClient(`${tag} a`);
    const c = await aClient(`${tag} c`);
    const byName = await list({ search: tag, sort: 'company_name' });
    expect(byName.body.records.map((r: { id: number }) => r.id)).toEqual([a.id, b.id, c.id]);
    const byNewest = await list({ search: tag, sort: '-created_at,-id' });
    expect(byNewest.body.records.map((r: { id: number }) => r.id)).toEqual([c.id, a.id, b.id]);
    const byId = await list({ search: tag, sort: 'id' });
    expect(byId.body.records.map((r: { id: number }) => r.id)).toEqual([b.id, a.id, c.id]);
    for (const sort of ['city', 'password_hash', '-', 'company_name;drop']) {
      const res = await list({ sort });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty('sort');
    }
  });

  it('answers only the fields asked for (with id and updated_at), and 422 for an unknown one', async () => {
    const c = await aClient();
    const res = await list({ search: c.company_name, fields: 'company_name,city' });
    expect(res.status).toBe(200);
    expect(res.body.records).toEqual([{ id: c.id, company_name: c.company_name, city: 'Oslo', updated_at: expect.stringMatching(ISO) }]);
    const bad = await list({ fields: 'company_name,password_hash' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.fields[0]).toMatch(/password_hash/);
  });

  it('shows deleted records to sync as tombstones {id, deleted_at, updated_at} when asked', async () => {
    const tag = unique('Gone');
    const kept = await aClient(`${tag} kept`);
    const gone = await aClient(`${tag} gone`);
    await t.api.delete(`/api/clients/${gone.id}`).set(bearer(admin)).expect(200);
    const live = await list({ search: tag });
    expect(live.body.records.map((r: { id: number }) => r.id)).toEqual([kept.id]);
    const withDeleted = await list({ include_deleted: 'true', updated_since: new Date(Date.now() - 60_000).toISOString(), sort: '-updated_at', limit: 100 });
    const tomb = withDeleted.body.records.find((r: { id: number }) => r.id === gone.id);
    expect(tomb).toEqual({ id: gone.id, deleted_at: expect.stringMatching(ISO), updated_at: expect.stringMatching(ISO) });
    const withKept = await list({ include_deleted: 'true', search: tag });
    expect(withKept.body.records.find((r: { id: number }) => r.id === kept.id)).toMatchObject({ company_name: kept.company_name });
  });

  it('restores a deleted record within the retention: 404 while deleted, back after, gone from nowhere', async () => {
    const c = await aClient();
    await t.api.delete(`/api/clients/${c.id}`).set(bearer(admin)).expect(200);
    expect((await t.api.get(`/api/clients/${c.id}`).set(bearer(admin))).status).toBe(404);
    const back = await t.api.post(`/api/clients/${c.id}/restore`).set(bearer(admin));
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ success: true, message: expect.any(String) });
    expect((await t.api.get(`/api/clients/${c.id}`).set(bearer(admin))).body.record.company_name).toBe(c.company_name);
    // A live record, or one that never was, has nothing to restore.
    expect((await t.api.post(`/api/clients/${c.id}/restore`).set(bearer(admin))).status).toBe(404);
    expect((await t.api.post('/api/clients/999999999/restore').set(bearer(admin))).status).toBe(404);
  });

  it('restores only for those who may delete', async () => {
    const reader = await staffWith(t.api, admin, { clients: ['read', 'create', 'update'] });
    const c = await aClient();
    await t.api.delete(`/api/clients/${c.id}`).set(bearer(admin)).expect(200);
    expect((await t.api.post(`/api/clients/${c.id}/restore`).set(bearer(reader.token))).status).toBe(403);
    expect((await t.api.post(`/api/clients/${c.id}/restore`)).status).toBe(401);
  });

  it('makes a restored client usable for invoices again (billing learns crm.client.restored)', async () => {
    const c = await aClient();
    const invoice = () =>
      t.api.post('/api/invoices').set(bearer(admin)).send({ client_id: c.id, due_date: '2030-01-31', items: [{ title: 'x', quantity: 1, rate: 1 }] });
    const until = async (status: number) => {
      for (let i = 0; i < 50; i++) {
        const res = await invoice();
        if (res.status === status) return res;
        await pause(100);
      }
      throw new Error(`invoice never answered ${status}`);
    };
    await until(201);
    await t.api.delete(`/api/clients/${c.id}`).set(bearer(admin)).expect(200);
    await until(422);
    await t.api.post(`/api/clients/${c.id}/restore`).set(bearer(admin)).expect(200);
    await until(201);
  });

  it('restores a team member with their email, inactive until reactivated; 409 when the email was taken meanwhile', async () => {
    const email = `${unique('back')}@example.com`;
    const m = await t.api.post('/api/team').set(bearer(admin)).send({ first_name: 'Ro', last_name: 'Stored', email, password: 'restore-pass-1' });
    expect(m.status).toBe(201);
    const id = m.body.record.id;
    await t.api.delete(`/api/team/${id}`).set(bearer(admin)).expect(200);
    await t.api.post(`/api/team/${id}/restore`).set(bearer(admin)).expect(200);
    const got = await t.api.get(`/api/team/${id}`).set(bearer(admin));
    expect(got.body.record).toMatchObject({ email, status: 'inactive' });
    expect((await t.api.post('/api/auth/login').send({ email, password: 'restore-pass-1' })).status).toBe(401);
    await t.api.patch(`/api/team/${id}`).set(bearer(admin)).send({ status: 'active' }).expect(200);
    await login(t.api, email, 'restore-pass-1');

    await t.api.delete(`/api/team/${id}`).set(bearer(admin)).expect(200);
    await t.api.post('/api/team').set(bearer(admin)).send({ first_name: 'New', last_name: 'Owner', email, password: 'other-pass-1' }).expect(201);
    expect((await t.api.post(`/api/team/${id}/restore`).set(bearer(admin))).status).toBe(409);
  });

  describe('past the retention period', () => {
    let crm: ChildProcess;
    let g: TestGateway;
    let db: mongoose.Connection;

    beforeAll(async () => {
      const info = readStack();
      const name = `crm_retention_${Date.now()}`;
      const svc = await startService(info, 'crm', {
        MONGO_URL: dbUrl(info, name),
        DELETED_RETENTION_DAYS: '0',
        PURGE_INTERVAL_MS: '300',
      }, 'crm-retention');
      crm = svc.child;
      g = testGateway({ CRM_GRPC_URL: svc.address });
      db = await mongoose.createConnection(dbUrl(info, name)).asPromise();
    }, 60_000);
    afterAll(async () => {
      await g.close();
      await lib.stopProcess(crm);
      await db.dropDatabase();
      await db.close();
    });

    it('cannot restore, and the purge job removes the record for good once its events are out', async () => {
      const c = await g.api.post('/api/clients').set(bearer(admin)).send({ company_name: unique('Purged '), type: 'person' });
      expect(c.status).toBe(201);
      const id = c.body.record.id;
      await g.api.delete(`/api/clients/${id}`).set(bearer(admin)).expect(200);
      expect((await g.api.post(`/api/clients/${id}/restore`).set(bearer(admin))).status).toBe(404);
      for (let i = 0; i < 100 && (await db.db!.collection('clients').findOne({ _id: id } as never)); i++) await pause(100);
      expect(await db.db!.collection('clients').findOne({ _id: id } as never)).toBeNull();
    });
  });
});
