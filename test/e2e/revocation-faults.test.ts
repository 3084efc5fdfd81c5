import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { revocationKeys } from '@bms/platform';
import { adminToken, bearer, login, notifications, type TestGateway, testGateway, unique } from '../support/harness';
import { OwnRedis } from '../support/own-server';
import { lib, readStack, type StackInfo, startService } from '../support/stack';

/*
 * A sign-out that cannot reach Redis fails the request with nothing
 * written, so that a retry does all of it: deleting or deactivating a
 * member, changing a password with a recovery code, revoking an API key. identity runs here on
 * a Redis of the test's own, which the test kills and starts again.
 */
describe('revocations when Redis fails', () => {
  let info: StackInfo;
  let redis: OwnRedis;
  let identity: { child: ChildProcess; address: string };
  let t: TestGateway;
  let admin: string;
  let probe: Redis;

  beforeAll(async () => {
    info = readStack();
    redis = await OwnRedis.start();
    identity = await startService(info, 'identity', { REDIS_URL: redis.url }, 'identity-own-redis');
    t = testGateway({ IDENTITY_GRPC_URL: identity.address });
    admin = await adminToken(t.api);
  });
  afterAll(async () => {
    probe?.disconnect();
    await t?.close();
    if (identity) await lib.stopProcess(identity.child);
    await redis?.stop();
  });

  const member = async () => {
    const email = `${unique('rv')}@example.com`;
    const res = await t.api.post('/api/team').set(bearer(admin)).send({ first_name: 'Re', last_name: 'Voked', email, password: 'first-password-1' });
    expect(res.status).toBe(201);
    return { id: res.body.record.id as number, email };
  };

  /** Runs `call` while identity's Redis is down, expecting 503; then brings Redis back. */
  async function duringOutage(call: () => Promise<{ status: number }>): Promise<void> {
    await redis.down();
    expect((await call()).status).toBe(503);
    await redis.up();
  }

  /** Retries until identity has reconnected to Redis. */
  async function retried(call: () => Promise<{ status: number }>): Promise<number> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { status } = await call();
      if (status !== 503 || Date.now() > deadline) return status;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const revokedBefore = async (userId: number) => {
    probe ??= new Redis(redis.url, { maxRetriesPerRequest: 1 });
    return probe.get(revocationKeys.userBefore(info.redisPrefix, userId));
  };

  it('deleting a member: 503 leaves the member; the retry deletes and signs out', async () => {
    const m = await member();
    const remove = () => t.api.delete(`/api/team/${m.id}`).set(bearer(admin));
    await duringOutage(remove);
    expect((await t.api.get(`/api/team/${m.id}`).set(bearer(admin))).status).toBe(200);
    expect(await retried(remove)).toBe(200);
    expect(await revokedBefore(m.id)).toMatch(/^\d+$/);
  }, 60_000);

  it('deactivating a member: 503 leaves them active; the retry deactivates and signs out', async () => {
    const m = await member();
    const deactivate = () => t.api.patch(`/api/team/${m.id}`).set(bearer(admin)).send({ status: 'inactive' });
    await duringOutage(deactivate);
    expect((await t.api.get(`/api/team/${m.id}`).set(bearer(admin))).body.record.status).toBe('active');
    expect(await retried(deactivate)).toBe(200);
    expect(await revokedBefore(m.id)).toMatch(/^\d+$/);
  }, 60_000);

  it('changing a password with a code: 503 leaves the code usable; the retry changes it and signs out', async () => {
    const m = await member();
    const mail = await notifications();
    try {
      await t.api.post('/api/auth/request-reset-password').send({ email: m.email }).expect(200);
      const code = await mail.next('email', m.email);
      const change = () => t.api.post('/api/auth/change-password').send({ code, password: 'second-password-2', retype_password: 'second-password-2' });
      await duringOutage(change);
      expect(await retried(change)).toBe(200);
      expect(await revokedBefore(m.id)).toMatch(/^\d+$/);
      expect(await login(t.api, m.email, 'second-password-2')).toEqual(expect.any(String));
    } finally {
      await mail.close();
    }
  }, 60_000);

  it('revoking an API key: 503 leaves the key listed; the retry revokes it', async () => {
    const made = await t.api.post('/api/api-keys').set(bearer(admin)).send({ name: unique('key ') });
    expect(made.status).toBe(201);
    const id = made.body.record.id as number;
    const revoke = () => t.api.delete(`/api/api-keys/${id}`).set(bearer(admin));
    await duringOutage(revoke);
    const listed = async () => ((await t.api.get('/api/api-keys').set(bearer(admin))).body.records as Array<{ id: number }>).map((k) => k.id);
    expect(await listed()).toContain(id);
    expect(await retried(revoke)).toBe(200);
    expect(await listed()).not.toContain(id);
  }, 60_000);
});
