import * as crypto from 'node:crypto';
import { connectMongo, createLogger } from '@bms/platform';
import { aPhone, createSignInMember } from '../support/builders';
import { bearer, login, notifications, type TestGateway, unique, withAdminGateway } from '../support/harness';
import { dbUrl } from '../support/stack';

type Notifications = Awaited<ReturnType<typeof notifications>>;

// One-time codes: sign-in by phone, password recovery by email, and a
// change of phone, each code sent as a notification and good once.

describe('sign-in and account (SPEC 4.1)', () => {
  let t: TestGateway, admin: string;
  withAdminGateway((g, token) => ([t, admin] = [g, token]));
  /** A staff member with a phone, signed in by password. */
  const member = (phone?: string) => createSignInMember(t.api, admin, phone);
  let inbox: Notifications;
  beforeAll(async () => {
    inbox = await notifications();
  });
  afterAll(() => inbox.close());

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

    it('voids the other codes once one is used, and those sent before a change of email or password', async () => {
      const m = await member();
      const ask = async (email: string) => {
        expect((await t.api.post('/api/auth/request-reset-password').send({ email })).status).toBe(200);
        return inbox.next('email', email);
      };
      const setWith = async (code: string, password: string) =>
        (await t.api.post('/api/auth/change-password').send({ code, password, retype_password: password })).status;
      // Two codes asked for: the one used voids the other.
      const [one, other] = [await ask(m.email), await ask(m.email)];
      expect(await setWith(other, 'second-password')).toBe(200);
      expect(await setWith(one, 'taken-over-1')).toBe(422);
      // A code sent to the address the account had: void once the admin moves it to another.
      const old = await ask(m.email);
      const moved = `${unique('moved')}@example.com`;
      expect((await t.api.patch(`/api/team/${m.id}`).set(bearer(admin)).send({ email: moved })).status).toBe(200);
      expect(await setWith(old, 'taken-over-2')).toBe(422);
      // An invitation: void once the admin sets the password.
      const invited = `${unique('invited')}@example.com`;
      const made = await t.api.post('/api/team').set(bearer(admin)).send({ first_name: 'In', last_name: 'Vited', email: invited });
      expect(made.status).toBe(201);
      const invitation = await inbox.next('email', invited);
      expect((await t.api.patch(`/api/team/${made.body.record.id}`).set(bearer(admin)).send({ password: 'admin-set-1' })).status).toBe(200);
      expect(await setWith(invitation, 'taken-over-3')).toBe(422);
      await login(t.api, invited, 'admin-set-1');
      await login(t.api, moved, 'second-password');
    });

    it('a code sent to the address the account had sets nothing, even one stored after the change voided the codes', async () => {
      const m = await member();
      expect((await t.api.post('/api/auth/request-reset-password').send({ email: m.email })).status).toBe(200);
      const code = await inbox.next('email', m.email);
      const moved = `${unique('moved')}@example.com`;
      expect((await t.api.patch(`/api/team/${m.id}`).set(bearer(admin)).send({ email: moved })).status).toBe(200);
      // What a request handled as the address changed leaves: the worker looked the old address up before the
      // change and stored the code after the change had voided the user's codes, so the code is unused.
      const db = await connectMongo(dbUrl(t.stack, 'identity'), createLogger('test', 'silent'));
      try {
        const id = crypto.createHash('sha256').update(code).digest('hex');
        expect((await db.db!.collection('recovery_codes').updateOne({ _id: id as never }, { $set: { used_at: null } })).matchedCount).toBe(1);
      } finally {
        await db.close();
      }
      const res = await t.api.post('/api/auth/change-password').send({ code, password: 'taken-over-4', retype_password: 'taken-over-4' });
      expect(res.status).toBe(422);
      expect((await t.api.post('/api/auth/login').send({ email: moved, password: 'taken-over-4' })).status).toBe(401);
      await login(t.api, moved, m.password);
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

    it('refuses with 422 on the phone a number another user took since the code was sent', async () => {
      const [a, b] = [await member(), await member()];
      const [ta, tb] = [await login(t.api, a.email, a.password), await login(t.api, b.email, b.password)];
      const next = aPhone();
      await t.api.post('/api/auth/phone/change/send-otp').set(bearer(ta)).send({ phone: next }).expect(200);
      const codeA = await inbox.next('sms', next);
      await t.api.post('/api/auth/phone/change/send-otp').set(bearer(tb)).send({ phone: next }).expect(200);
      const codeB = await inbox.next('sms', next);
      await t.api.post('/api/auth/phone/change/verify-otp').set(bearer(tb)).send({ phone: next, otp: codeB }).expect(200);
      const late = await t.api.post('/api/auth/phone/change/verify-otp').set(bearer(ta)).send({ phone: next, otp: codeA });
      expect({ status: late.status, errors: late.body.errors }).toEqual({ status: 422, errors: { phone: ['This number belongs to another user.'] } });
      expect((await t.api.get('/api/auth/me').set(bearer(ta))).body.phone).toBe(a.phone);
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

    it('texts one user no more codes an hour than one phone receives, to whatever numbers they name (429)', async () => {
      const m = await member();
      const token = await login(t.api, m.email, m.password);
      // The recipient cap of the test stack: 5 codes an hour (CODES_PER_RECIPIENT_PER_HOUR).
      for (let i = 0; i < 5; i++) await t.api.post('/api/auth/phone/change/send-otp').set(bearer(token)).send({ phone: aPhone() }).expect(200);
      const next = aPhone();
      const sixth = await t.api.post('/api/auth/phone/change/send-otp').set(bearer(token)).send({ phone: next });
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      await expect(inbox.next('sms', next, 500)).rejects.toThrow(/no sms/);
      // Another user is not held by it.
      const other = await member();
      await t.api.post('/api/auth/phone/change/send-otp').set(bearer(await login(t.api, other.email, other.password))).send({ phone: next }).expect(200);
      await inbox.next('sms', next);
    });

    it('answers 401 without a token and 422 for bad input', async () => {
      expect((await t.api.post('/api/auth/phone/change/send-otp').send({ phone: aPhone() })).status).toBe(401);
      expect((await t.api.post('/api/auth/phone/change/verify-otp').send({ phone: aPhone(), otp: '123456' })).status).toBe(401);
      expect((await t.api.post('/api/auth/phone/change/verify-otp').set(bearer(admin)).send({ phone: 'x' })).status).toBe(422);
    });
  });
});
