import { z } from 'zod';
import { asQuery, dropDefaults, parseUpdate, searchFilter, searchTerms, ValidationError } from '@bms/platform';

const body = z.object({ name: z.string().min(1), city: z.string().optional(), size: z.number().int().optional() });

describe('input helpers', () => {
  it('treats the defaults of a decoded proto message as absent', () => {
    expect(dropDefaults({ a: '', b: 0, c: false, d: [], e: {}, f: 'x', g: 2, h: ['y'] })).toEqual({ f: 'x', g: 2, h: ['y'] });
  });

  it('validates only the masked fields of a partial update, keeping a sent empty string', () => {
    expect(parseUpdate(body, { name: '', city: '', size: 0 }, ['city'])).toEqual({ city: '' });
    expect(() => parseUpdate(body, { name: '', city: '' }, ['name'])).toThrow(ValidationError);
  });

  it('validates a full replacement (mask *) like a create', () => {
    expect(parseUpdate(body, { name: 'A', city: '', size: 0 }, ['*'])).toEqual({ name: 'A' });
    expect(() => parseUpdate(body, { name: '', city: 'x' }, ['*'])).toThrow(ValidationError);
  });

  it('reads a list request back as its query string', () => {
    expect(asQuery({ page: 2, limit: 0, search: '', status: 'active' })).toEqual({ page: '2', status: 'active' });
  });

  it('makes prefix search terms of every word and filters by a escaped prefix', () => {
    expect(searchTerms('The Acme Co.', null, 'ann@example.com')).toEqual(
      expect.arrayContaining(['the acme co.', 'acme', 'co.', 'ann@example.com']),
    );
    expect(searchFilter('A.c*')).toEqual({ search_terms: { $regex: '^a\\.c\\*' } });
    expect(searchFilter('  ')).toEqual({});
  });
});
