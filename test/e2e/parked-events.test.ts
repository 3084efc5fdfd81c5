import * as crypto from 'node:crypto';
import mongoose from 'mongoose';
import { adminToken, bearer, staffWith, type TestGateway, testGateway } from '../support/harness';
import { dbUrl, readStack } from '../support/stack';

/**
 * Parked events through the gateway: every service answers for its own, an
 * admin lists and replays them. The parked documents are written here as a
 * consumer parks them (the parking itself is tested in the platform), on
 * the test stack's billing, whose clients consumer replays them.
 */
describe('parked events, for admins', () => {
  let t: TestGateway;
  let admin: string;
  let billingDb: mongoose.Connection;
  const stack = readStack();

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    billingDb = await mongoose.createConnection(dbUrl(stack, 'billing')).asPromise();
  });
  afterAll(async () => {
    await billingDb.close();
    await t.close();
  });

  /** A parked copy of a crm.client.created event, as billing's consumer stores it. */
  async function park(data: Record<string, unknown>, reason: string): Promise<string> {
    const seq = 1_000_000 + crypto.randomInt(1_000_000);
    const stream = `${stack.namespace.replace(/[^A-Za-z0-9_-]/g, '_')}_CRM`;
    const id = `billing_clients:${stream}:${seq}`;
    const payload = JSON.stringify({ id: crypto.randomUUID(), type: 'crm.client.created', occurred_at: new Date().toISOString(), actor_user_id: 1, data });
    await billingDb.db!.collection('parked_events').insertOne({
      _id: id,
      subject: `${stack.namespace}.crm.client.created`,
      durable: 'billing_clients',
      payload,
      reason,
      at: new Date(),
    } as never);
    return `billing:${id}`;
  }

  it('an admin sees every service’s parked events, with the consumer, type and reason', async () => {
    const id = await park({ company_name: 'No id' }, 'client event without id or time');
    const res = await t.api.get('/api/admin/parked-events').set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.records).toContainEqual(
      expect.objectContaining({ id, service: 'billing', consumer: 'billing_clients', type: 'crm.client.created', reason: 'client event without id or time' }),
    );
  });

  it('a replay applies the event once its cause is fixed, and it is parked no more', async () => {
    const clientId = 900_000_000 + crypto.randomInt(1_000_000);
    const id = await park({ id: clientId, company_name: 'Replayed Ltd', currency_symbol: '€', status: 'active' }, 'handler failed (older version)');
    const res = await t.api.post(`/api/admin/parked-events/${encodeURIComponent(id)}/replay`).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Event applied.' });
    expect(await billingDb.db!.collection('clients').findOne({ _id: clientId } as never)).toEqual(
      expect.objectContaining({ company_name: 'Replayed Ltd', currency_symbol: '€' }),
    );
    const list = await t.api.get('/api/admin/parked-events').set(bearer(admin));
    expect(list.body.records.map((r: { id: string }) => r.id)).not.toContain(id);
    // Gone: a second replay finds nothing.
    expect((await t.api.post(`/api/admin/parked-events/${encodeURIComponent(id)}/replay`).set(bearer(admin))).status).toBe(404);
  });

  it('a replay that still fails answers 409 with the reason, and the event stays parked', async () => {
    const id = await park({ company_name: 'Still no id' }, 'client event without id or time');
    const res = await t.api.post(`/api/admin/parked-events/${encodeURIComponent(id)}/replay`).set(bearer(admin));
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/still cannot be applied: crm.client event without an integer id and version/);
    const list = await t.api.get('/api/admin/parked-events').set(bearer(admin));
    expect(list.body.records.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('an unknown id is 404, and staff are refused with 403', async () => {
    expect((await t.api.post('/api/admin/parked-events/nowhere:x:y:1/replay').set(bearer(admin))).status).toBe(404);
    expect((await t.api.post('/api/admin/parked-events/billing:x:y:1/replay').set(bearer(admin))).status).toBe(404);
    const staff = await staffWith(t.api, admin, { clients: ['read', 'create', 'update', 'delete'] });
    expect((await t.api.get('/api/admin/parked-events').set(bearer(staff.token))).status).toBe(403);
    expect((await t.api.post('/api/admin/parked-events/billing:x:y:1/replay').set(bearer(staff.token))).status).toBe(403);
  });
});
