import { bearer, freshAddress, unique, withAdminSession, type AdminSession } from '../support/harness';
import { events } from '../support/events';

/**
 * Every event a write publishes says what it changed (each field's value
 * before and after, secrets named but masked) and who and from where
 * (the user, the API key, the client's address, the request's id).
 */
describe('what an event says of its write', () => {
  let s: AdminSession;
  withAdminSession((x) => (s = x));

  it('an update of a client carries the changed fields before and after, and the request id and address it came from', async () => {
    const bus = await events('crm.client.*');
    try {
      const address = freshAddress();
      const name = unique('Changes Ltd ');
      const made = await s.api.post('/api/clients').set(bearer(s.admin)).set('X-Forwarded-For', address).send({ company_name: name, type: 'organization', city: 'Oslo' });
      expect(made.status).toBe(201);
      const id = made.body.record.id as number;
      const created = await bus.next((e) => e.type === 'crm.client.created' && e.data.id === id);
      expect(created.changes).toMatchObject({ company_name: { after: name }, city: { after: 'Oslo' }, type: { after: 'organization' } });
      expect(created.changes!.company_name).not.toHaveProperty('before');
      expect(created.changes).not.toHaveProperty('search_terms');
      expect(created.changes).not.toHaveProperty('updated_at');

      const requestId = unique('req-');
      const res = await s.api
        .patch(`/api/clients/${id}`)
        .set(bearer(s.admin))
        .set('X-Forwarded-For', address)
        .set('X-Request-Id', requestId)
        .send({ city: 'Bergen', phone: '+4712345678' });
      expect(res.status).toBe(200);
      const updated = await bus.next((e) => e.type === 'crm.client.updated' && e.data.id === id);
      expect(updated.changes).toEqual({ city: { before: 'Oslo', after: 'Bergen' }, phone: { before: '', after: '+4712345678' } });
      expect(updated.context).toEqual({ user_id: s.adminId, address, request_id: requestId });

      await s.api.delete(`/api/clients/${id}`).set(bearer(s.admin)).expect(200);
      const deleted = await bus.next((e) => e.type === 'crm.client.deleted' && e.data.id === id);
      expect(Object.keys(deleted.changes!)).toEqual(['deleted_at']);
      expect(deleted.changes!.deleted_at).toEqual({ before: null, after: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    } finally {
      await bus.close();
    }
  });

  it('a password change is named in the changes, masked; the hash never travels', async () => {
    const bus = await events('identity.user.*');
    try {
      const made = await s.api
        .post('/api/team')
        .set(bearer(s.admin))
        .send({ first_name: 'Masked', last_name: 'Field', email: `${unique('mask')}@example.com`, password: 'first-password-1' });
      expect(made.status).toBe(201);
      const id = made.body.record.id as number;
      const created = await bus.next((e) => e.type === 'identity.user.created' && e.data.id === id);
      expect(created.changes!.password_hash).toEqual({ masked: true });
      await s.api.patch(`/api/team/${id}`).set(bearer(s.admin)).send({ password: 'second-password-2', job_title: 'Auditor' }).expect(200);
      const updated = await bus.next((e) => e.type === 'identity.user.updated' && e.data.id === id);
      expect(updated.changes!.password_hash).toEqual({ masked: true });
      expect(updated.changes!.job_title).toMatchObject({ after: 'Auditor' });
      expect(JSON.stringify([created, updated])).not.toMatch(/argon2|first-password|second-password/);
    } finally {
      await bus.close();
    }
  });

  it('a write made with an API key names the key in the context', async () => {
    const key = await s.api.post('/api/api-keys').set(bearer(s.admin)).send({ name: unique('ctx key ') });
    expect(key.status).toBe(201);
    const bus = await events('crm.client.*');
    try {
      const made = await s.api.post('/api/clients').set(bearer(key.body.key as string)).send({ company_name: unique('Keyed '), type: 'organization' });
      expect(made.status).toBe(201);
      const created = await bus.next((e) => e.type === 'crm.client.created' && e.data.id === made.body.record.id);
      expect(created.context).toMatchObject({ user_id: s.adminId, api_key_id: key.body.record.id, request_id: made.headers['x-request-id'] });
      expect(typeof created.context!.address).toBe('string');
    } finally {
      await bus.close();
    }
  });
});
