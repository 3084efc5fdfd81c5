import type mongoose from 'mongoose';
import { connectMongo, createLogger, newEvent } from '@bms/platform';
import { dbUrl, readStack } from '../../../test/support/stack';
import { userSubscription } from '../src/users/user.events';
import { userProjection } from '../src/users/user.view';

/**
 * work's users, kept from identity's events by version: events applied late
 * or twice change nothing, and a user's deletion takes them off tasks and
 * teams once. On a database of the test stack's own.
 */
describe("work's users projection", () => {
  let conn: mongoose.Connection;
  beforeAll(async () => {
    conn = await connectMongo(dbUrl(readStack(), `work_users_${Date.now().toString(36)}`), createLogger('test', 'silent'));
  });
  afterAll(async () => {
    await conn.db!.dropDatabase();
    await conn.close();
  });

  const user = (version: number, first_name: string) => ({ id: 41, version, first_name, last_name: 'Lee', email: 'lee@example.com', user_type: 'staff', status: 'active', role_id: 2 });

  it('holds the newest version whatever order the events come in, and runs a deletion once', async () => {
    const projection = userProjection(conn);
    const removed: Array<[number, number]> = [];
    const sub = userSubscription(projection, async (id, actor) => {
      removed.push([id, actor]);
    });
    await sub.handle(newEvent('identity.user.updated', user(3, 'Third'), 1));
    // Older, later: nothing changes.
    await sub.handle(newEvent('identity.user.created', user(1, 'First'), 1));
    await sub.handle(newEvent('identity.user.updated', user(2, 'Second'), 1));
    expect(await projection.get(41)).toMatchObject({ first_name: 'Third', version: 3 });

    await sub.handle(newEvent('identity.user.deleted', { id: 41, version: 4 }, 9));
    await sub.handle(newEvent('identity.user.deleted', { id: 41, version: 4 }, 9));
    expect(await projection.get(41)).toBeNull();
    expect(removed).toEqual([[41, 9]]);

    // A restore, newer than the deletion, brings the user back.
    await sub.handle(newEvent('identity.user.restored', user(5, 'Back'), 1));
    expect(await projection.get(41)).toMatchObject({ first_name: 'Back', version: 5 });
  });

  it('finishes a deletion whose run stopped mid-way when its event comes again, and runs a finished one no more', async () => {
    const projection = userProjection(conn);
    const runs: number[] = [];
    const sub = userSubscription(projection, async (id) => {
      runs.push(id);
      // The first run stops before it is done, as a work stopped at that moment would.
      if (runs.length === 1) throw new Error('work stopped');
    });
    await sub.handle(newEvent('identity.user.created', { ...user(1, 'Kim'), id: 42 }, 1));
    const deleted = newEvent('identity.user.deleted', { id: 42, version: 2 }, 9);
    await expect(sub.handle(deleted)).rejects.toThrow('work stopped');
    await sub.handle(deleted);
    expect(runs).toEqual([42, 42]);
    await sub.handle(deleted);
    expect(runs).toEqual([42, 42]);
    expect(await projection.get(42)).toBeNull();
  });
});
