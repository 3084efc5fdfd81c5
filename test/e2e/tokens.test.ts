import * as crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { createClient, unary } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { adminToken, bearer, type TestGateway, testGateway } from '../support/harness';
import { lib } from '../support/stack';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('tokens (SPEC 5)', () => {
  let t: TestGateway;
  let admin: string;
  let claims: Record<string, unknown>;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    claims = jwt.decode(admin) as Record<string, unknown>;
  });
  afterAll(() => t.close());

  const fresh = () => {
    const { iat: _i, exp: _e, ...rest } = claims;
    return { ...rest, jti: crypto.randomUUID() };
  };

  it('refuses a token signed with another key', async () => {
    const other = lib.newKeyPair();
    const forged = jwt.sign(fresh(), other.privateKey, { algorithm: 'RS256', expiresIn: 600 });
    expect((await t.api.get('/api/auth/me').set(bearer(forged))).status).toBe(401);
  });

  it('refuses a token without exp, even signed with the real key', async () => {
    const forever = jwt.sign(fresh(), t.stack.privateKey, { algorithm: 'RS256' });
    expect((jwt.decode(forever) as { exp?: number }).exp).toBeUndefined();
    expect((await t.api.get('/api/auth/me').set(bearer(forever))).status).toBe(401);
    // The same claims with an exp pass: the key and the claims are right.
    const expiring = jwt.sign(fresh(), t.stack.privateKey, { algorithm: 'RS256', expiresIn: 600 });
    expect((await t.api.get('/api/auth/me').set(bearer(expiring))).status).toBe(200);
  });

  it('refuses alg none', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...fresh(), exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    expect((await t.api.get('/api/auth/me').set(bearer(none))).status).toBe(401);
  });

  it('refuses HS256 signed with the public key as the secret', async () => {
    const confused = jwt.sign(fresh(), t.stack.publicKey, { algorithm: 'HS256', expiresIn: 600 });
    expect((await t.api.get('/api/auth/me').set(bearer(confused))).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expired = jwt.sign({ ...fresh(), exp: Math.floor(Date.now() / 1000) - 10 }, t.stack.privateKey, {
      algorithm: 'RS256',
    });
    expect((await t.api.get('/api/auth/me').set(bearer(expired))).status).toBe(401);
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const [h, , s] = admin.split('.');
    const tampered = `${h}.${b64({ ...claims, sub: '999' })}.${s}`;
    expect((await t.api.get('/api/auth/me').set(bearer(tampered))).status).toBe(401);
  });

  it('is re-verified by the service itself (zero trust): a forged token sent straight to it is refused', async () => {
    const other = lib.newKeyPair();
    const forged = jwt.sign(fresh(), other.privateKey, { algorithm: 'RS256', expiresIn: 600 });
    const crm = createClient(serviceOf('crm'), t.stack.grpc.crm!);
    try {
      await expect(unary(crm, 'ListClients', {}, { token: forged })).rejects.toMatchObject({ kind: 'unauthenticated' });
      await expect(unary(crm, 'ListClients', {}, {})).rejects.toMatchObject({ kind: 'unauthenticated' });
    } finally {
      crm.close();
    }
  });

  describe('API keys', () => {
    it('are made by an admin, shown once, work in both headers, are listed without the secret, and die at once when revoked', async () => {
      const made = await t.api.post('/api/api-keys').set(bearer(admin)).send({ name: 'integration' });
      expect(made.status).toBe(201);
      const key = made.body.key as string;
      expect(key).toMatch(/^bms_[\w-]{40,}$/);

      const viaBearer = await t.api.get('/api/auth/me').set(bearer(key));
      expect(viaBearer.status).toBe(200);
      expect(viaBearer.body.id).toBe(Number(claims.sub));
      expect((await t.api.get('/api/clients').set('X-Auth-Token', key)).status).toBe(200);

      const list = await t.api.get('/api/api-keys').set(bearer(admin));
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).not.toContain(key);
      const listed = list.body.records.find((r: { id: number }) => r.id === made.body.record.id);
      expect(listed.last_used_at).not.toBeNull();

      const other = testGateway();
      try {
        expect((await other.api.get('/api/auth/me').set(bearer(key))).status).toBe(200);
        expect((await t.api.delete(`/api/api-keys/${made.body.record.id}`).set(bearer(admin))).status).toBe(200);
        expect((await t.api.get('/api/auth/me').set(bearer(key))).status).toBe(401);
        expect((await other.api.get('/api/auth/me').set(bearer(key))).status).toBe(401);
      } finally {
        await other.close();
      }
    });

    it('refuses an unknown key', async () => {
      expect((await t.api.get('/api/auth/me').set(bearer(`bms_${'x'.repeat(43)}`))).status).toBe(401);
    });

    it('cannot log out: the key is revoked with DELETE /api/api-keys/{id}', async () => {
      const made = await t.api.post('/api/api-keys').set(bearer(admin)).send({ name: 'logout' });
      const res = await t.api.post('/api/auth/logout').set(bearer(made.body.key));
      expect(res.status).toBe(422);
      expect((await t.api.get('/api/auth/me').set(bearer(made.body.key))).status).toBe(200);
    });
  });
});
