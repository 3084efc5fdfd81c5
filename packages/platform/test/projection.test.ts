import type mongoose from 'mongoose';
import { connectMongo, createLogger, Projection, subjectMatches } from '@bms/platform';
import { readStack } from '../../../test/support/stack';

describe('a projection kept from events, on devdb', () => {
  let conn: mongoose.Connection;
  let n = 0;
  const fresh = () => new Projection<{ name: string }>(conn, `views_${++n}`);
  const at = (ms: number) => new Date(ms);

  beforeAll(async () => {
    const url = new URL(readStack().mongoBase);
    url.pathname = `/projection_${Date.now()}`;
    conn = await connectMongo(url.toString(), createLogger('test', 'silent'));
  });
  afterAll(() => conn.close());

  it('keeps the newest version: an older event arriving late changes nothing', async () => {
    const p = fresh();
    await p.upsert(1, { name: 'second' }, at(2000));
    await p.upsert(1, { name: 'first' }, at(1000));
    expect(await p.get(1)).toMatchObject({ name: 'second' });
    await p.upsert(1, { name: 'third' }, at(3000));
    expect(await p.get(1)).toMatchObject({ name: 'third' });
  });

  it('keeps a deleted record deleted, whatever comes after', async () => {
    const p = fresh();
    await p.upsert(1, { name: 'a' }, at(1000));
    await p.markDeleted(1, at(2000));
    await p.upsert(1, { name: 'b' }, at(3000));
    expect(await p.get(1)).toBeNull();
    await p.upsert(2, { name: 'x' }, at(1000));
    expect(await p.lookup([1, 2, 3])).toEqual({ live: new Set([2]), deleted: new Set([1]) });
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
