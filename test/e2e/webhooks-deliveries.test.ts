import { connect } from 'nats';
import { bearer, type TestGateway } from '../support/harness';
import { about, type Receiver, verifies, Webhooks } from '../support/webhooks';

// What a subscription receives: the events its patterns match, signed,
// retried, logged, and replayed on request.

describe('outgoing webhooks', () => {
  let hooks: Webhooks, t: TestGateway, admin: string, receiver: Receiver;
  Webhooks.forTests(true, (x) => ({ t, admin, receiver } = hooks = x));

  describe('deliveries', () => {
    it('delivers a matching event, signed, with its headers; the log says succeeded', async () => {
      const { path, url } = receiver.endpoint();
      const { id, secret } = await hooks.subscribe({ url, events: ['crm.client.*'] });
      const client = await hooks.aClient();
      const [req] = await receiver.wait(path, about('crm.client.created', client.id));
      const evt = JSON.parse(req!.body) as Record<string, unknown>;
      expect(Object.keys(evt).sort()).toEqual(['actor_user_id', 'data', 'id', 'occurred_at', 'type']);
      expect(evt).toMatchObject({ type: 'crm.client.created', actor_user_id: expect.any(Number), data: { id: client.id, company_name: client.company_name } });
      expect(req!.headers['content-type']).toBe('application/json');
      expect(req!.headers['x-event-id']).toBe(evt.id);
      expect(req!.headers['x-event-type']).toBe('crm.client.created');
      expect(verifies(req!.headers['x-signature'], secret, req!.body)).toBe(true);
      expect(verifies(req!.headers['x-signature'], `${secret}x`, req!.body)).toBe(false);

      const d = await hooks.settled(id, evt.id as string, (x) => x.status === 'succeeded');
      expect(d).toEqual({
        id: Number(req!.headers['x-webhook-id']),
        webhook_id: id,
        event_id: evt.id,
        event_type: 'crm.client.created',
        status: 'succeeded',
        attempts: 1,
        last_response_code: 200,
        last_error: null,
        created_at: expect.any(String),
        last_attempt_at: expect.any(String),
        next_attempt_at: null,
        delivered_at: expect.any(String),
        updated_at: expect.any(String),
      });
    });

    it('delivers nothing for events its patterns do not match', async () => {
      const other = receiver.endpoint();
      const leads = await hooks.subscribe({ url: other.url, events: ['crm.lead.created', 'billing.invoice.*'] });
      const clients = receiver.endpoint();
      const { id } = await hooks.subscribe({ url: clients.url, events: ['crm.client.created'] });
      const client = await hooks.aClient();
      await t.api.patch(`/api/clients/${client.id}`).set(bearer(admin)).send({ city: 'Bergen' });
      const second = await hooks.aClient();
      // The crm stream is consumed in order: once the second client is in,
      // the update (and everything before) has been looked at.
      await receiver.wait(clients.path, about('crm.client.created', second.id));
      expect(receiver.at(clients.path, about('crm.client.created', client.id))).toHaveLength(1);
      expect(receiver.at(clients.path, (e) => e.type !== 'crm.client.created')).toEqual([]);
      expect((await hooks.deliveries(id, '?limit=100')).records.filter((d) => d.event_type !== 'crm.client.created')).toEqual([]);
      expect(receiver.at(other.path, (e) => e.type.startsWith('crm.client.'))).toEqual([]);
      const theirs = (await hooks.deliveries(leads.id, '?limit=100')).records;
      expect(theirs.filter((d) => (d.event_type as string).startsWith('crm.client.'))).toEqual([]);
    });

    it('an inactive subscription gets nothing', async () => {
      const off = receiver.endpoint();
      const created = await hooks.subscribe({ url: off.url, events: ['crm.client.*'], active: false });
      const paused = receiver.endpoint();
      const later = await hooks.subscribe({ url: paused.url, events: ['crm.client.*'] });
      expect((await t.api.patch(`/api/webhooks/${later.id}`).set(bearer(admin)).send({ active: false })).status).toBe(200);
      const on = receiver.endpoint();
      await hooks.subscribe({ url: on.url, events: ['crm.client.*'] });
      const client = await hooks.aClient();
      const [req] = await receiver.wait(on.path, about('crm.client.created', client.id));
      expect(receiver.at(off.path)).toEqual([]);
      expect(receiver.at(paused.path, about('crm.client.created', client.id))).toEqual([]);
      expect((await hooks.deliveries(created.id)).meta.total).toBe(0);
      expect(await hooks.deliveriesOf(later.id, req!.event.id)).toEqual([]);
      // A wait that gives up says what identity's log holds for that webhook (here: nothing).
      await expect(receiver.wait(off.path, about('crm.client.created', client.id), 1, 300)).rejects.toThrow(
        new RegExp(`received 0 of 1 requests within 300 ms; webhook ${created.id}'s delivery log at \\S+: \\[\\]; identity's last warnings: `),
      );
    });

    it('retries a receiver that answers 500, then succeeds; every attempt signed and in the log', async () => {
      const { path, url } = receiver.endpoint((_r, tries) => (tries === 0 ? 500 : 200));
      const { id, secret } = await hooks.subscribe({ url, events: ['crm.client.created'] });
      const client = await hooks.aClient();
      const [first, second] = await receiver.wait(path, about('crm.client.created', client.id), 2);
      expect(second!.headers['x-webhook-id']).toBe(first!.headers['x-webhook-id']);
      expect(second!.headers['x-event-id']).toBe(first!.headers['x-event-id']);
      expect(second!.body).toBe(first!.body);
      expect(verifies(second!.headers['x-signature'], secret, second!.body)).toBe(true);
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(100);
      const d = await hooks.settled(id, first!.event.id, (x) => x.status === 'succeeded');
      expect(d).toMatchObject({ attempts: 2, last_response_code: 200, last_error: null });
    });

    it('marks a delivery failed when the retry period ends, and a replay delivers it again keeping the log', async () => {
      // The test stack retries for 5 s (WEBHOOK_RETRY_FOR_SECONDS).
      let failing = true;
      const { path, url } = receiver.endpoint(() => (failing ? 503 : 200));
      const { id } = await hooks.subscribe({ url, events: ['crm.client.created'] });
      const client = await hooks.aClient();
      const [req] = await receiver.wait(path, about('crm.client.created', client.id));
      const failed = await hooks.settled(id, req!.event.id, (x) => x.status === 'failed', 20_000);
      expect(failed).toMatchObject({ last_response_code: 503, last_error: 'HTTP 503', next_attempt_at: null, delivered_at: null });
      const attempts = failed.attempts as number;
      expect(attempts).toBeGreaterThanOrEqual(2);
      expect(receiver.at(path, about('crm.client.created', client.id))).toHaveLength(attempts);

      failing = false;
      const replay = await t.api.post(`/api/webhooks/deliveries/${failed.id as number}/replay`).set(bearer(admin));
      expect(replay.status).toBe(202);
      expect(replay.body.record).toMatchObject({ id: failed.id, status: 'pending', attempts });
      await receiver.wait(path, about('crm.client.created', client.id), attempts + 1);
      const done = await hooks.settled(id, req!.event.id, (x) => x.status === 'succeeded');
      expect(done).toMatchObject({ id: failed.id, attempts: attempts + 1, last_response_code: 200, last_error: null });
      expect(await hooks.deliveriesOf(id, req!.event.id)).toHaveLength(1);
    });

    it('replays a delivered event by id: the same event, delivery id and body, signed again', async () => {
      const { path, url } = receiver.endpoint();
      const { id, secret } = await hooks.subscribe({ url, events: ['crm.client.created'] });
      const client = await hooks.aClient();
      const [first] = await receiver.wait(path, about('crm.client.created', client.id));
      const d = await hooks.settled(id, first!.event.id, (x) => x.status === 'succeeded');
      const res = await t.api.post(`/api/webhooks/deliveries/${d.id as number}/replay`).set(bearer(admin));
      expect(res.status).toBe(202);
      const [, again] = await receiver.wait(path, about('crm.client.created', client.id), 2);
      expect(again!.headers['x-webhook-id']).toBe(String(d.id));
      expect(again!.headers['x-event-id']).toBe(first!.headers['x-event-id']);
      expect(again!.body).toBe(first!.body);
      expect(verifies(again!.headers['x-signature'], secret, again!.body)).toBe(true);
      expect(await hooks.settled(id, first!.event.id, (x) => x.attempts === 2)).toMatchObject({ status: 'succeeded', last_response_code: 200 });
    });

    it('an event that comes again (republished under another message id) makes no second delivery', async () => {
      const { path, url } = receiver.endpoint();
      const { id } = await hooks.subscribe({ url, events: ['crm.client.created'] });
      const client = await hooks.aClient();
      const [req] = await receiver.wait(path, about('crm.client.created', client.id));
      // The envelope the domain published, into its stream once more, as a redelivery would bring it.
      const stack = t.stack;
      const nc = await connect({ servers: stack.natsUrl });
      try {
        await nc.jetstream().publish(`${stack.namespace}.crm.client.created`, req!.body, { msgID: `again-${req!.event.id}` });
      } finally {
        await nc.drain();
      }
      // The stream is taken in order: once a later client's delivery is in, the copy has been looked at.
      const later = await hooks.aClient();
      await receiver.wait(path, about('crm.client.created', later.id));
      expect(receiver.at(path, (e) => e.id === req!.event.id)).toHaveLength(1);
      expect(await hooks.deliveriesOf(id, req!.event.id)).toHaveLength(1);
    });

    it('does not replay for an inactive subscription (409), pages and filters the log by status', async () => {
      const { path, url } = receiver.endpoint();
      const { id } = await hooks.subscribe({ url, events: ['crm.client.created'] });
      const [a, b] = [await hooks.aClient(), await hooks.aClient()];
      await receiver.wait(path, about('crm.client.created', a.id));
      const [req] = await receiver.wait(path, about('crm.client.created', b.id));
      await hooks.settled(id, req!.event.id, (x) => x.status === 'succeeded');
      const page = await hooks.deliveries(id, '?limit=1&page=2');
      expect(page.meta).toEqual({ total: expect.any(Number), current_page: 2, per_page: 1 });
      expect(page.meta.total).toBeGreaterThanOrEqual(2);
      expect(page.records).toHaveLength(1);
      const first = await hooks.deliveries(id, '?limit=100');
      expect(first.records.map((d) => d.id)).toEqual([...first.records.map((d) => d.id as number)].sort((x, y) => y - x));
      const succeeded = await hooks.deliveries(id, '?status=succeeded&limit=100');
      expect(succeeded.meta.total).toBeGreaterThanOrEqual(2);
      expect(succeeded.records.every((d) => d.status === 'succeeded')).toBe(true);
      expect((await hooks.deliveries(id, '?status=failed&limit=100')).records.every((d) => d.status === 'failed')).toBe(true);

      await t.api.patch(`/api/webhooks/${id}`).set(bearer(admin)).send({ active: false });
      const res = await t.api.post(`/api/webhooks/deliveries/${succeeded.records[0]!.id as number}/replay`).set(bearer(admin));
      expect(res.status).toBe(409);
    });
  });
});
