import { connectMongo, createLogger } from '@bms/platform';
import { events } from '../support/events';
import { dbUrl } from '../support/stack';
import { bearer, refusedOn, staffWith, type TestGateway } from '../support/harness';
import { type Invoice, Invoices } from '../support/invoices';

const today = () => new Date().toISOString().slice(0, 10);

describe('invoices (SPEC 2.5, 3, 4.5)', () => {
  let invoices: Invoices, t: TestGateway, admin: string, client: number;
  Invoices.forTests((x) => ({ t, admin, client } = invoices = x));

  it('creates a draft: 201 {record} with id, invoice_number, client_id, status, total, due_date', async () => {
    const res = await invoices.createWhenKnown(invoices.anInvoice());
    expect(res.status).toBe(201);
    expect(res.body.record).toEqual({
      id: expect.any(Number),
      invoice_number: expect.stringMatching(/^INV-\d{6}$/),
      client_id: client,
      status: 'draft',
      total: 25.3,
      due_date: '2026-04-30',
      items: invoices.anInvoice().items,
    });
  });

  it('computes the total in minor units: 3 × 0.1 is 0.3', async () => {
    const inv = await invoices.create({ items: [{ title: 'Dimes', quantity: 3, rate: 0.1 }] });
    expect(inv.total).toBe(0.3);
    const mixed = await invoices.create({
      items: [
        { title: 'a', quantity: 0.333, rate: 3 },
        { title: 'b', quantity: 1.5, rate: 19.99 },
        { title: 'c', quantity: 1, rate: 0 },
      ],
    });
    // Each line is rounded to cents (half away from zero): 1.00 + 29.99 + 0.
    expect(mixed.total).toBe(30.99);
  });

  it('shows the detail with its items, and lists without them but with created_at', async () => {
    const inv = await invoices.create();
    const one = await t.api.get(`/api/invoices/${inv.id}`).set(bearer(admin));
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ record: inv });
    const list = await t.api.get('/api/invoices').query({ client_id: client, limit: 100 }).set(bearer(admin));
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ total: expect.any(Number), current_page: 1, per_page: 100 });
    const item = list.body.records.find((r: Invoice) => r.id === inv.id);
    const { items: _items, ...summary } = inv as Invoice & { items: unknown };
    expect(item).toEqual({ ...summary, created_at: today(), updated_at: expect.any(String) });
  });

  it('filters by status and client_id, and pages', async () => {
    const other = await invoices.aClient();
    const a = await invoices.create({ client_id: other });
    const b = await invoices.create({ client_id: other });
    await t.api.post(`/api/invoices/${b.id}/send`).set(bearer(admin)).expect(200);
    const ids = async (q: Record<string, unknown>) =>
      (await t.api.get('/api/invoices').query(q).set(bearer(admin))).body.records.map((r: Invoice) => r.id);
    expect(await ids({ client_id: other })).toEqual([b.id, a.id]);
    expect(await ids({ client_id: other, status: 'sent' })).toEqual([b.id]);
    expect(await ids({ client_id: other, status: 'draft' })).toEqual([a.id]);
    expect(await ids({ client_id: other, limit: 1, page: 2 })).toEqual([a.id]);
    for (const q of [{ status: 'paid' }, { client_id: 'x' }, { page: 0 }, { limit: 101 }]) {
      expect((await t.api.get('/api/invoices').query(q).set(bearer(admin))).status).toBe(422);
    }
  });

  describe('validation (422 naming the fields)', () => {
    const refuse = (body: Record<string, unknown>, field: string) => refusedOn(t.api.post('/api/invoices').set(bearer(admin)).send(body), field);

    it('needs client_id, items and due_date', async () => {
      const res = await t.api.post('/api/invoices').set(bearer(admin)).send({});
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['client_id', 'due_date', 'items']);
    });

    it('needs at least one item, each with a title, quantity > 0 and rate ≥ 0', async () => {
      await refuse(invoices.anInvoice({ items: [] }), 'items');
      await refuse(invoices.anInvoice({ items: [{ title: 'x', quantity: 0, rate: 1 }] }), 'items.0.quantity');
      await refuse(invoices.anInvoice({ items: [{ title: 'x', quantity: -1, rate: 1 }] }), 'items.0.quantity');
      await refuse(invoices.anInvoice({ items: [{ title: 'x', quantity: 1, rate: -0.01 }] }), 'items.0.rate');
      await refuse(invoices.anInvoice({ items: [{ title: '', quantity: 1, rate: 1 }] }), 'items.0.title');
      await refuse(invoices.anInvoice({ items: [{ title: 'x', quantity: 1, rate: 0.001 }] }), 'items.0.rate');
      await refuse(invoices.anInvoice({ items: [{ title: 'x', quantity: '1', rate: 1 }] }), 'items.0.quantity');
    });

    it('takes only a real YYYY-MM-DD due date', async () => {
      await refuse(invoices.anInvoice({ due_date: '2026-02-29' }), 'due_date');
      await refuse(invoices.anInvoice({ due_date: '30.04.2026' }), 'due_date');
    });

    it('refuses an unknown client', async () => {
      expect(await refuse(invoices.anInvoice({ client_id: 987654321 }), 'client_id')).toEqual(['Unknown client.']);
      await refuse(invoices.anInvoice({ client_id: 0 }), 'client_id');
    });
  });

  it('numbers 50 concurrent creates with 50 distinct sequential numbers and correct totals', async () => {
    await invoices.create(); // the client is known to billing
    const bodies = Array.from({ length: 50 }, (_, i) =>
      invoices.anInvoice({ items: [{ title: `Line ${i}`, quantity: i + 1, rate: 0.1 }, { title: 'Fee', quantity: 3, rate: 0.1 }] }),
    );
    const replies = await Promise.all(bodies.map((b) => t.api.post('/api/invoices').set(bearer(admin)).send(b)));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(201));
    const records = replies.map((r) => r.body.record as Invoice);
    records.forEach((r, i) => expect(r.total).toBe(Math.round((i + 1 + 3) * 10) / 100));
    const numberOf = (n: string) => Number(n.slice('INV-'.length));
    const numbers = records.map((r) => numberOf(r.invoice_number)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    const next = numberOf((await invoices.create()).invoice_number);
    expect(next).toBeGreaterThan(numbers[49]!);
    // Other test files make invoices on the same stack meanwhile: every number from the
    // first of ours to the next is given once, to ours or theirs, deleted or not (no gap).
    const conn = await connectMongo(dbUrl(t.stack, 'billing'), createLogger('test', 'silent'));
    try {
      const given = (await conn.db!.collection('invoices').find({}, { projection: { invoice_number: 1 } }).toArray())
        .map((d) => numberOf(String(d.invoice_number)))
        .filter((n) => n >= numbers[0]! && n <= next);
      expect(given.sort((a, b) => a - b)).toEqual(Array.from({ length: next - numbers[0]! + 1 }, (_, i) => numbers[0]! + i));
    } finally {
      await conn.close();
    }
  });

  describe('changes while draft', () => {
    it('PATCH changes the fields sent and recomputes the total', async () => {
      const inv = await invoices.create();
      const res = await t.api
        .patch(`/api/invoices/${inv.id}`)
        .set(bearer(admin))
        .send({ items: [{ title: 'Only', quantity: 3, rate: 0.1 }] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: expect.any(String) });
      expect(await invoices.detail(inv.id)).toMatchObject({ total: 0.3, due_date: '2026-04-30', invoice_number: inv.invoice_number });
      await t.api.patch(`/api/invoices/${inv.id}`).set(bearer(admin)).send({ due_date: '2026-05-31' }).expect(200);
      expect(await invoices.detail(inv.id)).toMatchObject({ total: 0.3, due_date: '2026-05-31' });
    });

    it('PUT replaces client, items and due date, and needs them all', async () => {
      const inv = await invoices.create();
      const other = await invoices.aClient();
      const body = { client_id: other, items: [{ title: 'New', quantity: 2, rate: 5 }], due_date: '2026-06-30' };
      const deadline = Date.now() + 2000;
      let res;
      do res = await t.api.put(`/api/invoices/${inv.id}`).set(bearer(admin)).send(body);
      while (res.status === 422 && Date.now() < deadline);
      expect(res.status).toBe(200);
      expect(await invoices.detail(inv.id)).toMatchObject({ ...body, total: 10, status: 'draft', invoice_number: inv.invoice_number });
      const partial = await t.api.put(`/api/invoices/${inv.id}`).set(bearer(admin)).send({ due_date: '2026-06-30' });
      expect(partial.status).toBe(422);
      expect(Object.keys(partial.body.errors).sort()).toEqual(['client_id', 'items']);
    });

    it('refuses a change to an unknown client', async () => {
      const inv = await invoices.create();
      const res = await t.api.patch(`/api/invoices/${inv.id}`).set(bearer(admin)).send({ client_id: 987654321 });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ client_id: ['Unknown client.'] });
    });

    it('deletes a draft: then 404 everywhere, and gone from the list', async () => {
      const inv = await invoices.create();
      const del = await t.api.delete(`/api/invoices/${inv.id}`).set(bearer(admin));
      expect(del.status).toBe(200);
      expect(del.body).toEqual({ success: true, message: expect.any(String) });
      const gone = await t.api.get(`/api/invoices/${inv.id}`).set(bearer(admin));
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ success: false, message: 'Invoice not found.' });
      expect((await t.api.patch(`/api/invoices/${inv.id}`).set(bearer(admin)).send({ due_date: '2026-05-01' })).status).toBe(404);
      expect((await t.api.delete(`/api/invoices/${inv.id}`).set(bearer(admin))).status).toBe(404);
      expect((await t.api.post(`/api/invoices/${inv.id}/send`).set(bearer(admin))).status).toBe(404);
      const list = await t.api.get('/api/invoices').query({ client_id: client, limit: 100 }).set(bearer(admin));
      expect(list.body.records.map((r: Invoice) => r.id)).not.toContain(inv.id);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['987654321', 'abc', '0']) {
        expect((await t.api.get(`/api/invoices/${id}`).set(bearer(admin))).status).toBe(404);
        expect((await t.api.post(`/api/invoices/${id}/send`).set(bearer(admin))).status).toBe(404);
      }
    });
  });

  describe('sending', () => {
    let billing: Awaited<ReturnType<typeof events>>;
    beforeAll(async () => {
      billing = await events('billing.invoice.*');
    });
    afterAll(() => billing.close());

    const waitFor = (type: string, id: number) => billing.next((e) => e.type === type && e.data.id === id, 2000);

    it('moves a draft to sent, emitting billing.invoice.created and billing.invoice.sent', async () => {
      const inv = await invoices.create();
      expect((await waitFor('billing.invoice.created', inv.id)).data).toMatchObject({ status: 'draft', total: 25.3 });
      const res = await t.api.post(`/api/invoices/${inv.id}/send`).set(bearer(admin));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: expect.any(String) });
      expect((await invoices.detail(inv.id)).status).toBe('sent');
      const evt = await waitFor('billing.invoice.sent', inv.id);
      expect(evt.data).toMatchObject({ id: inv.id, status: 'sent', invoice_number: inv.invoice_number, total: 25.3 });
    });

    it('emits billing.invoice.updated and billing.invoice.deleted', async () => {
      const inv = await invoices.create();
      await t.api.patch(`/api/invoices/${inv.id}`).set(bearer(admin)).send({ due_date: '2026-07-01' }).expect(200);
      expect((await waitFor('billing.invoice.updated', inv.id)).data).toMatchObject({ due_date: '2026-07-01' });
      await t.api.delete(`/api/invoices/${inv.id}`).set(bearer(admin)).expect(200);
      expect((await waitFor('billing.invoice.deleted', inv.id)).data).toEqual({ id: inv.id, version: expect.any(Number) });
    });

    it('answers 409 to sending twice, and to any change or delete of a sent invoice', async () => {
      const inv = await invoices.create();
      await t.api.post(`/api/invoices/${inv.id}/send`).set(bearer(admin)).expect(200);
      const again = await t.api.post(`/api/invoices/${inv.id}/send`).set(bearer(admin));
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, message: expect.stringContaining('draft') });
      const calls = [
        t.api.patch(`/api/invoices/${inv.id}`).set(bearer(admin)).send({ due_date: '2026-05-01' }),
        t.api.put(`/api/invoices/${inv.id}`).set(bearer(admin)).send(invoices.anInvoice()),
        t.api.delete(`/api/invoices/${inv.id}`).set(bearer(admin)),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(409);
      expect(await invoices.detail(inv.id)).toMatchObject({ status: 'sent', due_date: '2026-04-30', total: 25.3 });
    });

    it('sends once when two sends race', async () => {
      const inv = await invoices.create();
      const statuses = (await Promise.all([1, 2, 3].map(() => t.api.post(`/api/invoices/${inv.id}/send`).set(bearer(admin))))).map(
        (r) => r.status,
      );
      expect(statuses.sort()).toEqual([200, 409, 409]);
    });
  });

  describe("a client's deletion", () => {
    it('cancels its draft invoices and keeps the sent ones', async () => {
      const doomed = await invoices.aClient();
      const draft = await invoices.create({ client_id: doomed });
      const sent = await invoices.create({ client_id: doomed });
      await t.api.post(`/api/invoices/${sent.id}/send`).set(bearer(admin)).expect(200);
      await t.api.delete(`/api/clients/${doomed}`).set(bearer(admin)).expect(200);
      const deadline = Date.now() + 2000;
      while ((await invoices.detail(draft.id)).status === 'draft' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await invoices.detail(draft.id)).toMatchObject({ status: 'cancelled' });
      expect(await invoices.detail(sent.id)).toMatchObject({ status: 'sent' });
      const cancelled = await t.api.get('/api/invoices').query({ client_id: doomed, status: 'cancelled' }).set(bearer(admin));
      expect(cancelled.body.records.map((r: Invoice) => r.id)).toEqual([draft.id]);
      const edit = await t.api.patch(`/api/invoices/${draft.id}`).set(bearer(admin)).send({ due_date: '2026-05-01' });
      expect(edit.status).toBe(409);
      const newOne = await t.api.post('/api/invoices').set(bearer(admin)).send(invoices.anInvoice({ client_id: doomed }));
      expect(newOne.status).toBe(422);
      expect(newOne.body.errors).toEqual({ client_id: ['Unknown client.'] });
    });
  });

  it('answers 401 to every operation without a token', async () => {
    const inv = await invoices.create();
    const calls = [
      t.api.get('/api/invoices'),
      t.api.get(`/api/invoices/${inv.id}`),
      t.api.post('/api/invoices').send(invoices.anInvoice()),
      t.api.put(`/api/invoices/${inv.id}`).send(invoices.anInvoice()),
      t.api.patch(`/api/invoices/${inv.id}`).send({ due_date: '2026-05-01' }),
      t.api.delete(`/api/invoices/${inv.id}`),
      t.api.post(`/api/invoices/${inv.id}/send`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it('gives staff without the invoices permission 403, and read-only staff no writes', async () => {
    const inv = await invoices.create();
    const nobody = await staffWith(t.api, admin, { clients: ['read', 'create'] });
    const reader = await staffWith(t.api, admin, { invoices: ['read'] });
    const ops = (token: string) => [
      t.api.get('/api/invoices').set(bearer(token)),
      t.api.get(`/api/invoices/${inv.id}`).set(bearer(token)),
      t.api.post('/api/invoices').set(bearer(token)).send(invoices.anInvoice()),
      t.api.put(`/api/invoices/${inv.id}`).set(bearer(token)).send(invoices.anInvoice()),
      t.api.patch(`/api/invoices/${inv.id}`).set(bearer(token)).send({ due_date: '2026-05-01' }),
      t.api.delete(`/api/invoices/${inv.id}`).set(bearer(token)),
      t.api.post(`/api/invoices/${inv.id}/send`).set(bearer(token)),
    ];
    expect((await Promise.all(ops(nobody.token))).map((r) => r.status)).toEqual(Array(7).fill(403));
    expect((await Promise.all(ops(reader.token))).map((r) => r.status)).toEqual([200, 200, 403, 403, 403, 403, 403]);
    expect(await invoices.detail(inv.id)).toMatchObject({ status: 'draft' });
  });

  it('lets staff with the invoices permission create and send', async () => {
    const clerk = await staffWith(t.api, admin, { invoices: ['create', 'update', 'read'] });
    const res = await invoices.createWhenKnown(invoices.anInvoice(), clerk.token);
    expect(res.status).toBe(201);
    await t.api.post(`/api/invoices/${res.body.record.id}/send`).set(bearer(clerk.token)).expect(200);
  });
});
