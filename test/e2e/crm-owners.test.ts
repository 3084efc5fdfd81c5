import { adminToken, bearer, staffWith, type StaffUser, type TestGateway, testGateway, unique } from '../support/harness';
import { lib } from '../support/stack';
import { aClient, isolatedCrm } from './crm-fixtures';

// A client's or a lead's owner_id names a user: crm asks identity (FindUsers) about a new one.

const NO_SUCH_USER = 987_654_321;
const bodies = {
  clients: () => aClient({ company_name: unique('Owned Co ') }),
  leads: () => ({ company_name: unique('Owned Lead '), contact_name: 'Jane Prospect' }),
};
type Path = keyof typeof bodies;

describe('owners of clients and leads (owner_id)', () => {
  let t: TestGateway;
  let admin: string;
  let adminId: number;
  let owner: StaffUser;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    adminId = (await t.api.get('/api/auth/me').set(bearer(admin))).body.id;
    owner = await staffWith(t.api, admin, { clients: ['read'] });
  });
  afterAll(() => t.close());

  const ownerOf = async (path: Path, id: number, token = admin) => {
    const res = await t.api.get(`/api/${path}/${id}`).set(bearer(token));
    expect(res.status).toBe(200);
    return res.body.record.owner_id as number;
  };
  const create = async (path: Path, over: Record<string, unknown> = {}, token = admin) => {
    const res = await t.api.post(`/api/${path}`).set(bearer(token)).send({ ...bodies[path](), ...over });
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: expect.anything() });
    return res.body.record.id as number;
  };

  describe.each(['clients', 'leads'] as const)('%s', (path) => {
    it('refuses an owner_id that names no user with 422 on create, PUT and PATCH, and stores nothing', async () => {
      const body = { ...bodies[path](), owner_id: NO_SUCH_USER };
      const made = await t.api.post(`/api/${path}`).set(bearer(admin)).send(body);
      expect({ status: made.status, errors: made.body.errors }).toEqual({ status: 422, errors: { owner_id: ['Unknown user.'] } });
      const listed = await t.api.get(`/api/${path}`).query({ search: body.company_name }).set(bearer(admin));
      expect(listed.body.meta.total).toBe(0);

      const id = await create(path);
      const put = await t.api.put(`/api/${path}/${id}`).set(bearer(admin)).send({ ...bodies[path](), owner_id: NO_SUCH_USER });
      expect({ status: put.status, errors: put.body.errors }).toEqual({ status: 422, errors: { owner_id: ['Unknown user.'] } });
      const patch = await t.api.patch(`/api/${path}/${id}`).set(bearer(admin)).send({ owner_id: NO_SUCH_USER });
      expect({ status: patch.status, errors: patch.body.errors }).toEqual({ status: 422, errors: { owner_id: ['Unknown user.'] } });
      expect(await ownerOf(path, id)).toBe(adminId);
    });

    it("stores a user's id as owner, by create, PATCH and PUT; the caller by default", async () => {
      const id = await create(path, { owner_id: owner.id });
      expect(await ownerOf(path, id)).toBe(owner.id);
      expect((await t.api.patch(`/api/${path}/${id}`).set(bearer(admin)).send({ owner_id: adminId })).status).toBe(200);
      expect(await ownerOf(path, id)).toBe(adminId);
      expect((await t.api.put(`/api/${path}/${id}`).set(bearer(admin)).send({ ...bodies[path](), owner_id: owner.id })).status).toBe(200);
      expect(await ownerOf(path, id)).toBe(owner.id);
      expect(await ownerOf(path, await create(path))).toBe(adminId);
    });
  });

  it('lets staff who may write clients, and an API key scoped to clients only, name an owner', async () => {
    const writer = await staffWith(t.api, admin, { clients: ['read', 'create', 'update'] });
    const byStaff = await create('clients', { owner_id: owner.id }, writer.token);
    expect(await ownerOf('clients', byStaff, writer.token)).toBe(owner.id);

    const made = await t.api.post('/api/api-keys').set(bearer(admin)).send({ name: unique('key '), scopes: { clients: ['read', 'create', 'update'] } });
    expect(made.status).toBe(201);
    const key = made.body.key as string;
    const byKey = await create('clients', { owner_id: owner.id }, key);
    expect(await ownerOf('clients', byKey, key)).toBe(owner.id);
    const refused = await t.api.patch(`/api/clients/${byKey}`).set(bearer(key)).send({ owner_id: NO_SUCH_USER });
    expect({ status: refused.status, errors: refused.body.errors }).toEqual({ status: 422, errors: { owner_id: ['Unknown user.'] } });
  });

  describe('while identity cannot be reached', () => {
    let crm: Awaited<ReturnType<typeof isolatedCrm>>;
    let down: TestGateway;

    beforeAll(async () => {
      // An address where nothing listens: crm's calls to identity are refused.
      crm = await isolatedCrm({ IDENTITY_GRPC_URL: `127.0.0.1:${await lib.freePort()}` });
      down = testGateway({ CRM_GRPC_URL: crm.grpcUrl });
    }, 60_000);
    afterAll(async () => {
      await down?.close();
      await crm?.stop();
    });

    it.each(['clients', 'leads'] as const)('%s: a write naming a new owner is 503 and changes nothing; one that names none still works', async (path) => {
      const body = { ...bodies[path](), owner_id: owner.id };
      const made = await down.api.post(`/api/${path}`).set(bearer(admin)).send(body);
      expect({ status: made.status, body: made.body }).toEqual({ status: 503, body: { success: false, message: expect.any(String) } });
      const listed = await down.api.get(`/api/${path}`).query({ search: body.company_name }).set(bearer(admin));
      expect(listed.body.meta.total).toBe(0);

      const res = await down.api.post(`/api/${path}`).set(bearer(admin)).send(bodies[path]());
      expect(res.status).toBe(201);
      const id = res.body.record.id as number;
      expect((await down.api.patch(`/api/${path}/${id}`).set(bearer(admin)).send({ owner_id: owner.id })).status).toBe(503);
      expect((await down.api.put(`/api/${path}/${id}`).set(bearer(admin)).send({ ...bodies[path](), owner_id: owner.id })).status).toBe(503);
      const detail = await down.api.get(`/api/${path}/${id}`).set(bearer(admin));
      expect(detail.body.record.owner_id).toBe(adminId);
    });
  });
});
