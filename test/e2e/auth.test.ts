import {
  adminToken,
  bearer,
  login,
  notifications,
  staffWith,
  type TestGateway,
  testGateway,
  unique,
} from '../support/harness';

type Notifications = Awaited<ReturnType<typeof notifications>>;

const aPhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('sign-in and account (SPEC 4.1)', () => {
  let t: TestGateway;
  let admin: string;
  let inbox: Notifications;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    inbox = await notifications();
  });
  afterAll(async () => {
    await inbox.close();
    await t.close();
  });

  /** A staff member with a phone, signed in by password. */
  async function member(phone = aPhone()) {
    const email = `${unique('m')}@example.com`;
    const res = await t.api
      .post('/api/team')
      .set(bearer(admin))
      .send({ first_name: 'Pat', last_name: 'Doe', email, password: 'first-password', phone });
    expect(res.status).toBe(201);
    return { id: res.body.record.id as number, email, phone, password: 'first-password' };
  }

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
          ['id', 'first_name', 'last_name', 'email', 'user_type', 'is_admin', 'status', 'role_id', 'job_title', 'phone', 'image', 'language', 'created_at'].sort(),
        );
        expect(res.body.image).toBeNull();
        expect(res.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
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

  describe('sign-in by phone and one-time password', () => {
    it('sends a code to a registered phone, and the code signs in once', async () => {
      const m = await member();
      const sent = await t.api.post('/api/auth/send-otp').send({ phone: m.phone });
      expect(sent.status).toBe(200);
      expect(sent.body.success).toBe(true);
      const code = await inbox.next('sms', m.phone);
      expect(code).toMatch(/^\d{6}$/);
      const ok = await t.api.post('/api/auth/login').send({ phone: m.phone, otp: code });
      expect(ok.status).toBe(200);
      expect(ok.body.user.id).toBe(m.id);
      const again = await t.api.post('/api/auth/login').send({ phone: m.phone, otp: code });
      expect(again.status).toBe(401);
    });

    it('answers the same for an unregistered phone, and sends nothing', async () => {
      const m = await member();
      const registered = await t.api.post('/api/auth/send-otp').send({ phone: m.phone });
      const stranger = aPhone();
      const unregistered = await t.api.post('/api/auth/send-otp').send({ phone: stranger });
      expect(unregistered.status).toBe(registered.status);
      expect(unregistered.body).toEqual(registered.body);
      await inbox.next('sms', m.phone);
      await expect(inbox.next('sms', stranger, 500)).rejects.toThrow(/no sms/);
    });

    it('answers 422 for an invalid phone', async () => {
      for (const phone of ['abc', '123', '', '+0123456789', { $gt: '' }]) {
        const res = await t.api.post('/api/auth/send-otp').send({ phone });
        expect(res.status).toBe(422);
      }
    });

    it('burns the code after five wrong tries', async () => {
      const m = await member();
      await t.api.post('/api/auth/send-otp').send({ phone: m.phone }).expect(200);
      const code = await inbox.next('sms', m.phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        expect((await t.api.post('/api/auth/login').send({ phone: m.phone, otp: wrong })).status).toBe(401);
      }
      expect((await t.api.post('/api/auth/login').send({ phone: m.phone, otp: code })).status).toBe(401);
    });
  });

  describe('password recovery', () => {
    it('emails a code that sets a new password once, and voids older sessions', async () => {
      const m = await member();
      const before = await login(t.api, m.email, m.password);
      const req = await t.api.post('/api/auth/request-reset-password').send({ email: m.email });
      expect(req.status).toBe(200);
      const code = await inbox.next('email', m.email);
      const change = await t.api
        .post('/api/auth/change-password')
        .send({ code, password: 'second-password', retype_password: 'second-password' });
      expect(change.status).toBe(200);
      expect(change.body.success).toBe(true);
      expect((await t.api.post('/api/auth/login').send({ email: m.email, password: m.password })).status).toBe(401);
      await login(t.api, m.email, 'second-password');
      expect((await t.api.get('/api/auth/me').set(bearer(before))).status).toBe(401);
      const reuse = await t.api
        .post('/api/auth/change-password')
        .send({ code, password: 'third-password', retype_password: 'third-password' });
      expect(reuse.status).toBe(422);
      expect(reuse.body.errors).toHaveProperty('code');
    });

    it('answers the same for an unknown email', async () => {
      const m = await member();
      const known = await t.api.post('/api/auth/request-reset-password').send({ email: m.email });
      const unknown = await t.api.post('/api/auth/request-reset-password').send({ email: `${unique('no')}@example.com` });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      await inbox.next('email', m.email);
    });

    it('answers 422 for an invalid email, a wrong code, or passwords that differ', async () => {
      expect((await t.api.post('/api/auth/request-reset-password').send({ email: 'not-an-email' })).status).toBe(422);
      const wrong = await t.api
        .post('/api/auth/change-password')
        .send({ code: 'not-a-code', password: 'new-password', retype_password: 'new-password' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toHaveProperty('code');
      const differ = await t.api
        .post('/api/auth/change-password')
        .send({ code: 'whatever', password: 'new-password', retype_password: 'other-password' });
      expect(differ.status).toBe(422);
      expect(differ.body.errors).toHaveProperty('retype_password');
    });
  });

  describe('phone change', () => {
    it('changes the phone only after the right code', async () => {
      const m = await member();
      const token = await login(t.api, m.email, m.password);
      const next = aPhone();
      const sent = await t.api.post('/api/auth/phone/change/send-otp').set(bearer(token)).send({ phone: next });
      expect(sent.status).toBe(200);
      const code = await inbox.next('sms', next);
      const wrong = await t.api
        .post('/api/auth/phone/change/verify-otp')
        .set(bearer(token))
        .send({ phone: next, otp: code === '000000' ? '111111' : '000000' });
      expect(wrong.status).toBe(422);
      expect((await t.api.get('/api/auth/me').set(bearer(token))).body.phone).toBe(m.phone);
      const ok = await t.api.post('/api/auth/phone/change/verify-otp').set(bearer(token)).send({ phone: next, otp: code });
      expect(ok.status).toBe(200);
      expect(ok.body.success).toBe(true);
      expect((await t.api.get('/api/auth/me').set(bearer(token))).body.phone).toBe(next);
    });

    it('does not accept a code for another number than the one it was sent to', async () => {
      const m = await member();
      const token = await login(t.api, m.email, m.password);
      const next = aPhone();
      await t.api.post('/api/auth/phone/change/send-otp').set(bearer(token)).send({ phone: next }).expect(200);
      const code = await inbox.next('sms', next);
      const res = await t.api.post('/api/auth/phone/change/verify-otp').set(bearer(token)).send({ phone: aPhone(), otp: code });
      expect(res.status).toBe(422);
    });

    it('answers 401 without a token and 422 for bad input', async () => {
      expect((await t.api.post('/api/auth/phone/change/send-otp').send({ phone: aPhone() })).status).toBe(401);
      expect((await t.api.post('/api/auth/phone/change/verify-otp').send({ phone: aPhone(), otp: '123456' })).status).toBe(401);
      expect((await t.api.post('/api/auth/phone/change/verify-otp').set(bearer(admin)).send({ phone: 'x' })).status).toBe(422);
    });
  });

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

    it('voids the sessions of a role’s users when its grants change', async () => {
      const staff = await staffWith(t.api, admin, { clients: ['read'] });
      expect((await t.api.get('/api/clients').set(bearer(staff.token))).status).toBe(200);
      await t.api.patch(`/api/roles/${staff.roleId}`).set(bearer(admin)).send({ permissions: {} }).expect(200);
      expect((await t.api.get('/api/clients').set(bearer(staff.token))).status).toBe(401);
      const fresh = await login(t.api, staff.email, staff.password);
      expect((await t.api.get('/api/clients').set(bearer(fresh))).status).toBe(403);
    });
  });
});
