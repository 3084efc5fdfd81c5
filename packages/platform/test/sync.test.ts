import { parseListOptions, type Store, SYNC_OVERLAP_MS } from '@bms/platform';
import { eventsFixture, freshNamespace, type ThingDoc } from './events-fixture';

type Row = { id: number; updated_at: string; deleted_at?: string; name?: string };

/**
 * A client that keeps a copy: pages with since (its high-water mark) and
 * after (the last record read), as docs/events.md tells it to.
 */
class SyncingReader {
  readonly held = new Map<number, Row>();
  private high: string | undefined;

  constructor(
    private readonly store: Store<ThingDoc>,
    private readonly limit = 2,
  ) {}

  async sync(): Promise<void> {
    const since = this.high ?? '1970-01-01T00:00:00.000Z';
    let after: string | undefined;
    for (;;) {
      const list = parseListOptions({ since, after });
      const page = await this.store.page({}, { page: 1, limit: this.limit }, (d) => ({ id: d._id, name: d.name }) as Row, { list });
      for (const r of page.records as Row[]) {
        const mine = this.held.get(r.id);
        if (!mine || mine.updated_at <= r.updated_at) this.held.set(r.id, r);
        if (!this.high || r.updated_at > this.high) this.high = r.updated_at;
      }
      if (page.records.length < this.limit) return;
      const last = page.records.at(-1) as Row;
      after = `${last.updated_at},${last.id}`;
    }
  }
}

describe('sync by since and after', () => {
  const fx = eventsFixture();
  afterEach(() => jest.useRealTimers());

  it('a write stamped before the reader’s high-water mark but committed after its sync (a replica whose clock is behind) is in the next sync', async () => {
    const { store, relay, bus } = fx.setup(freshNamespace('sy'));
    try {
      const reader = new SyncingReader(store);
      await store.create({ name: 'a' });
      await store.create({ name: 'b' });
      await reader.sync();
      expect(reader.held.size).toBe(2);
      // The slow replica: its clock 5 s behind.
      jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
      jest.setSystemTime(Date.now() - 5_000);
      const late = await store.create({ name: 'late' });
      jest.useRealTimers();
      await reader.sync();
      expect([...reader.held.values()].map((r) => r.name).sort()).toEqual(['a', 'b', 'late']);
      expect(reader.held.get(late._id)).toBeDefined();
    } finally {
      await relay.stop();
      await bus.close();
    }
  });

  it('a record changed while the reader pages is not skipped: it moves behind the cursor and is read again', async () => {
    const { store, relay, bus } = fx.setup(freshNamespace('sp'));
    try {
      const made = [];
      for (const name of ['p', 'q', 'r', 's', 't']) made.push(await store.create({ name }));
      // Page 1 by hand, then a change to a record on it, then the rest.
      const first = await store.page({}, { page: 1, limit: 2 }, (d) => ({ id: d._id, name: d.name }) as Row, {
        list: parseListOptions({ since: '1970-01-01T00:00:00Z' }),
      });
      await store.update(made[0]!._id, { name: 'p2' });
      const last = first.records.at(-1) as Row;
      const rest = await store.page({}, { page: 1, limit: 10 }, (d) => ({ id: d._id, name: d.name }) as Row, {
        list: parseListOptions({ since: '1970-01-01T00:00:00Z', after: `${last.updated_at},${last.id}` }),
      });
      const names = [...(first.records as Row[]), ...(rest.records as Row[])].map((r) => r.name);
      expect(names).toEqual(['p', 'q', 'r', 's', 't', 'p2']);
    } finally {
      await relay.stop();
      await bus.close();
    }
  });

  it('lists deletions as tombstones, and refuses another order or a malformed cursor', async () => {
    const { store, relay, bus } = fx.setup(freshNamespace('sd'));
    try {
      const a = await store.create({ name: 'gone' });
      await store.softDelete(a._id);
      const reader = new SyncingReader(store, 5);
      await reader.sync();
      expect(reader.held.get(a._id)).toEqual({ id: a._id, deleted_at: expect.any(String), updated_at: expect.any(String) });
      expect(() => parseListOptions({ since: '2026-01-01T00:00:00Z', sort: '-created_at' })).toThrow();
      expect(() => parseListOptions({ since: '2026-01-01T00:00:00Z', after: 'yesterday,3' })).toThrow();
      expect(() => parseListOptions({ after: '2026-01-01T00:00:00.000Z,3' })).toThrow();
      expect(parseListOptions({ since: '2026-01-01T00:01:00Z' }).since).toEqual(new Date(Date.parse('2026-01-01T00:01:00Z') - SYNC_OVERLAP_MS));
    } finally {
      await relay.stop();
      await bus.close();
    }
  });
});
