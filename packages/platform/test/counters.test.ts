import mongoose from 'mongoose';
import { connectMongo, Counters, createLogger } from '@bms/platform';
import { dbUrl, readStack } from '../../../test/support/stack';

describe('integer ids on devdb (its writes are atomic, as on MongoDB)', () => {
  let conn: mongoose.Connection;

  beforeAll(async () => {
    conn = await connectMongo(dbUrl(readStack(), `counters_${Date.now()}`), createLogger('test', 'silent'));
  });
  afterAll(() => conn.close());

  it('hands out 50 distinct numbers to 50 concurrent callers', async () => {
    const counters = new Counters(conn);
    const got = await Promise.all(Array.from({ length: 50 }, () => counters.next('things')));
    expect(new Set(got).size).toBe(50);
    expect(Math.max(...got)).toBe(50);
  });

  it('applies 50 concurrent $inc and $push to one document without losing any', async () => {
    const col = conn.db!.collection<{ _id: string; n: number; seen: number[] }>('atomic');
    await col.insertOne({ _id: 'a', n: 0, seen: [] });
    await Promise.all(Array.from({ length: 50 }, (_, i) => col.updateOne({ _id: 'a' }, { $inc: { n: 1 }, $push: { seen: i } })));
    const doc = await col.findOne({ _id: 'a' });
    expect(doc!.n).toBe(50);
    expect(doc!.seen).toHaveLength(50);
  });

  it('skips numbers already taken when the counter lags behind the records', async () => {
    const counters = new Counters(conn);
    const col = conn.db!.collection<{ _id: number }>('numbered');
    await col.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
    const taken = async (n: number) => !!(await col.findOne({ _id: n }));
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => counters.insertNumbered('numbered', async (n) => (await col.insertOne({ _id: n })).insertedId, taken)),
    );
    expect(ids.sort()).toEqual([4, 5, 6, 7, 8]);
  });

  it('lets a clash on another unique field stand (no endless retry)', async () => {
    const counters = new Counters(conn);
    const col = conn.db!.collection<{ _id: number; email: string }>('uniq');
    await col.createIndex({ email: 1 }, { unique: true });
    await col.insertOne({ _id: 100, email: 'a@example.com' });
    const taken = async (n: number) => !!(await col.findOne({ _id: n }));
    await expect(
      counters.insertNumbered('uniq', (n) => col.insertOne({ _id: n, email: 'a@example.com' }), taken),
    ).rejects.toMatchObject({ code: 11000 });
  });
});
