import * as crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { type Api, bearer, login, type TestGateway, unique, withAdminSession } from '../support/harness';

// OWASP API2: tokens only where they belong, and sign-in and recovery that
// tell no one which accounts exist (the other risks: security-owasp.test.ts).

describe('OWASP API Security Top 10 (2023)', () => {
  let t: TestGateway, api: Api, admin: string;
  withAdminSession((s) => ({ t, api, admin } = s));

  describe('API2 broken authentication (see tokens.test.ts for forged, expired and none tokens)', () => {
    it('takes a token only from Authorization: Bearer or X-Auth-Token, never from the query string or a cookie', async () => {
      expect((await api.get('/api/auth/me').query({ token: admin })).status).toBe(401);
      expect((await api.get('/api/auth/me').query({ access_token: admin })).status).toBe(401);
      expect((await api.get('/api/auth/me').set('Cookie', `token=${admin}`)).status).toBe(401);
      expect((await api.get('/api/auth/me').set('Authorization', `Basic ${admin}`)).status).toBe(401);
      expect((await api.get('/api/auth/me').set('Authorization', admin)).status).toBe(401);
    });

    it('refuses a token signed with the right key but the wrong issuer or ill-formed claims', async () => {
      const claims = jwt.decode(admin) as Record<string, unknown>;
      const { iat: _i, exp: _e, iss: _s, ...rest } = claims;
      const sign = (c: object, iss = 'bms-identity') => jwt.sign(c, t.stack.privateKey, { algorithm: 'RS256', expiresIn: 600, issuer: iss });
      expect((await api.get('/api/auth/me').set(bearer(sign(rest)))).status).toBe(200);
      for (const bad of [
        sign(rest, 'someone-else'),
        sign({ ...rest, adm: 'true' }),
        sign({ ...rest, sub: 1 }),
        sign({ ...rest, sub: '1 OR 1=1' }),
        sign({ ...rest, typ: 'refresh' }),
        sign({ ...rest, perm: undefined }),
      ]) {
        expect((await api.get('/api/auth/me').set(bearer(bad))).status).toBe(401);
      }
    });

    it('answers every signed-in route 401, with the error body, for a missing, garbage, truncated or revoked token', async () => {
      const fresh = await login(api, t.stack.admin.email, t.stack.admin.password);
      expect((await api.post('/api/auth/logout').set(bearer(fresh))).status).toBe(200);
      const [h, p] = admin.split('.');
      const tokens = [undefined, 'garbage', `${h}.${p}.`, `${h}.${p}`, fresh, 'bms_', `bms_${'A'.repeat(43)}`];
      const routes = t.gw.routes.filter((r) => r.auth === 'token');
      for (const r of routes) {
        for (const token of tokens) {
          const path = r.path.replace(/\{\w+\}/, '1');
          const req = api[r.method](path);
          const res = await (token ? req.set(bearer(token)) : req);
          expect({ route: `${r.method} ${r.path}`, token, status: res.status }).toEqual({ route: `${r.method} ${r.path}`, token, status: 401 });
          expect(res.body).toEqual({ success: false, message: expect.any(String) });
        }
      }
      // 181 routes by 7 tokens, one by one (an API key's each asks identity): 15-20 s alone, over 30 on a loaded CI machine.
    }, 120_000);
  });

  describe('no user enumeration through sign-in and recovery', () => {
    let known: { email: string; phone: string; password: string };

    beforeAll(async () => {
      known = { email: `${unique('known')}@example.com`, phone: `+1555${crypto.randomInt(1_000_000, 9_999_999)}`, password: 'known-password-1' };
      const res = await api.post('/api/team').set(bearer(admin)).send({ first_name: 'Known', last_name: 'User', ...known });
      expect(res.status).toBe(201);
    });

    /**
     * Sends `a` and `b` alternately (in random order per round) and
     * compares what they answer and the median time of each. Medians of
     * interleaved tries are robust to a loaded machine; a check of a real
     * account that others skip (a password hash, ~14 ms) stands out.
     */
    type Call = () => Promise<{ status: number; body: unknown }>;
    async function compare(a: Call, b: Call, rounds = 24) {
      const times: Record<'a' | 'b', number[]> = { a: [], b: [] };
      const answers = new Set<string>();
      for (let i = 0; i < rounds + 2; i++) {
        const order = crypto.randomInt(2) ? (['a', 'b'] as const) : (['b', 'a'] as const);
        for (const which of order) {
          const started = process.hrtime.bigint();
          const res = await (which === 'a' ? a() : b());
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          if (i >= 2) times[which].push(ms); // the first rounds warm up
          answers.add(JSON.stringify([res.status, res.body]));
        }
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
      return { answers: [...answers], a: median(times.a), b: median(times.b) };
    }
    const alike = (r: { a: number; b: number }) => {
      const [lo, hi] = [Math.min(r.a, r.b), Math.max(r.a, r.b)];
      // apart only when far apart both in ratio and by more than scheduling noise
      return hi - lo < 5 || hi / lo < 1.8;
    };
    /**
     * Answers and median times of `a` and `b`; times that differ must
     * differ again in two more measurements to count (a real difference
     * does; a burst of load on a shared machine does not).
     */
    async function measure(a: Call, b: Call, rounds?: number) {
      const tries: Array<{ a: number; b: number }> = [];
      const answers = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const r = await compare(a, b, rounds);
        r.answers.forEach((x) => answers.add(x));
        tries.push({ a: Math.round(r.a * 10) / 10, b: Math.round(r.b * 10) / 10 });
        if (alike(r)) break;
      }
      return { answers: [...answers], tries, alike: alike(tries[tries.length - 1]!) };
    }

    it('login: a wrong password for a real account and any password for no account answer alike, in alike time', async () => {
      const r = await measure(
        () => api.post('/api/auth/login').send({ email: known.email, password: 'wrong-password-1' }),
        () => api.post('/api/auth/login').send({ email: `${unique('nobody')}@example.com`, password: 'wrong-password-1' }),
      );
      expect(r.answers).toHaveLength(1);
      expect(JSON.parse(r.answers[0]!)[0]).toBe(401);
      expect(r).toEqual({ ...r, alike: true });
    });

    it('login by phone: a wrong code for a registered phone and for an unregistered one answer alike', async () => {
      const r = await measure(
        () => api.post('/api/auth/login').send({ phone: known.phone, otp: '000000' }),
        () => api.post('/api/auth/login').send({ phone: `+1555${crypto.randomInt(1_000_000, 9_999_999)}`, otp: '000000' }),
        12,
      );
      expect(r.answers).toHaveLength(1);
      expect(r).toEqual({ ...r, alike: true });
    });

    it('send-otp: a registered phone and an unregistered one answer alike, in alike time', async () => {
      const r = await measure(
        () => api.post('/api/auth/send-otp').send({ phone: known.phone }),
        () => api.post('/api/auth/send-otp').send({ phone: `+1555${crypto.randomInt(1_000_000, 9_999_999)}` }),
      );
      expect(r.answers).toHaveLength(1);
      expect(JSON.parse(r.answers[0]!)[0]).toBe(200);
      expect(r).toEqual({ ...r, alike: true });
    });

    it('request-reset-password: a registered email and an unknown one answer alike, in alike time', async () => {
      const r = await measure(
        () => api.post('/api/auth/request-reset-password').send({ email: known.email }),
        () => api.post('/api/auth/request-reset-password').send({ email: `${unique('nobody')}@example.com` }),
      );
      expect(r.answers).toHaveLength(1);
      expect(JSON.parse(r.answers[0]!)[0]).toBe(200);
      expect(r).toEqual({ ...r, alike: true });
    });

    it('change-password: a wrong code says nothing of any account', async () => {
      const res = await api.post('/api/auth/change-password').send({ code: 'no-such-code', password: 'new-password-1', retype_password: 'new-password-1' });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ success: false, message: expect.any(String), errors: { code: [expect.any(String)] } });
      expect(JSON.stringify(res.body)).not.toMatch(/user|account|email/i);
    });
  });
});
