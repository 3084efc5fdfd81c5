import { aFullClient } from '../support/builders';
import { bearer, type StaffUser, staffWith, type TestGateway, unique, withAdminGateway } from '../support/harness';

const aClient = (over: Record<string, unknown> = {}) => aFullClient({ company_name: unique('Acme '), website: 'https://acme.example', ...over });

describe('clients (SPEC 4.2)', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  const create = async (over: Record<string, unknown> = {}, token = admin) => {
    const res = await t.api.post('/api/clients').set(bearer(token)).send(aClient(over));
    expect(res.status).toBe(201);
    return res.body.record as { id: number; company_name: string };
  };

  it('creates a client: 201 {record} with id, company_name, type, phone, city, created_date', async () => {
    const body = aClient();
    const res = await t.api.post('/api/clients').set(bearer(admin)).send(body);
    expect(res.status).toBe(201);
    expect(res.body.record).toMatchObject({
      id: expect.any(Number),
      company_name: body.company_name,
      type: 'organization',
      phone: '+4722334455',
      city: 'Oslo',
      created_date: new Date().toISOString().slice(0, 10),
    });
  });

  it('answers the status it was given, on create and in the detail', async () => {
    const res = await t.api.post('/api/clients').set(bearer(admin)).send(aClient({ status: 'inactive' }));
    expect(res.status).toBe(201);
    expect(res.body.record.status).toBe('inactive');
    const d = await t.api.get(`/api/clients/${res.body.record.id}`).set(bearer(admin));
    expect(d.body.record.status).toBe('inactive');
    expect((await t.api.post('/api/clients').set(bearer(admin)).send(aClient())).body.record.status).toBe('active');
  });

  it('takes owner_id and created_by from the caller', async () => {
    const c = await create();
    const me = await t.api.get('/api/auth/me').set(bearer(admin));
    const res = await t.api.get(`/api/clients/${c.id}`).set(bearer(admin));
    expect(res.body.record.owner_id).toBe(me.body.id);
    expect(res.body.record.created_by).toBe(me.body.id);
  });

  it('answers the detail as {record, custom_fields} with the detail fields only', async () => {
    const field = await t.api
      .post('/api/custom-fields')
      .set(bearer(admin))
      .send({ title: unique('Colour '), related_to: 'clients', type: 'text' });
    expect(field.status).toBe(201);
    const key = field.body.record.key as string;
    const c = await create({ custom_fields: { [key]: 'blue' } });
    const res = await t.api.get(`/api/clients/${c.id}`).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['custom_fields', 'record']);
    expect(Object.keys(res.body.record).sort()).toEqual(
      [
        'id', 'company_name', 'type', 'phone', 'city', 'country', 'created_date', 'address', 'state', 'zip',
        'website', 'currency_symbol', 'group_ids', 'labels', 'owner_id', 'created_by', 'status',
      ].sort(),
    );
    expect(res.body.record).toMatchObject({ address: '1 Main St', state: 'Oslo', zip: '0150', website: 'https://acme.example' });
    expect(res.body.custom_fields).toEqual({ [key]: 'blue' });
  });

  it('lists with the {records, meta} envelope, list fields only, 20 per page by default', async () => {
    await create();
    const res = await t.api.get('/api/clients').set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: expect.any(Number), current_page: 1, per_page: 20 });
    expect(Number.isInteger(res.body.meta.total)).toBe(true);
    expect(Object.keys(res.body.records[0]).sort()).toEqual(
      ['updated_at', 'id', 'company_name', 'type', 'phone', 'city', 'country', 'created_date', 'status'].sort(),
    );
  });

  it('pages with page and limit, and refuses out-of-range paging with 422', async () => {
    const tag = unique('Pager');
    for (let i = 0; i < 3; i++) await create({ company_name: `${tag} ${i}` });
    const p1 = await t.api.get('/api/clients').query({ search: tag, limit: 2, page: 1 }).set(bearer(admin));
    const p2 = await t.api.get('/api/clients').query({ search: tag, limit: 2, page: 2 }).set(bearer(admin));
    expect(p1.body.meta).toEqual({ total: 3, current_page: 1, per_page: 2 });
    expect(p1.body.records).toHaveLength(2);
    expect(p2.body.records).toHaveLength(1);
    const ids = [...p1.body.records, ...p2.body.records].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(3);
    for (const q of [{ page: 0 }, { limit: 101 }, { limit: 0 }, { page: 'x' }]) {
      const bad = await t.api.get('/api/clients').query(q).set(bearer(admin));
      expect(bad.status).toBe(422);
      expect(bad.body.success).toBe(false);
    }
  });

  it('searches by the start of any word of the name, case-insensitively', async () => {
    const word = unique('Zeta');
    const c = await create({ company_name: `The ${word} Company` });
    const res = await t.api.get('/api/clients').query({ search: word.slice(0, 8).toUpperCase() }).set(bearer(admin));
    expect(res.body.records.map((r: { id: number }) => r.id)).toContain(c.id);
    const none = await t.api.get('/api/clients').query({ search: `${word}zzz` }).set(bearer(admin));
    expect(none.body.records).toHaveLength(0);
  });

  it('filters by status', async () => {
    const tag = unique('Status');
    const a = await create({ company_name: `${tag} a` });
    const b = await create({ company_name: `${tag} b`, status: 'inactive' });
    const active = await t.api.get('/api/clients').query({ search: tag, status: 'active' }).set(bearer(admin));
    expect(active.body.records.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const inactive = await t.api.get('/api/clients').query({ search: tag, status: 'inactive' }).set(bearer(admin));
    expect(inactive.body.records.map((r: { id: number }) => r.id)).toEqual([b.id]);
    const bad = await t.api.get('/api/clients').query({ status: 'bogus' }).set(bearer(admin));
    expect(bad.status).toBe(422);
  });

  it('refuses a create without company_name or with a bad type: 422 naming the fields', async () => {
    const res = await t.api.post('/api/clients').set(bearer(admin)).send({ type: 'martian' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, errors: { company_name: expect.any(Array), type: expect.any(Array) } });
  });

  it('takes an http or https website only: a javascript: or data: one would run when a screen links it', async () => {
    for (const website of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example']) {
      const res = await t.api.post('/api/clients').set(bearer(admin)).send(aClient({ website }));
      expect({ website, status: res.status, errors: res.body.errors }).toEqual({ website, status: 422, errors: { website: ['Must be an http or https URL.'] } });
    }
    expect((await t.api.post('/api/clients').set(bearer(admin)).send(aClient({ website: 'HTTP://Acme.example/x' }))).status).toBe(201);
  });

  it('refuses control characters in its lines of text with 422 naming each field, and keeps the line breaks of its address', async () => {
    const CONTROL = ['Must not contain control characters.'];
    const res = await t.api
      .post('/api/clients')
      .set(bearer(admin))
      .send(aClient({ company_name: 'Acme\u0000 AS', city: 'Os\u202elo', zip: '0155\u0085', website: 'https://acme.example/a\tb' }));
    expect({ status: res.status, errors: res.body.errors }).toEqual({ status: 422, errors: { company_name: CONTROL, city: CONTROL, zip: CONTROL, website: CONTROL } });
    const address = 'Storgata 1\r\n0155 Oslo\n\u202bשלום\u202c';
    const made = await create({ address });
    const read = await t.api.get(`/api/clients/${made.id}`).set(bearer(admin));
    expect(read.body.record.address).toBe(address);
    const renamed = await t.api.patch(`/api/clients/${made.id}`).set(bearer(admin)).send({ company_name: 'invoice\u202efdp.exe' });
    expect({ status: renamed.status, errors: renamed.body.errors }).toEqual({ status: 422, errors: { company_name: CONTROL } });
  });

  it('does not let operator objects or wrong types through', async () => {
    const res = await t.api.post('/api/clients').set(bearer(admin)).send({ company_name: { $gt: '' }, type: 'person' });
    expect(res.status).toBe(422);
    const twice = await t.api.get('/api/clients?search=a&search=b').set(bearer(admin));
    expect(twice.status).toBe(422);
    // Bracket keys are not parsed into objects, so no operator reaches the query; one naming a
    // parameter of the list is refused, rather than dropped with the filter it meant (all listed).
    const bracket = await t.api.get('/api/clients').query({ 'search[$ne]': 'x', status: 'active' }).set(bearer(admin));
    expect(bracket.status).toBe(422);
    expect(bracket.body.errors).toEqual({ search: ['Brackets are not read: send search=value.'] });
    const arrayForm = await t.api.get('/api/clients?status[]=inactive').set(bearer(admin));
    expect(arrayForm.status).toBe(422);
    expect(Object.keys(arrayForm.body.errors)).toEqual(['status']);
    expect((await t.api.get('/api/clients?unknown[]=1&status=active').set(bearer(admin))).status).toBe(200);
  });

  it('PATCH changes only the fields sent; PUT replaces, clearing what is not sent', async () => {
    const c = await create();
    const patch = await t.api.patch(`/api/clients/${c.id}`).set(bearer(admin)).send({ phone: '+4799887766' });
    expect(patch.status).toBe(200);
    expect(patch.body).toEqual({ success: true, message: expect.any(String) });
    let d = await t.api.get(`/api/clients/${c.id}`).set(bearer(admin));
    expect(d.body.record).toMatchObject({ phone: '+4799887766', city: 'Oslo', company_name: c.company_name });

    const put = await t.api.put(`/api/clients/${c.id}`).set(bearer(admin)).send({ company_name: 'Renamed AS', type: 'person' });
    expect(put.status).toBe(200);
    d = await t.api.get(`/api/clients/${c.id}`).set(bearer(admin));
    expect(d.body.record).toMatchObject({ company_name: 'Renamed AS', type: 'person', city: '', phone: '' });

    const putMissing = await t.api.put(`/api/clients/${c.id}`).set(bearer(admin)).send({ city: 'Bergen' });
    expect(putMissing.status).toBe(422);
    expect(putMissing.body.errors).toHaveProperty('company_name');
  });

  it('deletes: {success, message}, then 404 on detail, update and delete, and gone from lists', async () => {
    const c = await create();
    const del = await t.api.delete(`/api/clients/${c.id}`).set(bearer(admin));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: expect.any(String) });
    expect((await t.api.get(`/api/clients/${c.id}`).set(bearer(admin))).status).toBe(404);
    expect((await t.api.patch(`/api/clients/${c.id}`).set(bearer(admin)).send({ city: 'x' })).status).toBe(404);
    expect((await t.api.delete(`/api/clients/${c.id}`).set(bearer(admin))).status).toBe(404);
    const list = await t.api.get('/api/clients').query({ search: c.company_name }).set(bearer(admin));
    expect(list.body.records).toHaveLength(0);
  });

  it('answers 404 with the error body for an unknown or malformed id', async () => {
    for (const id of ['999999999', 'abc', '0', '-1']) {
      const res = await t.api.get(`/api/clients/${id}`).set(bearer(admin));
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    }
  });

  it('answers 401 to every operation without a token', async () => {
    const c = await create();
    const calls = [
      t.api.get('/api/clients'),
      t.api.get(`/api/clients/${c.id}`),
      t.api.post('/api/clients').send(aClient()),
      t.api.put(`/api/clients/${c.id}`).send(aClient()),
      t.api.patch(`/api/clients/${c.id}`).send({ city: 'x' }),
      t.api.delete(`/api/clients/${c.id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  describe('permissions', () => {
    let reader: StaffUser;
    let nobody: StaffUser;

    beforeAll(async () => {
      reader = await staffWith(t.api, admin, { clients: ['read'] });
      nobody = await staffWith(t.api, admin, { leads: ['read'] });
    });

    it('gives staff without the clients permission 403 everywhere', async () => {
      const c = await create();
      const calls = [
        t.api.get('/api/clients').set(bearer(nobody.token)),
        t.api.get(`/api/clients/${c.id}`).set(bearer(nobody.token)),
        t.api.post('/api/clients').set(bearer(nobody.token)).send(aClient()),
        t.api.patch(`/api/clients/${c.id}`).set(bearer(nobody.token)).send({ city: 'x' }),
        t.api.delete(`/api/clients/${c.id}`).set(bearer(nobody.token)),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body.success).toBe(false);
      }
    });

    it('lets staff with read only list and read, but not write', async () => {
      const c = await create();
      expect((await t.api.get('/api/clients').set(bearer(reader.token))).status).toBe(200);
      expect((await t.api.get(`/api/clients/${c.id}`).set(bearer(reader.token))).status).toBe(200);
      expect((await t.api.post('/api/clients').set(bearer(reader.token)).send(aClient())).status).toBe(403);
      expect((await t.api.put(`/api/clients/${c.id}`).set(bearer(reader.token)).send(aClient())).status).toBe(403);
      expect((await t.api.delete(`/api/clients/${c.id}`).set(bearer(reader.token))).status).toBe(403);
    });
  });
});
