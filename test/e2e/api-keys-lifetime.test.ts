import * as crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { ApiKeys, inSeconds, sleep } from '../support/api-keys';
import { bearer, testGateway, type TestGateway } from '../support/harness';

// How long a key works: its expiry, and rotation to a new secret with a
// grace period for the old one.

describe('API keys grown up: scopes, expiry, rotation', () => {
  let keys: ApiKeys, t: TestGateway, admin: string;
  ApiKeys.forTests((x) => ({ t, admin } = keys = x));

  describe('expiry', () => {
    it('must be a real ISO time in the future (422)', async () => {
      for (const expires_at of ['2020-01-01T00:00:00Z', 'tomorrow', '2026-13-01T00:00:00Z']) {
        const res = await t.api.post('/api/api-keys').set(bearer(admin)).send({ name: 'k', expires_at });
        expect(res.status).toBe(422);
        expect(res.body.errors).toHaveProperty('expires_at');
      }
    });

    it('refuses a key with 401 once it has expired, on every gateway, and it can no longer be rotated (409)', async () => {
      const other = testGateway();
      try {
        // Long enough for the two calls below on a loaded machine; the test sleeps out the rest.
        const { id, key, record } = await keys.makeKey({ expires_at: inSeconds(5) });
        expect(Date.parse(record.expires_at!)).toBeGreaterThan(Date.now());
        expect(await keys.me(key)).toBe(200);
        expect(await keys.me(key, other.api)).toBe(200);
        await sleep(Date.parse(record.expires_at!) - Date.now() + 100);
        expect(await keys.me(key)).toBe(401);
        expect(await keys.me(key, other.api)).toBe(401);
        expect((await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({})).status).toBe(409);
      } finally {
        await other.close();
      }
    });

    it('bounds the gateway\'s cache of the exchanged token by the key\'s life', async () => {
      const { key, record } = await keys.makeKey({ expires_at: inSeconds(90) });
      expect(await keys.me(key)).toBe(200);
      const redis = new Redis(t.stack.redisUrl);
      try {
        const cacheKey = `${t.stack.redisPrefix}apikey:${crypto.createHash('sha256').update(key).digest('hex')}`;
        const ttl = await redis.ttl(cacheKey);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual((Date.parse(record.expires_at!) - Date.now()) / 1000);
      } finally {
        redis.disconnect();
      }
    });
  });

  describe('rotation', () => {
    // The grace is checked in two keys: one whose grace outlasts any slow machine (its old
    // secret must work), one whose grace is short (its old secret must be refused after it).
    it('gives the same key a new secret; the old one keeps working during the grace, on every gateway', async () => {
      const other = testGateway();
      try {
        const { id, key: old } = await keys.makeKey({ scopes: { clients: ['read'] } });
        expect(await keys.me(old)).toBe(200);
        expect(await keys.me(old, other.api)).toBe(200);

        const rotated = await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({ grace_seconds: 3600 });
        expect(rotated.status).toBe(200);
        const fresh = rotated.body.key as string;
        expect(fresh).toMatch(/^bms_/);
        expect(fresh).not.toBe(old);
        expect(rotated.body.record).toMatchObject({ id, scopes: { clients: ['read'] } });
        expect(rotated.body.record.prefix).toBe(fresh.slice(0, 12));
        expect(rotated.body.record.rotated_at).not.toBeNull();
        const grace = Date.parse(rotated.body.record.previous_key_expires_at) - Date.now();
        expect(Math.abs(grace - 3_600_000)).toBeLessThan(60_000);

        const inList = await keys.listed(id);
        expect(inList).toMatchObject({ id, prefix: fresh.slice(0, 12), previous_key_expires_at: rotated.body.record.previous_key_expires_at });
        expect(JSON.stringify(inList)).not.toContain(fresh.slice(12));

        expect(await keys.me(old)).toBe(200);
        expect(await keys.me(old, other.api)).toBe(200);
        expect(await keys.me(fresh)).toBe(200);
        expect(await keys.me(fresh, other.api)).toBe(200);
        expect((await t.api.get('/api/clients').set(bearer(fresh))).status).toBe(200);
      } finally {
        await other.close();
      }
    });

    it('refuses the old secret once the grace is over, on every gateway, though each had it cached', async () => {
      const other = testGateway();
      try {
        const { id, key: old } = await keys.makeKey({});
        expect(await keys.me(old)).toBe(200);
        expect(await keys.me(old, other.api)).toBe(200);

        const rotated = await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({ grace_seconds: 1 });
        expect(rotated.status).toBe(200);
        const graceEnds = Date.parse(rotated.body.record.previous_key_expires_at);
        expect(graceEnds - Date.now()).toBeLessThanOrEqual(1000);
        await sleep(graceEnds - Date.now() + 100);
        expect(await keys.me(old)).toBe(401);
        expect(await keys.me(old, other.api)).toBe(401);
        expect(await keys.me(rotated.body.key)).toBe(200);
        expect((await keys.listed(id))?.previous_key_expires_at).toBeNull();
      } finally {
        await other.close();
      }
    });

    it('with grace_seconds 0 refuses the old secret at once, though the gateway had it cached', async () => {
      const { id, key: old } = await keys.makeKey({});
      expect(await keys.me(old)).toBe(200);
      const rotated = await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({ grace_seconds: 0 });
      expect(rotated.status).toBe(200);
      expect(rotated.body.record.previous_key_expires_at).toBeNull();
      expect(await keys.me(old)).toBe(401);
      expect(await keys.me(rotated.body.key)).toBe(200);
    });

    it('keeps the old secret 24 hours by default; a longer grace than 7 days or a negative one is 422', async () => {
      const { id } = await keys.makeKey({});
      const rotated = await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin));
      expect(rotated.status).toBe(200);
      const grace = Date.parse(rotated.body.record.previous_key_expires_at) - Date.now();
      expect(Math.abs(grace - 86_400_000)).toBeLessThan(60_000);
      for (const grace_seconds of [-1, 7 * 86_400 + 1, 1.5, 'soon']) {
        const bad = await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({ grace_seconds });
        expect(bad.status).toBe(422);
        expect(bad.body.errors).toHaveProperty('grace_seconds');
      }
      expect((await t.api.post('/api/api-keys/999999999/rotate').set(bearer(admin)).send({})).status).toBe(404);
    });

    it('ends the grace of an older secret when the key is rotated again', async () => {
      const { id, key: first } = await keys.makeKey({});
      const second = (await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({ grace_seconds: 3600 })).body.key as string;
      expect(await keys.me(first)).toBe(200);
      const third = (await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({ grace_seconds: 3600 })).body.key as string;
      expect(await keys.me(first)).toBe(401);
      expect(await keys.me(second)).toBe(200);
      expect(await keys.me(third)).toBe(200);
    });

    it('answers a retry with the same Idempotency-Key with the same new secret, rotating once', async () => {
      const { id, key: old } = await keys.makeKey({});
      const idem = crypto.randomUUID();
      const a = await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).set('Idempotency-Key', idem).send({ grace_seconds: 60 });
      const b = await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).set('Idempotency-Key', idem).send({ grace_seconds: 60 });
      expect(b.headers['idempotency-replayed']).toBe('true');
      expect(b.body.key).toBe(a.body.key);
      expect(await keys.me(old)).toBe(200);
      expect(await keys.me(a.body.key)).toBe(200);
    });
  });
});
