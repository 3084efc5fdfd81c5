import { connect, type NatsConnection } from 'nats';
import { createTokenSigner } from '@bms/platform';
import { adminToken, bearer, staffWith, type StaffUser, type TestGateway, testGateway, unique } from '../support/harness';

interface Message {
  id: number;
  from_user_id: number;
  to_user_ids: number[];
  subject: string;
  read: boolean;
  read_by: number[];
}

describe('messages (SPEC 4.6)', () => {
  let t: TestGateway;
  let admin: string;
  let alice: StaffUser;
  let bob: StaffUser;
  let carol: StaffUser;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    const all = { messages: ['read', 'create', 'update', 'delete'] };
    [alice, bob, carol] = await Promise.all([staffWith(t.api, admin, all), staffWith(t.api, admin, all), staffWith(t.api, admin, all)]);
  });
  afterAll(() => t.close());

  const send = async (from: StaffUser, body: Record<string, unknown>) => {
    const res = await t.api.post('/api/messages').set(bearer(from.token)).send({ subject: unique('Hi '), body: 'Lunch?', ...body });
    expect(res.status).toBe(201);
    return res.body.record as Message;
  };

  const ids = async (who: StaffUser | string, query: Record<string, string> = {}) => {
    const token = typeof who === 'string' ? who : who.token;
    const res = await t.api.get('/api/messages').query({ limit: 100, ...query }).set(bearer(token));
    expect(res.status).toBe(200);
    return (res.body.records as Message[]).map((m) => m.id);
  };

  it('sends: 201 {record} from the caller to the recipients, and emits content.message.sent', async () => {
    const nc: NatsConnection = await connect({ servers: t.stack.natsUrl });
    const sub = nc.subscribe(`${t.stack.namespace}.content.message.sent`, { timeout: 5000 });
    await nc.flush();
    try {
      const res = await t.api.post('/api/messages').set(bearer(alice.token)).send({ to_user_id: bob.id, subject: 'Plan', body: 'See you at 10' });
      expect(res.status).toBe(201);
      expect(res.body.record).toEqual({
        id: expect.any(Number),
        from_user_id: alice.id,
        to_user_ids: [bob.id],
        subject: 'Plan',
        body: 'See you at 10',
        read: true,
        read_by: [],
        created_at: new Date().toISOString().slice(0, 10),
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
      });
      let evt: { type: string; actor_user_id: number; data: Record<string, unknown> } | undefined;
      for await (const m of sub) {
        const e = JSON.parse(m.string()) as typeof evt;
        if (e?.data.id === res.body.record.id) {
          evt = e;
          break;
        }
      }
      expect(evt).toMatchObject({
        type: 'content.message.sent',
        actor_user_id: alice.id,
        data: { id: res.body.record.id, from_user_id: alice.id, to_user_ids: [bob.id], subject: 'Plan' },
      });
    } finally {
      await nc.drain();
    }
  });

  it('a second user does not see the first one\'s messages: not in the list, 404 by id', async () => {
    const m = await send(alice, { to_user_id: bob.id });
    expect(await ids(alice)).toContain(m.id);
    expect(await ids(bob)).toContain(m.id);
    expect(await ids(carol)).not.toContain(m.id);
    expect((await t.api.get(`/api/messages/${m.id}`).set(bearer(carol.token))).status).toBe(404);
    expect((await t.api.patch(`/api/messages/${m.id}`).set(bearer(carol.token)).send({ body: 'x' })).status).toBe(404);
    expect((await t.api.delete(`/api/messages/${m.id}`).set(bearer(carol.token))).status).toBe(404);
    // Admins too: a mailbox is private.
    expect(await ids(admin)).not.toContain(m.id);
    expect((await t.api.get(`/api/messages/${m.id}`).set(bearer(admin))).status).toBe(404);
  });

  it('reading marks read for that recipient only; the sender sees who has read it', async () => {
    const m = await send(alice, { to_user_ids: [bob.id, carol.id] });
    expect(await ids(bob, { unread: 'true' })).toContain(m.id);
    const opened = await t.api.get(`/api/messages/${m.id}`).set(bearer(bob.token));
    expect(opened.status).toBe(200);
    expect(opened.body.record).toMatchObject({ read: true, read_by: [bob.id] });
    expect(await ids(bob, { unread: 'true' })).not.toContain(m.id);
    const forCarol = await t.api.get('/api/messages').query({ limit: 100 }).set(bearer(carol.token));
    expect((forCarol.body.records as Message[]).find((r) => r.id === m.id)).toMatchObject({ read: false, read_by: [bob.id] });
    const forAlice = await t.api.get(`/api/messages/${m.id}`).set(bearer(alice.token));
    expect(forAlice.body.record).toMatchObject({ read: true, read_by: [bob.id] });
  });

  it('shows a message the sender also received as unread to them until they open it, as the unread list does', async () => {
    const m = await send(alice, { to_user_ids: [alice.id, bob.id] });
    expect(m.read).toBe(false);
    const unread = await t.api.get('/api/messages').query({ unread: 'true', limit: 100 }).set(bearer(alice.token));
    expect((unread.body.records as Message[]).find((r) => r.id === m.id)).toMatchObject({ read: false });
    expect((await t.api.get(`/api/messages/${m.id}`).set(bearer(alice.token))).body.record).toMatchObject({ read: true, read_by: [alice.id] });
    expect(await ids(alice, { unread: 'true' })).not.toContain(m.id);
  });

  it('lists {records, meta} by box: inbox (received) and sent', async () => {
    const out = await send(carol, { to_user_id: alice.id });
    const back = await send(alice, { to_user_id: carol.id });
    expect(await ids(carol, { box: 'sent' })).toContain(out.id);
    expect(await ids(carol, { box: 'sent' })).not.toContain(back.id);
    expect(await ids(carol, { box: 'inbox' })).toContain(back.id);
    expect(await ids(carol, { box: 'inbox' })).not.toContain(out.id);
    const res = await t.api.get('/api/messages').query({ limit: 1 }).set(bearer(carol.token));
    expect(res.body.meta).toMatchObject({ current_page: 1, per_page: 1 });
    expect(Number.isInteger(res.body.meta.total)).toBe(true);
    expect((await t.api.get('/api/messages').query({ box: 'trash' }).set(bearer(carol.token))).status).toBe(422);
  });

  it('lets the sender change subject and body (PUT, PATCH); a recipient may not (403)', async () => {
    const m = await send(alice, { to_user_id: bob.id });
    expect((await t.api.patch(`/api/messages/${m.id}`).set(bearer(alice.token)).send({ body: 'Dinner instead?' })).status).toBe(200);
    let d = await t.api.get(`/api/messages/${m.id}`).set(bearer(bob.token));
    expect(d.body.record).toMatchObject({ subject: m.subject, body: 'Dinner instead?' });
    const put = await t.api.put(`/api/messages/${m.id}`).set(bearer(alice.token)).send({ subject: 'New', body: 'Whole new' });
    expect(put.body).toEqual({ success: true, message: expect.any(String) });
    d = await t.api.get(`/api/messages/${m.id}`).set(bearer(bob.token));
    expect(d.body.record).toMatchObject({ subject: 'New', body: 'Whole new', to_user_ids: [bob.id] });
    expect((await t.api.put(`/api/messages/${m.id}`).set(bearer(alice.token)).send({ subject: 'only' })).status).toBe(422);
    expect((await t.api.patch(`/api/messages/${m.id}`).set(bearer(bob.token)).send({ body: 'forged' })).status).toBe(403);
  });

  it('delete takes a message out of the caller\'s mailbox only', async () => {
    const m = await send(alice, { to_user_id: bob.id });
    const del = await t.api.delete(`/api/messages/${m.id}`).set(bearer(bob.token));
    expect(del.body).toEqual({ success: true, message: expect.any(String) });
    expect((await t.api.get(`/api/messages/${m.id}`).set(bearer(bob.token))).status).toBe(404);
    expect(await ids(bob)).not.toContain(m.id);
    expect((await t.api.get(`/api/messages/${m.id}`).set(bearer(alice.token))).status).toBe(200);
    expect((await t.api.delete(`/api/messages/${m.id}`).set(bearer(alice.token))).status).toBe(200);
    expect((await t.api.get(`/api/messages/${m.id}`).set(bearer(alice.token))).status).toBe(404);
    expect((await t.api.delete(`/api/messages/${m.id}`).set(bearer(alice.token))).status).toBe(404);
  });

  it('syncs: a read mark is a change (updated_since), and a message taken out of the mailbox is a tombstone', async () => {
    const m = await send(alice, { to_user_id: bob.id });
    const changed = async (who: StaffUser, since: string) => {
      const res = await t.api.get('/api/messages').query({ updated_since: since, include_deleted: 'true' }).set(bearer(who.token));
      expect(res.status).toBe(200);
      return res.body.records as Array<Record<string, unknown>>;
    };
    const beforeRead = new Date().toISOString();
    await t.api.get(`/api/messages/${m.id}`).set(bearer(bob.token)).expect(200);
    expect(await changed(bob, beforeRead)).toEqual([expect.objectContaining({ id: m.id, read: true })]);
    const beforeDelete = new Date().toISOString();
    await t.api.delete(`/api/messages/${m.id}`).set(bearer(bob.token)).expect(200);
    expect(await changed(bob, beforeDelete)).toEqual([{ id: m.id, deleted_at: expect.any(String), updated_at: expect.any(String) }]);
    // The sender still has it, whole.
    expect(await changed(alice, beforeDelete)).toEqual([expect.objectContaining({ id: m.id, subject: m.subject, read_by: [bob.id] })]);
    expect(await ids(bob)).not.toContain(m.id);
  });

  it('keeps the tabs, line breaks and bidi controls of a body', async () => {
    const body = 'Hei Bob,\n\n\tlunsj kl. 12?\r\n\u2067שלום\u2069';
    const m = await send(alice, { to_user_id: bob.id, body });
    const read = await t.api.get(`/api/messages/${m.id}`).set(bearer(bob.token));
    expect(read.body.record.body).toBe(body);
  });

  it('refuses bad input with 422: recipients must exist', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ subject: 's', body: 'b' }, 'to_user_ids'],
      [{ to_user_id: bob.id, body: 'b' }, 'subject'],
      [{ to_user_id: bob.id, subject: 's', body: '   ' }, 'body'],
      [{ to_user_id: bob.id, subject: 's\nBcc: all', body: 'b' }, 'subject'],
      [{ to_user_id: bob.id, subject: 's', body: 'b\u0000' }, 'body'],
      [{ to_user_id: 999_999_999, subject: 's', body: 'b' }, 'to_user_id'],
      [{ to_user_ids: [bob.id, 999_999_998], subject: 's', body: 'b' }, 'to_user_ids'],
      [{ to_user_ids: 'bob', subject: 's', body: 'b' }, 'to_user_ids'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api.post('/api/messages').set(bearer(alice.token)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body.errors).toHaveProperty(field);
    }
  });

  it('lets client users read their own messages but not send; 401 without a token, 403 without the permission', async () => {
    const m = await send(alice, { to_user_id: bob.id });
    // Identity has no route that makes client users yet: bob's id in a token as identity signs it for a client.
    const client = createTokenSigner(t.stack.privateKey)({ sub: String(bob.id), typ: 'session', ut: 'client', adm: false, rid: 0, perm: {} }, 600).token;
    expect(await ids(client)).toContain(m.id);
    expect((await t.api.get(`/api/messages/${m.id}`).set(bearer(client))).status).toBe(200);
    expect((await t.api.post('/api/messages').set(bearer(client)).send({ to_user_id: alice.id, subject: 's', body: 'b' })).status).toBe(403);

    const nobody = await staffWith(t.api, admin, { pages: ['read'] });
    const calls = (h: Record<string, string>) => [
      t.api.get('/api/messages').set(h),
      t.api.get(`/api/messages/${m.id}`).set(h),
      t.api.post('/api/messages').set(h).send({ to_user_id: alice.id, subject: 's', body: 'b' }),
      t.api.put(`/api/messages/${m.id}`).set(h).send({ subject: 's', body: 'b' }),
      t.api.patch(`/api/messages/${m.id}`).set(h).send({ body: 'b' }),
      t.api.delete(`/api/messages/${m.id}`).set(h),
    ];
    for (const res of await Promise.all(calls({}))) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(bearer(nobody.token)))) expect(res.status).toBe(403);
  });
});
