import { bearer, staffWith, type TestGateway, unique, withAdminGateway } from '../support/harness';
import { clientUserToken } from './crm-fixtures';

// The definitions of custom fields. Only optional fields are made here: a
// required field of clients on the shared stack would refuse the clients
// other test files create (required values: crm-custom-field-values.test.ts).
const aField = (over: Record<string, unknown> = {}) => ({ title: unique('Field '), related_to: 'clients', type: 'text', ...over });

describe('custom fields (/api/custom-fields)', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await t.api.post('/api/custom-fields').set(bearer(admin)).send(aField(over));
    expect(res.status).toBe(201);
    return res.body.record as { id: number; key: string; title: string };
  };

  it('creates: 201 {record} with its key field_<id> and defaults', async () => {
    const body = aField({ placeholder: 'e.g. blue' });
    const res = await t.api.post('/api/custom-fields').set(bearer(admin)).send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      record: {
        id: expect.any(Number),
        key: `field_${res.body.record.id}`,
        title: body.title,
        placeholder: 'e.g. blue',
        related_to: 'clients',
        type: 'text',
        options: [],
        required: false,
        sort: 0,
        created_at: new Date().toISOString().slice(0, 10),
      },
    });
    const d = await t.api.get(`/api/custom-fields/${res.body.record.id}`).set(bearer(admin));
    expect(d.status).toBe(200);
    expect(d.body).toEqual(res.body);
  });

  it('requires options for select kinds and refuses them for others', async () => {
    const noOptions = await t.api.post('/api/custom-fields').set(bearer(admin)).send(aField({ type: 'select' }));
    expect(noOptions.status).toBe(422);
    expect(noOptions.body.errors).toHaveProperty('options');
    const textWithOptions = await t.api.post('/api/custom-fields').set(bearer(admin)).send(aField({ options: ['a'] }));
    expect(textWithOptions.status).toBe(422);
    const dup = await t.api.post('/api/custom-fields').set(bearer(admin)).send(aField({ type: 'select', options: ['a', 'a'] }));
    expect(dup.status).toBe(422);
    const comma = await t.api.post('/api/custom-fields').set(bearer(admin)).send(aField({ type: 'multi_select', options: ['a,b'] }));
    expect(comma.status).toBe(422);
    const ok = await create({ type: 'multi_select', options: ['Red', 'Green'] });
    expect(ok).toMatchObject({ options: ['Red', 'Green'] });
  });

  it('refuses unknown kinds and types and missing titles: 422 naming the fields', async () => {
    const res = await t.api.post('/api/custom-fields').set(bearer(admin)).send({ title: '', related_to: 'planets', type: 'colour', sort: -1 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['related_to', 'sort', 'title', 'type']);
  });

  it('PATCH changes only what is sent; PUT replaces; the kind of record cannot change', async () => {
    const f = await create({ type: 'select', options: ['S', 'M'], sort: 5, placeholder: 'size' });
    let res = await t.api.patch(`/api/custom-fields/${f.id}`).set(bearer(admin)).send({ options: ['S', 'M', 'L'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    let d = (await t.api.get(`/api/custom-fields/${f.id}`).set(bearer(admin))).body.record;
    expect(d).toMatchObject({ options: ['S', 'M', 'L'], sort: 5, placeholder: 'size', type: 'select' });

    // A select that becomes a number drops its options.
    res = await t.api.patch(`/api/custom-fields/${f.id}`).set(bearer(admin)).send({ type: 'number' });
    expect(res.status).toBe(200);
    d = (await t.api.get(`/api/custom-fields/${f.id}`).set(bearer(admin))).body.record;
    expect(d).toMatchObject({ type: 'number', options: [] });

    res = await t.api.put(`/api/custom-fields/${f.id}`).set(bearer(admin)).send({ title: 'Renamed', related_to: 'clients', type: 'date' });
    expect(res.status).toBe(200);
    d = (await t.api.get(`/api/custom-fields/${f.id}`).set(bearer(admin))).body.record;
    expect(d).toMatchObject({ title: 'Renamed', type: 'date', sort: 0, placeholder: '', required: false });

    for (const req of [
      t.api.patch(`/api/custom-fields/${f.id}`).set(bearer(admin)).send({ related_to: 'leads' }),
      t.api.put(`/api/custom-fields/${f.id}`).set(bearer(admin)).send({ title: 'x', related_to: 'leads', type: 'text' }),
    ]) {
      const r = await req;
      expect(r.status).toBe(422);
      expect(r.body.errors).toHaveProperty('related_to');
    }
    const missing = await t.api.put(`/api/custom-fields/${f.id}`).set(bearer(admin)).send({ title: 'x' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['related_to', 'type']);
  });

  it('lists with {records, meta} in display order, filtered by kind, type and title', async () => {
    const tag = unique('Ordered');
    const second = await create({ title: `${tag} b`, related_to: 'leads', sort: 20 });
    const first = await create({ title: `${tag} a`, related_to: 'leads', sort: 10, type: 'number' });
    const other = await create({ title: `${tag} c`, related_to: 'clients', sort: 0 });
    const res = await t.api.get('/api/custom-fields').query({ search: tag, related_to: 'leads' }).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: 2, current_page: 1, per_page: 20 });
    expect(res.body.records.map((r: { id: number }) => r.id)).toEqual([first.id, second.id]);
    const byType = await t.api.get('/api/custom-fields').query({ search: tag, type: 'number' }).set(bearer(admin));
    expect(byType.body.records.map((r: { id: number }) => r.id)).toEqual([first.id]);
    const all = await t.api.get('/api/custom-fields').query({ search: tag }).set(bearer(admin));
    expect(all.body.records.map((r: { id: number }) => r.id)).toEqual([other.id, first.id, second.id]);
    expect((await t.api.get('/api/custom-fields').query({ related_to: 'planets' }).set(bearer(admin))).status).toBe(422);
  });

  it('deletes: {success, message}, then 404', async () => {
    const f = await create();
    const del = await t.api.delete(`/api/custom-fields/${f.id}`).set(bearer(admin));
    expect(del.body).toEqual({ success: true, message: expect.any(String) });
    for (const res of await Promise.all([
      t.api.get(`/api/custom-fields/${f.id}`).set(bearer(admin)),
      t.api.patch(`/api/custom-fields/${f.id}`).set(bearer(admin)).send({ title: 'x' }),
      t.api.delete(`/api/custom-fields/${f.id}`).set(bearer(admin)),
    ])) {
      expect(res.status).toBe(404);
    }
  });

  it('answers 401 without a token and 403 to staff without the permission and to client users', async () => {
    const f = await create();
    const calls = (auth: Record<string, string>) =>
      Promise.all([
        t.api.get('/api/custom-fields').set(auth),
        t.api.get(`/api/custom-fields/${f.id}`).set(auth),
        t.api.post('/api/custom-fields').set(auth).send(aField()),
        t.api.put(`/api/custom-fields/${f.id}`).set(auth).send(aField()),
        t.api.patch(`/api/custom-fields/${f.id}`).set(auth).send({ title: 'x' }),
        t.api.delete(`/api/custom-fields/${f.id}`).set(auth),
      ]);
    for (const res of await calls({})) expect(res.status).toBe(401);
    const nobody = await staffWith(t.api, admin, { clients: ['read', 'create', 'update', 'delete'] });
    for (const token of [nobody.token, clientUserToken()]) {
      for (const res of await calls(bearer(token))) expect(res.status).toBe(403);
    }
  });
});
