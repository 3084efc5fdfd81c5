import { connectMongo, createLogger } from '@bms/platform';
import { Passwords } from '../../services/identity/src/users/password';
import { createSignInMember } from '../support/builders';
import { bearer, login, notifications, staffWith, type TestGateway, unique, withAdminGateway } from '../support/harness';
import { dbUrl } from '../support/stack';

type Notifications = Awaited<ReturnType<typeof notifications>>;

// A password being set holds no control character (C0, DEL, C1): pasted by
// mistake, it could not be typed again. Sign-in takes any password as ever.

const REFUSED = { password: ['Must not contain control characters.'] };

describe('passwords with control characters (SPEC 4.1)', () => {
  let t: TestGateway, admin: string;
  withAdminGateway((g, token) => ([t, admin] = [g, token]));
  let inbox: Notifications;
  beforeAll(async () => {
    inbox = await notifications();
  });
  afterAll(() => inbox.close());
  const signIn = (email: string, password: string) => t.api.post('/api/auth/login').send({ email, password });

  it.each([
    ['a NUL', 'pass\u0000word-12345'],
    ['a tab', 'pass\tword-12345'],
    ['a DEL', 'pass\u007fword-12345'],
    ['a C1 control (NEL)', 'pass\u0085word-12345'],
  ])('refuses a member made with %s in the password (422 naming password), and makes none', async (_what, password) => {
    const email = `${unique('cc')}@example.com`;
    const member = { first_name: 'Ann', last_name: 'Lee', email };
    const res = await t.api.post('/api/team').set(bearer(admin)).send({ ...member, password });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual(REFUSED);
    // Nothing was made: the address is free, and a normal password works.
    const made = await t.api.post('/api/team').set(bearer(admin)).send({ ...member, password: 'normal-password-1' });
    expect(made.status).toBe(201);
    await login(t.api, email, 'normal-password-1');
  });

  it("refuses a change of one's own password, or a member's by an admin, to one with a line break, and keeps the old one", async () => {
    const staff = await staffWith(t.api, admin, { team: ['read', 'update'] });
    for (const password of ['new-password\n', 'new\r\npassword-1']) {
      const own = await t.api.patch(`/api/team/${staff.id}`).set(bearer(staff.token)).send({ password });
      expect(own.status).toBe(422);
      expect(own.body.errors).toEqual(REFUSED);
      const byAdmin = await t.api.put(`/api/team/${staff.id}`).set(bearer(admin)).send({ first_name: 'Sam', last_name: 'Staff', email: staff.email, password, role_id: staff.roleId });
      expect(byAdmin.status).toBe(422);
      expect(byAdmin.body.errors).toEqual(REFUSED);
      expect((await signIn(staff.email, password)).status).toBe(401);
    }
    // Nothing changed: the old password, and the session, still work; a normal new one is taken.
    expect((await t.api.get('/api/auth/me').set(bearer(staff.token))).status).toBe(200);
    await login(t.api, staff.email, staff.password);
    expect((await t.api.patch(`/api/team/${staff.id}`).set(bearer(staff.token)).send({ password: 'second password ✓' })).status).toBe(200);
    await login(t.api, staff.email, 'second password ✓');
    expect((await signIn(staff.email, staff.password)).status).toBe(401);
  });

  it('refuses a recovery with a new password holding a control character, and the code still sets a normal one', async () => {
    const m = await createSignInMember(t.api, admin);
    expect((await t.api.post('/api/auth/request-reset-password').send({ email: m.email })).status).toBe(200);
    const code = await inbox.next('email', m.email);
    const setWith = (password: string) => t.api.post('/api/auth/change-password').send({ code, password, retype_password: password });
    for (const password of ['new-password\n', 'new\u0000password', '\tnew-password']) {
      const res = await setWith(password);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(REFUSED);
    }
    await login(t.api, m.email, m.password);
    expect((await setWith('recovered-password')).status).toBe(200);
    await login(t.api, m.email, 'recovered-password');
  });

  it('refuses an invitation accepted with a password holding a control character, and the invitation still sets a normal one', async () => {
    const email = `${unique('invited')}@example.com`;
    expect((await t.api.post('/api/team').set(bearer(admin)).send({ first_name: 'In', last_name: 'Vited', email })).status).toBe(201);
    const code = await inbox.next('email', email);
    const setWith = (password: string) => t.api.post('/api/auth/change-password').send({ code, password, retype_password: password });
    const res = await setWith('chosen\u009bpassword');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(REFUSED);
    expect((await setWith('chosen-password')).status).toBe(200);
    await login(t.api, email, 'chosen-password');
  });

  it('answers a wrong password holding a control character at sign-in with 401, as any wrong password, not 422', async () => {
    const m = await createSignInMember(t.api, admin);
    const plain = await signIn(m.email, 'wrong-password');
    expect(plain.status).toBe(401);
    for (const password of [`${m.password}\u0000`, 'wrong\tpassword', 'wrong-password\n', 'wrong\u0085password']) {
      for (const email of [m.email, `${unique('nobody')}@example.com`]) {
        const res = await signIn(email, password);
        expect(res.status).toBe(401);
        expect(res.body).toEqual(plain.body);
      }
    }
  });

  it('still signs in with a password set before the rule, control characters and all', async () => {
    const m = await createSignInMember(t.api, admin);
    const old = 'old\tpass\u0000word\n';
    // What a password set before the rule left stored: its hash, as identity makes one.
    const db = await connectMongo(dbUrl(t.stack, 'identity'), createLogger('test', 'silent'));
    try {
      const hash = await new Passwords(1).hash(old);
      expect((await db.db!.collection('users').updateOne({ _id: m.id as never }, { $set: { password_hash: hash } })).matchedCount).toBe(1);
    } finally {
      await db.close();
    }
    await login(t.api, m.email, old);
    expect((await signIn(m.email, 'old\tpass\u0000word')).status).toBe(401);
  });
});
