import { adminToken, bearer, freshAddress, staffWith, testGateway } from '../support/harness';

describe('rate limits (SPEC 8)', () => {
  it('answers the 51st login in a minute from one address with 429, Retry-After and X-RateLimit-*', async () => {
    const t = testGateway({ RATE_LIMIT_LOGIN: '50' });
    try {
      const ip = freshAddress();
      const attempt = () => t.api.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: 'x@example.com', password: 'nope' });
      for (let i = 0; i < 50; i++) {
        const res = await attempt();
        expect(res.status).toBe(401);
        expect(res.headers['x-ratelimit-limit']).toBe('50');
        expect(res.headers['x-ratelimit-remaining']).toBe(String(49 - i));
      }
      const over = await attempt();
      expect(over.status).toBe(429);
      expect(over.body.success).toBe(false);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers['x-ratelimit-remaining']).toBe('0');
      // Another address has its own budget.
      const other = await t.api.post('/api/auth/login').set('X-Forwarded-For', freshAddress()).send({ email: 'x@example.com', password: 'nope' });
      expect(other.status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('refuses a public request the slice held here decides at once as any other: 429, Retry-After, the envelope and every /api header', async () => {
    // 200 a minute: slices of 2, so every other request and the refusal are decided without Redis.
    const t = testGateway({ RATE_LIMIT_DEFAULT: '200' });
    try {
      const ip = freshAddress();
      for (let i = 0; i < 200; i++) {
        const res = await t.api.get('/api/time').set('X-Forwarded-For', ip);
        expect([res.status, res.headers['x-ratelimit-remaining']]).toEqual([200, String(199 - i)]);
      }
      const over = await t.api.get('/api/time').set('X-Forwarded-For', ip);
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ success: false });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers).toMatchObject({ 'x-ratelimit-limit': '200', 'x-ratelimit-remaining': '0', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      expect(over.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.close();
    }
  });

  it('shares one budget between two gateway instances on the same Redis', async () => {
    const a = testGateway({ RATE_LIMIT_SEND_OTP: '6' });
    const b = testGateway({ RATE_LIMIT_SEND_OTP: '6' });
    try {
      const ip = freshAddress();
      const send = (g: typeof a) => g.api.post('/api/auth/send-otp').set('X-Forwarded-For', ip).send({ phone: '+15550001111' });
      const results = await Promise.all([send(a), send(b), send(a), send(b), send(a), send(b), send(a), send(b)]);
      const codes = results.map((r) => r.status).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(6);
      expect(codes.filter((c) => c === 429)).toHaveLength(2);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('counts signed-in requests per user, not per address', async () => {
    const setup = testGateway();
    const t = testGateway({ RATE_LIMIT_DEFAULT: '3' });
    try {
      const staff = await staffWith(setup.api, await adminToken(setup.api), {});
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.api.get('/api/auth/me').set(bearer(staff.token)).set('X-Forwarded-For', freshAddress());
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
      await setup.close();
    }
  });

  it('counts an IPv6 client by its /64: a new address of the same network is the same client', async () => {
    const t = testGateway({ RATE_LIMIT_LOGIN: '2' });
    try {
      const [, a, b] = freshAddress().split('.');
      const net = `2001:db8:${a}:${b}`;
      const attempt = (ip: string) => t.api.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: 'x@example.com', password: 'nope' });
      expect((await attempt(`${net}::1`)).status).toBe(401);
      expect((await attempt(`${net}:ffff:ffff:ffff:ffff`)).status).toBe(401);
      const over = await attempt(`${net}::2`);
      expect(over.status).toBe(429);
      // The next network is another client.
      expect((await attempt(`2001:db8:${a}:ffff::1`)).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('does not believe X-Forwarded-For from an untrusted peer', async () => {
    const t = testGateway({ RATE_LIMIT_LOGIN: '2', TRUSTED_PROXIES: '' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.api.post('/api/auth/login').set('X-Forwarded-For', freshAddress()).send({ email: 'x@example.com', password: 'n' });
        statuses.push(res.status);
      }
      expect(statuses).toContain(429);
    } finally {
      await t.close();
    }
  });
});
