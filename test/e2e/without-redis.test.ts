import { bearer, freshAddress, login, testGateway } from '../support/harness';

describe('a gateway without Redis', () => {
  it('keeps limits in memory and asks identity about revoked sessions', async () => {
    const t = testGateway({ REDIS_URL: '', RATE_LIMIT_LOGIN: '3' });
    try {
      const { admin } = t.stack;
      const ip = freshAddress();
      const token = await login(t.api, admin.email, admin.password);
      expect((await t.api.get('/api/auth/me').set(bearer(token))).status).toBe(200);
      expect((await t.api.post('/api/auth/logout').set(bearer(token))).status).toBe(200);
      expect((await t.api.get('/api/auth/me').set(bearer(token))).status).toBe(401);

      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await t.api.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: admin.email, password: 'wrong' })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
