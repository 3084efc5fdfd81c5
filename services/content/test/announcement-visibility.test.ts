import type mongoose from 'mongoose';
import { Caller, connectMongo, createLogger } from '@bms/platform';
import { dbUrl, readStack } from '../../../test/support/stack';
import { visibleTo } from '../src/announcements/announcement.rules';

/**
 * Who sees which announcement (announcement.rules.ts visibleTo): admins all;
 * anyone else those active on the day (from the start date to the end date,
 * both included; no end: until deleted) meant for their user type, for
 * everyone, or for them by id. The filter is run on a database of the test
 * stack's own, over announcements stored as the module's create rule
 * stores them.
 */
describe('announcement visibility', () => {
  const on = '2026-06-15';
  let conn: mongoose.Connection;
  let stored: mongoose.mongo.Collection;

  const open = { end_date: null };
  const announcements = [
    { _id: 1, title: 'staff, open', audience: 'staff', user_ids: [], start_date: '2026-06-01', ...open },
    { _id: 2, title: 'clients, open', audience: 'clients', user_ids: [], start_date: '2026-06-01', ...open },
    { _id: 3, title: 'everyone, ends today', audience: 'everyone', user_ids: [], start_date: '2026-06-01', end_date: on },
    { _id: 4, title: 'everyone, starts today', audience: 'everyone', user_ids: [], start_date: on, ...open },
    { _id: 5, title: 'everyone, starts tomorrow', audience: 'everyone', user_ids: [], start_date: '2026-06-16', ...open },
    { _id: 6, title: 'everyone, ended yesterday', audience: 'everyone', user_ids: [], start_date: '2026-06-01', end_date: '2026-06-14' },
    { _id: 7, title: 'users 7 and 9', audience: 'users', user_ids: [7, 9], start_date: '2026-06-10', end_date: '2026-06-30' },
    { _id: 8, title: 'users 7, ended', audience: 'users', user_ids: [7], start_date: '2026-05-01', end_date: '2026-05-31' },
    { _id: 9, title: 'staff, no end stored', audience: 'staff', user_ids: [], start_date: '2026-06-01' },
  ];

  beforeAll(async () => {
    conn = await connectMongo(dbUrl(readStack(), `content_visibility_${Date.now().toString(36)}`), createLogger('test', 'silent'));
    stored = conn.db!.collection('announcements');
    await stored.insertMany(announcements as never);
  });
  afterAll(async () => {
    await conn.db!.dropDatabase();
    await conn.close();
  });

  const caller = (user_id: number, user_type: 'staff' | 'client', is_admin = false) => new Caller(user_id, user_type, is_admin, 0, {}, 'jti', 'session');
  const seenBy = async (c: Caller, day = on) => (await stored.find(visibleTo(c, day)).sort({ _id: 1 }).toArray()).map((a) => a._id);

  it('shows staff what is for staff or everyone, active on the day', async () => {
    expect(await seenBy(caller(8, 'staff'))).toEqual([1, 3, 4, 9]);
  });

  it('shows clients what is for clients or everyone, active on the day', async () => {
    expect(await seenBy(caller(8, 'client'))).toEqual([2, 3, 4]);
  });

  it('shows users what names them besides their user type’s, while it is active', async () => {
    expect(await seenBy(caller(7, 'staff'))).toEqual([1, 3, 4, 7, 9]);
    expect(await seenBy(caller(9, 'client'))).toEqual([2, 3, 4, 7]);
  });

  it('shows admins every announcement, whatever its audience and dates', async () => {
    expect(await seenBy(caller(1, 'staff', true))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows what starts on a later day from that day on, and nothing after its end', async () => {
    expect(await seenBy(caller(8, 'staff'), '2026-06-16')).toEqual([1, 4, 5, 9]);
    expect(await seenBy(caller(7, 'client'), '2026-05-31')).toEqual([8]);
  });
});
