import fc from 'fast-check';
import { roles } from '@bms/contracts';
import { type Schema, valid } from '../support/fuzz';
import { type Api, bearer, clientUserToken, login, staffWith, type StaffUser, type TestGateway, unique, withAdminSession } from '../support/harness';

// OWASP API1, API3 and API5: no one reaches records, fields or functions
// beyond their grants (the other risks: security-owasp.test.ts).

const ALL = ['read', 'create', 'update', 'delete'];
const everything = Object.fromEntries(roles.MODULES.map((m) => [m, ALL]));

describe('OWASP API Security Top 10 (2023)', () => {
  let t: TestGateway, api: Api, admin: string, adminId: number;
  withAdminSession((s) => ({ t, api, admin, adminId } = s));

  describe('API1 broken object level authorization: no one reaches another user’s records by id', () => {
    let alice: StaffUser;
    let bob: StaffUser;
    let mallory: StaffUser;

    beforeAll(async () => {
      const perms = { messages: ALL, menus: ['read', 'create', 'delete'], announcements: ['read'] };
      [alice, bob, mallory] = (await Promise.all([1, 2, 3].map(() => staffWith(api, admin, perms)))) as [StaffUser, StaffUser, StaffUser];
    });

    it('messages: a third user can neither read, change nor delete a message between two others (404), and it stays as it was', async () => {
      const sent = await api.post('/api/messages').set(bearer(alice.token)).send({ to_user_id: bob.id, subject: 'Private', body: 'For Bob only' });
      expect(sent.status).toBe(201);
      const id = sent.body.record.id as number;
      const as = (u: StaffUser) => bearer(u.token);
      expect((await api.get(`/api/messages/${id}`).set(as(mallory))).status).toBe(404);
      expect((await api.put(`/api/messages/${id}`).set(as(mallory)).send({ subject: 'Hacked', body: 'Hacked' })).status).toBe(404);
      expect((await api.patch(`/api/messages/${id}`).set(as(mallory)).send({ body: 'Hacked' })).status).toBe(404);
      expect((await api.delete(`/api/messages/${id}`).set(as(mallory))).status).toBe(404);
      const list = await api.get('/api/messages').query({ limit: 100 }).set(as(mallory));
      expect(list.body.records.map((m: { id: number }) => m.id)).not.toContain(id);
      // the recipient may read it but not rewrite what the sender said
      expect((await api.patch(`/api/messages/${id}`).set(as(bob)).send({ body: 'Forged' })).status).toBe(403);
      for (const u of [alice, bob]) {
        const got = await api.get(`/api/messages/${id}`).set(as(u));
        expect(got.status).toBe(200);
        expect(got.body.record).toMatchObject({ subject: 'Private', body: 'For Bob only', from_user_id: alice.id, to_user_ids: [bob.id] });
      }
    });

    it('menus: one user’s own menu items are not shown to another, and another’s reset leaves them alone', async () => {
      const item = await api.post('/api/left-menus').set(bearer(alice.token)).send({ title: unique('Mine '), url: '/mine' });
      expect(item.status).toBe(201);
      const titles = async (u: StaffUser, type?: string) =>
        ((await api.get('/api/left-menus').query(type ? { type } : {}).set(bearer(u.token))).body.records as Array<{ title: string }>).map((i) => i.title);
      expect(await titles(alice)).toContain(item.body.record.title);
      expect(await titles(mallory)).not.toContain(item.body.record.title);
      expect(await titles(mallory, 'user')).not.toContain(item.body.record.title);
      expect((await api.delete('/api/left-menus/user').set(bearer(mallory.token))).status).toBe(200);
      expect(await titles(alice)).toContain(item.body.record.title);
      // the shared menus are an admin's
      expect((await api.post('/api/left-menus').set(bearer(mallory.token)).send({ title: 'Evil', url: '/evil', type: 'default' })).status).toBe(403);
      expect((await api.delete('/api/left-menus/default').set(bearer(mallory.token))).status).toBe(403);
    });

    it('announcements: one meant for given users is 404 by id to everyone else, and cannot be marked read by them', async () => {
      const a = await api.post('/api/announcements').set(bearer(admin)).send({ title: unique('For Alice '), audience: 'users', user_ids: [alice.id] });
      expect(a.status).toBe(201);
      expect((await api.get(`/api/announcements/${a.body.record.id}`).set(bearer(alice.token))).status).toBe(200);
      expect((await api.get(`/api/announcements/${a.body.record.id}`).set(bearer(mallory.token))).status).toBe(404);
      expect((await api.post(`/api/announcements/${a.body.record.id}/read`).set(bearer(mallory.token)).send({})).status).toBe(404);
    });

    it('files: the file manager is the organization’s, so by id it answers 403 to those without the files permission, and read-only users cannot delete', async () => {
      const owner = await staffWith(api, admin, { files: ALL });
      const reader = await staffWith(api, admin, { files: ['read'] });
      const up = await api
        .post('/api/file-manager/files')
        .set(bearer(owner.token))
        .send({ name: 'salaries.csv', content_base64: Buffer.from('ceo,1000000\n').toString('base64') });
      expect(up.status).toBe(201);
      const id = up.body.record.id as number;
      for (const path of [`/api/file-manager/files/${id}`, `/api/file-manager/files/${id}/download`]) {
        const res = await api.get(path).set(bearer(mallory.token));
        expect(res.status).toBe(403);
        expect(res.text).not.toContain('ceo');
      }
      expect((await api.delete(`/api/file-manager/files/${id}`).set(bearer(mallory.token))).status).toBe(403);
      expect((await api.delete(`/api/file-manager/files/${id}`).set(bearer(reader.token))).status).toBe(403);
      const client = clientUserToken(alice.id + 500_000);
      expect((await api.get(`/api/file-manager/files/${id}/download`).set(bearer(client))).status).toBe(403);
      expect((await api.get(`/api/file-manager/files/${id}`).set(bearer(owner.token))).status).toBe(200);
    });
  });

  describe('API3 broken object property level authorization: fields only the server sets cannot be sent', () => {
    it('a member cannot be made an admin, nor take another creator, id or dates, by PATCH or PUT', async () => {
      const m = await staffWith(api, admin, {});
      const sneaky = { is_admin: 1, id: 1, created_at: '2000-01-01', created_by: 1, password_hash: 'x' };
      expect((await api.patch(`/api/team/${m.id}`).set(bearer(admin)).send(sneaky)).status).toBe(200);
      const raw = `{"__proto__": {"is_admin": 1}, "constructor": {"prototype": {"is_admin": 1}}, "first_name": "Still", "last_name": "Staff", "email": "${m.email}"}`;
      // a prototype key is refused outright (422), never silently dropped
      const polluted = await api.put(`/api/team/${m.id}`).set(bearer(admin)).set('Content-Type', 'application/json').send(raw);
      expect(polluted.status).toBe(422);
      expect(polluted.body.errors).toEqual({ _: ['The key "__proto__" is not allowed.'] });
      const clean = `{"first_name": "Still", "last_name": "Staff", "email": "${m.email}"}`;
      expect((await api.put(`/api/team/${m.id}`).set(bearer(admin)).set('Content-Type', 'application/json').send(clean)).status).toBe(200);
      const got = (await api.get(`/api/team/${m.id}`).set(bearer(admin))).body.record;
      expect(got).toMatchObject({ id: m.id, is_admin: 0, first_name: 'Still', created_at: new Date().toISOString().slice(0, 10) });
      const token = await login(api, m.email, m.password);
      expect((await api.get('/api/auth/me').set(bearer(token))).body.is_admin).toBe(0);
      expect((await api.get('/api/roles').set(bearer(token))).status).toBe(403);
    });

    it('staff who manage the team cannot take over an admin’s or another user’s account, nor give roles', async () => {
      const manager = await staffWith(api, admin, { team: ALL });
      const colleague = await staffWith(api, admin, { invoices: ALL });
      const as = bearer(manager.token);
      // the harmless change first: were it allowed, the test stops before locking the admin out
      expect((await api.patch(`/api/team/${adminId}`).set(as).send({ job_title: 'Pwned' })).status).toBe(403);
      for (const change of [{ password: 'taken-over-1' }, { email: 'mallory@example.com' }, { phone: '+15550009999' }, { status: 'inactive' }]) {
        expect((await api.patch(`/api/team/${adminId}`).set(as).send(change)).status).toBe(403);
      }
      expect((await api.delete(`/api/team/${adminId}`).set(as)).status).toBe(403);
      // another user's sign-in would let the manager act with that user's role
      for (const change of [{ password: 'taken-over-1' }, { email: `${unique('mallory')}@example.com` }, { phone: '+15550009998' }]) {
        const res = await api.patch(`/api/team/${colleague.id}`).set(as).send(change);
        expect({ change, status: res.status }).toEqual({ change, status: 403 });
      }
      expect((await api.get('/api/auth/me').set(bearer(colleague.token))).status).toBe(200);
      // roles (what a user may do) are given by admins only, to others or oneself
      const strong = await api.post('/api/roles').set(bearer(admin)).send({ title: unique('all '), permissions: everything });
      expect((await api.patch(`/api/team/${manager.id}`).set(as).send({ role_id: strong.body.record.id })).status).toBe(403);
      expect((await api.patch(`/api/team/${colleague.id}`).set(as).send({ role_id: strong.body.record.id })).status).toBe(403);
      const puppet = { first_name: 'Sock', last_name: 'Puppet', email: `${unique('sock')}@example.com`, password: 'sock-password-1' };
      expect((await api.post('/api/team').set(as).send({ ...puppet, role_id: strong.body.record.id })).status).toBe(403);
      // a client-type user an admin gave a role cannot be made staff (and so act with that role) by the manager
      const client = await api
        .post('/api/team')
        .set(bearer(admin))
        .send({ first_name: 'Cli', last_name: 'Ent', email: `${unique('client')}@example.com`, password: 'client-password-1', user_type: 'client', role_id: strong.body.record.id });
      expect(client.status).toBe(201);
      expect((await api.patch(`/api/team/${client.body.record.id}`).set(as).send({ user_type: 'staff' })).status).toBe(403);
      expect((await api.put(`/api/team/${client.body.record.id}`).set(as).send({ first_name: 'Cli', last_name: 'Ent', email: client.body.record.email, user_type: 'staff', role_id: strong.body.record.id })).status).toBe(403);
      expect((await api.get(`/api/team/${client.body.record.id}`).set(bearer(admin))).body.record.user_type).toBe('client');
      expect((await api.patch(`/api/team/${client.body.record.id}`).set(bearer(admin)).send({ user_type: 'staff' })).status).toBe(200);
      // what the team permission is for still works: new members without a role, profiles, one's own password
      const plain = await api.post('/api/team').set(as).send(puppet);
      expect(plain.status).toBe(201);
      expect(plain.body.record.role_id).toBe(0);
      expect((await api.patch(`/api/team/${colleague.id}`).set(as).send({ job_title: 'Clerk' })).status).toBe(200);
      expect((await api.patch(`/api/team/${manager.id}`).set(as).send({ password: 'manager-password-2' })).status).toBe(200);
      expect((await api.get('/api/auth/me').set(bearer(admin))).status).toBe(200);
    });

    it('an invoice takes neither its number, status, total nor creator from the request', async () => {
      const client = await api.post('/api/clients').set(bearer(admin)).send({ company_name: unique('Billed '), type: 'person' });
      const body = {
        client_id: client.body.record.id,
        items: [{ title: 'Work', quantity: 2, rate: 10 }],
        due_date: '2026-12-31',
        invoice_number: 'HACK-1',
        status: 'paid',
        total: 0.01,
        created_by: 1,
        id: 424242,
      };
      let res = await api.post('/api/invoices').set(bearer(admin)).send(body);
      for (let i = 0; res.status === 422 && i < 100; i++) {
        // the client reaches billing by an event
        await new Promise((r) => setTimeout(r, 100));
        res = await api.post('/api/invoices').set(bearer(admin)).send(body);
      }
      expect(res.status).toBe(201);
      const inv = res.body.record;
      expect(inv).toMatchObject({ status: 'draft', total: 20 });
      expect(inv.invoice_number).toMatch(/^INV-\d+$/);
      expect(inv.id).not.toBe(424242);
      expect((await api.patch(`/api/invoices/${inv.id}`).set(bearer(admin)).send({ invoice_number: 'HACK-2', status: 'paid' })).status).toBe(200);
      const got = (await api.get(`/api/invoices/${inv.id}`).set(bearer(admin))).body.record;
      expect(got).toMatchObject({ invoice_number: inv.invoice_number, status: 'draft', total: 20 });
    });

    it('records name their real creator and sender: created_by, uploaded_by and from_user_id are the caller’s', async () => {
      const staff = await staffWith(api, admin, { clients: ALL, files: ALL, messages: ALL, event_tracker: ALL, announcements: ALL });
      const as = bearer(staff.token);
      const client = await api.post('/api/clients').set(as).send({ company_name: unique('Mine '), type: 'person', created_by: adminId });
      expect(client.body.record.created_by).toBe(staff.id);
      const file = await api
        .post('/api/file-manager/files')
        .set(as)
        .send({ name: 'x.txt', content_base64: 'eA==', uploaded_by: adminId, size: 1_000_000, sha256: '0'.repeat(64) });
      expect(file.body.record).toMatchObject({ uploaded_by: staff.id, size: 1 });
      expect(file.body.record.sha256).not.toBe('0'.repeat(64));
      const msg = await api.post('/api/messages').set(as).send({ to_user_id: adminId, subject: 'Hi', body: 'x', from_user_id: adminId, read_by: [adminId] });
      expect(msg.body.record).toMatchObject({ from_user_id: staff.id, read_by: [] });
      const evt = await api.post('/api/event-tracker').set(as).send({ type: 'x', created_by: adminId, random_id: 'A'.repeat(22) });
      expect(evt.body.record.created_by).toBe(staff.id);
      expect(evt.body.record.random_id).not.toBe('A'.repeat(22));
    });

    it('a task cannot skip its states by a field: status moves only along the allowed moves (409)', async () => {
      const task = await api.post('/api/tasks').set(bearer(admin)).send({ title: unique('Task '), status: 'done' });
      expect(task.status).toBe(201);
      expect(task.body.record.status).toBe('not_started');
      expect((await api.patch(`/api/tasks/${task.body.record.id}`).set(bearer(admin)).send({ status: 'done' })).status).toBe(409);
    });
  });

  describe('API5 broken function level authorization', () => {
    it('refuses the admin-only functions (roles, shared menus) to staff who hold every module permission', async () => {
      const staff = await staffWith(api, admin, everything);
      const as = bearer(staff.token);
      const role = (await api.post('/api/roles').set(bearer(admin)).send({ title: unique('r '), permissions: {} })).body.record.id;
      const calls: Array<[string, PromiseLike<{ status: number }>]> = [
        ['GET /api/roles', api.get('/api/roles').set(as)],
        [`GET /api/roles/${role}`, api.get(`/api/roles/${role}`).set(as)],
        [`POST /api/roles`, api.post('/api/roles').set(as).send({ title: 'mine', permissions: everything })],
        [`PUT /api/roles/${role}`, api.put(`/api/roles/${role}`).set(as).send({ title: 'x', permissions: everything })],
        [`PATCH /api/roles/${role}`, api.patch(`/api/roles/${role}`).set(as).send({ permissions: everything })],
        [`DELETE /api/roles/${role}`, api.delete(`/api/roles/${role}`).set(as)],
        [`POST /api/left-menus`, api.post('/api/left-menus').set(as).send({ title: 'x', url: '/x', type: 'client_default' })],
        [`DELETE /api/left-menus/client_default`, api.delete('/api/left-menus/client_default').set(as)],
      ];
      for (const [route, call] of calls) expect({ route, status: (await call).status }).toEqual({ route, status: 403 });
    });

    it('refuses every module function to a staff member without permissions, and to a client user, with 403', async () => {
      const none = await staffWith(api, admin, {});
      const client = clientUserToken(none.id + 600_000);
      // what every signed-in user may do (their own account, the shared documents)
      const open = new Set([
        'get /api/auth/me',
        'post /api/auth/logout',
        'post /api/auth/phone/change/send-otp',
        'post /api/auth/phone/change/verify-otp',
        'get /api/request_estimate/forms',
        'get /api/request_estimate/forms/{id}',
        'get /api/request_estimate/forms/{id}/fields',
        'post /api/request_estimate/requests',
        // live changes: open to every signed-in user, each sees only the changes it may read (changes-stream.test.ts)
        'get /api/changes/stream',
      ]);
      const clientMay = new Set(['get /api/announcements', 'get /api/announcements/{id}', 'post /api/announcements/{id}/read', 'get /api/messages', 'get /api/messages/{id}', 'get /api/left-menus']);
      const routes = t.gw.routes.filter((r) => r.auth === 'token' && !open.has(`${r.method} ${r.path}`));
      for (const r of routes) {
        const body = r.body ? acceptedBody(t, r) : undefined;
        // a body the generator cannot make valid is refused by validation (422) before permissions
        const refused = body === null ? [403, 422] : [403];
        const path = r.path.replace('{type}', 'user').replace('{random_id}', 'A'.repeat(22)).replace(/\{\w+\}/, '987654321');
        for (const [who, token] of [['staff without permissions', none.token], ['client user', client]] as const) {
          if (who === 'client user' && clientMay.has(`${r.method} ${r.path}`)) continue;
          const req = api[r.method](path).set(bearer(token));
          const res = await (body === undefined ? req : req.send((body ?? {}) as object));
          expect({ route: `${r.method} ${r.path}`, who, refused: refused.includes(res.status) }).toEqual({ route: `${r.method} ${r.path}`, who, refused: true });
        }
      }
    });
  });
});

/** A body the gateway accepts (so that the service, not validation, answers), from the document's generator; null if none was found. */
function acceptedBody(t: TestGateway, r: TestGateway['gw']['routes'][number]): unknown {
  const doc = t.gw.openapi() as Schema;
  const schema = doc.paths[r.path][r.method].requestBody.content['application/json'].schema as Schema;
  for (let seed = 1; seed <= 30; seed++) {
    for (const candidate of fc.sample(valid(schema), { seed, numRuns: 10 })) {
      if (r.body!.safeParse(candidate).success) return candidate;
    }
  }
  return null;
}
