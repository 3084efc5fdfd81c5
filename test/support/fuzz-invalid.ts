import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { deep, objectOf, type Schema, valid } from './fuzz';

/**
 * Values that break a JSON Schema of the OpenAPI document in one known way
 * each, fields a request may carry that must be ignored, and odd query
 * values and path ids. Used by test/e2e/fuzz-input.test.ts.
 */

/** Values of every JSON type, and MongoDB operators, prototype keys and deep nesting. */
const PALETTE: Array<{ name: string; json: string }> = [
  { name: 'integer', json: '123' },
  { name: 'negative', json: '-1' },
  { name: 'fraction', json: '1.5' },
  { name: 'huge number', json: '1e308' },
  { name: 'true', json: 'true' },
  { name: 'null', json: 'null' },
  { name: 'string', json: '"text"' },
  { name: 'empty array', json: '[]' },
  { name: 'array', json: '["a", 1]' },
  { name: 'empty object', json: '{}' },
  { name: '$gt operator', json: '{"$gt": ""}' },
  { name: '$ne operator', json: '{"$ne": null}' },
  { name: '$where operator', json: '{"$where": "sleep(1000) || true"}' },
  { name: '$regex operator', json: '{"$regex": ".*", "$options": "i"}' },
  { name: '__proto__ object', json: '{"__proto__": {"is_admin": 1, "polluted": "yes"}}' },
  { name: 'constructor.prototype', json: '{"constructor": {"prototype": {"polluted": "yes"}}}' },
  { name: 'deep nesting', json: deep(2000) },
];

export interface BadBody {
  /** the JSON text sent */
  raw: string;
  /** what was broken */
  why: string;
}

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
ajv.addFormat('binary', true);
const compiled = new WeakMap<Schema, ValidateFunction>();

/** Whether `value` keeps to `schema` as JSON Schema says. */
export function conforms(schema: Schema, value: unknown): boolean {
  let v = compiled.get(schema);
  if (!v) {
    v = ajv.compile(schema);
    compiled.set(schema, v);
  }
  return v(value) as boolean;
}

const stringy = (s: Schema): Schema | undefined =>
  s.type === 'string' ? s : ((s.anyOf ?? []) as Schema[]).map(stringy).find((x) => x && x.maxLength !== undefined);

/**
 * Bodies that break the schema in one way each: a required field left
 * out, a field of the wrong type (MongoDB operators and prototype keys
 * included), a string too long (up to far past the limit), a value out of
 * its enum, pattern or range, too many items, or no object at all.
 */
export function invalidBody(s: Schema): fc.Arbitrary<BadBody> {
  const props = Object.entries((s.properties ?? {}) as Record<string, Schema>);
  const body = objectOf(s);
  const mutations: fc.Arbitrary<BadBody>[] = [
    fc.constantFrom(
      { raw: '[]', why: 'an array instead of an object' },
      { raw: '"text"', why: 'a string instead of an object' },
      { raw: '42', why: 'a number instead of an object' },
      { raw: 'null', why: 'null instead of an object' },
      { raw: '{"a":', why: 'malformed JSON' },
      { raw: "{'a': 1}", why: 'malformed JSON (single quotes)' },
      { raw: '{"a": 1,}', why: 'malformed JSON (trailing comma)' },
      { raw: '['.repeat(100_000), why: 'malformed JSON nested 100000 deep' },
      { raw: '\u0000', why: 'a NUL byte' },
    ),
  ];
  const required = ((s.required ?? []) as string[]).filter((k) => props.some(([p]) => p === k));
  if (required.length)
    mutations.push(
      fc.tuple(body, fc.constantFrom(...required)).map(([b, k]) => {
        const { [k]: _gone, ...rest } = b;
        return { raw: JSON.stringify(rest), why: `required ${k} left out` };
      }),
    );
  if (props.length) {
    const swap = (b: Record<string, unknown>, k: string, json: string) => {
      const others = JSON.stringify({ ...b, [k]: undefined }).slice(1, -1);
      return `{${others}${others ? ',' : ''}${JSON.stringify(k)}:${json}}`;
    };
    const slots = props.flatMap(([k, p]) => {
      const out: fc.Arbitrary<BadBody>[] = [];
      // zod drops __proto__ keys (never a prototype), so a value is wrong only if it is wrong without them
      const wrong = PALETTE.filter((v) => !conforms(p, JSON.parse(v.json, (key, x: unknown) => (key === '__proto__' ? undefined : x))));
      if (wrong.length)
        out.push(fc.tuple(body, fc.constantFrom(...wrong)).map(([b, v]) => ({ raw: swap(b, k, v.json), why: `${k}: ${v.name}` })));
      const str = stringy(p);
      if (str?.maxLength !== undefined) {
        const over = fc.oneof(fc.integer({ min: str.maxLength + 1, max: str.maxLength + 50 }), fc.constant(300_000));
        out.push(fc.tuple(body, over).map(([b, n]) => ({ raw: swap(b, k, JSON.stringify('x'.repeat(n))), why: `${k}: ${n} characters (at most ${str.maxLength})` })));
      }
      if (p.enum) out.push(body.map((b) => ({ raw: swap(b, k, '"no-such-value"'), why: `${k}: not one of its values` })));
      if (typeof p.pattern === 'string' || p.format === 'date' || p.format === 'email')
        out.push(body.map((b) => ({ raw: swap(b, k, '"a$<b>!c"'), why: `${k}: not of its form` })));
      if (p.type === 'integer' || p.type === 'number') {
        const outside = [p.minimum !== undefined ? p.minimum - 1 : undefined, p.maximum !== undefined ? p.maximum + 1 : undefined, p.exclusiveMinimum]
          .filter((x): x is number => typeof x === 'number' && Number.isFinite(x) && Math.abs(x) <= Number.MAX_SAFE_INTEGER);
        if (p.type === 'integer') outside.push(2.5);
        if (outside.length) out.push(fc.tuple(body, fc.constantFrom(...outside)).map(([b, x]) => ({ raw: swap(b, k, JSON.stringify(x)), why: `${k}: ${x} out of range` })));
      }
      if (p.type === 'array' && p.maxItems !== undefined) {
        out.push(
          fc.tuple(body, valid(p.items ?? {})).map(([b, item]) => ({
            raw: swap(b, k, JSON.stringify(Array.from({ length: p.maxItems + 1 }, () => item))),
            why: `${k}: ${p.maxItems + 1} items (at most ${p.maxItems})`,
          })),
        );
      }
      return out;
    });
    mutations.push(...slots);
  }
  return fc.oneof(...mutations);
}

/**
 * Fields that a request may carry besides the documented ones, which must
 * be ignored: prototype keys, MongoDB operators and dotted paths, and
 * fields only the server sets.
 */
export const EXTRA_FIELDS: string[] = [
  '"__proto__": {"is_admin": 1, "polluted": "yes"}',
  '"constructor": {"prototype": {"polluted": "yes"}}',
  '"prototype": {"polluted": "yes"}',
  '"$where": "sleep(1000) || true"',
  '"$set": {"is_admin": 1}',
  '"a.b": 1',
  '"is_admin": 1',
  '"created_by": 1',
  '"id": 987654',
  '"deleted_at": "2020-01-01"',
  `"nested": ${deep(500)}`,
];

/** The JSON text of `body` with one of EXTRA_FIELDS added (JSON.stringify would drop __proto__). */
export function withExtra(body: unknown, extra: string): string {
  const json = JSON.stringify(body);
  if (!json.startsWith('{')) return json;
  return json === '{}' ? `{${extra}}` : `{${extra},${json.slice(1)}`;
}

/** Values of an integer query parameter that are not whole numbers in range. */
export function badQueryValues(s: Schema): string[] {
  if (s.type === 'integer') {
    const out = ['abc', '1.5', '1e3', '-1', '', ' 1', '0x10', '99999999999', '١٢'];
    if (s.minimum !== undefined && s.minimum > 0) out.push(String(s.minimum - 1));
    if (s.maximum !== undefined && s.maximum < 1e12) out.push(String(s.maximum + 1));
    return out.filter((v) => !/^\d+$/.test(v) || Number(v) < (s.minimum ?? -Infinity) || Number(v) > (s.maximum ?? Infinity));
  }
  const out: string[] = [];
  if (s.enum) out.push('no-such-value', `${s.enum[0]} `, String(s.enum[0]).toUpperCase());
  if (s.maxLength !== undefined) out.push('x'.repeat(s.maxLength + 1));
  if (typeof s.pattern === 'string') out.push('a$<b>!c');
  return out.filter((v) => !conforms(s, v));
}

/** Path ids that name no record: not positive integers, or past 2^53. */
export const ODD_IDS = ['0', '-1', '1.5', '1e3', '00001', '0x1f', 'abc', '%24gt', '%7B%22%24gt%22%3A%22%22%7D', '__proto__', 'constructor', '9007199254740993', '1'.repeat(40), '%F0%9F%92%A9', '1%00', '%20'];
