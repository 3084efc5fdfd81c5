import type { ChildProcess } from 'node:child_process';
import { bearer, testGateway, type TestGateway, unique, withAdminGateway } from '../support/harness';
import { dbUrl, lib, readStack, startService } from '../support/stack';
import { createClient } from '../support/builders';

const anInvoice = (clientId: number) => ({ client_id: clientId, due_date: '2027-03-31', items: [{ title: 'Work', quantity: 1, rate: 10 }] });

/**
 * A service that checks another's ids asks the owner when its projection
 * does not know one yet, so a caller reads its own writes across services.
 */
describe('read your own writes across services', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  const newClient = async () => (await createClient(t.api, admin, { company_name: unique('Fresh ') })).id;

  it('a client created a moment ago takes an invoice at once: 20 tries of 20', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const clientId = await newClient();
      statuses.push((await t.api.post('/api/invoices').set(bearer(admin)).send(anInvoice(clientId))).status);
    }
    expect(statuses).toEqual(Array(20).fill(201));
  });

  it('an unknown client is 422, and that answer is not kept under an Idempotency-Key', async () => {
    const key = unique('ryw-');
    const unknown = await t.api.post('/api/invoices').set(bearer(admin)).set('Idempotency-Key', key).send(anInvoice(987_654_321));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ client_id: ['Unknown client.'] });
    // Not kept: the same key goes on to do the work once the client exists (another body would be 422 if it were).
    const clientId = await newClient();
    const done = await t.api.post('/api/invoices').set(bearer(admin)).set('Idempotency-Key', key).send(anInvoice(clientId));
    expect(done.status).toBe(201);
    expect(done.headers['idempotency-replayed']).toBeUndefined();
  });

  it('a task assigned to a team member created a moment ago is accepted at once', async () => {
    for (let i = 0; i < 5; i++) {
      const member = await t.api
        .post('/api/team')
        .set(bearer(admin))
        .send({ first_name: 'New', last_name: 'Member', email: `${unique('member')}@example.com`, password: 'member-password-1' });
      expect(member.status).toBe(201);
      const task = await t.api.post('/api/tasks').set(bearer(admin)).send({ title: unique('Task '), assigned_to: [member.body.record.id] });
      expect(task.status).toBe(201);
    }
  });

  describe('when the owner cannot be reached', () => {
    let billing: { child: ChildProcess; address: string };
    let own: TestGateway;

    beforeAll(async () => {
      const info = readStack();
      // A billing whose crm is nowhere (a port nothing listens on).
      billing = await startService(
        info,
        'billing',
        { MONGO_URL: dbUrl(info, `billing_nocrm_${Date.now()}`), CRM_GRPC_URL: '127.0.0.1:9' },
        'billing-nocrm',
      );
      own = testGateway({ BILLING_GRPC_URL: billing.address });
    }, 30_000);
    afterAll(async () => {
      await own?.close();
      await lib.stopProcess(billing?.child);
    });

    it('a client billing does not know yet is 503 (try again), not 422', async () => {
      const res = await own.api.post('/api/invoices').set(bearer(admin)).send(anInvoice(123_456_789));
      expect(res.status).toBe(503);
    });
  });
});
