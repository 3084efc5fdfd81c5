import { EventConsumers, type EventEnvelope, newEvent } from '@bms/platform';
import { eventsFixture, logger, until } from './events-fixture';

describe('consumers by kind of subscription', () => {
  const fx = eventsFixture();
  const setup = fx.setup;

  it('an idempotent subscription keeps no record of handled events: an event given twice reaches its handler twice', async () => {
    const { bus } = setup(`ev${Date.now().toString(36)}i`);
    const seen: string[] = [];
    const consumers = new EventConsumers(bus, fx.conn.db!, logger, { maxAttempts: 5, retryDelayMs: 20 });
    try {
      consumers.start([
        {
          durable: 'idem',
          domain: 'crm',
          types: ['crm.>'],
          idempotent: true,
          async handle(evt) {
            seen.push(evt.id);
          },
        },
      ]);
      await bus.ready();
      const created = newEvent('crm.thing.created', { id: 1 }, 1);
      await bus.publish(created);
      await bus.jetstream!.publish(bus.subject('crm.thing.created'), JSON.stringify(created), { msgID: 'again-idem' });
      const later = newEvent('crm.thing.updated', { id: 1 }, 1);
      await bus.publish(later);
      await until(() => seen.length >= 3);
      expect(seen).toEqual([created.id, created.id, later.id]);
      expect(await fx.conn.db!.collection('handled_events').countDocuments({ _id: { $in: [`idem:${created.id}`, `idem:${later.id}`] } } as never)).toBe(0);
    } finally {
      await consumers.stop();
      await bus.close();
    }
  });

  it('a subscription with a concurrency handles that many events at once, and one that fails is retried without holding the others', async () => {
    const { bus } = setup(`ev${Date.now().toString(36)}k`);
    const consumers = new EventConsumers(bus, fx.conn.db!, logger, { maxAttempts: 1, retryDelayMs: 20, maxRetryDelayMs: 50 });
    let inHand = 0;
    let most = 0;
    const done: number[] = [];
    let failures = 0;
    // The first three are held until three are in hand at once (or 3 s, so that a consumer taking
    // one at a time fails the count below rather than hang).
    let openGate!: () => void;
    const gate = new Promise<void>((r) => (openGate = r));
    const giveUp = setTimeout(() => openGate(), 3_000);
    try {
      consumers.start([
        {
          durable: 'wide',
          domain: 'crm',
          types: ['crm.>'],
          concurrency: 3,
          async handle(evt) {
            const n = (evt.data as { n: number }).n;
            inHand++;
            most = Math.max(most, inHand);
            try {
              if (inHand === 3) openGate();
              if (n < 3) await gate;
              // Event 3 fails until the last one is done: the others do not wait for it.
              if (n === 3 && !done.includes(9)) {
                failures++;
                throw new Error('not yet');
              }
              await new Promise((r) => setTimeout(r, 5));
              done.push(n);
            } finally {
              inHand--;
            }
          },
        },
      ]);
      await bus.ready();
      for (let n = 0; n < 10; n++) await bus.publish(newEvent('crm.thing.updated', { id: n, n }, 1));
      await until(() => done.length >= 10, 15_000);
      expect([...done].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(most).toBe(3);
      expect(failures).toBeGreaterThan(0);
      expect(done.at(-1)).toBe(3);
      // Every one acked: nothing left for the consumer.
      await until(async () => (await consumers.standingOf({ durable: 'wide', domain: 'crm' }))?.lag === 0);
    } finally {
      clearTimeout(giveUp);
      await consumers.stop();
      await bus.close();
    }
  });

  it('gives an event to every subscription of a service that takes it, each once', async () => {
    const { bus } = setup(`ev${Date.now().toString(36)}d`);
    const seen: Record<string, string[]> = { all: [], created: [] };
    const sub = (durable: string, types: string[]) => ({
      durable,
      domain: 'crm' as const,
      types,
      async handle(evt: EventEnvelope) {
        seen[durable]!.push(evt.type);
      },
    });
    // One service (one database), the second subscription added after the
    // first has handled the event.
    const first = new EventConsumers(bus, fx.conn.db!, logger, { maxAttempts: 5, retryDelayMs: 20 });
    const second = new EventConsumers(bus, fx.conn.db!, logger, { maxAttempts: 5, retryDelayMs: 20 });
    try {
      first.start([sub('all', ['crm.>'])]);
      await bus.ready();
      const created = newEvent('crm.thing.created', { id: 1 }, 1);
      await bus.publish(created);
      await bus.publish(newEvent('crm.thing.updated', { id: 1 }, 1));
      await until(() => seen.all!.length >= 2);
      second.start([sub('created', ['crm.thing.created'])]);
      await until(() => seen.created!.length >= 1);
      // Published again under another message id: still once per subscription.
      await bus.jetstream!.publish(bus.subject('crm.thing.created'), JSON.stringify(created), { msgID: 'again' });
      await new Promise((r) => setTimeout(r, 500));
      expect(seen).toEqual({ all: ['crm.thing.created', 'crm.thing.updated'], created: ['crm.thing.created'] });
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await bus.close();
    }
  });
});
