import { createTokenSigner } from '@bms/platform';
import { adminToken, bearer, staffWith, type StaffUser, type TestGateway, testGateway, unique } from '../support/harness';

interface Item {
  id: number;
  title: string;
  url: string;
  icon: string;
  position: number;
  type: string;
}

describe('left menus (SPEC 4.11)', () => {
  let t: TestGateway;
  let admin: string;
  let staff: StaffUser;
  let client: string;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    staff = await staffWith(t.api, admin, { menus: ['read', 'create', 'delete'] });
    client = createTokenSigner(t.stack.privateKey)(
      { sub: String(staff.id + 200_000), typ: 'session', ut: 'client', adm: false, rid: 0, perm: {} },
      600,
    ).token;
  });
  afterAll(() => t.close());

  const menu = async (token: string, type?: string) => {
    const res = await t.api.get('/api/left-menus').query(type ? { type } : {}).set(bearer(token));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['records']);
    return res.body.records as Item[];
  };

  it('answers {records} without meta: staff get the default menu, clients the client default', async () => {
    const forStaff = await menu(staff.token);
    expect(forStaff.length).toBeGreaterThan(0);
    expect(forStaff.every((i) => i.type === 'default')).toBe(true);
    expect(forStaff[0]).toEqual({ id: expect.any(Number), title: expect.any(String), url: expect.any(String), icon: expect.any(String), position: 1, type: 'default' });
    const positions = forStaff.map((i) => i.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const forClient = await menu(client);
    expect(forClient.length).toBeGreaterThan(0);
    expect(forClient.every((i) => i.type === 'client_default')).toBe(true);
  });

  it("adding an item starts the caller's own menu from the default; DELETE resets it", async () => {
    const me = await staffWith(t.api, admin, { menus: ['read', 'create', 'delete'] });
    const before = await menu(me.token);
    const add = await t.api.post('/api/left-menus').set(bearer(me.token)).send({ title: 'Reports', url: '/reports', icon: 'bar-chart' });
    expect(add.status).toBe(201);
    expect(add.body.record).toEqual({ id: expect.any(Number), title: 'Reports', url: '/reports', icon: 'bar-chart', position: before.length + 1, type: 'user' });
    const mine = await menu(me.token);
    expect(mine.map((i) => i.title)).toEqual([...before.map((i) => i.title), 'Reports']);
    expect(mine.every((i) => i.type === 'user')).toBe(true);
    // Others keep the default.
    expect((await menu(staff.token)).map((i) => i.title)).not.toContain('Reports');

    const first = await t.api.post('/api/left-menus').set(bearer(me.token)).send({ title: 'Inbox', url: 'https://mail.example.com/', position: 1 });
    expect(first.body.record.position).toBe(1);
    const reordered = await menu(me.token);
    expect(reordered[0]!.title).toBe('Inbox');
    expect(reordered.map((i) => i.position)).toEqual(reordered.map((_, n) => n + 1));

    const reset = await t.api.delete('/api/left-menus').set(bearer(me.token));
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: expect.any(String) });
    expect((await menu(me.token)).map((i) => i.title)).toEqual(before.map((i) => i.title));
    // Resetting by type `user` is the same; an empty own menu stays empty.
    await t.api.post('/api/left-menus').set(bearer(me.token)).send({ title: 'X', url: '/x' });
    expect((await t.api.delete('/api/left-menus/user').set(bearer(me.token))).status).toBe(200);
    expect(await menu(me.token, 'user')).toEqual([]);
  });

  it('starts a user\'s own menu once when their first items arrive at once (a double click)', async () => {
    const me = await staffWith(t.api, admin, { menus: ['read', 'create', 'delete'] });
    const shared = (await menu(me.token)).map((i) => i.title);
    const adds = await Promise.all(['A', 'B', 'C', 'D'].map((title) => t.api.post('/api/left-menus').set(bearer(me.token)).send({ title, url: `/${title}` })));
    expect(adds.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const mine = (await menu(me.token)).map((i) => i.title);
    expect(mine.slice(0, shared.length)).toEqual(shared);
    expect(mine.slice(shared.length).sort()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('lets admins shape the shared menus and reset them to the built-in items; others get 403', async () => {
    const title = unique('Wiki ');
    const builtIn = await menu(client, 'client_default');
    const add = await t.api.post('/api/left-menus').set(bearer(admin)).send({ title, url: '/wiki', type: 'client_default' });
    expect(add.status).toBe(201);
    expect(add.body.record.type).toBe('client_default');
    expect((await menu(client)).map((i) => i.title)).toContain(title);

    expect((await t.api.post('/api/left-menus').set(bearer(staff.token)).send({ title: 'x', url: '/x', type: 'default' })).status).toBe(403);
    expect((await t.api.delete('/api/left-menus/client_default').set(bearer(staff.token))).status).toBe(403);

    const reset = await t.api.delete('/api/left-menus/client_default').set(bearer(admin));
    expect(reset.status).toBe(200);
    const after = await menu(client);
    expect(after.map((i) => [i.title, i.url, i.position])).toEqual(builtIn.map((i) => [i.title, i.url, i.position]));
  });

  it('refuses bad items and unknown menu types with 422', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ url: '/x' }, 'title'],
      [{ title: 'x' }, 'url'],
      [{ title: 'x', url: 'javascript:alert(1)' }, 'url'],
      [{ title: 'x', url: '//evil.example' }, 'url'],
      [{ title: 'x', url: '/x', position: 0 }, 'position'],
      [{ title: 'x', url: '/x', type: 'secret' }, 'type'],
      [{ title: 'x', url: '/x', icon: '<svg onload=x>' }, 'icon'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api.post('/api/left-menus').set(bearer(staff.token)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body.errors).toHaveProperty(field);
    }
    // However long the unknown type (SPEC 4.11 lists 422, not 404).
    for (const type of ['secret', 'x'.repeat(100)]) {
      const bad = await t.api.delete(`/api/left-menus/${type}`).set(bearer(staff.token));
      expect({ type, status: bad.status }).toEqual({ type, status: 422 });
      expect(bad.body.errors).toHaveProperty('type');
    }
    expect((await t.api.get('/api/left-menus').query({ type: 'secret' }).set(bearer(staff.token))).status).toBe(422);
  });

  it('answers 401 without a token and 403 without the menus permission; clients may only read', async () => {
    const nobody = await staffWith(t.api, admin, { pages: ['read'] });
    const calls = (h: Record<string, string>) => [
      t.api.get('/api/left-menus').set(h),
      t.api.post('/api/left-menus').set(h).send({ title: 'x', url: '/x' }),
      t.api.delete('/api/left-menus').set(h),
      t.api.delete('/api/left-menus/user').set(h),
    ];
    for (const res of await Promise.all(calls({}))) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(bearer(nobody.token)))) expect(res.status).toBe(403);
    const asClient = await Promise.all(calls(bearer(client)));
    expect(asClient.map((r) => r.status)).toEqual([200, 403, 403, 403]);
  });
});
