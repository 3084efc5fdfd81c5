import * as crypto from 'node:crypto';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { adminToken, bearer, staffWith, type TestGateway, testGateway, unique } from '../support/harness';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** What an Idempotency-Key may cost Redis: a bounded answer, and a bounded number of keys per caller. */
describe('Idempotency-Key storage is bounded per caller', () => {
  let t: TestGateway;
  let admin: string;
  let redis: Redis;

  beforeAll(async () => {
    t = testGateway({ IDEMPOTENCY_MAX_STORED_BYTES: '200', IDEMPOTENCY_MAX_KEYS: '3' });
    admin = await adminToken(t.api);
    redis = new Redis(t.stack.redisUrl);
  });
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  const entryKey = (token: string, key: string) => `${t.stack.redisPrefix}idem:${sha256(`u:${(jwt.decode(token) as { sub: string }).sub}\n${key}`)}`;
  const clients = async (token: string, name: string) =>
    (await t.api.get('/api/clients').query({ search: name }).set(bearer(token))).body.records as Array<{ id: number }>;

  it('keeps an answer over the limit as its status and sha256 only; a retry is answered by the service with the same record', async () => {
    const key = unique('big-');
    const name = unique('Large answer ');
    const body = { company_name: name, type: 'organization', address: 'x'.repeat(300) };
    const first = await t.api.post('/api/clients').set(bearer(admin)).set('Idempotency-Key', key).send(body);
    expect(first.status).toBe(201);
    const kept = await redis.get(entryKey(admin, key));
    expect(kept!.length).toBeLessThan(300);
    expect(JSON.parse(kept!)).toEqual({ state: 'unknown', fp: expect.any(String), status: 201, busy_until: expect.any(Number), digest: sha256(JSON.stringify(first.body)) });
    const retry = await t.api.post('/api/clients').set(bearer(admin)).set('Idempotency-Key', key).send(body);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await clients(admin, name)).toHaveLength(1);
  });

  it('keeps at most the newest keys of a caller; a forgotten create key still makes nothing twice', async () => {
    const staff = await staffWith(t.api, admin, { clients: ['read', 'create'] });
    const tag = unique('Keys ');
    const post = (i: number) =>
      t.api.post('/api/clients').set(bearer(staff.token)).set('Idempotency-Key', `k${i}-${tag.replace(/ /g, '')}`).send({ company_name: `${tag} ${i}`, type: 'person' });
    for (let i = 1; i <= 5; i++) expect((await post(i)).status).toBe(201);
    const index = `${t.stack.redisPrefix}idem:by:${sha256(`u:${staff.id}`)}`;
    expect(await redis.zcard(index)).toBe(3);
    expect(await redis.get(entryKey(staff.token, `k1-${tag.replace(/ /g, '')}`))).toBeNull();
    expect(await redis.get(entryKey(staff.token, `k5-${tag.replace(/ /g, '')}`))).not.toBeNull();
    const again = await post(1);
    expect(again.status).toBe(201);
    expect(await clients(staff.token, `${tag} 1`)).toHaveLength(1);
  });
});
