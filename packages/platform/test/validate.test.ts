import { z } from 'zod';
import { asQuery, dropDefaults, inputProblems, MAX_INPUT_DEPTH, parseInput, parseUpdate, searchFilter, searchTerms, ValidationError } from '@bms/platform';

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

  describe('nesting', () => {
    /** `levels` containers, the body itself the first: an object of `field` holding arrays, or objects {"a": …}. */
    const nested = (levels: number, kind: 'array' | 'object', field = 'name'): Record<string, unknown> => {
      let v: unknown = 'x';
      for (let i = 1; i < levels; i++) v = kind === 'array' ? [v] : { a: v };
      return { [field]: v };
    };
    const schema = z.object({ name: z.unknown() });

    it.each(['array', 'object'] as const)('takes values nested as %s up to the limit of 32 levels', (kind) => {
      expect(MAX_INPUT_DEPTH).toBe(32);
      expect(inputProblems(nested(32, kind))).toEqual({});
      expect(parseInput(schema, nested(32, kind))).toEqual(nested(32, kind));
    });

    it.each(['array', 'object'] as const)('refuses values nested as %s 33 to 1,000,000 levels with a 422 that names the limit and the path, without running out of stack', (kind) => {
      for (const levels of [33, 10_000, 1_000_000]) {
        const problems = inputProblems(nested(levels, kind));
        const path = ['name', ...Array(31).fill(kind === 'array' ? '0' : 'a')].join('.');
        expect(problems).toEqual({ [path]: ['Nested deeper than 32 levels, the limit of a request.'] });
        let err: unknown;
        try {
          parseInput(schema, nested(levels, kind));
        } catch (e) {
          err = e;
        }
        expect(err).toBeInstanceOf(ValidationError);
        expect(err).toMatchObject({ message: 'The request is nested deeper than 32 levels.', fields: problems });
      }
    });

    it('still finds every lone surrogate and __proto__ key, by path, in the order of the body', () => {
      const body = JSON.parse('{"a": ["ok", "\\ud800"], "b": {"__proto__": 1, "c": ["\\udfff"]}, "d": "\\ud801"}');
      expect(Object.entries(inputProblems(body))).toEqual([
        ['a.1', ['Must be well-formed Unicode text (no lone surrogates).']],
        ['b.__proto__', ['The key "__proto__" is not allowed.']],
        ['b.c.0', ['Must be well-formed Unicode text (no lone surrogates).']],
        ['d', ['Must be well-formed Unicode text (no lone surrogates).']],
      ]);
    });
  });
});
