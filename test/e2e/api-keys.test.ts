import * as crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { bearer, staffWith, testGateway, type TestGateway, unique, withAdminGateway } from '../support/harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

interface ApiKey {
  id: number;
  prefix: string;
  scopes: Record<string, string[]> | null;
  expires_at: string | null;
  rotated_at: string | null;
  previous_key_expires_at: string | null;
  last_used_at: string | null;
}

describe('API keys grown up: scopes, expiry, rotation', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  const makeKey = async (body: Record<string, unknown>, token = admin) => {
    const res = await t.api.post('/api/api-keys').set(bearer(token)).send({ name: unique('key '), ...body });
    expect(res.status).toBe(201);
    return { id: res.body.record.id as number, key: res.body.key as string, record: res.body.record as ApiKey };
  };
  const listed = async (id: number, token = admin): Promise<ApiKey | undefined> => {
    const res = await t.api.get('/api/api-keys').query({ limit: 100 }).set(bearer(token));
    expect(res.status).toBe(200);
    return (res.body.records as ApiKey[]).find((k) => k.id === id);
  };
  const me = (key: string, api = t.api) => api.get('/api/auth/me').set(bearer(key)).then((r) => r.status);

  describe('scopes', () => {
    it('limit a key to its modules and actions: 403 outside them, admin powers included', async () => {
      const { key, record } = await makeKey({ scopes: { clients: ['read'] } });
      expect(record.scopes).toEqual({ clients: ['read'] });
      expect((await t.api.get('/api/clients').set(bearer(key))).status).toBe(200);
      expect((await t.api.post('/api/clients').set(bearer(key)).send({ company_name: unique('No '), type: 'organization' })).status).toBe(403);
      expect((await t.api.get('/api/invoices').set(bearer(key))).status).toBe(403);
      expect((await t.api.get('/api/roles').set(bearer(key))).status).toBe(403);
      expect((await t.api.get('/api/api-keys').set(bearer(key))).status).toBe(403);
      expect(await me(key)).toBe(200);
    });

    it('are optional: a key without scopes acts with all of its creator\'s grants, listed as null', async () => {
      const { id, key, record } = await makeKey({});
      expect(record.scopes).toBeNull();
      expect(record.expires_at).toBeNull();
      expect((await t.api.get('/api/roles').set(bearer(key))).status).toBe(200);
      expect((await listed(id))?.scopes).toBeNull();
    });

    it('refuse unknown modules, unknown actions and empty scopes with 422', async () => {
      for (const scopes of [{ spaceships: ['read'] }, { clients: ['fly'] }, {}, { clients: [] }]) {
        const res = await t.api.post('/api/api-keys').set(bearer(admin)).send({ name: 'bad', scopes });
        expect(res.status).toBe(422);
        expect(Object.keys(res.body.errors).some((f) => f.startsWith('scopes'))).toBe(true);
      }
    });

    it('stay within the creator\'s grants: staff granted api_keys may create keys, never beyond their own role (422)', async () => {
      const staff = await staffWith(t.api, admin, { clients: ['read', 'create'], api_keys: ['create', 'read'] });
      const beyond = await t.api.post('/api/api-keys').set(bearer(staff.token)).send({ name: 'k', scopes: { clients: ['read', 'delete'] } });
      expect(beyond.status).toBe(422);
      expect(beyond.body.errors['scopes.clients']).toBeDefined();
      const other = await t.api.post('/api/api-keys').set(bearer(staff.token)).send({ name: 'k', scopes: { invoices: ['read'] } });
      expect(other.status).toBe(422);
      expect(other.body.errors['scopes.invoices']).toBeDefined();

      const { key: unscoped } = await makeKey({}, staff.token);
      expect((await t.api.get('/api/clients').set(bearer(unscoped))).status).toBe(200);
      expect((await t.api.get('/api/invoices').set(bearer(unscoped))).status).toBe(403);
      expect((await t.api.get('/api/roles').set(bearer(unscoped))).status).toBe(403);
    });

    it('a scoped key cannot make a key beyond its own scopes', async () => {
      const { key } = await makeKey({ scopes: { clients: ['read'], api_keys: ['create'] } });
      const beyond = await t.api.post('/api/api-keys').set(bearer(key)).send({ name: 'k', scopes: { invoices: ['read'] } });
      expect(beyond.status).toBe(422);
      expect((await t.api.post('/api/api-keys').set(bearer(key)).send({ name: 'k', scopes: { clients: ['read'] } })).status).toBe(201);
    });

    it('give the intersection with the creator\'s grants now: a role that loses an action takes it from the key at once', async () => {
      const staff = await staffWith(t.api, admin, { clients: ['read', 'create'], api_keys: ['create'] });
      const { key } = await makeKey({ scopes: { clients: ['read', 'create'] } }, staff.token);
      const create = () => t.api.post('/api/clients').set(bearer(key)).send({ company_name: unique('Scoped '), type: 'organization' });
      expect((await create()).status).toBe(201);
      const changed = await t.api.patch(`/api/roles/${staff.roleId}`).set(bearer(admin)).send({ permissions: { clients: ['read'] } });
      expect(changed.status).toBe(200);
      expect((await create()).status).toBe(403);
      expect((await t.api.get('/api/clients').set(bearer(key))).status).toBe(200);
    });
  });

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
        const { id, key, record } = await makeKey({ expires_at: inSeconds(2) });
        expect(Date.parse(record.expires_at!)).toBeGreaterThan(Date.now());
        expect(await me(key)).toBe(200);
        expect(await me(key, other.api)).toBe(200);
        await sleep(Date.parse(record.expires_at!) - Date.now() + 100);
        expect(await me(key)).toBe(401);
        expect(await me(key, other.api)).toBe(401);
        expect((await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({})).status).toBe(409);
      } finally {
        await other.close();
      }
    });

    it('bounds the gateway\'s cache of the exchanged token by the key\'s life', async () => {
      const { key, record } = await makeKey({ expires_at: inSeconds(90) });
      expect(await me(key)).toBe(200);
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
    it('gives the same key a new secret; the old one works during the grace and is refused after it', async () => {
      const other = testGateway();
      try {
        const { id, key: old } = await makeKey({ scopes: { clients: ['read'] } });
        expect(await me(old)).toBe(200);
        expect(await me(old, other.api)).toBe(200);

        const rotated = await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({ grace_seconds: 2 });
        expect(rotated.status).toBe(200);
        const fresh = rotated.body.key as string;
        expect(fresh).toMatch(/^bms_/);
        expect(fresh).not.toBe(old);
        expect(rotated.body.record).toMatchObject({ id, scopes: { clients: ['read'] } });
        expect(rotated.body.record.prefix).toBe(fresh.slice(0, 12));
        expect(rotated.body.record.rotated_at).not.toBeNull();
        const graceEnds = Date.parse(rotated.body.record.previous_key_expires_at);
        expect(graceEnds - Date.now()).toBeGreaterThan(0);
        expect(graceEnds - Date.now()).toBeLessThanOrEqual(2000);

        const inList = await listed(id);
        expect(inList).toMatchObject({ id, prefix: fresh.slice(0, 12), previous_key_expires_at: rotated.body.record.previous_key_expires_at });
        expect(JSON.stringify(inList)).not.toContain(fresh.slice(12));

        expect(await me(old)).toBe(200);
        expect(await me(old, other.api)).toBe(200);
        expect(await me(fresh)).toBe(200);
        await sleep(graceEnds - Date.now() + 100);
        expect(await me(old)).toBe(401);
        expect(await me(old, other.api)).toBe(401);
        expect(await me(fresh)).toBe(200);
        expect((await t.api.get('/api/clients').set(bearer(fresh))).status).toBe(200);
        expect((await listed(id))?.previous_key_expires_at).toBeNull();
      } finally {
        await other.close();
      }
    });

    it('with grace_seconds 0 refuses the old secret at once, though the gateway had it cached', async () => {
      const { id, key: old } = await makeKey({});
      expect(await me(old)).toBe(200);
      const rotated = await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({ grace_seconds: 0 });
      expect(rotated.status).toBe(200);
      expect(rotated.body.record.previous_key_expires_at).toBeNull();
      expect(await me(old)).toBe(401);
      expect(await me(rotated.body.key)).toBe(200);
    });

    it('keeps the old secret 24 hours by default; a longer grace than 7 days or a negative one is 422', async () => {
      const { id } = await makeKey({});
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
      const { id, key: first } = await makeKey({});
      const second = (await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({ grace_seconds: 3600 })).body.key as string;
      expect(await me(first)).toBe(200);
      const third = (await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({ grace_seconds: 3600 })).body.key as string;
      expect(await me(first)).toBe(401);
      expect(await me(second)).toBe(200);
      expect(await me(third)).toBe(200);
    });

    it('answers a retry with the same Idempotency-Key with the same new secret, rotating once', async () => {
      const { id, key: old } = await makeKey({});
      const idem = crypto.randomUUID();
      const a = await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).set('Idempotency-Key', idem).send({ grace_seconds: 60 });
      const b = await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).set('Idempotency-Key', idem).send({ grace_seconds: 60 });
      expect(b.headers['idempotency-replayed']).toBe('true');
      expect(b.body.key).toBe(a.body.key);
      expect(await me(old)).toBe(200);
      expect(await me(a.body.key)).toBe(200);
    });
  });

  describe('made or rotated with an API key, hand on no more than that key has', () => {
    it('a key made by a scoped key without scopes gets that key\'s scopes, not its creator\'s admin powers', async () => {
      const { key: parent } = await makeKey({ scopes: { clients: ['read'], api_keys: ['create'] } });
      const child = await makeKey({}, parent);
      expect(child.record.scopes).toEqual({ clients: ['read'], api_keys: ['create'] });
      expect((await t.api.get('/api/clients').set(bearer(child.key))).status).toBe(200);
      expect((await t.api.get('/api/roles').set(bearer(child.key))).status).toBe(403);
      expect((await t.api.get('/api/invoices').set(bearer(child.key))).status).toBe(403);
      expect((await t.api.get('/api/api-keys').set(bearer(child.key))).status).toBe(403);
    });

    it('a key made by an expiring key ends no later: it inherits the expiry, and a later one is 422 naming expires_at', async () => {
      for (const scopes of [undefined, { clients: ['read'], api_keys: ['create'] }]) {
        const parent = await makeKey({ scopes, expires_at: inSeconds(3600) });
        const inherited = await makeKey({}, parent.key);
        expect(inherited.record.expires_at).toBe(parent.record.expires_at);
        const earlier = inSeconds(1800);
        expect(Date.parse((await makeKey({ expires_at: earlier }, parent.key)).record.expires_at!)).toBe(Date.parse(earlier));

        const later = await t.api.post('/api/api-keys').set(bearer(parent.key)).send({ name: 'k', expires_at: inSeconds(7200) });
        expect(later.status).toBe(422);
        expect(later.body.errors.expires_at).toBeDefined();
      }
    });

    it('a scoped key rotates only keys within its scopes (403 for broader or unscoped ones, whose secret keeps working)', async () => {
      const { id: selfId, key: self } = await makeKey({ scopes: { clients: ['read'], api_keys: ['update'] } });
      const unscoped = await makeKey({});
      const broader = await makeKey({ scopes: { clients: ['read', 'create'] } });
      const within = await makeKey({ scopes: { clients: ['read'] } });
      for (const target of [unscoped, broader]) {
        const res = await t.api.post(`/api/api-keys/${target.id}/rotate`).set(bearer(self)).send({ grace_seconds: 0 });
        expect(res.status).toBe(403);
        expect(res.body.key).toBeUndefined();
        expect(await me(target.key)).toBe(200);
      }
      expect((await t.api.post(`/api/api-keys/${within.id}/rotate`).set(bearer(self)).send({ grace_seconds: 0 })).status).toBe(200);
      expect((await t.api.post(`/api/api-keys/${selfId}/rotate`).set(bearer(self)).send({})).status).toBe(200);
    });

    it('an expiring key rotates only keys that end no later than it (403)', async () => {
      const parent = await makeKey({ scopes: { clients: ['read'], api_keys: ['update'] }, expires_at: inSeconds(3600) });
      const forever = await makeKey({ scopes: { clients: ['read'] } });
      const longer = await makeKey({ scopes: { clients: ['read'] }, expires_at: inSeconds(7200) });
      const shorter = await makeKey({ scopes: { clients: ['read'] }, expires_at: inSeconds(1800) });
      for (const target of [forever, longer]) {
        expect((await t.api.post(`/api/api-keys/${target.id}/rotate`).set(bearer(parent.key)).send({})).status).toBe(403);
      }
      expect((await t.api.post(`/api/api-keys/${shorter.id}/rotate`).set(bearer(parent.key)).send({})).status).toBe(200);
    });
  });

  it('revocation kills the old and the new secret at once, on every gateway', async () => {
    const other = testGateway();
    try {
      const { id, key: old } = await makeKey({});
      const fresh = (await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({ grace_seconds: 3600 })).body.key as string;
      for (const k of [old, fresh]) {
        expect(await me(k)).toBe(200);
        expect(await me(k, other.api)).toBe(200);
      }
      expect((await t.api.delete(`/api/api-keys/${id}`).set(bearer(admin))).status).toBe(200);
      for (const k of [old, fresh]) {
        expect(await me(k)).toBe(401);
        expect(await me(k, other.api)).toBe(401);
      }
      expect(await listed(id)).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('lets staff granted api_keys manage only their own keys; admins see all', async () => {
    const staff = await staffWith(t.api, admin, { clients: ['read'], api_keys: ['read', 'create', 'update', 'delete'] });
    const mine = await makeKey({ scopes: { clients: ['read'] } }, staff.token);
    const admins = await makeKey({});
    expect(await listed(mine.id, staff.token)).toMatchObject({ id: mine.id, scopes: { clients: ['read'] } });
    expect(await listed(admins.id, staff.token)).toBeUndefined();
    expect(await listed(mine.id)).toBeDefined();
    expect((await t.api.post(`/api/api-keys/${admins.id}/rotate`).set(bearer(staff.token)).send({})).status).toBe(404);
    expect((await t.api.delete(`/api/api-keys/${admins.id}`).set(bearer(staff.token))).status).toBe(404);
    expect(await me(admins.key)).toBe(200);
    expect((await t.api.post(`/api/api-keys/${mine.id}/rotate`).set(bearer(staff.token)).send({ grace_seconds: 0 })).status).toBe(200);
    expect((await t.api.delete(`/api/api-keys/${mine.id}`).set(bearer(staff.token))).status).toBe(200);
  });
});
