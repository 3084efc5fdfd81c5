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

  it("deletes a client's contacts with the client, and brings back with it those its deletion took", async () => {
    const client = await createClient(t.api, admin);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(client.id))).body.record.id);
    const [gone, ...taken] = ids as [number, ...number[]];
    // Deleted on its own before the client: not the client's deletion's to bring back.
    expect((await t.api.delete(`/api/contacts/${gone}`).set(bearer(admin))).status).toBe(200);
    expect((await t.api.delete(`/api/clients/${client.id}`).set(bearer(admin))).status).toBe(200);
    const status = async (id: number) => (await t.api.get(`/api/contacts/${id}`).set(bearer(admin))).status;
    await eventually(async () => {
      for (const id of taken) expect(await status(id)).toBe(404);
    }, 15_000);
    // Not back under a deleted client: with it, once it is restored.
    const early = await t.api.post(`/api/contacts/${taken[0]}/restore`).set(bearer(admin));
    expect({ status: early.status, message: early.body.message }).toEqual({ status: 409, message: 'Its client is deleted: restore the client first.' });
    expect(await status(taken[0]!)).toBe(404);
    expect((await t.api.post(`/api/clients/${client.id}/restore`).set(bearer(admin))).status).toBe(200);
    await eventually(async () => {
      for (const id of taken) expect(await status(id)).toBe(200);
    }, 15_000);
    const listed = await t.api.get('/api/contacts').query({ client_id: client.id }).set(bearer(admin));
    expect(listed.body.records.map((r: { id: number }) => r.id).sort()).toEqual([...taken].sort());
    expect(await status(gone)).toBe(404);
    // The one deleted on its own comes back by its own restore.
    expect((await t.api.post(`/api/contacts/${gone}/restore`).set(bearer(admin))).status).toBe(200);
    expect((await t.api.get(`/api/contacts/${gone}`).set(bearer(admin))).body.record).toMatchObject({ id: gone, client_id: client.id });
  });

  it('keeps the contacts of a client deleted and restored at once, whichever event is followed first', async () => {
    const client = await createClient(t.api, admin);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(client.id))).body.record.id);
    expect((await t.api.delete(`/api/clients/${client.id}`).set(bearer(admin))).status).toBe(200);
    expect((await t.api.post(`/api/clients/${client.id}/restore`).set(bearer(admin))).status).toBe(200);
    // Another client deleted and restored after it, waited for: each of the two events' consumers is then past this client's.
    const later = await createClient(t.api, admin);
    const witness = (await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(later.id))).body.record.id as number;
    const status = async (id: number) => (await t.api.get(`/api/contacts/${id}`).set(bearer(admin))).status;
    expect((await t.api.delete(`/api/clients/${later.id}`).set(bearer(admin))).status).toBe(200);
    await eventually(async () => expect(await status(witness)).toBe(404), 15_000);
    expect((await t.api.post(`/api/clients/${later.id}/restore`).set(bearer(admin))).status).toBe(200);
    await eventually(async () => expect(await status(witness)).toBe(200), 15_000);
    for (const id of ids) expect(await status(id)).toBe(200);
  });

  describe('one primary contact per client', () => {
    const patch = (id: number, body: object) => t.api.patch(`/api/contacts/${id}`).set(bearer(admin)).send(body);
    const primaries = async (clientId: number) =>
      ((await t.api.get('/api/contacts').query({ client_id: clientId, limit: 100 }).set(bearer(admin))).body.records as Array<{ id: number; is_primary: boolean }>)
        .filter((c) => c.is_primary)
        .map((c) => c.id);

    it('marking a second answers 409 naming the primary one; once it is unmarked the second can be; a delete frees the mark, and a restore comes back unmarked when another holds it', async () => {
      const client = await createClient(t.api, admin);
      const first = (await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(client.id, { is_primary: true }))).body.record;
      const second = (await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(client.id))).body.record;
      const refused = await patch(second.id, { is_primary: true });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`Contact ${first.id} is this client's primary contact; unmark it first (is_primary false).`);
      expect((await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(client.id, { is_primary: true }))).status).toBe(409);
      // Another client's primary is no matter; nor is a change that leaves the mark alone.
      expect((await t.api.post('/api/contacts').set(bearer(admin)).send(aContact((await createClient(t.api, admin)).id, { is_primary: true }))).status).toBe(201);
      expect((await patch(first.id, { job_title: 'Founder' })).status).toBe(200);
      expect(await primaries(client.id)).toEqual([first.id]);

      expect((await patch(first.id, { is_primary: false })).status).toBe(200);
      expect((await patch(second.id, { is_primary: true })).status).toBe(200);
      expect(await primaries(client.id)).toEqual([second.id]);

      expect((await t.api.delete(`/api/contacts/${second.id}`).set(bearer(admin))).status).toBe(200);
      expect((await patch(first.id, { is_primary: true })).status).toBe(200);
      expect((await t.api.post(`/api/contacts/${second.id}/restore`).set(bearer(admin))).status).toBe(200);
      expect((await t.api.get(`/api/contacts/${second.id}`).set(bearer(admin))).body.record.is_primary).toBe(false);
      expect(await primaries(client.id)).toEqual([first.id]);
    });

    it('of many marks at the same moment exactly one holds, the others answer 409, and the one that holds is the one answered 200', async () => {
      const client = await createClient(t.api, admin);
      const ids: number[] = [];
      for (let i = 0; i < 8; i++) ids.push((await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(client.id))).body.record.id);
      const marks = await Promise.all(ids.map((id) => patch(id, { is_primary: true })));
      expect(marks.map((r) => r.status).sort()).toEqual([200, ...Array(7).fill(409)]);
      expect(await primaries(client.id)).toEqual([ids[marks.findIndex((r) => r.status === 200)]]);

      const other = await createClient(t.api, admin);
      const made = await Promise.all(Array.from({ length: 8 }, () => t.api.post('/api/contacts').set(bearer(admin)).send(aContact(other.id, { is_primary: true }))));
      expect(made.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(409)]);
      expect(await primaries(other.id)).toEqual([made.find((r) => r.status === 201)!.body.record.id]);
    });

    it('two contacts each primary once, restored at the same moment: both come back, one primary and the other unmarked', async () => {
      const contacts = async (clientId: number) =>
        ((await t.api.get('/api/contacts').query({ client_id: clientId, limit: 100 }).set(bearer(admin))).body.records as Array<{ id: number; is_primary: boolean }>)
          .map((c) => ({ id: c.id, is_primary: c.is_primary }))
          .sort((a, b) => a.id - b.id);
      for (let round = 0; round < 6; round++) {
        const client = await createClient(t.api, admin);
        // Each primary in turn, deleted one after the other: both tombstones are marked.
        const first = (await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(client.id, { is_primary: true }))).body.record;
        expect((await t.api.delete(`/api/contacts/${first.id}`).set(bearer(admin))).status).toBe(200);
        const second = (await t.api.post('/api/contacts').set(bearer(admin)).send(aContact(client.id, { is_primary: true }))).body.record;
        expect((await t.api.delete(`/api/contacts/${second.id}`).set(bearer(admin))).status).toBe(200);

        const restores = await Promise.all([first.id, second.id].map((id) => t.api.post(`/api/contacts/${id}/restore`).set(bearer(admin))));
        expect(restores.map((r) => ({ status: r.status, message: r.body.message }))).toEqual([
          { status: 200, message: 'Contact restored.' },
          { status: 200, message: 'Contact restored.' },
        ]);
        const back = await contacts(client.id);
        expect(back.map((c) => c.id)).toEqual([first.id, second.id]);
        expect(back.filter((c) => c.is_primary)).toHaveLength(1);
        // The mark is held as the record shows it: the unmarked one can be marked only once the primary one is unmarked.
        const [held, unmarked] = back[0]!.is_primary ? [first, second] : [second, first];
        expect((await patch(unmarked.id, { is_primary: true })).status).toBe(409);
        expect((await patch(held.id, { is_primary: false })).status).toBe(200);
        expect((await patch(unmarked.id, { is_primary: true })).status).toBe(200);
        expect(await primaries(client.id)).toEqual([unmarked.id]);
      }
    });
  });
});
