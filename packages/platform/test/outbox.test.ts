import { AppError, EventConsumers, MAX_EVENT_BYTES, newEvent, OUTBOX_FIELD } from '@bms/platform';
import { eventsFixture, freshNamespace, logger, until } from './events-fixture';

describe('the outbox relay goes on past an event NATS will not take', () => {
  const fx = eventsFixture();

  it('a 1.2 MB event ahead of small ones is moved to the dead letters, and the small ones are published', async () => {
    const { bus, relay, store, model, deadLetters } = fx.setup(freshNamespace('dl'));
    try {
      await bus.ready();
      await bus.ensureStream('crm');
      // Written as an older version of the code could have (the write-time check refuses it now).
      const big = { ...newEvent('crm.thing.created', { id: 1 }, 1), data: { id: 1, blob: 'x'.repeat(1_200_000) } };
      const behind = newEvent('crm.thing.updated', { id: 1, n: 1 }, 1);
      await model.collection.insertOne({ _id: 1, name: 'big', [OUTBOX_FIELD]: [big, behind] } as never);
      const other = newEvent('crm.thing.created', { id: 2 }, 1);
      await model.collection.insertOne({ _id: 2, name: 'small', [OUTBOX_FIELD]: [other] } as never);

      await relay.sweep().catch(() => undefined);
      await until(async () => (await relay.depth()) === 0);

      const published = (await fx.streamed(bus)).map((e) => e.id);
      expect(published.sort()).toEqual([behind.id, other.id].sort());
      const dead = await deadLetters.find({}).toArray();
      expect(dead).toEqual([expect.objectContaining({ _id: big.id, collection: model.collection.collectionName, doc_id: 1, error: expect.stringMatching(/MAX_PAYLOAD/) })]);
      expect((dead[0]!.event as { type: string }).type).toBe('crm.thing.created');
      // A write after it goes out at once, as usual.
      await store.update(2, { name: 'again' }, () => newEvent('crm.thing.updated', { id: 2, n: 2 }, 1));
      await until(async () => (await fx.streamed(bus)).length === 3);
    } finally {
      await relay.stop();
      await bus.close();
    }
  });

  it('one document that cannot be published now does not hold back the sweep of the others', async () => {
    const { bus, relay, model } = fx.setup(freshNamespace('st'));
    try {
      await bus.ready();
      await bus.ensureStream('crm');
      // An event whose stream cannot be made (a space in its name): refused now, kept for later.
      const stuck = newEvent('no stream.thing.created', { id: 1 }, 1);
      await model.collection.insertOne({ _id: 1, name: 'stuck', [OUTBOX_FIELD]: [stuck] } as never);
      const fine = newEvent('crm.thing.created', { id: 2 }, 1);
      await model.collection.insertOne({ _id: 2, name: 'fine', [OUTBOX_FIELD]: [fine] } as never);
      await expect(relay.sweep()).rejects.toBeDefined();
      expect((await fx.streamed(bus)).map((e) => e.id)).toEqual([fine.id]);
      expect(await relay.depth()).toBe(1);
    } finally {
      await relay.stop();
      await bus.close();
    }
  });

  it('a write whose event could never be published is refused, and nothing is written', async () => {
    const { bus, relay, store, model } = fx.setup(freshNamespace('rf'));
    try {
      const write = () => store.create({ name: 'huge' }, (d) => newEvent('crm.thing.created', { id: d._id, blob: 'y'.repeat(MAX_EVENT_BYTES) }, 1));
      await expect(write()).rejects.toEqual(expect.objectContaining({ kind: 'too_large' }));
      await expect(write()).rejects.toBeInstanceOf(AppError);
      expect(await model.collection.countDocuments({})).toBe(0);
    } finally {
      await relay.stop();
      await bus.close();
    }
  });
});

describe('a consumer that stops', () => {
  const fx = eventsFixture();

  it.each([1, 3])('acks the events it was handling (%i at a time), so that nothing comes back after the ack timeout', async (concurrency) => {
    const { bus } = fx.setup(freshNamespace(`sd${concurrency}`));
    const consumers = new EventConsumers(bus, fx.conn.db!, logger, { maxAttempts: 3, retryDelayMs: 20 });
    let started = 0;
    let finished = 0;
    consumers.start([
      {
        durable: 'slow',
        domain: 'crm',
        types: ['crm.thing.*'],
        concurrency,
        async handle() {
          started++;
          await new Promise((r) => setTimeout(r, 500));
          finished++;
        },
      },
    ]);
    try {
      await bus.ready();
      for (let n = 0; n < concurrency; n++) await bus.publish(newEvent('crm.thing.updated', { n }, 1));
      await until(() => started === concurrency);
      await consumers.stop();
      expect(finished).toBe(concurrency);
      const info = await bus.manager!.consumers.info(bus.streamName('crm'), `${bus.namespace}_slow`);
      expect(info.num_ack_pending).toBe(0);
      expect(info.num_redelivered).toBe(0);
      expect(info.ack_floor.stream_seq).toBe(info.delivered.stream_seq);
      expect(info.ack_floor.stream_seq).toBe(concurrency);
    } finally {
      await bus.close();
    }
  });
});

describe('where a consumer stands against retention', () => {
  const fx = eventsFixture();

  it('reports its lag and the age of its oldest unhandled event, and whether the stream dropped events it never handled', async () => {
    const { bus } = fx.setup(freshNamespace('ht'));
    await bus.ready();
    await bus.ensureStream('crm');
    // Events older than the consumer, dropped before it started (as retention does).
    await bus.publish(newEvent('crm.thing.created', { id: 1 }, 1));
    await bus.manager!.streams.purge(bus.streamName('crm'));
    let release = false;
    const consumers = new EventConsumers(bus, fx.conn.db!, logger, { maxAttempts: 1, retryDelayMs: 50, maxRetryDelayMs: 100 });
    consumers.start([
      {
        durable: 'behind',
        domain: 'crm',
        types: ['crm.thing.*'],
        async handle() {
          if (!release) throw new Error('not yet');
        },
      },
    ]);
    try {
      await bus.publish(newEvent('crm.thing.updated', { id: 1 }, 1));
      await new Promise((r) => setTimeout(r, 1_200));
      const stuck = (await consumers.standing()).behind!;
      expect(stuck.lag).toBeGreaterThanOrEqual(1);
      expect(stuck.oldestAgeSeconds).toBeGreaterThan(0.5);
      expect(stuck.missed).toBe(true);
      release = true;
      await until(async () => (await consumers.standing()).behind?.lag === 0);
      expect((await consumers.standing()).behind).toEqual({ lag: 0, oldestAgeSeconds: 0, missed: false });
    } finally {
      await consumers.stop();
      await bus.close();
    }
  });
});
