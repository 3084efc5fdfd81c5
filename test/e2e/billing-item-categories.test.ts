import { bearer, staffWith, type TestGateway, unique, withAdminGateway } from '../support/harness';

const today = () => new Date().toISOString().slice(0, 10);

describe('item categories (/api/item-categories, SPEC 4.6)', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  const aCategory = (over: Record<string, unknown> = {}) => ({ title: unique('Services '), description: 'Billable work', ...over });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await t.api.post('/api/item-categories').set(bearer(admin)).send(aCategory(over));
    expect(res.status).toBe(201);
    return res.body.record as { id: number; title: string };
  };

  it('creates (201 {record}), shows ({record}) and lists ({records, meta})', async () => {
    const body = aCategory();
    const res = await t.api.post('/api/item-categories').set(bearer(admin)).send(body);
    expect(res.status).toBe(201);
    expect(res.body.record).toEqual({ id: expect.any(Number), ...body, created_at: today() });
    const one = await t.api.get(`/api/item-categories/${res.body.record.id}`).set(bearer(admin));
    expect(one.body).toEqual({ record: res.body.record });
    const list = await t.api.get('/api/item-categories').query({ search: body.title }).set(bearer(admin));
    expect(list.body).toEqual({ records: [{ ...res.body.record, updated_at: expect.any(String) }], meta: { total: 1, current_page: 1, per_page: 20 } });
  });

  it('needs a title: 422 naming it; description is optional', async () => {
    const res = await t.api.post('/api/item-categories').set(bearer(admin)).send({ description: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('title');
    const bare = await t.api.post('/api/item-categories').set(bearer(admin)).send({ title: 'Bare' });
    expect(bare.body.record.description).toBe('');
  });

  it('searches by the start of a word of the title, and pages', async () => {
    const tag = unique('Cat');
    for (let i = 0; i < 3; i++) await create({ title: `${tag} ${i}` });
    const p2 = await t.api.get('/api/item-categories').query({ search: tag, limit: 2, page: 2 }).set(bearer(admin));
    expect(p2.body.meta).toEqual({ total: 3, current_page: 2, per_page: 2 });
    expect(p2.body.records).toHaveLength(1);
    expect((await t.api.get('/api/item-categories').query({ page: 0 }).set(bearer(admin))).status).toBe(422);
  });

  it('PATCH changes the fields sent, PUT replaces', async () => {
    const c = await create();
    await t.api.patch(`/api/item-categories/${c.id}`).set(bearer(admin)).send({ description: 'Changed' }).expect(200);
    let d = (await t.api.get(`/api/item-categories/${c.id}`).set(bearer(admin))).body.record;
    expect(d).toMatchObject({ title: c.title, description: 'Changed' });
    const put = await t.api.put(`/api/item-categories/${c.id}`).set(bearer(admin)).send({ title: 'Replaced' });
    expect(put.body).toEqual({ success: true, message: expect.any(String) });
    d = (await t.api.get(`/api/item-categories/${c.id}`).set(bearer(admin))).body.record;
    expect(d).toMatchObject({ title: 'Replaced', description: '' });
    expect((await t.api.put(`/api/item-categories/${c.id}`).set(bearer(admin)).send({ description: 'x' })).status).toBe(422);
  });

  it('deletes, then answers 404 on every operation on it', async () => {
    const c = await create();
    const del = await t.api.delete(`/api/item-categories/${c.id}`).set(bearer(admin));
    expect(del.body).toEqual({ success: true, message: expect.any(String) });
    expect((await t.api.get(`/api/item-categories/${c.id}`).set(bearer(admin))).body).toEqual({
      success: false,
      message: 'Item category not found.',
    });
    expect((await t.api.patch(`/api/item-categories/${c.id}`).set(bearer(admin)).send({ title: 'x' })).status).toBe(404);
    expect((await t.api.delete(`/api/item-categories/${c.id}`).set(bearer(admin))).status).toBe(404);
  });

  it('answers 401 without a token, and 403 without the item_categories permission', async () => {
    const c = await create();
    const nobody = await staffWith(t.api, admin, { invoices: ['read'] });
    const reader = await staffWith(t.api, admin, { item_categories: ['read'] });
    const ops = (auth: Record<string, string>) => [
      t.api.get('/api/item-categories').set(auth),
      t.api.get(`/api/item-categories/${c.id}`).set(auth),
      t.api.post('/api/item-categories').set(auth).send(aCategory()),
      t.api.put(`/api/item-categories/${c.id}`).set(auth).send(aCategory()),
      t.api.patch(`/api/item-categories/${c.id}`).set(auth).send({ title: 'x' }),
      t.api.delete(`/api/item-categories/${c.id}`).set(auth),
    ];
    expect((await Promise.all(ops({}))).map((r) => r.status)).toEqual(Array(6).fill(401));
    expect((await Promise.all(ops(bearer(nobody.token)))).map((r) => r.status)).toEqual(Array(6).fill(403));
    expect((await Promise.all(ops(bearer(reader.token)))).map((r) => r.status)).toEqual([200, 200, 403, 403, 403, 403]);
  });
});
