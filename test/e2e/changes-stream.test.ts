import request from 'supertest';
import { connect } from 'nats';
import { changesStreamName } from '@bms/platform';
import { bearer, eventually, login, staffWith, unique, type StaffUser } from '../support/harness';
import { anInvoice, createClient, postInvoiceWhenClientKnown } from '../support/builders';
import { gatewayProcess, listeningGateway, type RunningGateway } from '../support/change-gateways';
import { allOf, askAndLeave, clientsCreated, changeOf, openSse, type SseClient } from '../support/sse';
import { readStack } from '../support/stack';

/**
 * GET /api/changes/stream end to end: real services, NATS (the CHANGES
 * stream under the run's namespace), Redis; one gateway in this process
 * and a second as its own process.
 */
describe('live changes (GET /api/changes/stream)', () => {
  let a: RunningGateway;
  let b: RunningGateway;
  let admin: string;
  let clientsOnly: StaffUser;
  let watcher: StaffUser;
  let clientUser: { id: number; token: string };
  const open: SseClient[] = [];
  const api = () => request(a.base);
  const stream = async (token: string, gw = a, headers: Record<string, string> = {}, path = '/api/changes/stream') => {
    const s = await openSse(gw.base, path, { ...bearer(token), ...headers });
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    [a, b] = await Promise.all([listeningGateway({ CHANGES_HEARTBEAT_MS: '300', CHANGES_STREAMS_PER_USER: '3' }), gatewayProcess({ CHANGES_STREAMS_PER_USER: '3' })]);
    admin = await login(api(), readStack().admin.email, readStack().admin.password);
    clientsOnly = await staffWith(api(), admin, { clients: ['read'] });
    // Streams of a user of this file's own: the stack's admin is every test file's, and its open streams count against one limit.
    watcher = await staffWith(api(), admin, { clients: ['read'], invoices: ['read'] });
    const email = `${unique('cli')}@example.com`;
    const made = await api().post('/api/team').set(bearer(admin)).send({ first_name: 'Cli', last_name: 'Ent', email, password: 'client-password-1', user_type: 'client' });
    expect(made.status).toBe(201);
    clientUser = { id: made.body.record.id, token: await login(api(), email, 'client-password-1') };
  }, 60_000);

  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('answers an event stream: retry first, the no-buffering headers, heartbeats while idle', async () => {
    const s = await stream(watcher.token);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['cache-control']).toBe('no-cache');
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.events[0]?.retry ?? (await s.next(() => true)).retry).toBe('2000');
    const first = await s.next((e) => e.comment === 'heartbeat', 2000);
    const second = await s.next((e) => e.comment === 'heartbeat', 2000);
    expect(second.at - first.at).toBeGreaterThan(150);
  });

  it('refuses a request without a token (401) and is in /api/docs as text/event-stream', async () => {
    const res = await api().get('/api/changes/stream');
    expect(res.status).toBe(401);
    const docs = await api().get('/api/docs');
    expect(Object.keys(docs.body.paths['/api/changes/stream'].get.responses['200'].content)).toEqual(['text/event-stream']);
  });

  it('sends each change with its cursor, collection, time and field names only; staff without invoices:read never sees an invoice change, but sees clients', async () => {
    const [mine, staff] = await Promise.all([stream(watcher.token), stream(clientsOnly.token)]);
    const client = await createClient(api(), admin, { company_name: unique('Live ') });
    await api().patch(`/api/clients/${client.id}`).set(bearer(admin)).send({ city: 'Bergen', phone: '+4712345678' }).expect(200);
    const inv = await postInvoiceWhenClientKnown(api(), admin, anInvoice(client.id));
    expect(inv.status).toBe(201);
    const updated = await staff.next(changeOf('crm.client.updated', client.id));
    expect(Number(updated.id)).toBeGreaterThan(0);
    expect(JSON.parse(updated.data!)).toEqual({ type: 'crm.client.updated', resource: 'clients', id: client.id, updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), fields: expect.arrayContaining(['city', 'phone']) });
    await mine.next(changeOf('billing.invoice.created', inv.body.record.id));
    // The admin saw the invoice; a later change reaches the staff stream too, and still no invoice before it.
    const later = await createClient(api(), admin, { company_name: unique('Later ') });
    await staff.next(changeOf('crm.client.created', later.id));
    expect(staff.changes().filter((c) => c.resource === 'invoices')).toEqual([]);
    expect(staff.text()).not.toContain('Bergen');
  });

  it('a client user sees only its own messages and the announcements meant for it', async () => {
    const s = await stream(clientUser.token);
    const other = await staffWith(api(), admin, { messages: ['read', 'create'] });
    const toMe = await api().post('/api/messages').set(bearer(admin)).send({ to_user_id: clientUser.id, subject: 'For you', body: 'hi' });
    const toOther = await api().post('/api/messages').set(bearer(admin)).send({ to_user_id: other.id, subject: 'Not for you', body: 'hi' });
    expect([toMe.status, toOther.status]).toEqual([201, 201]);
    const forClients = await api().post('/api/announcements').set(bearer(admin)).send({ title: unique('Clients '), description: 'x', audience: 'clients' });
    const forStaff = await api().post('/api/announcements').set(bearer(admin)).send({ title: unique('Staff '), description: 'x', audience: 'staff' });
    const client = await createClient(api(), admin, { company_name: unique('Unseen ') });
    await allOf(s, [changeOf('content.message.sent', toMe.body.record.id), changeOf('content.announcement.created', forClients.body.record.id)]);
    // Written last: once its change would have come, nothing else may have.
    const marker = await api().post('/api/messages').set(bearer(admin)).send({ to_user_id: clientUser.id, subject: 'Last', body: 'hi' });
    await s.next(changeOf('content.message.sent', marker.body.record.id));
    const seen = s.changes().map((c) => `${c.resource}:${c.id_}`);
    expect(seen).not.toContain(`messages:${toOther.body.record.id}`);
    expect(seen).not.toContain(`announcements:${forStaff.body.record.id}`);
    expect(seen).not.toContain(`clients:${client.id}`);
    // Nothing beyond what a client user may read (CLIENT_GRANTS): the shared menus' items too, which other files may be changing meanwhile.
    expect(s.changes().filter((c) => !['messages', 'announcements', 'left-menus'].includes(c.resource))).toEqual([]);
  });

  it("a message's recipient hears of the sender's edit of it, as the sender does", async () => {
    const m = await api().post('/api/messages').set(bearer(admin)).send({ to_user_id: clientUser.id, subject: 'Draft', body: 'hi' });
    const s = await stream(clientUser.token);
    await api().patch(`/api/messages/${m.body.record.id}`).set(bearer(admin)).send({ subject: 'Final' }).expect(200);
    expect(JSON.parse((await s.next(changeOf('content.message.updated', m.body.record.id))).data!)).toMatchObject({ resource: 'messages', fields: ['subject'] });
  });

  it('two replicas: a write through one reaches a stream on the other; a cursor from one resumes on the other (header or query)', async () => {
    const onB = await stream(watcher.token, b);
    const onA = await stream(watcher.token, a);
    const first = await createClient(api(), admin, { company_name: unique('One ') });
    const seenA = await onA.next(changeOf('crm.client.created', first.id));
    const seenB = await onB.next(changeOf('crm.client.created', first.id));
    expect(seenB.id).toBe(seenA.id);
    onA.close();
    const missed = [await createClient(api(), admin, { company_name: unique('Missed ') }), await createClient(api(), admin, { company_name: unique('Missed ') })];
    await onB.next(changeOf('crm.client.created', missed[1]!.id));
    for (const [headers, path] of [
      [{ 'Last-Event-ID': seenA.id! }, '/api/changes/stream'],
      [{}, `/api/changes/stream?last_event_id=${seenA.id}`],
    ] as const) {
      const resumed = await stream(watcher.token, b, headers, path);
      await clientsCreated(resumed, missed.map((m) => m.id));
      expect(resumed.changes().some((c) => c.id_ === first.id && c.type === 'crm.client.created')).toBe(false);
      expect(resumed.events.some((e) => e.event === 'reset')).toBe(false);
      resumed.close();
    }
  });

  it('an unknown cursor gets one reset telling the app to resync, then live changes', async () => {
    const s = await stream(watcher.token, a, { 'Last-Event-ID': '999999999' });
    const reset = await s.next((e) => e.event === 'reset');
    expect(JSON.parse(reset.data!)).toEqual({ reason: 'unknown', since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await a.metrics!()).toMatch(/bms_change_stream_resets_total\{reason="unknown",service="gateway"\} [1-9]/);
    expect(await a.metrics!()).toMatch(/bms_change_streams_open\{service="gateway"\} [1-9]/);
    const c = await createClient(api(), admin, { company_name: unique('After reset ') });
    await s.next(changeOf('crm.client.created', c.id));
  });

  it('a logout ends the stream with event: end, reason revoked, within a second', async () => {
    const token = await login(api(), clientsOnly.email, clientsOnly.password);
    const s = await stream(token);
    await s.next(() => true);
    const out = await api().post('/api/auth/logout').set(bearer(token));
    expect(out.status).toBeLessThan(300);
    const t0 = performance.now();
    const end = await s.next((e) => e.event === 'end', 3000);
    expect(JSON.parse(end.data!)).toEqual({ reason: 'revoked' });
    expect(end.at - t0).toBeLessThan(1000);
    await s.ended;
    expect(await a.metrics!()).toMatch(/bms_change_stream_ends_total\{reason="revoked",service="gateway"\} [1-9]/);
  });

  it("a change of the role's grants ends its users' streams within a second of its 2xx; reconnected, they get only what the new grants allow", async () => {
    const user = await staffWith(api(), admin, { clients: ['read'], invoices: ['read'] });
    const s = await stream(user.token);
    await s.next(() => true);
    const changed = await api().patch(`/api/roles/${user.roleId}`).set(bearer(admin)).send({ permissions: { invoices: ['read'] } });
    expect(changed.status).toBe(200);
    const t0 = performance.now();
    const end = await s.next((e) => e.event === 'end', 3000);
    expect(JSON.parse(end.data!)).toEqual({ reason: 'revoked' });
    // The bound of the issue: the stream narrows (ends, to be opened again under the new grants) within a second of the answer.
    expect(end.at - t0).toBeLessThan(1000);
    await s.ended;
    const again = await stream(await login(api(), user.email, user.password));
    const c = await createClient(api(), admin, { company_name: unique('Narrowed ') });
    const inv = await postInvoiceWhenClientKnown(api(), admin, anInvoice(c.id));
    await again.next(changeOf('billing.invoice.created', inv.body.record.id));
    expect(again.changes().filter((x) => x.resource === 'clients')).toEqual([]);
  });

  it('one gateway follows CHANGES with ONE consumer, however many streams it serves, and hands each change to all of them', async () => {
    const { natsUrl, namespace } = readStack();
    const nc = await connect({ servers: natsUrl });
    const fresh = await listeningGateway({ CHANGES_STREAMS_PER_USER: '5' });
    try {
      const jsm = await nc.jetstreamManager();
      const name = changesStreamName({ namespace });
      const consumers = async () => {
        const names: string[] = [];
        for await (const c of jsm.consumers.list(name)) names.push(c.name);
        return names;
      };
      const before = new Set(await consumers());
      // Nobody streams from it yet: it has not subscribed.
      const other = await staffWith(api(), admin, { clients: ['read'] });
      const users = [admin, admin, clientsOnly.token, clientsOnly.token, other.token, other.token];
      const streams = await Promise.all(users.map((token) => stream(token, fresh)));
      expect(streams.map((x) => x.status)).toEqual(users.map(() => 200));
      const client = await createClient(api(), admin, { company_name: unique('Fanned out ') });
      const seen = await Promise.all(streams.map((x) => x.next(changeOf('crm.client.created', client.id))));
      expect(new Set(seen.map((e) => e.id)).size).toBe(1);
      const added = (await consumers()).filter((c) => !before.has(c));
      expect(added).toEqual([expect.stringMatching(/^gateway_.*_feed_/)]);
      const info = await jsm.consumers.info(name, added[0]!);
      expect(info.delivered.stream_seq).toBeGreaterThanOrEqual(Number(seen[0]!.id));
    } finally {
      for (const x of open.splice(0)) x.close();
      await fresh.close();
      await nc.close();
    }
  });

  it('an admin\'s edit of a shared left menu reaches those who may read the menus, and no one else', async () => {
    const menus = await staffWith(api(), admin, { menus: ['read'] });
    const [reader, blind] = await Promise.all([stream(menus.token), stream(clientsOnly.token)]);
    const added = await api().post('/api/left-menus').set(bearer(admin)).send({ title: unique('Live menu '), url: '/live', type: 'default' });
    expect(added.status).toBe(201);
    const seen = await reader.next(changeOf('content.left_menu_item.created', added.body.record.id));
    expect(JSON.parse(seen.data!)).toMatchObject({ resource: 'left-menus', fields: expect.arrayContaining(['title', 'url', 'position']) });
    await api().delete('/api/left-menus/default').set(bearer(admin)).expect(200);
    await reader.next(changeOf('content.left_menu_item.deleted', added.body.record.id));
    // Written last: once its change would have come, a menu change would have too.
    const marker = await createClient(api(), admin, { company_name: unique('Menu marker ') });
    await blind.next(changeOf('crm.client.created', marker.id));
    expect(blind.changes().filter((c) => c.resource === 'left-menus')).toEqual([]);
  });

  it('past the open streams allowed per user, across both replicas: 429 with Retry-After and the error envelope', async () => {
    const user = await staffWith(api(), admin, { clients: ['read'] });
    await stream(user.token, a);
    await stream(user.token, b);
    const third = await stream(user.token, a);
    expect(third.status).toBe(200);
    const over = await api().get('/api/changes/stream').set(bearer(user.token));
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.success).toBe(false);
    third.close();
    await third.ended;
    // The place comes back once a stream closes.
    let next: SseClient | undefined;
    for (let i = 0; i < 20 && next?.status !== 200; i++) {
      if (next) await new Promise((r) => setTimeout(r, 100));
      next = await stream(user.token, b);
    }
    expect(next!.status).toBe(200);
  });

  it('a client that leaves as soon as it has asked holds no place: its user still opens every stream allowed, and no stream is left behind', async () => {
    const user = await staffWith(api(), admin, { clients: ['read'] });
    const openOnA = async () => Number(/^bms_change_streams_open\S* (\d+)$/m.exec(await a.metrics!())?.[1]);
    // The streams of the tests before are closed by now, or about to be.
    await eventually(async () => expect(await openOnA()).toBe(0));
    // Each connection is closed before the gateway has authenticated its request: 'close' came before the stream's listener.
    for (let i = 0; i < 4; i++) await Promise.all([a, b].map((gw) => askAndLeave(gw.base, '/api/changes/stream', bearer(user.token))));
    // The limit is 3: none of the eight left holds one (a place held would be renewed for as long as the gateway runs).
    const streams = [await stream(user.token, a), await stream(user.token, b), await stream(user.token, a)];
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(await openOnA()).toBe(2);
  });

  it('a cursor older than the window gets a reset to resync everything (what it missed is gone), then live changes', async () => {
    const short = await listeningGateway({ CHANGES_WINDOW_SECONDS: '1' });
    try {
      const s = await stream(watcher.token, short);
      expect(s.status).toBe(200);
      const old = await createClient(api(), admin, { company_name: unique('Old ') });
      const seen = await s.next(changeOf('crm.client.created', old.id));
      s.close();
      // A change after the cursor, dropped from the window before the app comes back.
      await createClient(api(), admin, { company_name: unique('Gone ') });
      await new Promise((r) => setTimeout(r, 2500));
      const fresh = await createClient(api(), admin, { company_name: unique('Fresh ') });
      const resumed = await stream(watcher.token, short, { 'Last-Event-ID': seen.id! });
      const reset = await resumed.next((e) => e.event === 'reset');
      const body = JSON.parse(reset.data!);
      expect(body.reason).toBe('too_old');
      // The change after the cursor was dropped: a resync from any time after the cursor's would miss it.
      expect(Date.parse(body.since)).toBeLessThanOrEqual(Date.parse(JSON.parse(seen.data!).updated_at));
      expect(body.since).toBe('1970-01-01T00:00:00.000Z');
      expect(Number(reset.id)).toBeGreaterThan(Number(seen.id));
      const after = await createClient(api(), admin, { company_name: unique('After ') });
      await resumed.next(changeOf('crm.client.created', after.id));
      // What follows the reset is after it (the fresh change too, when it reached CHANGES after the reset was decided).
      expect(resumed.changes().every((c) => Number(c.id) > Number(reset.id))).toBe(true);
      expect(fresh.id).toBeGreaterThan(old.id);
    } finally {
      await short.close();
      // CHANGES is the stack's: its window back to every other gateway's (a gateway's feed sets it as it starts).
      const usual = await listeningGateway();
      // Its 200 comes once its feed has started (CHANGES updated); a user of its own, whose places are all free.
      const one = await stream((await staffWith(api(), admin, { clients: ['read'] })).token, usual);
      expect(one.status).toBe(200);
      one.close();
      await usual.close();
    }
  });
});
