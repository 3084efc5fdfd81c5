import mongoose from 'mongoose';
import { Conflict, EventConsumers, newEvent, PoisonEvent } from '@bms/platform';
import { readStack } from '../../../test/support/stack';
import { TcpLink } from '../../../test/support/tcp-link';
import { eventsFixture, logger, type ThingDoc, until } from './events-fixture';

describe('outbox and consumers', () => {
  const fx = eventsFixture();
  const setup = fx.setup;
  const streamed = fx.streamed;

  it('publishes each write’s event once, in order per record, with the event id as Nats-Msg-Id', async () => {
    const { bus, relay, store } = setup(`ev${Date.now().toString(36)}a`);
    const doc = await store.create({ name: 'a' }, (d) => newEvent('crm.thing.created', { id: d._id }, 1));
    for (let i = 0; i < 5; i++) await store.update(doc._id, { name: `a${i}` }, () => newEvent('crm.thing.updated', { id: doc._id, n: i }, 1));
    await bus.ready();
    await until(async () => (await relay.depth()) === 0);
    const events = await streamed(bus);
    expect(events.map((e) => e.type)).toEqual(['crm.thing.created', ...Array(5).fill('crm.thing.updated')]);
    expect(events.slice(1).map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4]);

    // The same event again is dropped by JetStream.
    await bus.publish(events[0]!);
    expect(await streamed(bus)).toHaveLength(6);
    await relay.stop();
    await bus.close();
  });

  it('under concurrent updates of one record, each event describes the record its write left', async () => {
    const { bus, relay, store } = setup(`ev${Date.now().toString(36)}h`);
    try {
      const doc = await store.create({ name: 'c', a: 0, b: 0 });
      const state = (d: ThingDoc) => ({ a: d.a, b: d.b, version: d.version });
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          store.update(doc._id, i % 2 ? { a: i + 1 } : { b: i + 1 }, (after) => newEvent('crm.thing.updated', state(after), 1)),
        ),
      );
      await bus.ready();
      await until(async () => (await relay.depth()) === 0);
      const events = (await streamed(bus)).map((e) => e.data as { a: number; b: number; version: number });
      expect(events).toHaveLength(20);
      // Each write is the next version of the record, and its event says so.
      expect(events.map((e) => e.version)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
      // One write changes one field: from each event to the next, exactly one differs.
      for (let i = 1; i < events.length; i++) {
        const changed = (['a', 'b'] as const).filter((k) => events[i]![k] !== events[i - 1]![k]);
        expect(changed).toHaveLength(1);
      }
      expect(events.at(-1)).toEqual(state((await store.findById(doc._id))!));
    } finally {
      await relay.stop();
      await bus.close();
    }
  });

  it('keeps events while NATS is down and publishes them, in order, when it is back', async () => {
    const { bus, relay, store } = setup(`ev${Date.now().toString(36)}b`);
    await bus.ready();
    await bus.ensureStream('crm');
    await fx.nats.down();
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const d = await store.create({ name: `n${i}` }, (x) => newEvent('crm.thing.created', { id: x._id }, 1));
      ids.push(d._id);
    }
    expect(await relay.depth()).toBe(10);
    await fx.nats.up();
    await until(async () => (await relay.depth()) === 0, 20_000);
    const events = await streamed(bus);
    expect(events.map((e) => (e.data as { id: number }).id)).toEqual(ids);
    await relay.stop();
    await bus.close();
  });

  it('applies each event once, parks poison without blocking, and retries failures in order', async () => {
    const ns = `ev${Date.now().toString(36)}c`;
    const { bus } = setup(ns);
    const applied: number[] = [];
    let failuresLeft = 2;
    const consumers = new EventConsumers(bus, fx.conn.db!, logger, { maxAttempts: 5, retryDelayMs: 20 });
    consumers.start([
      {
        durable: 'things',
        domain: 'crm',
        types: ['crm.thing.*'],
        async handle(evt) {
          const n = (evt.data as { n?: unknown }).n;
          if (typeof n !== 'number') throw new PoisonEvent('no n');
          if (n === 2 && failuresLeft-- > 0) throw new Error('transient');
          applied.push(n);
        },
      },
    ]);
    await bus.ready();
    await bus.ensureStream('crm');
    const e = (n: unknown) => newEvent('crm.thing.updated', { n }, 1);
    const first = e(1);
    await bus.publish(first);
    await bus.publish(e('garbage'));
    await bus.jetstream!.publish(bus.subject('crm.thing.updated'), 'not json at all');
    await bus.publish(e(2));
    await bus.publish(e(3));
    // The same event published again under another message id: applied once.
    await bus.jetstream!.publish(bus.subject('crm.thing.updated'), JSON.stringify(first), { msgID: 'another-id' });
    await bus.publish(e(4));
    await until(() => applied.length >= 4);
    await new Promise((r) => setTimeout(r, 200));
    expect(applied).toEqual([1, 2, 3, 4]);
    const parked = await fx.conn.db!.collection('parked_events').find({ durable: 'things' }).toArray();
    expect(parked.map((p) => p.reason).sort()).toEqual(['no n', expect.stringMatching(/JSON|Unexpected/)].sort());
    await consumers.stop();
    await bus.close();
  });

  it('retries an event whose handler fails for an outage more times than the poison bound, then applies it once, in order, unparked', async () => {
    const { bus } = setup(`ev${Date.now().toString(36)}e`);
    const applied: number[] = [];
    const tries: Record<number, number> = {};
    const consumers = new EventConsumers(bus, fx.conn.db!, logger, { maxAttempts: 5, retryDelayMs: 20, maxRetryDelayMs: 100 });
    try {
      consumers.start([
        {
          durable: 'outage',
          domain: 'crm',
          types: ['crm.thing.*'],
          async handle(evt) {
            const n = (evt.data as { n: number }).n;
            tries[n] = (tries[n] ?? 0) + 1;
            if (n === 1 && tries[n]! <= 8) throw new mongoose.mongo.MongoNetworkError('connection 7 to 127.0.0.1:27017 closed');
            applied.push(n);
          },
        },
      ]);
      await bus.ready();
      await bus.publish(newEvent('crm.thing.updated', { n: 1 }, 1));
      await bus.publish(newEvent('crm.thing.updated', { n: 2 }, 1));
      await until(() => applied.length >= 2);
      await new Promise((r) => setTimeout(r, 200));
      expect(applied).toEqual([1, 2]);
      expect(tries[1]).toBe(9);
      expect(await fx.conn.db!.collection('parked_events').countDocuments({ durable: 'outage' })).toBe(0);
    } finally {
      await consumers.stop();
      await bus.close();
    }
  });

  it('retries an event whose handler keeps failing (a conflict that lost its races) past maxAttempts, never parks it, and applies it once it can, in order', async () => {
    const { bus } = setup(`ev${Date.now().toString(36)}f`);
    const applied: number[] = [];
    const tries: Record<number, number> = {};
    const consumers = new EventConsumers(bus, fx.conn.db!, logger, { maxAttempts: 3, retryDelayMs: 20, maxRetryDelayMs: 100 });
    try {
      consumers.start([
        {
          durable: 'refused',
          domain: 'crm',
          types: ['crm.thing.*'],
          async handle(evt) {
            const n = (evt.data as { n: number }).n;
            tries[n] = (tries[n] ?? 0) + 1;
            if (n === 1 && tries[n]! <= 10) throw new Conflict('The record was changed by other requests at the same time; try again.');
            applied.push(n);
          },
        },
      ]);
      await bus.ready();
      await bus.publish(newEvent('crm.thing.updated', { n: 1 }, 1));
      await bus.publish(newEvent('crm.thing.updated', { n: 2 }, 1));
      await until(() => applied.length >= 2, 20_000);
      await new Promise((r) => setTimeout(r, 300));
      expect(applied).toEqual([1, 2]);
      expect(tries[1]).toBe(11);
      expect(await fx.conn.db!.collection('parked_events').countDocuments({ durable: 'refused' })).toBe(0);
    } finally {
      await consumers.stop();
      await bus.close();
    }
  });

  it('when the consumer’s database is unreachable longer than the retries last, events wait (a poison one too) and are handled once it is back', async () => {
    const { bus } = setup(`ev${Date.now().toString(36)}g`);
    const base = new URL(readStack().mongoBase);
    const link = await TcpLink.to(base.hostname, Number(base.port));
    const url = new URL(base.toString());
    url.host = `127.0.0.1:${link.port}`;
    url.pathname = `/${fx.conn.db!.databaseName}`;
    const linked = await mongoose.createConnection(url.toString(), { serverSelectionTimeoutMS: 300 }).asPromise();
    const applied: number[] = [];
    const consumers = new EventConsumers(bus, linked.db!, logger, { maxAttempts: 5, retryDelayMs: 20, maxRetryDelayMs: 200 });
    try {
      consumers.start([
        {
          durable: 'linked',
          domain: 'crm',
          types: ['crm.thing.*'],
          async handle(evt) {
            applied.push((evt.data as { n: number }).n);
          },
        },
      ]);
      await bus.ready();
      const first = newEvent('crm.thing.updated', { n: 1 }, 1);
      await bus.publish(first);
      // Handled and recorded so: cut between the two, the event is handled again once the link is back (at least once).
      await until(async () => applied.length >= 1 && (await fx.conn.db!.collection('handled_events').countDocuments({ _id: `linked:${first.id}` } as object)) === 1);
      await link.down();
      await bus.jetstream!.publish(bus.subject('crm.thing.updated'), 'not json at all');
      await bus.publish(newEvent('crm.thing.updated', { n: 2 }, 1));
      await bus.publish(newEvent('crm.thing.updated', { n: 3 }, 1));
      // Longer than maxAttempts tries of every one of them.
      await new Promise((r) => setTimeout(r, 4_000));
      expect(applied).toEqual([1]);
      await link.up();
      await until(() => applied.length >= 3, 20_000);
      await new Promise((r) => setTimeout(r, 200));
      expect(applied).toEqual([1, 2, 3]);
      const parked = await fx.conn.db!.collection('parked_events').find({ durable: 'linked' }).toArray();
      expect(parked.map((p) => p.reason)).toEqual([expect.stringMatching(/JSON|Unexpected/)]);
    } finally {
      await consumers.stop();
      await bus.close();
      await linked.close();
      await link.down();
    }
  }, 40_000);
});
