import { ApiKeys, inSeconds } from '../support/api-keys';
import { bearer, staffWith, testGateway, type TestGateway, unique } from '../support/harness';

// What a key may do: its scopes within its creator's grants, what a key made
// or rotated by a key may hand on, revocation, and whose keys staff manage
// (expiry and rotation: api-keys-lifetime.test.ts).

describe('API keys grown up: scopes, expiry, rotation', () => {
  let keys: ApiKeys, t: TestGateway, admin: string;
  ApiKeys.forTests((x) => ({ t, admin } = keys = x));

  describe('scopes', () => {
    it('limit a key to its modules and actions: 403 outside them, admin powers included', async () => {
      const { key, record } = await keys.makeKey({ scopes: { clients: ['read'] } });
      expect(record.scopes).toEqual({ clients: ['read'] });
      expect((await t.api.get('/api/clients').set(bearer(key))).status).toBe(200);
      expect((await t.api.post('/api/clients').set(bearer(key)).send({ company_name: unique('No '), type: 'organization' })).status).toBe(403);
      expect((await t.api.get('/api/invoices').set(bearer(key))).status).toBe(403);
      expect((await t.api.get('/api/roles').set(bearer(key))).status).toBe(403);
      expect((await t.api.get('/api/api-keys').set(bearer(key))).status).toBe(403);
      expect(await keys.me(key)).toBe(200);
    });

    it('are optional: a key without scopes acts with all of its creator\'s grants, listed as null', async () => {
      const { id, key, record } = await keys.makeKey({});
      expect(record.scopes).toBeNull();
      expect(record.expires_at).toBeNull();
      expect((await t.api.get('/api/roles').set(bearer(key))).status).toBe(200);
      expect((await keys.listed(id))?.scopes).toBeNull();
    });

    it('keep each action once, in the order first sent', async () => {
      const { id, record } = await keys.makeKey({ scopes: { clients: ['create', 'read', 'create'], invoices: ['read', 'read'] } });
      expect(record.scopes).toEqual({ clients: ['create', 'read'], invoices: ['read'] });
      expect((await keys.listed(id))?.scopes).toEqual({ clients: ['create', 'read'], invoices: ['read'] });
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

      const { key: unscoped } = await keys.makeKey({}, staff.token);
      expect((await t.api.get('/api/clients').set(bearer(unscoped))).status).toBe(200);
      expect((await t.api.get('/api/invoices').set(bearer(unscoped))).status).toBe(403);
      expect((await t.api.get('/api/roles').set(bearer(unscoped))).status).toBe(403);
    });

    it('a scoped key cannot make a key beyond its own scopes', async () => {
      const { key } = await keys.makeKey({ scopes: { clients: ['read'], api_keys: ['create'] } });
      const beyond = await t.api.post('/api/api-keys').set(bearer(key)).send({ name: 'k', scopes: { invoices: ['read'] } });
      expect(beyond.status).toBe(422);
      expect((await t.api.post('/api/api-keys').set(bearer(key)).send({ name: 'k', scopes: { clients: ['read'] } })).status).toBe(201);
    });

    it('give the intersection with the creator\'s grants now: a role that loses an action takes it from the key at once', async () => {
      const staff = await staffWith(t.api, admin, { clients: ['read', 'create'], api_keys: ['create'] });
      const { key } = await keys.makeKey({ scopes: { clients: ['read', 'create'] } }, staff.token);
      const create = () => t.api.post('/api/clients').set(bearer(key)).send({ company_name: unique('Scoped '), type: 'organization' });
      expect((await create()).status).toBe(201);
      const changed = await t.api.patch(`/api/roles/${staff.roleId}`).set(bearer(admin)).send({ permissions: { clients: ['read'] } });
      expect(changed.status).toBe(200);
      expect((await create()).status).toBe(403);
      expect((await t.api.get('/api/clients').set(bearer(key))).status).toBe(200);
    });
  });

  describe('made or rotated with an API key, hand on no more than that key has', () => {
    it('a key made by a scoped key without scopes gets that key\'s scopes, not its creator\'s admin powers', async () => {
      const { key: parent } = await keys.makeKey({ scopes: { clients: ['read'], api_keys: ['create'] } });
      const child = await keys.makeKey({}, parent);
      expect(child.record.scopes).toEqual({ clients: ['read'], api_keys: ['create'] });
      expect((await t.api.get('/api/clients').set(bearer(child.key))).status).toBe(200);
      expect((await t.api.get('/api/roles').set(bearer(child.key))).status).toBe(403);
      expect((await t.api.get('/api/invoices').set(bearer(child.key))).status).toBe(403);
      expect((await t.api.get('/api/api-keys').set(bearer(child.key))).status).toBe(403);
    });

    it('a key made by an expiring key ends no later: it inherits the expiry, and a later one is 422 naming expires_at', async () => {
      for (const scopes of [undefined, { clients: ['read'], api_keys: ['create'] }]) {
        const parent = await keys.makeKey({ scopes, expires_at: inSeconds(3600) });
        const inherited = await keys.makeKey({}, parent.key);
        expect(inherited.record.expires_at).toBe(parent.record.expires_at);
        const earlier = inSeconds(1800);
        expect(Date.parse((await keys.makeKey({ expires_at: earlier }, parent.key)).record.expires_at!)).toBe(Date.parse(earlier));

        const later = await t.api.post('/api/api-keys').set(bearer(parent.key)).send({ name: 'k', expires_at: inSeconds(7200) });
        expect(later.status).toBe(422);
        expect(later.body.errors.expires_at).toBeDefined();
      }
    });

    it('a scoped key rotates only keys within its scopes (403 for broader or unscoped ones, whose secret keeps working)', async () => {
      const { id: selfId, key: self } = await keys.makeKey({ scopes: { clients: ['read'], api_keys: ['update'] } });
      const unscoped = await keys.makeKey({});
      const broader = await keys.makeKey({ scopes: { clients: ['read', 'create'] } });
      const within = await keys.makeKey({ scopes: { clients: ['read'] } });
      for (const target of [unscoped, broader]) {
        const res = await t.api.post(`/api/api-keys/${target.id}/rotate`).set(bearer(self)).send({ grace_seconds: 0 });
        expect(res.status).toBe(403);
        expect(res.body.key).toBeUndefined();
        expect(await keys.me(target.key)).toBe(200);
      }
      expect((await t.api.post(`/api/api-keys/${within.id}/rotate`).set(bearer(self)).send({ grace_seconds: 0 })).status).toBe(200);
      expect((await t.api.post(`/api/api-keys/${selfId}/rotate`).set(bearer(self)).send({})).status).toBe(200);
    });

    it('an expiring key rotates only keys that end no later than it (403)', async () => {
      const parent = await keys.makeKey({ scopes: { clients: ['read'], api_keys: ['update'] }, expires_at: inSeconds(3600) });
      const forever = await keys.makeKey({ scopes: { clients: ['read'] } });
      const longer = await keys.makeKey({ scopes: { clients: ['read'] }, expires_at: inSeconds(7200) });
      const shorter = await keys.makeKey({ scopes: { clients: ['read'] }, expires_at: inSeconds(1800) });
      for (const target of [forever, longer]) {
        expect((await t.api.post(`/api/api-keys/${target.id}/rotate`).set(bearer(parent.key)).send({})).status).toBe(403);
      }
      expect((await t.api.post(`/api/api-keys/${shorter.id}/rotate`).set(bearer(parent.key)).send({})).status).toBe(200);
    });
  });

  it('revocation kills the old and the new secret at once, on every gateway', async () => {
    const other = testGateway();
    try {
      const { id, key: old } = await keys.makeKey({});
      const fresh = (await t.api.post(`/api/api-keys/${id}/rotate`).set(bearer(admin)).send({ grace_seconds: 3600 })).body.key as string;
      for (const k of [old, fresh]) {
        expect(await keys.me(k)).toBe(200);
        expect(await keys.me(k, other.api)).toBe(200);
      }
      expect((await t.api.delete(`/api/api-keys/${id}`).set(bearer(admin))).status).toBe(200);
      for (const k of [old, fresh]) {
        expect(await keys.me(k)).toBe(401);
        expect(await keys.me(k, other.api)).toBe(401);
      }
      expect(await keys.listed(id)).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('lets staff granted api_keys manage only their own keys; admins see all', async () => {
    const staff = await staffWith(t.api, admin, { clients: ['read'], api_keys: ['read', 'create', 'update', 'delete'] });
    const mine = await keys.makeKey({ scopes: { clients: ['read'] } }, staff.token);
    const admins = await keys.makeKey({});
    expect(await keys.listed(mine.id, staff.token)).toMatchObject({ id: mine.id, scopes: { clients: ['read'] } });
    expect(await keys.listed(admins.id, staff.token)).toBeUndefined();
    expect(await keys.listed(mine.id)).toBeDefined();
    expect((await t.api.post(`/api/api-keys/${admins.id}/rotate`).set(bearer(staff.token)).send({})).status).toBe(404);
    expect((await t.api.delete(`/api/api-keys/${admins.id}`).set(bearer(staff.token))).status).toBe(404);
    expect(await keys.me(admins.key)).toBe(200);
    expect((await t.api.post(`/api/api-keys/${mine.id}/rotate`).set(bearer(staff.token)).send({ grace_seconds: 0 })).status).toBe(200);
    expect((await t.api.delete(`/api/api-keys/${mine.id}`).set(bearer(staff.token))).status).toBe(200);
  });
});
