import { aMember } from '../support/builders';
import { courierStack, type CourierStack } from '../support/courier-stack';
import { bearer, unique } from '../support/harness';

// A sign-in that read its user before a write that signs the user out (a
// deactivation, a deletion, another role) and signed its token after that
// write's revocations keeps no session: identity reads the user again once
// the token is signed. The sign-in is held between
// its reading and its signing by identity's password hashing (one at a
// time here), busy with sign-ins of unknown addresses queued before it.

describe('a sign-in racing a write that signs its user out', () => {
  let s: CourierStack;
  beforeAll(async () => {
    s = await courierStack('race', { HASH_CONCURRENCY: '1' });
  }, 120_000);
  afterAll(() => s?.stop());

  const api = () => s.t.api;
  const admin = () => bearer(s.admin);

  /** A member with `over`, signing in by password while `write` runs; answers the login's reply. */
  async function loginDuring(over: Record<string, unknown>, write: (id: number) => Promise<{ status: number }>) {
    const body = aMember(over);
    const made = await api().post('/api/team').set(admin()).send(body);
    expect(made.status).toBe(201);
    // Sent in this order, the hashes run in it: the member's login reads the user at once, then waits for its turn.
    const queued = Array.from({ length: 16 }, () =>
      Promise.resolve(api().post('/api/auth/login').send({ email: `${unique('nobody')}@example.com`, password: 'not-the-password' })),
    );
    const signingIn = Promise.resolve(api().post('/api/auth/login').send({ email: body.email, password: body.password }));
    // Three hashes done: the member's login has read the user; thirteen more to go before it signs.
    await queued[2];
    expect((await write(made.body.record.id as number)).status).toBe(200);
    const res = await signingIn;
    for (const q of await Promise.all(queued)) expect(q.status).toBe(401);
    return res;
  }

  /** Either refused, or its token is refused: no session outlives the write. */
  async function expectNoSession(res: { status: number; body: { token?: string } }) {
    if (res.status === 200) {
      expect((await api().get('/api/team').set(bearer(res.body.token!))).status).toBe(401);
    } else {
      expect(res.status).toBe(401);
    }
  }

  it('a member deactivated while their login checks the password gets no session', async () => {
    const res = await loginDuring({}, (id) => api().patch(`/api/team/${id}`).set(admin()).send({ status: 'inactive' }));
    await expectNoSession(res);
  });

  it('a member deleted while their login checks the password gets no session', async () => {
    const res = await loginDuring({}, (id) => api().delete(`/api/team/${id}`).set(admin()));
    await expectNoSession(res);
  });

  it("a member's role changed while their login checks the password signs them in with the new role's grants, not the old", async () => {
    const role = async (permissions: Record<string, string[]>) => {
      const res = await api().post('/api/roles').set(admin()).send({ title: unique('Role '), permissions });
      expect(res.status).toBe(201);
      return res.body.record.id as number;
    };
    const [readers, none] = [await role({ team: ['read'] }), await role({})];
    const res = await loginDuring({ role_id: readers }, (id) => api().patch(`/api/team/${id}`).set(admin()).send({ role_id: none }));
    expect(res.status).toBe(200);
    // Signed out by the change, or signed in with the grants of the role given: never reading the team.
    expect([401, 403]).toContain((await api().get('/api/team').set(bearer(res.body.token))).status);
  });
});
