import { connectMongo, createLogger } from '@bms/platform';
import { createSignInMember } from '../support/builders';
import { bearer, login, staffWith, type TestGateway, unique, withAdminGateway } from '../support/harness';
import { dbUrl } from '../support/stack';

// The team (/api/team) and roles: members made and changed by admins, users
// of type client, and roles whose change signs their users out.

describe('sign-in and account (SPEC 4.1)', () => {
  let t: TestGateway, admin: string;
  withAdminGateway((g, token) => ([t, admin] = [g, token]));
  /** A staff member with a phone, signed in by password. */
  const member = (phone?: string) => createSignInMember(t.api, admin, phone);

  describe('the team (/api/team) and roles', () => {
    it('creates a staff member who can sign in, and never an admin by mass assignment', async () => {
      const email = `${unique('t')}@example.com`;
      const res = await t.api
        .post('/api/team')
        .set(bearer(admin))
        .send({ first_name: 'Ann', last_name: 'Lee', email, password: 'ann-password', is_admin: 1, created_at: '2000-01-01' });
      expect(res.status).toBe(201);
      expect(res.body.record).toMatchObject({ email, user_type: 'staff', is_admin: 0, status: 'active' });
      expect(res.body.record.created_at).toBe(new Date().toISOString().slice(0, 10));
      const token = await login(t.api, email, 'ann-password');
      expect((await t.api.get('/api/auth/me').set(bearer(token))).body.is_admin).toBe(0);
    });

    it('refuses a taken email with 422, and a deleted member can no longer sign in or use a token', async () => {
      const m = await member();
      const token = await login(t.api, m.email, m.password);
      const dup = await t.api
        .post('/api/team')
        .set(bearer(admin))
        .send({ first_name: 'X', last_name: 'Y', email: m.email, password: 'whatever-1' });
      expect(dup.status).toBe(422);
      expect(dup.body.errors).toHaveProperty('email');
      expect((await t.api.delete(`/api/team/${m.id}`).set(bearer(admin))).status).toBe(200);
      expect((await t.api.get(`/api/team/${m.id}`).set(bearer(admin))).status).toBe(404);
      expect((await t.api.get('/api/auth/me').set(bearer(token))).status).toBe(401);
      expect((await t.api.get('/api/clients').set(bearer(token))).status).toBe(401);
      expect((await t.api.post('/api/auth/login').send({ email: m.email, password: m.password })).status).toBe(401);
    });

    it('lists, reads and updates members with the standard envelopes', async () => {
      const m = await member();
      const list = await t.api.get('/api/team').query({ search: m.email }).set(bearer(admin));
      expect(list.status).toBe(200);
      expect(list.body.meta).toEqual({ total: 1, current_page: 1, per_page: 20 });
      expect(list.body.records[0].id).toBe(m.id);
      const put = await t.api
        .put(`/api/team/${m.id}`)
        .set(bearer(admin))
        .send({ first_name: 'New', last_name: 'Name', email: m.email, job_title: 'Lead' });
      expect(put.status).toBe(200);
      const got = await t.api.get(`/api/team/${m.id}`).set(bearer(admin));
      expect(got.body.record).toMatchObject({ first_name: 'New', job_title: 'Lead', phone: '' });
    });

    it('lets no one change their own status or type, which would leave the only admin locked out', async () => {
      const me = (await t.api.get('/api/auth/me').set(bearer(admin))).body;
      for (const change of [{ status: 'inactive' }, { user_type: 'client' }]) {
        const res = await t.api.patch(`/api/team/${me.id}`).set(bearer(admin)).send(change);
        expect({ change, status: res.status }).toEqual({ change, status: 409 });
      }
      const staff = await staffWith(t.api, admin, { team: ['read', 'update'] });
      expect((await t.api.patch(`/api/team/${staff.id}`).set(bearer(staff.token)).send({ status: 'inactive' })).status).toBe(409);
      expect((await t.api.patch(`/api/team/${staff.id}`).set(bearer(staff.token)).send({ job_title: 'Own title' })).status).toBe(200);
      // Nothing was changed or signed out: both still reach the API.
      expect((await t.api.get('/api/auth/me').set(bearer(admin))).body).toMatchObject({ id: me.id, status: 'active' });
      expect((await t.api.get('/api/auth/me').set(bearer(staff.token))).status).toBe(200);
    });

    it('creates users of type client, who reach only what clients may', async () => {
      const email = `${unique('c')}@example.com`;
      const res = await t.api
        .post('/api/team')
        .set(bearer(admin))
        .send({ first_name: 'Cli', last_name: 'Ent', email, password: 'client-password', user_type: 'client' });
      expect(res.status).toBe(201);
      expect(res.body.record.user_type).toBe('client');
      const token = await login(t.api, email, 'client-password');
      expect((await t.api.get('/api/auth/me').set(bearer(token))).body.user_type).toBe('client');
      expect((await t.api.get('/api/clients').set(bearer(token))).status).toBe(403);
      expect((await t.api.get('/api/team').set(bearer(token))).status).toBe(403);
    });

    it('keeps roles and API keys to admins; staff get 403', async () => {
      const staff = await staffWith(t.api, admin, { team: ['read', 'create', 'update', 'delete'] });
      expect((await t.api.get('/api/roles').set(bearer(staff.token))).status).toBe(403);
      expect((await t.api.post('/api/roles').set(bearer(staff.token)).send({ title: 'x', permissions: {} })).status).toBe(403);
      expect((await t.api.get('/api/api-keys').set(bearer(staff.token))).status).toBe(403);
      expect((await t.api.post('/api/api-keys').set(bearer(staff.token)).send({ name: 'k' })).status).toBe(403);
      expect((await t.api.get('/api/team').set(bearer(staff.token))).status).toBe(200);
    });

    it('refuses unknown modules or actions in a role with 422', async () => {
      const res = await t.api
        .post('/api/roles')
        .set(bearer(admin))
        .send({ title: 'bad', permissions: { spaceships: ['read'], clients: ['fly'] } });
      expect(res.status).toBe(422);
    });

    it('stores each action of a grant once, in the order first sent, on create, PATCH and PUT', async () => {
      const made = await t.api
        .post('/api/roles')
        .set(bearer(admin))
        .send({ title: unique('Repeats '), permissions: { clients: ['read', 'create', 'read', 'create'], invoices: ['read', 'read'] } });
      expect(made.status).toBe(201);
      expect(made.body.record.permissions).toEqual({ clients: ['read', 'create'], invoices: ['read'] });
      const id = made.body.record.id as number;
      expect((await t.api.get(`/api/roles/${id}`).set(bearer(admin))).body.record.permissions).toEqual({ clients: ['read', 'create'], invoices: ['read'] });
      await t.api.patch(`/api/roles/${id}`).set(bearer(admin)).send({ permissions: { leads: ['update', 'read', 'update'] } }).expect(200);
      expect((await t.api.get(`/api/roles/${id}`).set(bearer(admin))).body.record.permissions).toEqual({ leads: ['update', 'read'] });
      await t.api.put(`/api/roles/${id}`).set(bearer(admin)).send({ title: unique('Repeats '), permissions: { tasks: ['delete', 'delete'] } }).expect(200);
      expect((await t.api.get(`/api/roles/${id}`).set(bearer(admin))).body.record.permissions).toEqual({ tasks: ['delete'] });
    });

    it('still reads and renames a role stored with repeated actions', async () => {
      const made = await t.api.post('/api/roles').set(bearer(admin)).send({ title: unique('Old '), permissions: { clients: ['read'] } });
      const id = made.body.record.id as number;
      const db = await connectMongo(dbUrl(t.stack, 'identity'), createLogger('test', 'silent'));
      try {
        await db.db!.collection('roles').updateOne({ _id: id as never }, { $set: { permissions: { clients: ['read', 'read'] } } });
      } finally {
        await db.close();
      }
      expect((await t.api.get(`/api/roles/${id}`).set(bearer(admin))).body.record.permissions).toEqual({ clients: ['read', 'read'] });
      await t.api.patch(`/api/roles/${id}`).set(bearer(admin)).send({ title: unique('Renamed ') }).expect(200);
      expect((await t.api.get(`/api/roles/${id}`).set(bearer(admin))).body.record.permissions).toEqual({ clients: ['read', 'read'] });
    });

    it('voids the sessions of a role’s users when its grants change', async () => {
      const staff = await staffWith(t.api, admin, { clients: ['read'] });
      expect((await t.api.get('/api/clients').set(bearer(staff.token))).status).toBe(200);
      await t.api.patch(`/api/roles/${staff.roleId}`).set(bearer(admin)).send({ permissions: {} }).expect(200);
      expect((await t.api.get('/api/clients').set(bearer(staff.token))).status).toBe(401);
      const fresh = await login(t.api, staff.email, staff.password);
      expect((await t.api.get('/api/clients').set(bearer(fresh))).status).toBe(403);
    });

    it('signs no one out when a role is saved with the grants it has', async () => {
      const staff = await staffWith(t.api, admin, { clients: ['read', 'create'] });
      const title = (await t.api.get(`/api/roles/${staff.roleId}`).set(bearer(admin))).body.record.title as string;
      await t.api.patch(`/api/roles/${staff.roleId}`).set(bearer(admin)).send({ permissions: { clients: ['read', 'create'] } }).expect(200);
      await t.api.put(`/api/roles/${staff.roleId}`).set(bearer(admin)).send({ title, permissions: { clients: ['read', 'create'] } }).expect(200);
      await t.api.patch(`/api/roles/${staff.roleId}`).set(bearer(admin)).send({ title: unique('Renamed ') }).expect(200);
      expect((await t.api.get('/api/clients').set(bearer(staff.token))).status).toBe(200);
      await t.api.patch(`/api/roles/${staff.roleId}`).set(bearer(admin)).send({ permissions: { clients: ['read'] } }).expect(200);
      expect((await t.api.get('/api/clients').set(bearer(staff.token))).status).toBe(401);
    });

    it('replaces a role with PUT: grants not sent are cleared, and its users signed out', async () => {
      for (const body of [{}, { permissions: {} }]) {
        const staff = await staffWith(t.api, admin, { clients: ['read'] });
        await t.api.put(`/api/roles/${staff.roleId}`).set(bearer(admin)).send({ title: unique('Cleared '), ...body }).expect(200);
        expect((await t.api.get(`/api/roles/${staff.roleId}`).set(bearer(admin))).body.record.permissions).toEqual({});
        expect((await t.api.get('/api/clients').set(bearer(staff.token))).status).toBe(401);
      }
    });
  });
});
