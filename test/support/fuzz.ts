import fc from 'fast-check';

/**
 * Requests generated from the OpenAPI document (/api/docs): values that
 * keep to a JSON Schema (the values that break one: fuzz-invalid.ts).
 * Used by test/e2e/fuzz-input.test.ts.
 */

export type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Put where a free-text string may carry the tag of its request (see `tagged`). */
export const TAG = '@@T@@';
/** Room a tag takes in a string (the placeholder is replaced by at most this many characters). */
const TAG_ROOM = 16;

/** Strings that have broken parsers, encoders or queries somewhere. */
const NASTY = [
  '',
  ' ',
  'Ünïcödé ✓ Ωμέγα',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧‍👦🏳️‍🌈',
  '\u202eevil-rtl',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\ufeffbom',
  'null',
  'undefined',
  'NaN',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '{"$gt": ""}',
  '$where',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  'a'.repeat(64),
];

const inRange = (s: string, min: number, max: number) => [...s].length >= min && [...s].length <= max;

function freeText(min: number, max: number): fc.Arbitrary<string> {
  const arbs: fc.Arbitrary<string>[] = [
    fc.string({ minLength: min, maxLength: Math.min(max, 40) }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 12) }),
    fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, 12) }),
    fc.constantFrom(...NASTY).filter((s) => inRange(s, min, max)),
  ];
  if (max > 200) arbs.push(fc.integer({ min: Math.max(min, 200), max }).map((n) => 'x'.repeat(n)));
  const text = fc.oneof(...arbs);
  // A tag where it fits, so that the databases can be searched for what the request wrote.
  if (max >= 40) return fc.oneof(text.map((s) => TAG + [...s].slice(0, max - TAG_ROOM).join('')), text);
  return text;
}

function realDate(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
}

function stringOf(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 2000;
  if (s.format === 'date') return realDate();
  if (s.format === 'email')
    return fc.oneof(
      fc.emailAddress().filter((e) => e.length <= max),
      fc.stringMatching(/^[a-z]{1,10}\.[a-z0-9]{1,8}@example\.com$/),
    );
  if (s.format === 'uri') return fc.oneof(fc.webUrl().filter((u) => u.length <= max), fc.constant('https://example.com/a?b=c'));
  if (s.format === 'binary') return fc.string({ maxLength: 20 });
  if (typeof s.pattern === 'string')
    return fc.stringMatching(new RegExp(s.pattern)).filter((x) => inRange(x, min, max));
  return freeText(min, max);
}

function numberOf(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.01) : -1e9);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.01) : 1e9);
  const bounded = (x: number) => Math.min(hi, Math.max(lo, x));
  if (integer) {
    const small = fc.integer({ min: Math.max(lo, Math.min(hi, 0)), max: Math.min(hi, Math.max(lo, 0) + 8) });
    return fc.oneof(small, fc.constantFrom(lo, hi), fc.integer({ min: Math.max(lo, -2_147_483_648), max: Math.min(hi, 2_147_483_647) }));
  }
  return fc.oneof(
    fc.integer({ min: Math.ceil(Math.max(lo, -1e6)), max: Math.floor(Math.min(hi, 1e6)) }),
    fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }).map((x) => bounded(Math.round(x * 100) / 100)),
    fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(lo, hi),
  );
}

function keyOf(names: Schema | undefined): fc.Arbitrary<string> {
  if (!names) return fc.string({ minLength: 1, maxLength: 12 });
  if (names.enum) return fc.constantFrom(...(names.enum as string[]));
  return stringOf(names);
}

/** Values that keep to the schema (as JSON Schema sees it). */
export function valid(s: Schema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...(s.enum as unknown[]));
  if (s.anyOf && !s.properties && !s.type) return fc.oneof(...(s.anyOf as Schema[]).map(valid));
  if (s.oneOf) return fc.oneof(...(s.oneOf as Schema[]).map(valid));
  if (Array.isArray(s.type)) return fc.oneof(...(s.type as string[]).map((type) => valid({ ...s, type })));
  switch (s.type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(s.items ?? {}), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, Math.max(s.minItems ?? 0, 4)) });
    case 'object':
      return objectOf(s);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

export function objectOf(s: Schema): fc.Arbitrary<Record<string, unknown>> {
  const props = (s.properties ?? {}) as Record<string, Schema>;
  // anyOf [{required: [...]}, …]: one of the alternatives' fields are required
  const alternatives = ((s.anyOf ?? []) as Schema[]).filter((a) => Array.isArray(a.required)).map((a) => a.required as string[]);
  const choose = alternatives.length ? fc.constantFrom(...alternatives) : fc.constant<string[]>([]);
  return choose.chain((extra) => {
    const required = [...new Set([...((s.required ?? []) as string[]), ...extra])];
    const declared = fc.record(
      Object.fromEntries(Object.entries(props).map(([k, p]) => [k, valid(p)])),
      { requiredKeys: required.filter((k) => k in props) },
    );
    if (!s.additionalProperties || typeof s.additionalProperties !== 'object') return declared;
    const more = fc.dictionary(keyOf(s.propertyNames), valid(s.additionalProperties), { maxKeys: 3 });
    return fc.tuple(more, declared).map(([m, d]) => ({ ...m, ...d }));
  });
}

/** A value nested `depth` levels deep: {"a":{"a":…}}. */
export const deep = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
