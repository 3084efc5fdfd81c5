import { createClient } from '../support/builders';
import { bearer, eventually, staffWith, type TestGateway, unique, withAdminGateway } from '../support/harness';

/**
 * Contacts: the module added with defineModule (packages/contracts/src/crm/contacts.module.ts),
 * served through the same proto, routes, handlers, permissions and events
 * as every standard module, and deleted with its client.
 */
describe('contacts (a module declared once)', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  const aContact = (client_id: number, over: Record<string, unknown> = {}) => ({ client_id, first_name: unique('Ada'), last_name: 'Lovelace', email: `${unique('ada')}@example.com`, job_title: 'CTO', ...over });

  it('creates, reads, lists by client, searches, changes, deletes and restores a contact', async () => {
    const client = await createClient(t.api, admin);
    const other = await createClient(t.api, admin);
    const made = await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(client.id, { first_name: 'Grace', is_primary: true }));
    expect(made.status).toBe(201);
    const c = made.body.record;
    expect(c).toMatchObject({ client_id: client.id, first_name: 'Grace', last_name: 'Lovelace', job_title: 'CTO', is_primary: true, phone: '' });
    expect(c.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(other.id));

    expect((await t.api.get(`/api/contacts/${c.id}`).set(bearer(admin))).body.record).toEqual(c);
    const listed = await t.api.get('/api/contacts').query({ client_id: client.id }).set(bearer(admin));
    expect(listed.status).toBe(200);
    expect(listed.body.records.map((r: { id: number }) => r.id)).toEqual([c.id]);
    const found = await t.api.get('/api/contacts').query({ search: 'grac', client_id: client.id }).set(bearer(admin));
    expect(found.body.records).toHaveLength(1);

    expect((await t.api.patch(`/api/contacts/${c.id}`).set(bearer(admin)).send({ job_title: 'CEO' })).status).toBe(200);
    expect((await t.api.get(`/api/contacts/${c.id}`).set(bearer(admin))).body.record).toMatchObject({ job_title: 'CEO', first_name: 'Grace' });
    // A full replacement clears what it does not send.
    expect((await t.api.put(`/api/contacts/${c.id}`).set(bearer(admin)).send({ client_id: client.id, first_name: 'Grace' })).status).toBe(200);
    expect((await t.api.get(`/api/contacts/${c.id}`).set(bearer(admin))).body.record).toMatchObject({ job_title: '', last_name: '', is_primary: false });

    expect((await t.api.delete(`/api/contacts/${c.id}`).set(bearer(admin))).status).toBe(200);
    expect((await t.api.get(`/api/contacts/${c.id}`).set(bearer(admin))).status).toBe(404);
    expect((await t.api.post(`/api/contacts/${c.id}/restore`).set(bearer(admin))).status).toBe(200);
    expect((await t.api.get(`/api/contacts/${c.id}`).set(bearer(admin))).status).toBe(200);
  });

  it('refuses a contact without a first name, or of a client that does not exist (422 by field)', async () => {
    const client = await createClient(t.api, admin);
    const nameless = await t.api.post('/api/contacts').set(bearer(admin)).send({ client_id: client.id });
    expect(nameless.status).toBe(422);
    expect(Object.keys(nameless.body.errors)).toEqual(['first_name']);
    const orphan = await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(987_654_321));
    expect(orphan.status).toBe(422);
    expect(orphan.body.errors.client_id).toEqual(['Unknown client.']);
  });

  it('is granted by its own permission, as roles and API-key scopes name it', async () => {
    const reader = await staffWith(t.api, admin, { contacts: ['read'] });
    const outsider = await staffWith(t.api, admin, { clients: ['read'] });
    expect((await t.api.get('/api/contacts').set(bearer(reader.token))).status).toBe(200);
    expect((await t.api.post('/api/contacts').set(bearer(reader.token)).send(aContact(1))).status).toBe(403);
    expect((await t.api.get('/api/contacts').set(bearer(outsider.token))).status).toBe(403);
  });

  it("deletes a client's contacts with the client", async () => {
    const client = await createClient(t.api, admin);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(client.id))).body.record.id);
    expect((await t.api.delete(`/api/clients/${client.id}`).set(bearer(admin))).status).toBe(200);
    await eventually(async () => {
      for (const id of ids) expect((await t.api.get(`/api/contacts/${id}`).set(bearer(admin))).status).toBe(404);
    }, 15_000);
  });
});
