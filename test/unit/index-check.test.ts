import type { QueryShape } from '@bms/platform';
import { type IndexKey, isServed } from '../support/index-check';

const shape = (match: QueryShape['match'], sort: QueryShape['sort'] = [], or?: QueryShape['or']): QueryShape => ({
  db: 'crm',
  collection: 'clients',
  command: 'find',
  match,
  sort,
  ...(or ? { or } : {}),
});

const STORED: IndexKey[] = [
  [['deleted_at', 1], ['_id', -1]],
  [['created_at', 1], ['_id', 1]],
  [['status', 1], ['_id', -1]],
  [['search_terms', 1]],
];

describe('the index check', () => {
  it('takes a filter on the leading keys, or an index that gives the sort', () => {
    expect(isServed(shape({ deleted_at: 'eq', status: 'eq' }, [['_id', -1]]), STORED)).toBe(true);
    expect(isServed(shape({ deleted_at: 'eq' }, [['created_at', -1], ['_id', -1]]), STORED)).toBe(true);
    expect(isServed(shape({ deleted_at: 'eq', search_terms: 'prefix' }, [['_id', -1]]), STORED)).toBe(true);
    expect(isServed(shape({ _id: 'eq', deleted_at: 'eq' }), [])).toBe(true);
  });

  it('fails a new filter that no index serves, and a sort of the whole collection in memory', () => {
    // An index giving the order is not enough when the filter is new: a rare city would scan every record.
    expect(isServed(shape({ deleted_at: 'eq', city: 'eq' }, [['_id', -1]]), STORED)).toBe(false);
    expect(isServed(shape({ deleted_at: 'eq', city: 'eq' }), STORED)).toBe(false);
    expect(isServed(shape({ deleted_at: 'eq' }, [['company_name', 1]]), STORED)).toBe(false);
    // Unanchored text cannot use an index's bounds.
    expect(isServed(shape({ deleted_at: 'eq', search_terms: 'regex' }), STORED)).toBe(false);
  });

  it('takes an $or when each alternative is served', () => {
    expect(isServed(shape({ deleted_at: 'eq' }, [], [{ status: 'eq' }, { search_terms: 'prefix' }]), STORED)).toBe(true);
    expect(isServed(shape({ deleted_at: 'eq' }, [], [{ status: 'eq' }, { city: 'eq' }]), STORED)).toBe(false);
  });
});
