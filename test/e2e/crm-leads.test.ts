import { adminToken, bearer, staffWith, type StaffUser, type TestGateway, testGateway, unique } from '../support/harness';
import { clientUserToken, events } from './crm-fixtures';

const aLead = (over: Record<string, unknown> = {}) => ({
  company_name: unique('Lead Co '),
  contact_name: 'Jane Prospect',
  email: 'Jane@Example.com',
  phone: '+47 22 33 44 55',
  city: 'Oslo',
  source: 'website',
  ...over,
});

type Row = { id: number };
const ids = (body: { records: Row[] }) => body.records.map((r) => r.id);

describe('leads (/api/leads)', () => {
  let t: TestGateway;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    adminId = (await t.api.get('/api/auth/me').set(bearer(admin))).body.id;
  });
  afterAll(() => t.close());

  const create = async (over: Record<string, unknown> = {}, token = admin) => {
    const res = await t.api.post('/api/leads').set(bearer(token)).send(aLead(over));
    expect(res.status).toBe(201);
    return res.body.record as { id: number; company_name: string };
  };

  it('creates a lead: 201 {record} with defaults (status new, owner and creator the caller)', async () => {
    const body = aLead();
    const res = await t.api.post('/api/leads').set(bearer(admin)).send(body);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['record']);
    expect(res.body.record).toMatchObject({
      id: expect.any(Number),
      company_name: body.company_name,
      type: 'organization',
      contact_name: 'Jane Prospect',
      email: 'jane@example.com',
      phone: '+4722334455',
      status: 'new',
      source: 'website',
      owner_id: adminId,
      created_by: adminId,
      created_at: new Date().toISOString().slice(0, 10),
    });
  });

  it('answers the detail as {record, custom_fields}', async () => {
    const l = await create({ labels: ['hot'], description: 'Met at the fair' });
    const res = await t.api.get(`/api/leads/${l.id}`).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['custom_fields', 'record']);
    expect(res.body.record).toMatchObject({ id: l.id, labels: ['hot'], description: 'Met at the fair', city: 'Oslo' });
    expect(res.body.custom_fields).toEqual({});
  });

  it('lists with {records, meta} and list fields only', async () => {
    await create();
    const res = await t.api.get('/api/leads').set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: expect.any(Number), current_page: 1, per_page: 20 });
    expect(res.body.meta.total).toBeGreaterThanOrEqual(1);
    expect(Object.keys(res.body.records[0]).sort()).toEqual(
      ['updated_at', 'id', 'company_name', 'contact_name', 'email', 'phone', 'status', 'source', 'owner_id', 'created_at'].sort(),
    );
  });

  // Only this file makes leads on the shared stack, so the unfiltered total is exact here.
  it('counts live leads only: the unfiltered total follows creates and deletes', async () => {
    const total = async () => (await t.api.get('/api/leads').set(bearer(admin))).body.meta.total as number;
    const before = await total();
    const l = await create();
    expect(await total()).toBe(before + 1);
    await t.api.delete(`/api/leads/${l.id}`).set(bearer(admin));
    expect(await total()).toBe(before);
    const gone = await t.api.get('/api/leads').query({ search: l.company_name }).set(bearer(admin));
    expect(gone.body.meta.total).toBe(0);
  });

  it('filters by search (company, contact or email), status, source and owner, and pages', async () => {
    const tag = unique('Filt');
    const a = await create({ company_name: `${tag} One`, status: 'qualified', source: `${tag}-ads` });
    const b = await create({ company_name: `${tag} Two`, status: 'lost' });
    const owner = await staffWith(t.api, admin, { leads: ['read'] });
    const c = await create({ company_name: 'Other', contact_name: `${tag}person`, owner_id: owner.id });
    const bySearch = await t.api.get('/api/leads').query({ search: tag.toLowerCase() }).set(bearer(admin));
    expect(ids(bySearch.body).sort()).toEqual([a.id, b.id, c.id].sort());
    const byStatus = await t.api.get('/api/leads').query({ search: tag, status: 'lost' }).set(bearer(admin));
    expect(ids(byStatus.body)).toEqual([b.id]);
    const bySource = await t.api.get('/api/leads').query({ source: `${tag}-ads` }).set(bearer(admin));
    expect(ids(bySource.body)).toEqual([a.id]);
    const byOwner = await t.api.get('/api/leads').query({ search: tag, owner_id: owner.id }).set(bearer(admin));
    expect(ids(byOwner.body)).toEqual([c.id]);
    const page2 = await t.api.get('/api/leads').query({ search: tag, limit: 2, page: 2 }).set(bearer(admin));
    expect(page2.body.meta).toEqual({ total: 3, current_page: 2, per_page: 2 });
    expect(ids(page2.body)).toEqual([a.id]);
    for (const q of [{ status: 'bogus' }, { owner_id: 'x' }, { page: 0 }, { limit: 101 }]) {
      const bad = await t.api.get('/api/leads').query(q).set(bearer(admin));
      expect(bad.status).toBe(422);
    }
  });

  it('refuses bad input with 422 naming the fields', async () => {
    const res = await t.api
      .post('/api/leads')
      .set(bearer(admin))
      .send({ company_name: '', email: 'not-an-email', status: 'hot', phone: '12', type: 'alien', website: 'javascript:alert(1)' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['company_name', 'email', 'phone', 'status', 'type', 'website']);
    expect(res.body.errors.website).toEqual(['Must be an http or https URL.']);
  });

  it('PATCH changes only what is sent; PUT replaces and requires company_name', async () => {
    const l = await create({ status: 'contacted', description: 'keep me' });
    const patch = await t.api.patch(`/api/leads/${l.id}`).set(bearer(admin)).send({ status: 'won' });
    expect(patch.status).toBe(200);
    expect(patch.body).toEqual({ success: true, message: expect.any(String) });
    let d = await t.api.get(`/api/leads/${l.id}`).set(bearer(admin));
    expect(d.body.record).toMatchObject({ status: 'won', description: 'keep me', email: 'jane@example.com', source: 'website' });

    const put = await t.api.put(`/api/leads/${l.id}`).set(bearer(admin)).send({ company_name: 'Renamed Lead' });
    expect(put.status).toBe(200);
    d = await t.api.get(`/api/leads/${l.id}`).set(bearer(admin));
    expect(d.body.record).toMatchObject({
      company_name: 'Renamed Lead',
      status: 'new',
      description: '',
      email: '',
      source: '',
      owner_id: adminId,
      created_by: adminId,
    });
    const found = await t.api.get('/api/leads').query({ search: 'renamed' }).set(bearer(admin));
    expect(ids(found.body)).toContain(l.id);

    const bad = await t.api.put(`/api/leads/${l.id}`).set(bearer(admin)).send({ city: 'Bergen' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('company_name');
    const badPatch = await t.api.patch(`/api/leads/${l.id}`).set(bearer(admin)).send({ status: 'maybe' });
    expect(badPatch.status).toBe(422);
  });

  it('deletes: {success, message}, then 404 on every operation', async () => {
    const l = await create();
    const del = await t.api.delete(`/api/leads/${l.id}`).set(bearer(admin));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: expect.any(String) });
    const after = await Promise.all([
      t.api.get(`/api/leads/${l.id}`).set(bearer(admin)),
      t.api.put(`/api/leads/${l.id}`).set(bearer(admin)).send(aLead()),
      t.api.patch(`/api/leads/${l.id}`).set(bearer(admin)).send({ status: 'won' }),
      t.api.delete(`/api/leads/${l.id}`).set(bearer(admin)),
    ]);
    for (const res of after) expect(res.status).toBe(404);
    expect((await t.api.get('/api/leads/999999999').set(bearer(admin))).body).toEqual({ success: false, message: 'Lead not found.' });
  });

  it('publishes crm.lead.created/updated/deleted with a small payload', async () => {
    const bus = await events('crm.lead.*');
    try {
      const l = await create({ status: 'qualified' });
      const created = await bus.next((e) => e.type === 'crm.lead.created' && e.data.id === l.id);
      expect(created.data).toEqual({ id: l.id, status: 'qualified', owner_id: adminId, source: 'website', version: 1 });
      await t.api.patch(`/api/leads/${l.id}`).set(bearer(admin)).send({ status: 'won' });
      const updated = await bus.next((e) => e.type === 'crm.lead.updated' && e.data.id === l.id);
      expect(updated.data).toMatchObject({ status: 'won' });
      await t.api.delete(`/api/leads/${l.id}`).set(bearer(admin));
      await bus.next((e) => e.type === 'crm.lead.deleted' && e.data.id === l.id);
    } finally {
      await bus.close();
    }
  });

  it('answers 401 to every operation without a token', async () => {
    const l = await create();
    const calls = await Promise.all([
      t.api.get('/api/leads'),
      t.api.get(`/api/leads/${l.id}`),
      t.api.post('/api/leads').send(aLead()),
      t.api.put(`/api/leads/${l.id}`).send(aLead()),
      t.api.patch(`/api/leads/${l.id}`).send({ status: 'won' }),
      t.api.delete(`/api/leads/${l.id}`),
    ]);
    for (const res of calls) expect(res.status).toBe(401);
  });

  describe('permissions', () => {
    let reader: StaffUser;
    let nobody: StaffUser;

    beforeAll(async () => {
      reader = await staffWith(t.api, admin, { leads: ['read'] });
      nobody = await staffWith(t.api, admin, { clients: ['read', 'create', 'update', 'delete'] });
    });

    it('gives 403 everywhere to staff without the leads permission and to client users', async () => {
      const l = await create();
      for (const token of [nobody.token, clientUserToken()]) {
        const calls = await Promise.all([
          t.api.get('/api/leads').set(bearer(token)),
          t.api.get(`/api/leads/${l.id}`).set(bearer(token)),
          t.api.post('/api/leads').set(bearer(token)).send(aLead()),
          t.api.put(`/api/leads/${l.id}`).set(bearer(token)).send(aLead()),
          t.api.patch(`/api/leads/${l.id}`).set(bearer(token)).send({ status: 'won' }),
          t.api.delete(`/api/leads/${l.id}`).set(bearer(token)),
        ]);
        for (const res of calls) {
          expect(res.status).toBe(403);
          expect(res.body.success).toBe(false);
        }
      }
    });

    it('lets staff with read list and read, but not write', async () => {
      const l = await create();
      expect((await t.api.get('/api/leads').set(bearer(reader.token))).status).toBe(200);
      expect((await t.api.get(`/api/leads/${l.id}`).set(bearer(reader.token))).status).toBe(200);
      expect((await t.api.post('/api/leads').set(bearer(reader.token)).send(aLead())).status).toBe(403);
      expect((await t.api.patch(`/api/leads/${l.id}`).set(bearer(reader.token)).send({ status: 'won' })).status).toBe(403);
      expect((await t.api.delete(`/api/leads/${l.id}`).set(bearer(reader.token))).status).toBe(403);
    });
  });
});
