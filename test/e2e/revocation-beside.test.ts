import { Redis } from 'ioredis';
import { revocationKeys } from '@bms/platform';
import { adminToken, bearer, type TestGateway, testGateway, unique } from '../support/harness';
import { OwnRedis } from '../support/own-server';
import { readStack } from '../support/stack';

/*
 * On a read through a service the gateway's revocation check runs beside
 * the service call (gateway/src/pipeline/authenticate.ts, checkedBeside),
 * and the reply waits for it. Here the gateway looks revocations up in a
 * Redis of the test's own, where the test revokes a token; crm, on the
 * stack's Redis, never hears of it and would answer. So every refusal below
 * is the gateway's own verdict, given after crm answered.
 */
describe("the gateway's revocation check beside a read", () => {
  let redis: OwnRedis;
  let probe: Redis;
  let t: TestGateway;
  let other: TestGateway;
  let prefix: string;

  beforeAll(async () => {
    prefix = readStack().redisPrefix;
    redis = await OwnRedis.start();
    probe = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    // Redis holds every revocation in force (as identity marks it): its silence means "not revoked".
    await probe.set(revocationKeys.complete(prefix), '1');
    t = testGateway({ REDIS_URL: redis.url });
    // Where the records are made and read back: the stack's Redis, where nothing is revoked.
    other = testGateway();
  });
  afterAll(async () => {
    await probe?.quit().catch(() => probe.disconnect());
    await t?.close();
    await other?.close();
    await redis?.stop();
  });

  const revoke = async (token: string) => {
    const { jti } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string };
    await probe.set(revocationKeys.token(prefix, jti), '1');
  };

  it("answers a read with the gateway's refusal, not with what the service answered", async () => {
    const admin = await adminToken(other.api);
    const made = await other.api.post('/api/clients').set(bearer(admin)).send({ company_name: unique('Beside '), type: 'organization' });
    expect(made.status).toBe(201);
    const id = made.body.record.id as number;

    const token = await adminToken(other.api);
    expect((await t.api.get(`/api/clients/${id}`).set(bearer(token))).status).toBe(200);
    await revoke(token);
    // crm reads the record for this token (its Redis knows nothing); the gateway refuses it.
    const read = await t.api.get(`/api/clients/${id}`).set(bearer(token));
    expect({ status: read.status, body: read.body }).toEqual({ status: 401, body: { success: false, message: expect.any(String) } });
    // A read the service refuses is answered 401 too, not with the service's 404.
    expect((await t.api.get('/api/clients/999999999').set(bearer(token))).status).toBe(401);
    // The stack's gateway, whose Redis knows nothing of it, lets the same token read: crm did answer.
    expect((await other.api.get(`/api/clients/${id}`).set(bearer(token))).status).toBe(200);
  });

  it('makes a write wait for the check: a revoked token writes nothing', async () => {
    const token = await adminToken(other.api);
    await revoke(token);
    const name = unique('Never ');
    expect((await t.api.post('/api/clients').set(bearer(token)).send({ company_name: name, type: 'organization' })).status).toBe(401);
    const admin = await adminToken(other.api);
    const found = await other.api.get(`/api/clients?search=${encodeURIComponent(name)}`).set(bearer(admin));
    expect(found.status).toBe(200);
    expect(found.body.records).toEqual([]);
  });

  it("answers 503 when the gateway cannot read the sign-in state, even though the service answered", async () => {
    const token = await adminToken(other.api);
    expect((await t.api.get('/api/clients?limit=1').set(bearer(token))).status).toBe(200);
    await redis.down();
    try {
      const res = await t.api.get('/api/clients?limit=1').set(bearer(token));
      expect({ status: res.status, retryAfter: res.headers['retry-after'] }).toEqual({ status: 503, retryAfter: '1' });
    } finally {
      await redis.up();
    }
    // Back once the gateway's Redis client has reconnected.
    const deadline = Date.now() + 15_000;
    const status = async (): Promise<number> => (await t.api.get('/api/clients?limit=1').set(bearer(token))).status;
    for (let s = await status(); s === 503 && Date.now() < deadline; s = await status()) await new Promise((r) => setTimeout(r, 100));
    expect(await status()).toBe(200);
  }, 30_000);
});
