import type { Connection } from '@bms/platform';
import { bearer, staffWith, type TestGateway, unique } from '../support/harness';
import { type Receiver, Webhooks } from '../support/webhooks';

// Subscriptions: made, kept, changed and deleted by admins only (the
// targets they may name: webhooks-targets.test.ts; what they receive:
// webhooks-deliveries.test.ts).

describe('outgoing webhooks', () => {
  let hooks: Webhooks, t: TestGateway, admin: string, receiver: Receiver, db: Connection;
  Webhooks.forTests(false, (x) => ({ t, admin, receiver, db } = hooks = x));

  describe('management', () => {
    it('creates a subscription: 201 {record, secret}, the secret generated and shown only then', async () => {
      const { url } = receiver.endpoint();
      const res = await t.api
        .post('/api/webhooks')
        .set(bearer(admin))
        .send({ url, events: ['billing.invoice.*', 'crm.>', 'crm.>'], description: 'ERP sync' });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['record', 'secret']);
      expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(res.body.record).toEqual({
        id: expect.any(Number),
        url,
        events: ['billing.invoice.*', 'crm.>'],
        active: true,
        description: 'ERP sync',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const id = res.body.record.id as number;
      hooks.deleteAfter(id);
      const got = await t.api.get(`/api/webhooks/${id}`).set(bearer(admin));
      expect(got.status).toBe(200);
      expect(got.body).toEqual({ record: res.body.record });
      const list = await t.api.get('/api/webhooks?limit=100').set(bearer(admin));
      expect(list.status).toBe(200);
      expect(list.body.meta).toMatchObject({ current_page: 1, per_page: 100 });
      expect(list.body.records).toContainEqual({ ...res.body.record, updated_at: expect.any(String) });
      expect(JSON.stringify(list.body)).not.toContain(res.body.secret);
    });

    it('makes one subscription for 20 concurrent creates with one Idempotency-Key: each answer is its 201, or a 409 saying the secret was shown', async () => {
      const { url } = receiver.endpoint();
      const key = `hook-race-${unique()}`;
      const body = { url, events: ['crm.client.created'], description: `race ${key}` };
      const all = await Promise.all(Array.from({ length: 20 }, () => t.api.post('/api/webhooks').set(bearer(admin)).set('Idempotency-Key', key).send(body)));
      const made = all.filter((r) => r.status === 201);
      expect(made.length).toBeGreaterThanOrEqual(1);
      for (const r of all.filter((x) => x.status !== 201)) expect(r.status).toBe(409);
      // Every 201 is the one answer, secret included: all but the first replayed.
      expect(new Set(made.map((r) => `${r.body.record.id}/${r.body.secret}`)).size).toBe(1);
      expect(made.filter((r) => r.headers['idempotency-replayed'] === 'true')).toHaveLength(made.length - 1);
      const id = made[0]!.body.record.id as number;
      hooks.deleteAfter(id);
      const list = await t.api.get('/api/webhooks?limit=100').set(bearer(admin));
      expect(list.body.records.filter((w: { description: string }) => w.description === body.description)).toHaveLength(1);
    });

    it('stores the secret encrypted, never in the clear', async () => {
      const secret = `given-secret-${unique()}`;
      const { id } = await hooks.subscribe({ url: receiver.endpoint().url, events: ['files.folder.deleted'], secret });
      const stored = await db.db!.collection('webhooks').findOne({ _id: id as never });
      expect(stored!.secret).toEqual({ v: 1, iv: expect.any(String), tag: expect.any(String), data: expect.any(String) });
      expect(JSON.stringify(stored)).not.toContain(secret);
    });

    it('writes nothing for a PATCH repeating its secret; a new secret is sealed in its place', async () => {
      const secret = `given-secret-${unique()}`;
      const { id } = await hooks.subscribe({ url: receiver.endpoint().url, events: ['files.folder.deleted'], secret });
      // The record as written (its outbox, drained by the relay on its own time, aside).
      const stored = () => db.db!.collection('webhooks').findOne({ _id: id as never }, { projection: { _outbox: 0 } });
      const before = await stored();
      await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ secret }).expect(200);
      await t.api.put(`/api/webhooks/${id}`).set(bearer(admin)).send({ url: before!.url, events: before!.events, description: before!.description, secret }).expect(200);
      expect(await stored()).toEqual(before);
      await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ secret: `${secret}-next` }).expect(200);
      const after = await stored();
      expect(after!.secret).not.toEqual(before!.secret);
      expect(after!.updated_at.getTime()).toBeGreaterThan(before!.updated_at.getTime());
    });

    it('is for admins only: staff with every grant get 403, no token 401', async () => {
      const staff = await staffWith(t.api, admin, { integrations: ['read', 'create', 'update', 'delete'], clients: ['read'] });
      const { id } = await hooks.subscribe({ url: receiver.endpoint().url, events: ['files.folder.deleted'] });
      const as = bearer(staff.token);
      expect((await t.api.get('/api/webhooks').set(as)).status).toBe(403);
      expect((await t.api.get(`/api/webhooks/${id}`).set(as)).status).toBe(403);
      expect((await t.api.post('/api/webhooks').set(as).send({ url: receiver.endpoint().url, events: ['crm.>'] })).status).toBe(403);
      expect((await t.api.patch(`/api/webhooks/${id}`).set(as).send({ active: false })).status).toBe(403);
      expect((await t.api.delete(`/api/webhooks/${id}`).set(as)).status).toBe(403);
      expect((await t.api.get(`/api/webhooks/${id}/deliveries`).set(as)).status).toBe(403);
      expect((await t.api.post('/api/webhooks/deliveries/1/replay').set(as)).status).toBe(403);
      expect((await t.api.get('/api/webhooks')).status).toBe(401);
    });

    it('validates patterns and the URL: 422 naming the field', async () => {
      const url = receiver.endpoint().url;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ url, events: [] }, 'events'],
        [{ url }, 'events'],
        [{ url, events: ['crm..client'] }, 'events.0'],
        [{ url, events: ['crm.client.*', 'crm.>.created'] }, 'events.1'],
        [{ url, events: ['notify.sms'] }, 'events.0'],
        [{ url, events: ['notify.>'] }, 'events.0'],
        [{ url, events: ['payments.*'] }, 'events.0'],
        [{ url, events: ['*'] }, 'events.0'],
        [{ url, events: ['crm.>', '*.*'] }, 'events.1'],
        [{ url, events: ['crm.client'] }, 'events.0'],
        [{ url, events: ['crm.client.created.>'] }, 'events.0'],
        [{ events: ['crm.>'] }, 'url'],
        [{ url: 'ftp://example.com/x', events: ['crm.>'] }, 'url'],
        [{ url: 'not a url', events: ['crm.>'] }, 'url'],
        [{ url: 'https://user:pw@example.com/x', events: ['crm.>'] }, 'url'],
        [{ url, events: ['crm.>'], secret: 'short' }, 'secret'],
        [{ url, events: ['crm.>'], active: 'yes' }, 'active'],
      ];
      for (const [body, field] of cases) {
        const res = await t.api.post('/api/webhooks').set(bearer(admin)).send(body);
        expect({ body, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ body, status: 422, fields: [field] });
      }
      const res = await t.api.post('/api/webhooks').set(bearer(admin)).send({ url, events: ['notify.sms'] });
      expect(res.body.errors['events.0']).toEqual(['Notification events are never sent by webhook.']);
      const never = await t.api.post('/api/webhooks').set(bearer(admin)).send({ url, events: ['crm.client.*', '*.*'] });
      expect(never.body.errors['events.1']).toEqual([expect.stringMatching(/^"\*\.\*" matches no event type: event types are three words/)]);
      const patched = await t.api.patch('/api/webhooks/999999999').set(bearer(admin)).send({ events: ['*'] });
      expect(patched.status).toBe(422);
      expect(Object.keys(patched.body.errors)).toEqual(['events.0']);
    });

    it('stores each pattern once on PATCH and PUT, in the order first sent', async () => {
      const { id } = await hooks.subscribe({ url: receiver.endpoint().url, events: ['files.folder.deleted'] });
      const patch = await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ events: ['crm.client.created', 'crm.>', 'crm.client.created'] });
      expect(patch.status).toBe(200);
      expect((await t.api.get(`/api/webhooks/${id}`).set(bearer(admin))).body.record.events).toEqual(['crm.client.created', 'crm.>']);
      const put = await t.api.put(`/api/webhooks/${id}`).set(bearer(admin)).send({ url: receiver.endpoint().url, events: ['work.task.*', 'work.task.*'] });
      expect(put.status).toBe(200);
      expect((await t.api.get(`/api/webhooks/${id}`).set(bearer(admin))).body.record.events).toEqual(['work.task.*']);
      expect((await db.db!.collection('webhooks').findOne({ _id: id as never }))!.events).toEqual(['work.task.*']);
    });

    it('still reads and changes a subscription stored before patterns were checked for repeats and shape', async () => {
      const { id } = await hooks.subscribe({ url: receiver.endpoint().url, events: ['files.folder.deleted'] });
      const stored = ['*', 'crm.>', 'crm.>', '*.*'];
      await db.db!.collection('webhooks').updateOne({ _id: id as never }, { $set: { events: stored } });
      const got = await t.api.get(`/api/webhooks/${id}`).set(bearer(admin));
      expect(got.status).toBe(200);
      expect(got.body.record.events).toEqual(stored);
      const list = await t.api.get('/api/webhooks?limit=100').set(bearer(admin));
      expect(list.body.records.find((w: { id: number }) => w.id === id).events).toEqual(stored);
      // A change that does not send the patterns keeps them; one that does is checked.
      expect((await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ description: 'kept' })).status).toBe(200);
      expect((await t.api.get(`/api/webhooks/${id}`).set(bearer(admin))).body.record).toMatchObject({ events: stored, description: 'kept' });
      expect((await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ events: stored })).status).toBe(422);
    });

    it('updates: PATCH changes what it carries, PUT replaces (the secret is kept), a refused URL is 422, DELETE hides it', async () => {
      const { id } = await hooks.subscribe({ url: receiver.endpoint().url, events: ['files.folder.deleted'], description: 'first' });
      const patch = await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ active: false });
      expect(patch.status).toBe(200);
      expect(patch.body).toEqual({ success: true, message: 'Webhook updated.' });
      expect((await t.api.get(`/api/webhooks/${id}`).set(bearer(admin))).body.record).toMatchObject({ active: false, description: 'first' });
      const listed = await t.api.get('/api/webhooks?active=false&limit=100').set(bearer(admin));
      expect(listed.body.records.map((w: { id: number }) => w.id)).toContain(id);
      expect(listed.body.records.every((w: { active: boolean }) => !w.active)).toBe(true);

      const url = receiver.endpoint().url;
      const put = await t.api.put(`/api/webhooks/${id}`).set(bearer(admin)).send({ url, events: ['work.task.*'] });
      expect(put.status).toBe(200);
      const after = (await t.api.get(`/api/webhooks/${id}`).set(bearer(admin))).body.record;
      expect(after).toMatchObject({ url, events: ['work.task.*'], active: true, description: '' });

      const bad = await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ url: 'https://192.168.0.10/x' });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['url']);
      expect((await t.api.put(`/api/webhooks/${id}`).set(bearer(admin)).send({ url })).status).toBe(422);

      const del = await t.api.delete(`/api/webhooks/${id}`).set(bearer(admin));
      expect(del.body).toEqual({ success: true, message: 'Webhook deleted.' });
      expect((await t.api.get(`/api/webhooks/${id}`).set(bearer(admin))).status).toBe(404);
      expect((await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ active: true })).status).toBe(404);
      expect((await t.api.get(`/api/webhooks/${id}/deliveries`).set(bearer(admin))).status).toBe(404);
      expect((await t.api.delete(`/api/webhooks/${id}`).set(bearer(admin))).status).toBe(404);
    });

    it('answers 404 for an unknown webhook or delivery, 422 for a bad list query', async () => {
      expect((await t.api.get('/api/webhooks/999999999').set(bearer(admin))).status).toBe(404);
      expect((await t.api.post('/api/webhooks/deliveries/999999999/replay').set(bearer(admin))).status).toBe(404);
      expect((await t.api.get('/api/webhooks?active=maybe').set(bearer(admin))).status).toBe(422);
      expect((await t.api.get('/api/webhooks?limit=101').set(bearer(admin))).status).toBe(422);
      const { id } = await hooks.subscribe({ url: receiver.endpoint().url, events: ['files.folder.deleted'] });
      expect((await t.api.get(`/api/webhooks/${id}/deliveries?status=lost`).set(bearer(admin))).status).toBe(422);
    });
  });
});
