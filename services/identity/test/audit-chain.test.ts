import * as crypto from 'node:crypto';
import { type Connection, connectMongo, createLogger } from '@bms/platform';
import { dbUrl, readStack } from '../../../test/support/stack';
import { type AuditRecord, hashOf, sealed } from '../src/audit/audit-entry';
import { AuditChain } from '../src/audit/audit.chain';

const logger = createLogger('test', process.env.TEST_LOG ?? 'silent');

const aRecord = (over: Partial<AuditRecord> = {}): AuditRecord => ({
  event_id: crypto.randomUUID(),
  occurred_at: new Date(),
  module: 'crm.client',
  domain: 'crm',
  record_id: 1,
  action: 'updated',
  version: 2,
  user_id: 1,
  api_key_id: null,
  address: '10.0.0.1',
  request_id: crypto.randomUUID(),
  changes: { city: { before: 'Oslo', after: 'Bergen' } },
  ...over,
});

/**
 * The audit chain on the real database: linear whoever appends (two
 * replicas' appenders at once, each on a connection of its own), an event
 * recorded once, retention that leaves what remains verifiable.
 */
describe('the audit chain', () => {
  let a: Connection;
  let b: Connection;
  let one: AuditChain;
  let other: AuditChain;

  beforeEach(async () => {
    const url = dbUrl(readStack(), `audit_${Date.now()}_${crypto.randomBytes(2).toString('hex')}`);
    a = await connectMongo(url, logger);
    b = await connectMongo(url, logger);
    one = new AuditChain(a.db!);
    other = new AuditChain(b.db!);
    await Promise.all([one.prepare(), other.prepare()]);
  });
  afterEach(async () => {
    await a.db!.dropDatabase().catch(() => undefined);
    await Promise.all([a.close(), b.close()]);
  });

  it('two appenders racing (as two identity replicas) make one linear chain, every record in it once', async () => {
    const records = Array.from({ length: 60 }, (_, i) => aRecord({ record_id: i + 1 }));
    // Each record offered by both, as a redelivery to the other replica would.
    const ids = await Promise.all([...records.map((r) => one.append(r)), ...records.map((r) => other.append(r))]);
    expect(ids.filter((id) => id !== null).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const all = await one.entries.find().sort({ _id: 1 }).toArray();
    expect(all.map((e) => e._id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(all.map((e) => e.event_id)).size).toBe(60);
    for (let i = 1; i < all.length; i++) expect(all[i]!.prev_hash).toBe(all[i - 1]!.hash);
    expect(await one.head()).toEqual({ seq: 60, hash: all[59]!.hash });
    expect(await other.verify(0, 1000)).toMatchObject({ ok: true, checked: 60, next_after: null, broken: null });
  });

  it('an entry appended whose head was never moved (its appender stopped) is counted by the next append', async () => {
    await one.append(aRecord());
    const head = await one.head();
    // The first half of an append: the entry, without the head's move.
    await one.entries.insertOne(sealed(aRecord(), head.seq + 1, new Date(), head.hash));
    expect(await one.verify(0, 100)).toMatchObject({ ok: true, checked: 2 });
    expect(await other.append(aRecord())).toBe(3);
    expect((await one.head()).seq).toBe(3);
    expect(await one.verify(0, 100)).toMatchObject({ ok: true, checked: 3 });
  });

  it('a verify goes range by range (next_after) and finds an altered entry, a removed one, and a rewritten one', async () => {
    for (let i = 0; i < 10; i++) await one.append(aRecord({ record_id: i }));
    const first = await one.verify(0, 4);
    expect(first).toMatchObject({ ok: true, checked: 4, first_id: 1, last_id: 4, next_after: 4 });
    expect(await one.verify(4, 4)).toMatchObject({ ok: true, first_id: 5, last_id: 8, next_after: 8 });
    expect(await one.verify(8, 4)).toMatchObject({ ok: true, checked: 2, next_after: null });

    await one.entries.updateOne({ _id: 6 }, { $set: { 'changes.city.after': 'Trondheim' } });
    expect((await one.verify(0, 100)).broken).toEqual({ id: 6, reason: 'altered: its content does not give its hash' });
    await one.entries.updateOne({ _id: 6 }, { $set: { 'changes.city.after': 'Bergen' } });
    expect((await one.verify(0, 100)).ok).toBe(true);

    const removed = (await one.entries.findOne({ _id: 3 }))!;
    await one.entries.deleteOne({ _id: 3 });
    expect((await one.verify(0, 100)).broken).toEqual({ id: 3, reason: 'entry 3 is missing' });
    await one.entries.insertOne(removed);

    // Altered and its hash made again: the next entry is no longer chained to it.
    const e7 = (await one.entries.findOne({ _id: 7 }))!;
    const forged = { ...e7, user_id: 99 };
    const { hash: _old, ...content } = forged;
    await one.entries.replaceOne({ _id: 7 }, { ...forged, hash: hashOf(content) });
    expect((await one.verify(0, 100)).broken).toEqual({ id: 8, reason: 'not chained to entry 7 (that entry was altered, or this one was)' });
    await one.entries.replaceOne({ _id: 7 }, e7);

    await one.entries.deleteOne({ _id: 10 });
    expect((await one.verify(0, 100)).broken).toEqual({ id: 10, reason: 'entry 10 (the last) is missing' });
    await one.entries.deleteOne({ _id: 1 });
    expect((await one.verify(0, 100)).broken).toEqual({ id: 1, reason: 'entry 1 is missing' });
  });

  it('retention removes the oldest entries, and what remains still verifies from the last one removed', async () => {
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const now = () => new Date(clock);
    for (let i = 0; i < 6; i++) {
      await one.append(aRecord(), now);
      clock += 24 * 3_600_000;
    }
    // Entries 1–3 were recorded before Jan 4.
    expect(await other.prune(new Date('2026-01-04T00:00:00Z'))).toBe(3);
    expect((await one.entries.find().sort({ _id: 1 }).toArray()).map((e) => e._id)).toEqual([4, 5, 6]);
    expect(await one.verify(0, 100)).toMatchObject({ ok: true, checked: 3, first_id: 4, pruned_through: 3 });
    // Pruning again at the same cutoff changes nothing; appending goes on.
    expect(await one.prune(new Date('2026-01-04T00:00:00Z'))).toBe(0);
    expect(await one.append(aRecord())).toBe(7);
    expect(await one.verify(0, 100)).toMatchObject({ ok: true, checked: 4 });
    // The oldest kept removed, not by retention: found.
    await one.entries.deleteOne({ _id: 4 });
    expect((await one.verify(0, 100)).broken).toEqual({ id: 4, reason: 'entry 4 is missing' });
  });
});
