import { adminToken, bearer, staffWith, type StaffUser, type TestGateway, testGateway, unique } from '../support/harness';
import { clientUserToken, createClient, events, withIsolatedCrm } from './crm-fixtures';

// Estimates and orders are the same kind of module: a client, a date and
// a later date, a status, priced lines and a computed total.
const kinds = [
  { base: '/api/estimates', module: 'estimates', event: 'crm.estimate', start: 'estimate_date', end: 'valid_until', initial: 'draft', other: 'accepted' },
  { base: '/api/orders', module: 'orders', event: 'crm.order', start: 'order_date', end: 'due_date', initial: 'new', other: 'completed' },
] as const;

const ids = (body: { records: Array<{ id: number }> }) => body.records.map((r) => r.id);

describe.each(kinds)('$base', (k) => {
  let t: TestGateway;
  let admin: string;
  let adminId: number;
  let client: { id: number; company_name: string };

  const doc = (over: Record<string, unknown> = {}) => ({
    client_id: client.id,
    [k.start]: '2026-03-01',
    [k.end]: '2026-03-31',
    items: [
      { title: 'Design work', quantity: 3, rate: 0.1 },
      { title: 'Hosting', quantity: 2, rate: 12.5 },
    ],
    note: 'Thanks for asking',
    ...over,
  });

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    adminId = (await t.api.get('/api/auth/me').set(bearer(admin))).body.id;
    client = await createClient(t.api, admin);
  });
  afterAll(() => t.close());

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await t.api.post(k.base).set(bearer(admin)).send(doc(over));
    expect(res.status).toBe(201);
    return res.body.record as { id: number; total: number };
  };
  const detail = async (id: number) => (await t.api.get(`${k.base}/${id}`).set(bearer(admin))).body.record;

  it('creates: 201 {record} with line totals and a total in minor units (3 × 0.1 = 0.3, 2 × 12.5 = 25)', async () => {
    const res = await t.api.post(k.base).set(bearer(admin)).send(doc());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['record']);
    expect(res.body.record).toEqual({
      id: expect.any(Number),
      client_id: client.id,
      [k.start]: '2026-03-01',
      [k.end]: '2026-03-31',
      status: k.initial,
      items: [
        { title: 'Design work', quantity: 3, rate: 0.1, total: 0.3 },
        { title: 'Hosting', quantity: 2, rate: 12.5, total: 25 },
      ],
      total: 25.3,
      note: 'Thanks for asking',
      created_by: adminId,
      created_at: new Date().toISOString().slice(0, 10),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
    });
  });

  it('rounds each line to cents and sums exactly (0.333 × 0.3, 7 × 0.07, 1.5 × 19.99)', async () => {
    const e = await create({
      items: [
        { title: 'a', quantity: 0.333, rate: 0.3 },
        { title: 'b', quantity: 7, rate: 0.07 },
        { title: 'c', quantity: 1.5, rate: 19.99 },
      ],
    });
    const d = await detail(e.id);
    expect(d.items.map((i: { total: number }) => i.total)).toEqual([0.1, 0.49, 29.99]);
    expect(d.total).toBe(30.58);
  });

  it('leaves the end date null when not given', async () => {
    const e = await create({ [k.end]: undefined });
    expect((await detail(e.id))[k.end]).toBeNull();
  });

  it('refuses a client that does not exist or was deleted: 422 on client_id', async () => {
    const gone = await createClient(t.api, admin);
    await t.api.delete(`/api/clients/${gone.id}`).set(bearer(admin));
    for (const clientId of [999999999, gone.id]) {
      const res = await t.api.post(k.base).set(bearer(admin)).send(doc({ client_id: clientId }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ client_id: ['No such client.'] });
    }
    const e = await create();
    const patch = await t.api.patch(`${k.base}/${e.id}`).set(bearer(admin)).send({ client_id: gone.id });
    expect(patch.status).toBe(422);
  });

  it('keeps a record of a client deleted since editable by PUT as by PATCH, naming the client it has', async () => {
    const leaving = await createClient(t.api, admin);
    const e = await create({ client_id: leaving.id });
    await t.api.delete(`/api/clients/${leaving.id}`).set(bearer(admin)).expect(200);
    await t.api.patch(`${k.base}/${e.id}`).set(bearer(admin)).send({ note: 'patched' }).expect(200);
    const put = await t.api.put(`${k.base}/${e.id}`).set(bearer(admin)).send(doc({ client_id: leaving.id, note: 'replaced' }));
    expect({ status: put.status, body: put.body }).toMatchObject({ status: 200 });
    const same = await t.api.patch(`${k.base}/${e.id}`).set(bearer(admin)).send({ client_id: leaving.id, note: 'again' });
    expect(same.status).toBe(200);
    expect(await detail(e.id)).toMatchObject({ client_id: leaving.id, note: 'again' });
  });

  it(`refuses ${k.end} before ${k.start}, on create and on each kind of update`, async () => {
    const res = await t.api.post(k.base).set(bearer(admin)).send(doc({ [k.end]: '2026-02-28' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(k.end);
    const e = await create();
    const moveStart = await t.api.patch(`${k.base}/${e.id}`).set(bearer(admin)).send({ [k.start]: '2026-04-01' });
    expect(moveStart.status).toBe(422);
    expect(moveStart.body.errors).toHaveProperty(k.start);
    const moveEnd = await t.api.patch(`${k.base}/${e.id}`).set(bearer(admin)).send({ [k.end]: '2026-02-01' });
    expect(moveEnd.status).toBe(422);
    expect(moveEnd.body.errors).toHaveProperty(k.end);
    expect((await t.api.patch(`${k.base}/${e.id}`).set(bearer(admin)).send({ [k.end]: '2026-03-01' })).status).toBe(200);
  });

  it('refuses bad items, dates and statuses with 422 naming the fields', async () => {
    const res = await t.api
      .post(k.base)
      .set(bearer(admin))
      .send({
        client_id: 'one',
        [k.start]: '2026-02-30',
        status: 'lost',
        items: [{ title: '', quantity: 0, rate: 1.005 }],
      });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ['client_id', k.start, 'status', 'items.0.title', 'items.0.quantity', 'items.0.rate'].sort(),
    );
    const none = await t.api.post(k.base).set(bearer(admin)).send(doc({ items: [] }));
    expect(none.status).toBe(422);
    expect(none.body.errors).toHaveProperty('items');
    const negative = await t.api.post(k.base).set(bearer(admin)).send(doc({ items: [{ title: 'x', quantity: 1, rate: -5 }] }));
    expect(negative.status).toBe(422);
  });

  it('PATCH changes only what is sent (new items give a new total); PUT replaces', async () => {
    const e = await create();
    let res = await t.api.patch(`${k.base}/${e.id}`).set(bearer(admin)).send({ status: k.other });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    let d = await detail(e.id);
    expect(d).toMatchObject({ status: k.other, total: 25.3, note: 'Thanks for asking', [k.end]: '2026-03-31' });

    res = await t.api.patch(`${k.base}/${e.id}`).set(bearer(admin)).send({ items: [{ title: 'Only', quantity: 4, rate: 2.25 }] });
    expect(res.status).toBe(200);
    d = await detail(e.id);
    expect(d).toMatchObject({ total: 9, status: k.other, items: [{ title: 'Only', quantity: 4, rate: 2.25, total: 9 }] });

    res = await t.api.patch(`${k.base}/${e.id}`).set(bearer(admin)).send({ [k.end]: null });
    expect(res.status).toBe(200);
    expect((await detail(e.id))[k.end]).toBeNull();

    res = await t.api
      .put(`${k.base}/${e.id}`)
      .set(bearer(admin))
      .send({ client_id: client.id, [k.start]: '2026-05-01', items: [{ title: 'New', quantity: 1, rate: 10 }] });
    expect(res.status).toBe(200);
    d = await detail(e.id);
    expect(d).toMatchObject({ [k.start]: '2026-05-01', [k.end]: null, status: k.initial, note: '', total: 10, created_by: adminId });

    const missing = await t.api.put(`${k.base}/${e.id}`).set(bearer(admin)).send({ client_id: client.id });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual([k.start, 'items'].sort());
  });

  it('lists with {records, meta}; filters by client and status; searches item titles and client names', async () => {
    const other = await createClient(t.api, admin, { company_name: unique('Zebra Works ') });
    const word = unique('Widget');
    const a = await create({ items: [{ title: `${word} install`, quantity: 1, rate: 1 }] });
    const b = await create({ client_id: other.id, status: k.other });
    const res = await t.api.get(k.base).query({ client_id: other.id }).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: 1, current_page: 1, per_page: 20 });
    expect(ids(res.body)).toEqual([b.id]);
    expect(Object.keys(res.body.records[0]).sort()).toEqual(['id', 'client_id', k.start, k.end, 'status', 'total', 'created_at', 'updated_at'].sort());
    expect(ids((await t.api.get(k.base).query({ client_id: other.id, status: k.initial }).set(bearer(admin))).body)).toEqual([]);
    expect(ids((await t.api.get(k.base).query({ client_id: other.id, status: k.other }).set(bearer(admin))).body)).toEqual([b.id]);
    expect(ids((await t.api.get(k.base).query({ search: word.toLowerCase() }).set(bearer(admin))).body)).toEqual([a.id]);
    expect(ids((await t.api.get(k.base).query({ search: other.company_name.split(' ')[2] }).set(bearer(admin))).body)).toEqual([b.id]);
    for (const q of [{ status: 'x' }, { client_id: 'abc' }, { limit: 0 }]) {
      expect((await t.api.get(k.base).query(q).set(bearer(admin))).status).toBe(422);
    }
  });

  it('deletes: {success, message}, then 404', async () => {
    const e = await create();
    const del = await t.api.delete(`${k.base}/${e.id}`).set(bearer(admin));
    expect(del.body).toEqual({ success: true, message: expect.any(String) });
    const after = await Promise.all([
      t.api.get(`${k.base}/${e.id}`).set(bearer(admin)),
      t.api.put(`${k.base}/${e.id}`).set(bearer(admin)).send(doc()),
      t.api.patch(`${k.base}/${e.id}`).set(bearer(admin)).send({ note: 'x' }),
      t.api.delete(`${k.base}/${e.id}`).set(bearer(admin)),
      t.api.get(`${k.base}/abc`).set(bearer(admin)),
    ]);
    for (const res of after) expect(res.status).toBe(404);
  });

  it(`publishes ${k.event}.created and .updated with ids, status and total`, async () => {
    const bus = await events(`${k.event}.*`);
    try {
      const e = await create();
      const created = await bus.next((ev) => ev.type === `${k.event}.created` && ev.data.id === e.id);
      expect(created.data).toEqual({ id: e.id, client_id: client.id, status: k.initial, total: 25.3, version: 1 });
      await t.api.patch(`${k.base}/${e.id}`).set(bearer(admin)).send({ items: [{ title: 'x', quantity: 3, rate: 0.1 }] });
      const updated = await bus.next((ev) => ev.type === `${k.event}.updated` && ev.data.id === e.id);
      expect(updated.data).toMatchObject({ total: 0.3 });
    } finally {
      await bus.close();
    }
  });

  it('answers 401 without a token, and 403 to staff without the permission and to client users', async () => {
    const e = await create();
    const calls = (token?: string) => {
      const auth = token ? bearer(token) : {};
      return Promise.all([
        t.api.get(k.base).set(auth),
        t.api.get(`${k.base}/${e.id}`).set(auth),
        t.api.post(k.base).set(auth).send(doc()),
        t.api.put(`${k.base}/${e.id}`).set(auth).send(doc()),
        t.api.patch(`${k.base}/${e.id}`).set(auth).send({ note: 'x' }),
        t.api.delete(`${k.base}/${e.id}`).set(auth),
      ]);
    };
    for (const res of await calls()) expect(res.status).toBe(401);
    const nobody: StaffUser = await staffWith(t.api, admin, { clients: ['read'], leads: ['read', 'create'] });
    for (const token of [nobody.token, clientUserToken()]) {
      for (const res of await calls(token)) expect(res.status).toBe(403);
    }
    const writer = await staffWith(t.api, admin, { [k.module]: ['read', 'create'] });
    expect((await t.api.post(k.base).set(bearer(writer.token)).send(doc())).status).toBe(201);
    expect((await t.api.delete(`${k.base}/${e.id}`).set(bearer(writer.token))).status).toBe(403);
  });
});

// On a crm of its own: 201 clients in the shared database would make every later query there
// slower on devdb (it reads a whole collection for each).
describe('estimates and orders: a search by client name', () => {
  let t: TestGateway;
  let admin: string;
  withIsolatedCrm((s) => ({ t, admin } = s));

  it('finds the records of every client the word matches, past the first 200', async () => {
    // The oldest of 201 clients sharing a word: a search that read the newest 200 missed its records.
    const word = unique('Manyco');
    const oldest = await createClient(t.api, admin, { company_name: `${word} First` });
    for (let i = 0; i < 200; i += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, j) => createClient(t.api, admin, { company_name: `${word} ${i + j}` })));
    }
    for (const k of kinds) {
      const made = await t.api
        .post(k.base)
        .set(bearer(admin))
        .send({ client_id: oldest.id, [k.start]: '2026-03-01', items: [{ title: 'Work', quantity: 1, rate: 1 }] });
      expect(made.status).toBe(201);
      expect(ids((await t.api.get(k.base).query({ search: word.toLowerCase() }).set(bearer(admin))).body)).toEqual([made.body.record.id]);
    }
  }, 60_000);
});
