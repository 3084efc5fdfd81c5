import { adminToken, bearer, eventually, staffWith, type TestGateway, testGateway, unique } from '../support/harness';
import { createMember } from '../support/builders';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The six operations of a standard module (SPEC 4.6) with its permission
 * module: envelopes, 404s, 422s, 401s and 403s.
 */
function standardModule(m: {
  name: string;
  base: string;
  permission: string;
  valid: () => Record<string, unknown>;
  invalid: Record<string, unknown>;
  patch: Record<string, unknown>;
  fields: string[];
}) {
  describe(`${m.name} (${m.base})`, () => {
    let t: TestGateway;
    let admin: string;

    beforeAll(async () => {
      t = testGateway();
      admin = await adminToken(t.api);
    });
    afterAll(() => t.close());

    const create = async () => {
      const res = await t.api.post(m.base).set(bearer(admin)).send(m.valid());
      expect(res.status).toBe(201);
      return res.body.record as { id: number };
    };

    it('creates (201 {record}), shows ({record}) and lists ({records, meta})', async () => {
      const body = m.valid();
      const res = await t.api.post(m.base).set(bearer(admin)).send(body);
      expect(res.status).toBe(201);
      expect(Object.keys(res.body.record).sort()).toEqual(m.fields.sort());
      expect(res.body.record).toMatchObject({ ...body, created_at: today() });
      const one = await t.api.get(`${m.base}/${res.body.record.id}`).set(bearer(admin));
      expect(one.status).toBe(200);
      expect(one.body).toEqual({ record: res.body.record });
      const list = await t.api.get(m.base).query({ limit: 100 }).set(bearer(admin));
      expect(list.status).toBe(200);
      expect(list.body.meta).toEqual({ total: expect.any(Number), current_page: 1, per_page: 100 });
      expect(list.body.records).toContainEqual({ ...res.body.record, updated_at: expect.any(String) });
      expect((await t.api.get(m.base).query({ limit: 101 }).set(bearer(admin))).status).toBe(422);
    });

    it('refuses an invalid body with 422 naming the fields', async () => {
      const res = await t.api.post(m.base).set(bearer(admin)).send(m.invalid);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, errors: expect.any(Object) });
    });

    it('PATCH changes the fields sent, PUT replaces; both {success, message}', async () => {
      const rec = await create();
      const patch = await t.api.patch(`${m.base}/${rec.id}`).set(bearer(admin)).send(m.patch);
      expect(patch.status).toBe(200);
      expect(patch.body).toEqual({ success: true, message: expect.any(String) });
      expect((await t.api.get(`${m.base}/${rec.id}`).set(bearer(admin))).body.record).toMatchObject(m.patch);
      const replacement = m.valid();
      const put = await t.api.put(`${m.base}/${rec.id}`).set(bearer(admin)).send(replacement);
      expect(put.status).toBe(200);
      expect((await t.api.get(`${m.base}/${rec.id}`).set(bearer(admin))).body.record).toMatchObject(replacement);
      expect((await t.api.put(`${m.base}/${rec.id}`).set(bearer(admin)).send({})).status).toBe(422);
    });

    it('deletes, then answers 404 on every operation on it', async () => {
      const rec = await create();
      const del = await t.api.delete(`${m.base}/${rec.id}`).set(bearer(admin));
      expect(del.body).toEqual({ success: true, message: expect.any(String) });
      expect((await t.api.get(`${m.base}/${rec.id}`).set(bearer(admin))).status).toBe(404);
      expect((await t.api.patch(`${m.base}/${rec.id}`).set(bearer(admin)).send(m.patch)).status).toBe(404);
      expect((await t.api.put(`${m.base}/${rec.id}`).set(bearer(admin)).send(m.valid())).status).toBe(404);
      expect((await t.api.delete(`${m.base}/${rec.id}`).set(bearer(admin))).status).toBe(404);
      expect((await t.api.get(`${m.base}/abc`).set(bearer(admin))).status).toBe(404);
    });

    it(`answers 401 without a token, and 403 without the ${m.permission} permission`, async () => {
      const rec = await create();
      const nobody = await staffWith(t.api, admin, { clients: ['read'] });
      const reader = await staffWith(t.api, admin, { [m.permission]: ['read'] });
      const ops = (token?: string) => {
        const auth = token ? bearer(token) : {};
        return [
          t.api.get(m.base).set(auth),
          t.api.get(`${m.base}/${rec.id}`).set(auth),
          t.api.post(m.base).set(auth).send(m.valid()),
          t.api.put(`${m.base}/${rec.id}`).set(auth).send(m.valid()),
          t.api.patch(`${m.base}/${rec.id}`).set(auth).send(m.patch),
          t.api.delete(`${m.base}/${rec.id}`).set(auth),
        ];
      };
      for (const res of await Promise.all(ops())) expect(res.status).toBe(401);
      for (const res of await Promise.all(ops(nobody.token))) expect(res.status).toBe(403);
      const asReader = await Promise.all(ops(reader.token));
      expect(asReader.map((r) => r.status)).toEqual([200, 200, 403, 403, 403, 403]);
    });
  });
}

standardModule({
  name: 'checklist templates',
  base: '/api/checklist-templates',
  permission: 'checklists',
  valid: () => ({ title: unique('Launch checklist '), items: ['Write notes', 'Tag release'] }),
  invalid: { title: '', items: 'not a list' },
  patch: { items: ['Only step'] },
  fields: ['id', 'title', 'items', 'created_at'],
});

standardModule({
  name: 'project statuses',
  base: '/api/project-statuses',
  permission: 'project_statuses',
  valid: () => ({ title: unique('Open '), color: '#1e88e5', sort: 3 }),
  invalid: { color: 'blue', sort: -1 },
  patch: { color: '#43a047' },
  fields: ['id', 'title', 'color', 'sort', 'created_at'],
});

describe('project statuses in display order', () => {
  it('lists by sort, then by id; a status without colour or sort gets #6c757d and 0', async () => {
    const t = testGateway();
    try {
      const admin = await adminToken(t.api);
      const tag = unique('Order');
      const made: number[] = [];
      for (const sort of [20, 10]) {
        const res = await t.api.post('/api/project-statuses').set(bearer(admin)).send({ title: `${tag} ${sort}`, sort });
        made.push(res.body.record.id);
      }
      const plain = await t.api.post('/api/project-statuses').set(bearer(admin)).send({ title: `${tag} plain` });
      expect(plain.body.record).toMatchObject({ color: '#6c757d', sort: 0 });
      const list = await t.api.get('/api/project-statuses').query({ search: tag }).set(bearer(admin));
      expect(list.body.records.map((r: { id: number }) => r.id)).toEqual([plain.body.record.id, made[1], made[0]]);
    } finally {
      await t.close();
    }
  });
});

describe('project team members (/api/team_members)', () => {
  let t: TestGateway;
  let admin: string;
  let adminId: number;
  let project = 1000 + Math.floor(Math.random() * 1_000_000);

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    adminId = (await t.api.get('/api/auth/me').set(bearer(admin))).body.id;
  });
  afterAll(() => t.close());

  const aUser = async (): Promise<number> => (await createMember(t.api, admin)).id;
  const add = (project_id: number, user_id: number) => t.api.post('/api/team_members').set(bearer(admin)).send({ project_id, user_id });

  it('puts a user on a project: 201 {record} with id, project_id, user_id, created_at', async () => {
    const user = await aUser();
    const res = await add(++project, user);
    expect(res.status).toBe(201);
    expect(res.body.record).toEqual({ id: expect.any(Number), project_id: project, user_id: user, created_at: today() });
    expect((await t.api.get(`/api/team_members/${res.body.record.id}`).set(bearer(admin))).body).toEqual({ record: res.body.record });
  });

  it('answers 409 when the same user is added to the same project again, even at the same moment', async () => {
    const user = await aUser();
    const p = ++project;
    expect((await add(p, user)).status).toBe(201);
    const again = await add(p, user);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'This user is already on this project.' });
    expect((await add(++project, user)).status).toBe(201);

    const racer = await aUser();
    const q = ++project;
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => add(q, racer)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const list = await t.api.get('/api/team_members').query({ project_id: q }).set(bearer(admin));
    expect(list.body.meta.total).toBe(1);
  });

  it('lets a removed user be added to the project again', async () => {
    const user = await aUser();
    const p = ++project;
    const first = await add(p, user);
    await t.api.delete(`/api/team_members/${first.body.record.id}`).set(bearer(admin)).expect(200);
    expect((await t.api.get(`/api/team_members/${first.body.record.id}`).set(bearer(admin))).status).toBe(404);
    expect((await add(p, user)).status).toBe(201);
  });

  it('restores a removed membership, unless the user is on the project again (409): never twice', async () => {
    const user = await aUser();
    const p = ++project;
    const first = (await add(p, user)).body.record.id as number;
    await t.api.delete(`/api/team_members/${first}`).set(bearer(admin)).expect(200);
    expect((await t.api.post(`/api/team_members/${first}/restore`).set(bearer(admin))).status).toBe(200);
    expect((await add(p, user)).status).toBe(409);

    await t.api.delete(`/api/team_members/${first}`).set(bearer(admin)).expect(200);
    const again = (await add(p, user)).body.record.id as number;
    const restore = await t.api.post(`/api/team_members/${first}/restore`).set(bearer(admin));
    expect(restore.status).toBe(409);
    expect(restore.body).toEqual({ success: false, message: 'This user is already on this project.' });
    const list = await t.api.get('/api/team_members').query({ project_id: p }).set(bearer(admin));
    expect(list.body.records.map((r: { id: number }) => r.id)).toEqual([again]);
  });

  it('answers 409 when an update would put a user on a project twice', async () => {
    const user = await aUser();
    const p = ++project;
    await add(p, user).expect(201);
    const other = await add(++project, user);
    const clash = await t.api.patch(`/api/team_members/${other.body.record.id}`).set(bearer(admin)).send({ project_id: p });
    expect(clash.status).toBe(409);
    const same = await t.api.put(`/api/team_members/${other.body.record.id}`).set(bearer(admin)).send({ project_id: project, user_id: user });
    expect(same.status).toBe(200);
    const moved = await t.api.patch(`/api/team_members/${other.body.record.id}`).set(bearer(admin)).send({ user_id: adminId });
    expect(moved.status).toBe(200);
    expect((await t.api.get(`/api/team_members/${other.body.record.id}`).set(bearer(admin))).body.record).toMatchObject({ user_id: adminId });
  });

  it('refuses an unknown user (422 naming it) and ids that are not positive integers', async () => {
    const res = await add(++project, 987654321);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ user_id: ['Unknown user id: 987654321.'] });
    const bad = await t.api.post('/api/team_members').set(bearer(admin)).send({ project_id: 0, user_id: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['project_id', 'user_id']);
  });

  it('filters by project_id and user_id', async () => {
    const a = await aUser();
    const b = await aUser();
    const p = ++project;
    const ma = (await add(p, a)).body.record.id;
    const mb = (await add(p, b)).body.record.id;
    const ids = async (q: Record<string, unknown>) =>
      (await t.api.get('/api/team_members').query(q).set(bearer(admin))).body.records.map((r: { id: number }) => r.id);
    expect(await ids({ project_id: p })).toEqual([mb, ma]);
    expect(await ids({ project_id: p, user_id: a })).toEqual([ma]);
    expect((await t.api.get('/api/team_members').query({ project_id: 'x' }).set(bearer(admin))).status).toBe(422);
  });

  it('takes a deleted user off every project team', async () => {
    const user = await aUser();
    const m1 = (await add(++project, user)).body.record.id;
    const m2 = (await add(++project, user)).body.record.id;
    await t.api.delete(`/api/team/${user}`).set(bearer(admin)).expect(200);
    await eventually(async () => {
      const res = await t.api.get('/api/team_members').query({ user_id: user }).set(bearer(admin));
      expect(res.body.records).toEqual([]);
    });
    expect((await t.api.get(`/api/team_members/${m1}`).set(bearer(admin))).status).toBe(404);
    expect((await t.api.get(`/api/team_members/${m2}`).set(bearer(admin))).status).toBe(404);
  });

  it('answers 401 without a token, and 403 without the team_members permission', async () => {
    const member = (await add(++project, adminId)).body.record.id;
    const nobody = await staffWith(t.api, admin, { tasks: ['read'] });
    const ops = (auth: Record<string, string>) => [
      t.api.get('/api/team_members').set(auth),
      t.api.get(`/api/team_members/${member}`).set(auth),
      t.api.post('/api/team_members').set(auth).send({ project_id: 1, user_id: adminId }),
      t.api.put(`/api/team_members/${member}`).set(auth).send({ project_id: 1, user_id: adminId }),
      t.api.patch(`/api/team_members/${member}`).set(auth).send({ project_id: 2 }),
      t.api.delete(`/api/team_members/${member}`).set(auth),
    ];
    for (const res of await Promise.all(ops({}))) expect(res.status).toBe(401);
    for (const res of await Promise.all(ops(bearer(nobody.token)))) expect(res.status).toBe(403);
  });
});
