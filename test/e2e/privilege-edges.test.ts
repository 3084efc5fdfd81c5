import * as crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { bearer, staffWith, type TestGateway, unique, withAdminGateway } from '../support/harness';

describe('privilege edges', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  it('refuses a token signed with the real key but without exp (401)', async () => {
    const { iat: _i, exp: _e, ...rest } = jwt.decode(admin) as Record<string, unknown>;
    const forever = jwt.sign({ ...rest, jti: crypto.randomUUID() }, t.stack.privateKey, { algorithm: 'RS256' });
    expect((jwt.decode(forever) as Record<string, unknown>).exp).toBeUndefined();
    expect((await t.api.get('/api/auth/me').set(bearer(forever))).status).toBe(401);
  });

  it('when staff with team: update change a user type, 403 and the user stays a client; an admin may', async () => {
    const manager = await staffWith(t.api, admin, { team: ['read', 'create', 'update'] });
    const role = await t.api.post('/api/roles').set(bearer(admin)).send({ title: unique('role '), permissions: { clients: ['read'] } });
    const email = `${unique('cli')}@example.com`;
    const made = await t.api
      .post('/api/team')
      .set(bearer(admin))
      .send({ first_name: 'Cli', last_name: 'Ent', email, password: 'client-password-1', user_type: 'client', role_id: role.body.record.id });
    expect(made.status).toBe(201);
    const id = made.body.record.id;
    expect((await t.api.patch(`/api/team/${id}`).set(bearer(manager.token)).send({ user_type: 'staff' })).status).toBe(403);
    const put = { first_name: 'Cli', last_name: 'Ent', email, role_id: role.body.record.id };
    expect((await t.api.put(`/api/team/${id}`).set(bearer(manager.token)).send(put)).status).toBe(403);
    expect((await t.api.get(`/api/team/${id}`).set(bearer(admin))).body.record.user_type).toBe('client');
    expect((await t.api.patch(`/api/team/${id}`).set(bearer(manager.token)).send({ job_title: 'Buyer' })).status).toBe(200);
    expect((await t.api.patch(`/api/team/${id}`).set(bearer(admin)).send({ user_type: 'staff' })).status).toBe(200);
  });
});
