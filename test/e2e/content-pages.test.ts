import { createTokenSigner } from '@bms/platform';
import { bearer, staffWith, type TestGateway, unique, withAdminGateway } from '../support/harness';

describe('pages (SPEC 4.6)', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await t.api
      .post('/api/pages')
      .set(bearer(admin))
      .send({ title: unique('About '), content: '<p>Hello</p>', ...over });
    expect(res.status).toBe(201);
    return res.body.record as { id: number; title: string; slug: string };
  };

  it('creates: 201 {record}, a draft with a slug made from the title', async () => {
    const word = unique('uber');
    const res = await t.api.post('/api/pages').set(bearer(admin)).send({ title: `Über ${word}!`, content: 'Body' });
    expect(res.status).toBe(201);
    expect(res.body.record).toEqual({
      id: expect.any(Number),
      title: `Über ${word}!`,
      slug: `uber-${word}`,
      content: 'Body',
      status: 'draft',
      created_by: expect.any(Number),
      created_at: new Date().toISOString().slice(0, 10),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
    });
  });

  it('keeps slugs unique among live pages: 422 on a taken slug, free again once the page is deleted', async () => {
    const slug = unique('terms-');
    const a = await create({ slug });
    const clash = await t.api.post('/api/pages').set(bearer(admin)).send({ title: 'Other', slug });
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toHaveProperty('slug');
    const b = await create();
    const patch = await t.api.patch(`/api/pages/${b.id}`).set(bearer(admin)).send({ slug });
    expect(patch.status).toBe(422);
    // Keeping one's own slug is fine.
    expect((await t.api.patch(`/api/pages/${a.id}`).set(bearer(admin)).send({ slug, title: 'Renamed' })).status).toBe(200);
    expect((await t.api.delete(`/api/pages/${a.id}`).set(bearer(admin))).status).toBe(200);
    const reuse = await t.api.post('/api/pages').set(bearer(admin)).send({ title: 'Again', slug });
    expect(reuse.status).toBe(201);
  });

  it('lists with {records, meta}, searches by title words and filters by status', async () => {
    const tag = unique('Zebra');
    const draft = await create({ title: `${tag} one` });
    const live = await create({ title: `${tag} two`, status: 'published' });
    const all = await t.api.get('/api/pages').query({ search: tag }).set(bearer(admin));
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ total: 2, current_page: 1, per_page: 20 });
    expect(all.body.records.map((p: { id: number }) => p.id).sort()).toEqual([draft.id, live.id].sort());
    const published = await t.api.get('/api/pages').query({ search: tag, status: 'published' }).set(bearer(admin));
    expect(published.body.records.map((p: { id: number }) => p.id)).toEqual([live.id]);
    expect((await t.api.get('/api/pages').query({ status: 'gone' }).set(bearer(admin))).status).toBe(422);
  });

  it('PATCH changes what is sent; PUT replaces and resets the rest', async () => {
    const p = await create({ status: 'published', slug: unique('keep-') });
    expect((await t.api.patch(`/api/pages/${p.id}`).set(bearer(admin)).send({ content: 'New body' })).status).toBe(200);
    let d = await t.api.get(`/api/pages/${p.id}`).set(bearer(admin));
    expect(d.body.record).toMatchObject({ content: 'New body', status: 'published', slug: p.slug, title: p.title });
    const title = unique('Replaced ');
    const put = await t.api.put(`/api/pages/${p.id}`).set(bearer(admin)).send({ title });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ success: true, message: expect.any(String) });
    d = await t.api.get(`/api/pages/${p.id}`).set(bearer(admin));
    expect(d.body.record).toMatchObject({ title, content: '', status: 'draft', slug: title.toLowerCase().replace(/ /g, '-') });
    expect((await t.api.put(`/api/pages/${p.id}`).set(bearer(admin)).send({ content: 'x' })).status).toBe(422);
  });

  it('refuses bad input with 422 naming the fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ content: 'no title' }, 'title'],
      [{ title: 'x', slug: 'Not A Slug' }, 'slug'],
      [{ title: 'x', status: 'live' }, 'status'],
      [{ title: '!!!' }, 'slug'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api.post('/api/pages').set(bearer(admin)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body.errors).toHaveProperty(field);
    }
  });

  it('deletes, then 404 everywhere', async () => {
    const p = await create();
    const del = await t.api.delete(`/api/pages/${p.id}`).set(bearer(admin));
    expect(del.body).toEqual({ success: true, message: expect.any(String) });
    expect((await t.api.get(`/api/pages/${p.id}`).set(bearer(admin))).status).toBe(404);
    expect((await t.api.patch(`/api/pages/${p.id}`).set(bearer(admin)).send({ content: 'x' })).status).toBe(404);
    expect((await t.api.delete(`/api/pages/${p.id}`).set(bearer(admin))).status).toBe(404);
  });

  it('answers 401 without a token and 403 without the pages permission (also to client users)', async () => {
    const p = await create();
    const nobody = await staffWith(t.api, admin, { messages: ['read'] });
    const reader = await staffWith(t.api, admin, { pages: ['read'] });
    const calls = (h: Record<string, string>) => [
      t.api.get('/api/pages').set(h),
      t.api.get(`/api/pages/${p.id}`).set(h),
      t.api.post('/api/pages').set(h).send({ title: 'x' }),
      t.api.put(`/api/pages/${p.id}`).set(h).send({ title: 'x' }),
      t.api.patch(`/api/pages/${p.id}`).set(h).send({ title: 'x' }),
      t.api.delete(`/api/pages/${p.id}`).set(h),
    ];
    for (const res of await Promise.all(calls({}))) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(bearer(nobody.token)))) expect(res.status).toBe(403);
    const client = createTokenSigner(t.stack.privateKey)(
      { sub: String(reader.id), typ: 'session', ut: 'client', adm: false, rid: 0, perm: { pages: ['read', 'create'] } },
      600,
    ).token;
    for (const res of await Promise.all(calls(bearer(client)))) expect(res.status).toBe(403);
    const asReader = await Promise.all(calls(bearer(reader.token)));
    expect(asReader.map((r) => r.status)).toEqual([200, 200, 403, 403, 403, 403]);
  });
});
