import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { revocationKeys } from '@bms/platform';
import { adminToken, bearer, type TestGateway, testGateway } from '../support/harness';
import { OwnRedis } from '../support/own-server';
import { lib, readStack, type StackInfo, startService } from '../support/stack';

/*
 * Revocations live in identity's database and are published to Redis, where
 * every gateway looks them up. A Redis restarted empty has forgotten them: a
 * signed-out token must still be refused (identity copies them back, and
 * until it has, the gateway asks identity). identity and the gateway run here
 * on a Redis of the test's own, which the test kills and starts again; crm,
 * on the stack's Redis, never heard of the sign-out, so the gateway alone
 * refuses the token on a crm route.
 */
describe('signed-out tokens across a Redis restarted empty', () => {
  let info: StackInfo;
  let redis: OwnRedis;
  let identity: { child: ChildProcess; address: string };
  let t: TestGateway;
  let probe: Redis;

  beforeAll(async () => {
    info = readStack();
    redis = await OwnRedis.start();
    identity = await startService(info, 'identity', { REDIS_URL: redis.url }, 'identity-redis-restart');
    t = testGateway({ IDENTITY_GRPC_URL: identity.address, REDIS_URL: redis.url });
    probe = new Redis(redis.url, { maxRetriesPerRequest: 1, lazyConnect: true });
  });
  afterAll(async () => {
    probe?.disconnect();
    await t?.close();
    if (identity) await lib.stopProcess(identity.child);
    await redis?.stop();
  });

  /** The status of a crm route with `token`, once it is not 503 (Redis reconnecting). */
  async function clientsWith(token: string): Promise<number> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { status } = await t.api.get('/api/clients?limit=1').set(bearer(token));
      if (status !== 503 || Date.now() > deadline) return status;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('a token signed out before the restart is never accepted after it, even before identity is back to copy the revocations', async () => {
    const signedOut = await adminToken(t.api);
    expect(await clientsWith(signedOut)).toBe(200);
    expect((await t.api.post('/api/auth/logout').set(bearer(signedOut))).status).toBe(200);
    expect(await clientsWith(signedOut)).toBe(401);
    const live = await adminToken(t.api);

    // identity down: nothing can copy the revocations back, nor answer for them.
    await new Promise<void>((resolve) => {
      identity.child.once('exit', () => resolve());
      identity.child.kill('SIGKILL');
    });
    await redis.down();
    await redis.up();
    // The gateway's Redis client back (it retries within a second or two): Redis answers, empty.
    await new Promise((r) => setTimeout(r, 3_000));
    for (const token of [signedOut, live]) {
      const res = await t.api.get('/api/clients?limit=1').set(bearer(token));
      expect({ status: res.status, retryAfter: res.headers['retry-after'] }).toEqual({ status: 503, retryAfter: '1' });
    }

    identity = await startService(info, 'identity', { REDIS_URL: redis.url, GRPC_PORT: identity.address.split(':')[1]! }, 'identity-redis-restart');
    await probe.connect();
    const deadline = Date.now() + 15_000;
    while (!(await probe.exists(revocationKeys.complete(info.redisPrefix)))) {
      if (Date.now() > deadline) throw new Error('identity did not mark Redis complete again');
      await new Promise((r) => setTimeout(r, 100));
    }
    // Copied back from identity's database (which other test files share, so theirs come too).
    const { jti } = JSON.parse(Buffer.from(signedOut.split('.')[1]!, 'base64url').toString()) as { jti: string };
    expect(await probe.exists(revocationKeys.token(info.redisPrefix, jti))).toBe(1);
    expect(await clientsWith(signedOut)).toBe(401);
    expect(await clientsWith(live)).toBe(200);
  }, 60_000);
});
