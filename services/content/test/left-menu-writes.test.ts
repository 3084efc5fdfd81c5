import { type AuthedContext, Caller, connectMongo, Counters, createLogger, EventBus, OutboxRelay, withRequestContext } from '@bms/platform';
import type { Connection } from 'mongoose';
import { dbUrl, readStack } from '../../../test/support/stack';
import { BUILT_IN_MENUS } from '../src/left-menus/built-in-menus';
import { LeftMenuService } from '../src/left-menus/left-menu.service';
import type { MenuLockDoc } from '../src/left-menus/menu-lock';

const logger = createLogger('test', process.env.TEST_LOG ?? 'silent');
const staff = BUILT_IN_MENUS.default.map((i) => i.title);

/**
 * The left menus' writes of several items on the real database (the test
 * stack's devdb) and NATS: at the same time, and after a writer that died
 * half way. Each test has a database of its own, seeded as a start seeds it.
 */
describe('left menu writes of several items', () => {
  const conns: Connection[] = [];
  const events: { bus: EventBus; relay: OutboxRelay }[] = [];
  afterAll(async () => {
    for (const { bus, relay } of events) {
      await relay.stop();
      await bus.close();
    }
    for (const conn of conns) {
      await conn.db!.dropDatabase();
      await conn.close();
    }
  });

  /** Content's left menus on a database of their own; `lock` times short enough for a test. */
  async function menus(lock = { leaseMs: 30_000, waitMs: 5_000 }) {
    const conn = await connectMongo(dbUrl(readStack(), `menus_${Date.now().toString(36)}_${conns.length}`), logger);
    conns.push(conn);
    // Under the run's namespace, which the global teardown clears, and small: JetStream
    // reserves a stream's limit up front (1 GiB by default) on the shared server.
    const stack = readStack();
    const bus = new EventBus(stack.natsUrl, `${stack.namespace}menus${events.length}`, logger, 'test', { maxBytes: 8 * 1024 * 1024 });
    const relay = new OutboxRelay(bus, logger);
    events.push({ bus, relay });
    const service = new LeftMenuService(conn, new Counters(conn), relay, lock);
    const items = conn.db!.collection<{ type: string; user_id: number; title: string; position: number; deleted_at: Date | null }>('left_menu_items');
    const locks = conn.db!.collection<MenuLockDoc>('left_menu_locks');
    const ctx = (user_id: number, is_admin = false): AuthedContext => ({
      caller: new Caller(user_id, 'staff', is_admin, 0, { menus: ['read', 'create', 'delete'] }, 'jti', 'session'),
      token: undefined,
      requestId: 'test',
      metadata: {} as AuthedContext['metadata'],
    });
    const titles = async (type: string, user_id: number) =>
      (await items.find({ type, user_id, deleted_at: null }).sort({ position: 1, _id: 1 }).toArray()).map((i) => i.title);
    const add = (user_id: number, title: string, type = 'user', is_admin = false) =>
      service.add({ input: { title, url: `/${title}`, icon: '', type, position: 0 } }, ctx(user_id, is_admin));
    const reset = (user_id: number, type: string, is_admin = false) => service.reset({ type }, ctx(user_id, is_admin));
    /** The menu `user_id` is shown, by its titles: their own, else the shared one (GET /api/left-menus). */
    const shown = async (user_id: number) => (await service.list({ type: '' }, ctx(user_id))).records!.map((r) => r.title!);
    await service.seed();
    // The models' indexes are built in the background (autoIndex); on devdb a build holds the
    // database's writes until it ends, which a timed test must not meet half way.
    await Promise.all(Object.values(conn.models).map((model) => model.init()));
    return { service, items, locks, titles, add, reset, shown };
  }

  it('copies the shared menu once when one user adds several items at once', async () => {
    const m = await menus();
    const added = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((t) => m.add(7, t)));
    expect(added.map((r) => Number(r.record!.position)).sort((a, b) => a - b)).toEqual([9, 10, 11, 12, 13]);
    const mine = await m.titles('user', 7);
    expect(mine.slice(0, staff.length)).toEqual(staff);
    expect(mine.slice(staff.length).sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('returns a shared menu to its built-in items once when admins reset it at once', async () => {
    const m = await menus();
    await m.add(1, 'Reports', 'default', true);
    await Promise.all([1, 2, 3].map((admin) => m.reset(admin, 'default', true)));
    expect(await m.titles('default', 0)).toEqual(staff);
  });

  it('undoes the copy a writer that died left half made, before the next write of that menu', async () => {
    const m = await menus();
    // A writer died after copying two of the shared menu's items into user 9's own menu.
    await m.items.insertMany(staff.slice(0, 2).map((title, i) => ({ _id: 900 + i, type: 'user', user_id: 9, title, position: i + 1, deleted_at: null })) as never);
    await m.locks.insertOne({ _id: 'user:9', until: new Date(Date.now() - 1), holder: 'dead', unfinished: { op: 'clear', user_id: 9 } });
    await m.add(9, 'Reports');
    expect(await m.titles('user', 9)).toEqual([...staff, 'Reports']);
    expect((await m.locks.findOne({ _id: 'user:9' }))?.unfinished).toBeNull();
  });

  it('finishes the reset a writer that died left half done, and a first filling at the next start', async () => {
    const m = await menus();
    const [first] = await m.items.find({ type: 'default', deleted_at: null }).sort({ position: 1 }).toArray();
    // Died resetting the shared menu: one built-in item deleted, none back yet.
    await m.items.updateOne({ _id: first!._id }, { $set: { deleted_at: new Date() } });
    await m.locks.updateOne({ _id: 'default' }, { $set: { until: new Date(Date.now() - 1), holder: 'dead', unfinished: { op: 'reset', type: 'default', actor: 1 } } });
    // Died filling the client menu on the first start: two of its items made, not marked filled.
    const client = BUILT_IN_MENUS.client_default.map((i) => i.title);
    await m.items.updateMany({ type: 'client_default', position: { $gt: 2 } }, { $set: { deleted_at: new Date() } });
    await m.locks.updateOne({ _id: 'client_default' }, { $set: { until: new Date(Date.now() - 1), holder: 'dead', unfinished: { op: 'seed', type: 'client_default' } } });
    await m.service.seed();
    expect(await m.titles('default', 0)).toEqual(staff);
    expect(await m.titles('client_default', 0)).toEqual(client);
    expect(await m.locks.countDocuments({ unfinished: { $ne: null } })).toBe(0);
  });

  it('shows a reader a shared menu whole while admins reset it, never a reset half done', async () => {
    const m = await menus();
    await m.add(1, 'Reports', 'default', true);
    const seen: string[][] = [];
    let resetting = true;
    const resets = (async () => {
      for (let i = 0; i < 4; i++) await m.reset(1, 'default', true);
    })().finally(() => (resetting = false));
    while (resetting) seen.push(await m.shown(3));
    await resets;
    expect(seen.length).toBeGreaterThan(0);
    // Each read is the menu before the first reset (with Reports) or after one: nothing between.
    for (const titles of seen) expect([[...staff, 'Reports'], staff]).toContainEqual(titles);
  });

  it('shows a reader the reset a writer that died left half done, finished first', async () => {
    const m = await menus();
    const [first, second] = await m.items.find({ type: 'default', deleted_at: null }).sort({ position: 1 }).toArray();
    await m.items.updateMany({ _id: { $in: [first!._id, second!._id] } }, { $set: { deleted_at: new Date() } });
    await m.locks.updateOne({ _id: 'default' }, { $set: { until: new Date(Date.now() - 1), holder: 'dead', unfinished: { op: 'reset', type: 'default', actor: 1 } } });
    expect(await m.shown(3)).toEqual(staff);
    expect((await m.locks.findOne({ _id: 'default' }))?.unfinished).toBeNull();
  });

  it('has a reader wait for a live writer of several items to finish, not for its lock', async () => {
    const m = await menus({ leaseMs: 30_000, waitMs: 2_000 });
    const [first] = await m.items.find({ type: 'default', deleted_at: null }).sort({ position: 1 }).toArray();
    // A live admin's reset, one item deleted so far; 200 ms on it puts the item back and notes
    // itself done, holding the lock on (as a writer does for its last single write).
    await m.items.updateOne({ _id: first!._id }, { $set: { deleted_at: new Date() } });
    await m.locks.updateOne({ _id: 'default' }, { $set: { until: new Date(Date.now() + 60_000), holder: 'alive', unfinished: { op: 'reset', type: 'default', actor: 1 } } });
    setTimeout(() => {
      void (async () => {
        await m.items.updateOne({ _id: first!._id }, { $set: { deleted_at: null } });
        await m.locks.updateOne({ _id: 'default' }, { $set: { unfinished: null } });
      })();
    }, 200);
    // Readers at once: none holds up another, none waits out the writer's lock.
    const shown = await Promise.all([3, 4, 5, 6, 8].map((user) => m.shown(user)));
    expect(shown).toEqual(shown.map(() => staff));
    // A writer stuck part way past the wait: 409 for a reader too.
    await m.locks.updateOne({ _id: 'default' }, { $set: { unfinished: { op: 'reset', type: 'default', actor: 1 } } });
    await expect(m.shown(3)).rejects.toMatchObject({ kind: 'conflict' });
  });

  it("starts a user's own menu from the whole shared menu, when a reset of it was left half done", async () => {
    const m = await menus();
    const [first] = await m.items.find({ type: 'default', deleted_at: null }).sort({ position: 1 }).toArray();
    await m.items.updateOne({ _id: first!._id }, { $set: { deleted_at: new Date() } });
    await m.locks.updateOne({ _id: 'default' }, { $set: { until: new Date(Date.now() - 1), holder: 'dead', unfinished: { op: 'reset', type: 'default', actor: 1 } } });
    await m.add(4, 'Reports');
    expect(await m.titles('user', 4)).toEqual([...staff, 'Reports']);
    expect(await m.shown(4)).toEqual([...staff, 'Reports']);
  });

  it('waits for a live writer of the same menu, and answers 409 when it holds on past the wait', async () => {
    const m = await menus({ leaseMs: 30_000, waitMs: 300 });
    await m.locks.insertOne({ _id: 'user:5', until: new Date(Date.now() + 60_000), holder: 'alive' });
    await expect(m.add(5, 'Reports')).rejects.toMatchObject({ kind: 'conflict', retryAfterSeconds: 1 });
    expect(await m.titles('user', 5)).toEqual([]);
    // Another user's menu is not held up.
    await m.add(6, 'Reports');
    setTimeout(() => void m.locks.updateOne({ _id: 'user:5' }, { $set: { until: new Date(0) } }), 100);
    await m.add(5, 'Reports');
    expect(await m.titles('user', 5)).toEqual([...staff, 'Reports']);
  });

  it('answers 409 while the request still has time, when its deadline comes before the end of the wait', async () => {
    const m = await menus({ leaseMs: 30_000, waitMs: 5_000 });
    await m.locks.insertOne({ _id: 'user:7', until: new Date(Date.now() + 60_000), holder: 'alive' });
    const started = Date.now();
    const added = withRequestContext({ request_id: 'test', deadline: started + 1500 }, () => m.add(7, 'Reports'));
    await expect(added).rejects.toMatchObject({ kind: 'conflict' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await m.titles('user', 7)).toEqual([]);
  });
});
