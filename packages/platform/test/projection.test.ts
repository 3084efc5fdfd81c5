import type mongoose from 'mongoose';
import { connectMongo, createLogger, EventConsumers, newEvent, Projection, projectionSubscription, subjectMatches } from '@bms/platform';
import { dbUrl, readStack } from '../../../test/support/stack';
import { eventsFixture, freshNamespace, logger, until } from './events-fixture';

describe('a projection kept from events, on devdb', () => {
  let conn: mongoose.Connection;
  let n = 0;
  const fresh = () => new Projection<{ name: string }>(conn, `views_${++n}`);

  beforeAll(async () => {
    conn = await connectMongo(dbUrl(readStack(), `projection_${Date.now()}`), createLogger('test', 'silent'));
  });
  afterAll(() => conn.close());

  it('keeps the newest version: an older event arriving late changes nothing', async () => {
    const p = fresh();
    await p.upsert(1, { name: 'second' }, 2);
    await p.upsert(1, { name: 'first' }, 1);
    expect(await p.get(1)).toMatchObject({ name: 'second' });
    await p.upsert(1, { name: 'third' }, 3);
    expect(await p.get(1)).toMatchObject({ name: 'third', version: 3 });
  });

  it('a delete holds against older versions, and a later version (a restore) brings the record back', async () => {
    const p = fresh();
    await p.upsert(1, { name: 'a' }, 1);
    expect(await p.markDeleted(1, 2)).toBe(true);
    await p.upsert(1, { name: 'late' }, 1);
    expect(await p.get(1)).toBeNull();
    expect(await p.markDeleted(1, 2)).toBe(false);
    await p.upsert(2, { name: 'x' }, 1);
    expect(await p.lookup([1, 2, 3])).toEqual({ live: new Set([2]), deleted: new Set([1]) });
    await p.upsert(1, { name: 'restored' }, 3);
    expect(await p.get(1)).toMatchObject({ name: 'restored' });
  });

  it('a restore of a record it never saw creates it', async () => {
    const p = fresh();
    await p.upsert(7, { name: 'seen first as restored' }, 5);
    expect(await p.get(7)).toMatchObject({ name: 'seen first as restored', version: 5 });
  });
});

describe('two writers whose clocks differ, one projection', () => {
  const fx = eventsFixture();
  afterEach(() => jest.useRealTimers());

  /** From now on this process's clock says `offsetMs` more than the real one (timers untouched). */
  function clockAhead(offsetMs: number) {
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
    jest.setSystemTime(Date.now() + offsetMs);
  }

  it('a rename on the fast replica then one on the slow replica ends with the second, as the owner has it', async () => {
    const { bus, relay, store } = fx.setup(freshNamespace('sk'));
    const view = new Projection<{ name: string }>(fx.conn, `things_view_${Date.now()}`);
    const consumers = new EventConsumers(bus, fx.conn.db!, logger, { maxAttempts: 3, retryDelayMs: 20 });
    const data = (d: { _id: number; name: string }) => ({ id: d._id, name: d.name });
    try {
      consumers.start([
        projectionSubscription<{ name: string }, { id: number; version?: number; name: string }>({
          durable: 'things_view',
          domain: 'crm',
          entity: 'crm.thing',
          projection: view,
          fields: (d) => ({ name: d.name ?? '' }),
        }),
      ]);
      const doc = await store.create({ name: 'v0' }, (d) => newEvent('crm.thing.created', data(d), 1));
      clockAhead(2_000); // the fast replica
      await store.update(doc._id, { name: 'v1' }, (d) => newEvent('crm.thing.updated', data(d), 1));
      jest.useRealTimers(); // the slow replica, 2 s behind
      await store.update(doc._id, { name: 'v2' }, (d) => newEvent('crm.thing.updated', data(d), 1));
      await until(async () => (await view.versionOf(doc._id)) === 3);
      await until(async () => (await relay.depth()) === 0);
      await new Promise((r) => setTimeout(r, 300));
      expect(await store.findById(doc._id)).toMatchObject({ name: 'v2', version: 3 });
      expect(await view.get(doc._id)).toMatchObject({ name: 'v2', version: 3 });
    } finally {
      await consumers.stop();
      await relay.stop();
      await bus.close();
    }
  });
});

describe('subject patterns of subscriptions', () => {
  it.each([
    ['crm.client.created', 'crm.client.created', true],
    ['crm.client.created', 'crm.client.deleted', false],
    ['crm.client.*', 'crm.client.deleted', true],
    ['crm.client.*', 'crm.client', false],
    ['crm.>', 'crm.client.deleted', true],
    ['crm.>', 'crm', false],
    ['identity.user.*', 'identity.user.deleted.x', false],
  ] as const)('%s matches %s: %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});
