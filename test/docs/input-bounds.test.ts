import { type TestGateway, testGateway } from '../support/harness';

type Schema = Record<string, unknown>;

/**
 * Every value a request may carry is bounded in /api/docs, so in the
 * schemas that validate it: a string by maxLength (or an enum, a const, or
 * a format that bounds it), an array by maxItems, a free-form object by
 * maxProperties. An unbounded one lets a caller make us store, log, hash
 * and replay as much as the body limit allows, on every request.
 */
describe('request schemas bound every value', () => {
  let t: TestGateway;
  let doc: { paths: Record<string, Record<string, { parameters?: Array<{ name: string; schema: Schema }>; requestBody?: { content: Record<string, { schema: Schema }> } }>> };

  beforeAll(async () => {
    t = testGateway();
    doc = (await t.api.get('/api/docs')).body;
  });
  afterAll(() => t.close());

  function unbounded(s: Schema | undefined, at: string, out: string[]): void {
    if (!s || typeof s !== 'object') return;
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const) for (const sub of (s[k] as Schema[] | undefined) ?? []) unbounded(sub, at, out);
    const types = ([] as unknown[]).concat(s.type ?? []);
    if (types.includes('string') && s.maxLength === undefined && s.enum === undefined && s.const === undefined && !['date', 'date-time', 'binary'].includes(String(s.format)))
      out.push(`${at}: string without maxLength`);
    if (types.includes('array')) {
      if (s.maxItems === undefined) out.push(`${at}: array without maxItems`);
      unbounded(s.items as Schema, `${at}[]`, out);
    }
    if (types.includes('object') || s.properties) {
      for (const [name, p] of Object.entries((s.properties as Record<string, Schema>) ?? {})) unbounded(p, `${at}.${name}`, out);
      const extra = s.additionalProperties;
      const namedKeys = !!(s.propertyNames as Schema | undefined)?.enum;
      if (extra && typeof extra === 'object') {
        if (s.maxProperties === undefined && !namedKeys) out.push(`${at}: free-form object without maxProperties`);
        unbounded(extra as Schema, `${at}.*`, out);
      }
      if (s.propertyNames) unbounded(s.propertyNames as Schema, `${at} keys`, out);
    }
  }

  it('has no string, array or free-form object without a bound in any body or query', () => {
    const out: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const at = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) unbounded(p.schema, `${at} ?${p.name}`, out);
        for (const [type, c] of Object.entries(op.requestBody?.content ?? {})) unbounded(c.schema, `${at} body(${type})`, out);
      }
    }
    expect(out).toEqual([]);
  });
});
