import { changesOf, fitChanges, plain } from '@bms/platform';

describe('the changes an event carries', () => {
  const none = new Set<string>();

  it('an update names each changed field with its value before and after, null where there was none', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const before = { _id: 1, name: 'a', city: 'Oslo', tags: ['x'], updated_at: at, version: 2 };
    const after = { _id: 1, name: 'a', city: 'Bergen', tags: ['x', 'y'], zip: '5003', updated_at: new Date(), version: 3 };
    expect(changesOf(before, after, none)).toEqual({
      city: { before: 'Oslo', after: 'Bergen' },
      tags: { before: ['x'], after: ['x', 'y'] },
      zip: { before: null, after: '5003' },
    });
  });

  it('a create has only what it stored, without bookkeeping (ids, times, version, search terms, _ fields)', () => {
    const doc = { _id: 7, name: 'n', empty: null, created_at: new Date(), updated_at: new Date(), version: 1, search_terms: ['n'], _idempotency: { key: 'k' } };
    expect(changesOf(null, doc, none)).toEqual({ name: { after: 'n' } });
  });

  it('a map whose keys come in another order is not a change', () => {
    expect(changesOf({ m: { a: 1, b: 2 } }, { m: { b: 2, a: 1 } }, none)).toEqual({});
  });

  it('a declared secret, and a field named like one, are named but masked', () => {
    const c = changesOf({ sealed: 'x1', key_hash: 'h1', access_token: 't1' }, { sealed: 'x2', key_hash: 'h2', access_token: 't2' }, new Set(['sealed']));
    expect(c).toEqual({ sealed: { masked: true }, key_hash: { masked: true }, access_token: { masked: true } });
  });

  it('values are as JSON shows them: dates as ISO text, binary by its size', () => {
    expect(plain({ at: new Date('2026-01-02T00:00:00Z'), blob: Buffer.from('abc'), gone: undefined })).toEqual({ at: '2026-01-02T00:00:00.000Z', blob: { binary: true, bytes: 3 } });
  });

  it('changes over the room left are cut from the largest value down, by size', () => {
    const big = 'x'.repeat(10_000);
    const c = { small: { before: 'a', after: 'b' }, large: { before: big, after: big }, medium: { before: 'm'.repeat(3000), after: '' } };
    const fit = fitChanges(c, 5_000);
    expect(fit.small).toEqual(c.small);
    expect(fit.medium).toEqual(c.medium);
    expect(fit.large).toEqual({ omitted: 'too_large', bytes: expect.any(Number) });
    expect(Buffer.byteLength(JSON.stringify(fit))).toBeLessThanOrEqual(5_000);
  });
});
