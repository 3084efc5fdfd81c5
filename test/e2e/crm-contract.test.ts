import { adminToken, bearer, staffWith, type TestGateway, testGateway } from '../support/harness';
import { clientUserToken, createClient, events } from './crm-fixtures';

const aContract = (over: Record<string, unknown> = {}) => ({
  title: 'Support agreement',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  value: 1200.5,
  status: 'sent',
  content: 'The terms.',
  ...over,
});

describe('contract of a client (/api/contract/{client id})', () => {
  let t: TestGateway;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    adminId = (await t.api.get('/api/auth/me').set(bearer(admin))).body.id;
  });
  afterAll(() => t.close());

  const withContract = async (over: Record<string, unknown> = {}) => {
    const client = await createClient(t.api, admin);
    const res = await t.api.post(`/api/contract/${client.id}`).set(bearer(admin)).send(aContract(over));
    expect(res.status).toBe(201);
    return client;
  };
  const view = async (clientId: number) => (await t.api.get(`/api/contract/${clientId}`).set(bearer(admin))).body.record;

  it('creates the contract: 201 {record}; GET answers the same {record}', async () => {
    const client = await createClient(t.api, admin);
    const res = await t.api.post(`/api/contract/${client.id}`).set(bearer(admin)).send(aContract());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      record: {
        id: expect.any(Number),
        client_id: client.id,
        title: 'Support agreement',
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        value: 1200.5,
        status: 'sent',
        content: 'The terms.',
        created_by: adminId,
        created_at: new Date().toISOString().slice(0, 10),
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
      },
    });
    const get = await t.api.get(`/api/contract/${client.id}`).set(bearer(admin));
    expect(get.status).toBe(200);
    expect(get.body).toEqual(res.body);
  });

  it('applies defaults: draft, value 0, open-ended', async () => {
    const client = await withContract({ end_date: undefined, value: undefined, status: undefined, content: undefined });
    expect(await view(client.id)).toMatchObject({ status: 'draft', value: 0, end_date: null, content: '' });
  });

  it('answers 409 to a second contract for the same client, also when both arrive at once', async () => {
    const client = await withContract();
    const again = await t.api.post(`/api/contract/${client.id}`).set(bearer(admin)).send(aContract({ title: 'Second' }));
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    expect((await view(client.id)).title).toBe('Support agreement');

    const fresh = await createClient(t.api, admin);
    const both = await Promise.all([1, 2, 3].map(() => t.api.post(`/api/contract/${fresh.id}`).set(bearer(admin)).send(aContract())));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('answers 404 when the client does not exist or was deleted, and when it has no contract yet', async () => {
    const gone = await createClient(t.api, admin);
    await t.api.delete(`/api/clients/${gone.id}`).set(bearer(admin));
    for (const id of [999999999, gone.id]) {
      const post = await t.api.post(`/api/contract/${id}`).set(bearer(admin)).send(aContract());
      expect(post.status).toBe(404);
      expect(post.body).toEqual({ success: false, message: 'Client not found.' });
      expect((await t.api.get(`/api/contract/${id}`).set(bearer(admin))).status).toBe(404);
    }
    const bare = await createClient(t.api, admin);
    const none = await t.api.get(`/api/contract/${bare.id}`).set(bearer(admin));
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Contract not found.');
    expect((await t.api.put(`/api/contract/${bare.id}`).set(bearer(admin)).send(aContract())).status).toBe(404);
    expect((await t.api.patch(`/api/contract/${bare.id}`).set(bearer(admin)).send({ title: 'x' })).status).toBe(404);
    expect((await t.api.get('/api/contract/abc').set(bearer(admin))).status).toBe(404);
  });

  it('refuses bad input with 422: missing title and start, bad dates, money with three decimals, unknown status', async () => {
    const client = await createClient(t.api, admin);
    const res = await t.api
      .post(`/api/contract/${client.id}`)
      .set(bearer(admin))
      .send({ end_date: '2026-13-01', value: 10.005, status: 'maybe' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['end_date', 'start_date', 'status', 'title', 'value']);
    const backwards = await t.api.post(`/api/contract/${client.id}`).set(bearer(admin)).send(aContract({ end_date: '2025-12-31' }));
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toHaveProperty('end_date');
    expect((await t.api.get(`/api/contract/${client.id}`).set(bearer(admin))).status).toBe(404);
  });

  it('PATCH changes only what is sent; PUT replaces, requiring title and start_date', async () => {
    const client = await withContract();
    let res = await t.api.patch(`/api/contract/${client.id}`).set(bearer(admin)).send({ status: 'signed', value: 99.99 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    expect(await view(client.id)).toMatchObject({ status: 'signed', value: 99.99, title: 'Support agreement', content: 'The terms.' });

    res = await t.api.patch(`/api/contract/${client.id}`).set(bearer(admin)).send({ start_date: '2027-01-01' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('start_date');

    res = await t.api.put(`/api/contract/${client.id}`).set(bearer(admin)).send({ title: 'Renewed', start_date: '2027-01-01' });
    expect(res.status).toBe(200);
    expect(await view(client.id)).toMatchObject({
      title: 'Renewed',
      start_date: '2027-01-01',
      end_date: null,
      value: 0,
      status: 'draft',
      content: '',
      created_by: adminId,
    });
    res = await t.api.put(`/api/contract/${client.id}`).set(bearer(admin)).send({ content: 'only terms' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['start_date', 'title']);
  });

  it('publishes crm.contract.created and .updated', async () => {
    const bus = await events('crm.contract.*');
    try {
      const client = await withContract();
      const created = await bus.next((e) => e.type === 'crm.contract.created' && e.data.client_id === client.id);
      expect(created.data).toEqual({ id: expect.any(Number), client_id: client.id, status: 'sent', value: 1200.5, version: 1 });
      await t.api.patch(`/api/contract/${client.id}`).set(bearer(admin)).send({ status: 'signed' });
      await bus.next((e) => e.type === 'crm.contract.updated' && e.data.client_id === client.id && e.data.status === 'signed');
    } finally {
      await bus.close();
    }
  });

  it('answers 401 without a token and 403 to staff without the contracts permission and to client users', async () => {
    const client = await withContract();
    const calls = (auth: Record<string, string>) =>
      Promise.all([
        t.api.get(`/api/contract/${client.id}`).set(auth),
        t.api.post(`/api/contract/${client.id}`).set(auth).send(aContract()),
        t.api.put(`/api/contract/${client.id}`).set(auth).send(aContract()),
        t.api.patch(`/api/contract/${client.id}`).set(auth).send({ title: 'x' }),
      ]);
    for (const res of await calls({})) expect(res.status).toBe(401);
    const nobody = await staffWith(t.api, admin, { clients: ['read', 'create', 'update', 'delete'] });
    for (const token of [nobody.token, clientUserToken()]) {
      for (const res of await calls(bearer(token))) expect(res.status).toBe(403);
    }
    const reader = await staffWith(t.api, admin, { contracts: ['read'] });
    expect((await t.api.get(`/api/contract/${client.id}`).set(bearer(reader.token))).status).toBe(200);
    expect((await t.api.patch(`/api/contract/${client.id}`).set(bearer(reader.token)).send({ title: 'x' })).status).toBe(403);
  });
});
