import { createTokenSigner } from '@bms/platform';
import { adminToken, bearer, staffWith, type StaffUser, type TestGateway, testGateway, unique } from '../support/harness';

const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Announcement {
  id: number;
  title: string;
  read: boolean;
}

describe('announcements (SPEC 4.3)', () => {
  let t: TestGateway;
  let admin: string;
  let reader: StaffUser;
  let other: StaffUser;
  let client: string;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    [reader, other] = await Promise.all([
      staffWith(t.api, admin, { announcements: ['read'] }),
      staffWith(t.api, admin, { announcements: ['read'] }),
    ]);
    // Identity has no route that makes client users yet: a token as identity
    // signs it for a user of type client.
    const sign = createTokenSigner(t.stack.privateKey);
    client = sign({ sub: String(other.id + 100_000), typ: 'session', ut: 'client', adm: false, rid: 0, perm: {} }, 600).token;
  });
  afterAll(() => t.close());

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await t.api
      .post('/api/announcements')
      .set(bearer(admin))
      .send({ title: unique('Notice '), description: 'Office closed on Friday', ...over });
    expect(res.status).toBe(201);
    return res.body.record as Announcement;
  };

  const listIds = async (token: string) => {
    const res = await t.api.get('/api/announcements').query({ limit: 100 }).set(bearer(token));
    expect(res.status).toBe(200);
    return (res.body.records as Announcement[]).map((a) => a.id);
  };

  it('creates: 201 {record} for staff from today on, open-ended, not yet read', async () => {
    const res = await t.api.post('/api/announcements').set(bearer(admin)).send({ title: 'Welcome', description: 'Hello all' });
    expect(res.status).toBe(201);
    const me = await t.api.get('/api/auth/me').set(bearer(admin));
    expect(res.body.record).toEqual({
      id: expect.any(Number),
      title: 'Welcome',
      description: 'Hello all',
      start_date: day(),
      end_date: null,
      audience: 'staff',
      user_ids: [],
      created_by: me.body.id,
      created_at: day(),
      read: false,
    });
  });

  it('lists with {records, meta} and the SPEC 2.6 fields; detail answers {record}', async () => {
    const a = await create();
    const res = await t.api.get('/api/announcements').set(bearer(reader.token));
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: expect.any(Number), current_page: 1, per_page: 20 });
    const item = (res.body.records as Announcement[]).find((r) => r.id === a.id);
    expect(item).toMatchObject({ id: a.id, title: a.title, description: 'Office closed on Friday', created_at: day(), read: false });
    const detail = await t.api.get(`/api/announcements/${a.id}`).set(bearer(reader.token));
    expect(detail.status).toBe(200);
    expect(detail.body.record).toMatchObject({ id: a.id, title: a.title, read: false });
    const paged = await t.api.get('/api/announcements').query({ limit: 1, page: 2 }).set(bearer(admin));
    expect(paged.body.meta).toMatchObject({ current_page: 2, per_page: 1 });
    expect(paged.body.records).toHaveLength(1);
    expect((await t.api.get('/api/announcements').query({ limit: 0 }).set(bearer(admin))).status).toBe(422);
  });

  it('marks read for the caller only, and a second mark changes nothing', async () => {
    const a = await create();
    const first = await t.api.post(`/api/announcements/${a.id}/read`).set(bearer(reader.token));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: expect.any(String) });
    const again = await t.api.post(`/api/announcements/${a.id}/read`).set(bearer(reader.token));
    expect(again.status).toBe(200);

    const mine = await t.api.get(`/api/announcements/${a.id}`).set(bearer(reader.token));
    expect(mine.body.record.read).toBe(true);
    const theirs = await t.api.get(`/api/announcements/${a.id}`).set(bearer(other.token));
    expect(theirs.body.record.read).toBe(false);
    const list = await t.api.get('/api/announcements').query({ limit: 100 }).set(bearer(reader.token));
    expect((list.body.records as Announcement[]).find((r) => r.id === a.id)?.read).toBe(true);
    expect((await t.api.post('/api/announcements/999999999/read').set(bearer(reader.token))).status).toBe(404);
  });

  it('shows staff only what is meant for staff and active today; others are 404', async () => {
    const forStaff = await create({ audience: 'staff' });
    const forAll = await create({ audience: 'everyone' });
    const forClients = await create({ audience: 'clients' });
    const future = await create({ start_date: day(2) });
    const past = await create({ start_date: day(-5), end_date: day(-1) });
    const lastDay = await create({ start_date: day(-5), end_date: day() });
    const ids = await listIds(reader.token);
    expect(ids).toEqual(expect.arrayContaining([forStaff.id, forAll.id, lastDay.id]));
    for (const hidden of [forClients, future, past]) {
      expect(ids).not.toContain(hidden.id);
      expect((await t.api.get(`/api/announcements/${hidden.id}`).set(bearer(reader.token))).status).toBe(404);
      expect((await t.api.post(`/api/announcements/${hidden.id}/read`).set(bearer(reader.token))).status).toBe(404);
    }
    // Admins see everything, also what is not active.
    expect(await listIds(admin)).toEqual(expect.arrayContaining([forClients.id, future.id, past.id]));
  });

  it('shows an announcement for given users to them only', async () => {
    const a = await create({ audience: 'users', user_ids: [reader.id] });
    expect(a).toMatchObject({ audience: 'users', user_ids: [reader.id] });
    expect(await listIds(reader.token)).toContain(a.id);
    expect(await listIds(other.token)).not.toContain(a.id);
    expect((await t.api.get(`/api/announcements/${a.id}`).set(bearer(other.token))).status).toBe(404);
  });

  it('lets client users read announcements meant for clients, and nothing else', async () => {
    const forClients = await create({ audience: 'clients' });
    const forAll = await create({ audience: 'everyone' });
    const forStaff = await create({ audience: 'staff' });
    const ids = await listIds(client);
    expect(ids).toEqual(expect.arrayContaining([forClients.id, forAll.id]));
    expect(ids).not.toContain(forStaff.id);
    expect((await t.api.get(`/api/announcements/${forStaff.id}`).set(bearer(client))).status).toBe(404);
    expect((await t.api.post(`/api/announcements/${forClients.id}/read`).set(bearer(client))).status).toBe(200);
    expect((await t.api.get(`/api/announcements/${forClients.id}`).set(bearer(client))).body.record.read).toBe(true);
    expect((await t.api.post('/api/announcements').set(bearer(client)).send({ title: 'x' })).status).toBe(403);
    expect((await t.api.delete(`/api/announcements/${forClients.id}`).set(bearer(client))).status).toBe(403);
  });

  it('refuses bad input with 422 naming the fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ description: 'no title' }, 'title'],
      [{ title: 'x', start_date: '2026-02-30' }, 'start_date'],
      [{ title: 'x', start_date: day(3), end_date: day(1) }, 'end_date'],
      [{ title: 'x', end_date: day(-1) }, 'end_date'],
      [{ title: 'x', audience: 'martians' }, 'audience'],
      [{ title: 'x', audience: 'users' }, 'user_ids'],
      [{ title: 'x', audience: 'staff', user_ids: [1] }, 'user_ids'],
      [{ title: 'x', audience: 'users', user_ids: [999_999_999] }, 'user_ids'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api.post('/api/announcements').set(bearer(admin)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body.errors).toHaveProperty(field);
    }
  });

  it('deletes: {success, message}, then 404', async () => {
    const a = await create();
    const del = await t.api.delete(`/api/announcements/${a.id}`).set(bearer(admin));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: expect.any(String) });
    expect((await t.api.get(`/api/announcements/${a.id}`).set(bearer(admin))).status).toBe(404);
    expect((await t.api.delete(`/api/announcements/${a.id}`).set(bearer(admin))).status).toBe(404);
    expect(await listIds(admin)).not.toContain(a.id);
  });

  it('takes the list options of every list: sort, updated_since, include_deleted (tombstones)', async () => {
    const since = new Date().toISOString();
    const [a, b] = [await create(), await create()];
    await t.api.delete(`/api/announcements/${b.id}`).set(bearer(admin));
    const changed = await t.api.get('/api/announcements').query({ updated_since: since, include_deleted: 'true', sort: 'id' }).set(bearer(admin));
    expect(changed.status).toBe(200);
    expect(changed.body.records).toEqual([
      expect.objectContaining({ id: a.id, read: false, updated_at: expect.any(String) }),
      { id: b.id, deleted_at: expect.any(String), updated_at: expect.any(String) },
    ]);
    const bad = await t.api.get('/api/announcements').query({ sort: 'description' }).set(bearer(admin));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['sort']);
  });

  it('answers 401 without a token and 403 without the announcements permission', async () => {
    const a = await create();
    const nobody = await staffWith(t.api, admin, { pages: ['read'] });
    const calls = (h: Record<string, string>) => [
      t.api.get('/api/announcements').set(h),
      t.api.get(`/api/announcements/${a.id}`).set(h),
      t.api.post('/api/announcements').set(h).send({ title: 'x' }),
      t.api.delete(`/api/announcements/${a.id}`).set(h),
      t.api.post(`/api/announcements/${a.id}/read`).set(h),
    ];
    for (const res of await Promise.all(calls({}))) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(bearer(nobody.token)))) expect(res.status).toBe(403);
    // read only: may read and mark, not create or delete
    expect((await t.api.post('/api/announcements').set(bearer(reader.token)).send({ title: 'x' })).status).toBe(403);
    expect((await t.api.delete(`/api/announcements/${a.id}`).set(bearer(reader.token))).status).toBe(403);
  });
});
