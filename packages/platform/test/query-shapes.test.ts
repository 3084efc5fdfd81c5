import { shapesOf } from '../src/query-shapes';

describe('shapesOf', () => {
  it('gives the fields of a find, how each is matched, and its sort; never the values', () => {
    const [shape] = shapesOf('crm', {
      find: 'clients',
      filter: { deleted_at: null, status: 'active', search_terms: { $regex: '^acme' }, updated_at: { $gte: new Date() }, $and: [{ owner_id: { $in: [1, 2] } }] },
      sort: { created_at: -1, _id: -1 },
    });
    expect(shape).toEqual({
      db: 'crm',
      collection: 'clients',
      command: 'find',
      match: { deleted_at: 'eq', status: 'eq', search_terms: 'prefix', updated_at: 'range', owner_id: 'eq' },
      sort: [['created_at', -1], ['_id', -1]],
    });
    expect(JSON.stringify(shape)).not.toContain('acme');
  });

  it('keeps the alternatives of an $or apart, and reads updates, deletes and aggregates', () => {
    expect(shapesOf('w', { find: 't', filter: { $or: [{ a: 1 }, { b: /x/ }] } })[0]).toMatchObject({ match: {}, or: [{ a: 'eq' }, { b: 'regex' }] });
    expect(shapesOf('w', { update: 't', updates: [{ q: { _id: 1, updated_at: new Date() } }] })[0]!.match).toEqual({ _id: 'eq', updated_at: 'eq' });
    expect(shapesOf('w', { delete: 't', deletes: [{ q: { deleted_at: { $lt: new Date() }, 'outbox.id': { $exists: false } } }] })[0]!.match).toEqual({
      deleted_at: 'range',
      'outbox.id': 'ne',
    });
    expect(shapesOf('w', { aggregate: 't', pipeline: [{ $match: { client_id: 3 } }, { $group: { _id: 1, n: { $sum: 1 } } }] })[0]!.match).toEqual({ client_id: 'eq' });
  });

  it('has no shape for what is not a query (inserts, index builds, counts from metadata)', () => {
    expect(shapesOf('w', { insert: 't', documents: [] })).toEqual([]);
    expect(shapesOf('w', { createIndexes: 't', indexes: [] })).toEqual([]);
    expect(shapesOf('w', { count: 't' })).toEqual([]);
    expect(shapesOf('w', { aggregate: 't', pipeline: [{ $collStats: {} }] })).toEqual([]);
  });
});

describe('shapesOf, sorts as the driver sends them', () => {
  it('reads a sort given as a Map, in its order', () => {
    const sort = new Map<string, number>([['due_date', 1], ['_id', 1]]);
    expect(shapesOf('billing', { find: 'invoices', filter: {}, sort })[0]!.sort).toEqual([['due_date', 1], ['_id', 1]]);
  });
});
