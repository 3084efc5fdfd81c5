import { createSignInMember } from '../support/builders';
import { roles } from '@bms/contracts';
import { bearer, login, staffWith, type TestGateway, testGateway, unique, withAdminGateway } from '../support/harness';

// Signing in by password, the account it opens, and signing out (one-time
// codes: auth-codes.test.ts; the team and roles: team-roles.test.ts).

describe('sign-in and account (SPEC 4.1)', () => {
  let t: TestGateway, admin: string;
  withAdminGateway((g, token) => ([t, admin] = [g, token]));
  /** A staff member with a phone, signed in by password. */
  const member = (phone?: string) => createSignInMember(t.api, admin, phone);

  describe('login', () => {
    it('by email and password answers {token, user} with the login subset of the user', async () => {
      const { stack } = t;
      const res = await t.api.post('/api/auth/login').send({ email: stack.admin.email, password: stack.admin.password });
      expect(res.status).toBe(200);
      expect(typeof res.body.token).toBe('string');
      expect(res.body.user).toEqual({
        id: expect.any(Number),
        first_name: expect.any(String),
        last_name: expect.any(String),
        email: stack.admin.email,
        user_type: 'staff',
        is_admin: 1,
        status: 'active',
      });
    });

    it('answers 422 when neither pair is complete', async () => {
      for (const body of [{}, { email: 'a@example.com' }, { password: 'x' }, { phone: '+15550000000' }, { otp: '123456' }]) {
        const res = await t.api.post('/api/auth/login').send(body);
        expect(res.status).toBe(422);
        expect(res.body.success).toBe(false);
        expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
      }
    });

    it('answers 401 for a wrong password and for an unknown email, alike', async () => {
      const wrong = await t.api.post('/api/auth/login').send({ email: t.stack.admin.email, password: 'wrong-password' });
      const unknown = await t.api.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'wrong-password' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
    });

    it('does not sign anyone in with an operator object for the email', async () => {
      const res = await t.api.post('/api/auth/login').send({ email: { $ne: null }, password: { $ne: null } });
      expect(res.status).toBe(422);
      expect(res.body.token).toBeUndefined();
    });

    it('refuses an inactive user, and signs them out of every route at once', async () => {
      const m = await member();
      const token = await login(t.api, m.email, m.password);
      expect((await t.api.get('/api/clients').set(bearer(token))).status).not.toBe(401);
      await t.api.patch(`/api/team/${m.id}`).set(bearer(admin)).send({ status: 'inactive' }).expect(200);
      const res = await t.api.post('/api/auth/login').send({ email: m.email, password: m.password });
      expect(res.status).toBe(401);
      // A route of another service, which does not look the user up: the gateway refuses the session.
      expect((await t.api.get('/api/clients').set(bearer(token))).status).toBe(401);
    });
  });

  describe('me', () => {
    it('answers the full user, flat, with either token header', async () => {
      for (const headers of [bearer(admin), { 'X-Auth-Token': admin }]) {
        const res = await t.api.get('/api/auth/me').set(headers);
        expect(res.status).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual(
          ['id', 'first_name', 'last_name', 'email', 'user_type', 'is_admin', 'status', 'role_id', 'job_title', 'phone', 'image', 'language', 'created_at', 'permissions'].sort(),
        );
        expect(res.body.image).toBeNull();
        expect(res.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });

    it("says what the caller may do: an admin every module of the roles' matrix with every action", async () => {
      const { body } = await t.api.get('/api/auth/me').set(bearer(admin)).expect(200);
      expect(body.is_admin).toBe(1);
      expect(Object.keys(body.permissions).sort()).toEqual([...new Set(roles.MODULES)].sort());
      for (const actions of Object.values(body.permissions)) expect(actions).toEqual(['read', 'create', 'update', 'delete']);
    });

    it("says what the caller may do: staff their role's grants, a scoped API key its scopes, a client user the client grants", async () => {
      const grants = { clients: ['read', 'create'], invoices: ['read'], api_keys: ['create'] };
      const staff = await staffWith(t.api, admin, grants);
      const mine = await t.api.get('/api/auth/me').set(bearer(staff.token)).expect(200);
      expect(mine.body).toMatchObject({ id: staff.id, is_admin: 0, role_id: staff.roleId });
      expect(mine.body.permissions).toEqual(grants);

      const key = await t.api.post('/api/api-keys').set(bearer(staff.token)).send({ name: 'reader', scopes: { clients: ['read'] } }).expect(201);
      expect((await t.api.get('/api/auth/me').set(bearer(key.body.key)).expect(200)).body.permissions).toEqual({ clients: ['read'] });

      const email = `${unique('client-user')}@example.com`;
      await t.api.post('/api/team').set(bearer(admin)).send({ first_name: 'Cleo', last_name: 'Client', email, password: 'client-password-1', user_type: 'client' }).expect(201);
      const client = await login(t.api, email, 'client-password-1');
      expect((await t.api.get('/api/auth/me').set(bearer(client)).expect(200)).body.permissions).toEqual({
        announcements: ['read'],
        messages: ['read'],
        menus: ['read'],
      });
    });

    it('answers 401 without a token or with garbage', async () => {
      expect((await t.api.get('/api/auth/me')).status).toBe(401);
      expect((await t.api.get('/api/auth/me').set(bearer('garbage'))).status).toBe(401);
      expect((await t.api.get('/api/auth/me').set('Authorization', 'Basic abc')).status).toBe(401);
    });
  });

  describe('logout', () => {
    it('makes that token invalid at once, on every gateway, and only that token', async () => {
      const m = await member();
      const first = await login(t.api, m.email, m.password);
      const second = await login(t.api, m.email, m.password);
      const other = testGateway();
      try {
        expect((await t.api.post('/api/auth/logout').set(bearer(first))).body).toEqual({ success: true, message: expect.any(String) });
        expect((await t.api.get('/api/auth/me').set(bearer(first))).status).toBe(401);
        expect((await other.api.get('/api/auth/me').set(bearer(first))).status).toBe(401);
        expect((await other.api.get('/api/auth/me').set(bearer(second))).status).toBe(200);
      } finally {
        await other.close();
      }
    });

    it('answers 401 without a token', async () => {
      expect((await t.api.post('/api/auth/logout')).status).toBe(401);
    });
  });
});
