import type { z } from 'zod';
import { type FieldErrors, ValidationError } from './errors';

/** zod issues as field → messages, the `errors` member of a 422. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Keys no object of a request may have: they would reach an object's prototype. */
const FORBIDDEN_KEYS = new Set(['__proto__']);
/** Half of a UTF-16 surrogate pair, alone (a pair reads as one code point under /u). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * How deep the values of a request may nest (the body itself is level 1).
 * No request of the API needs more than a few; deeper is refused (422)
 * before anything walks it, so that no walk of caller data (here, in a
 * schema, in a proto or a document) can run out of stack.
 */
export const MAX_INPUT_DEPTH = 32;

const TOO_DEEP = `Nested deeper than ${MAX_INPUT_DEPTH} levels, the limit of a request.`;
/** A field's path, as long as a 422 can name it. */
const MAX_PATH_CHARS = 200;

/**
 * What no schema lets through, anywhere in a request body: values nested
 * deeper than MAX_INPUT_DEPTH, a string that is not well-formed Unicode (a
 * lone surrogate, which would be stored as replacement characters) and a
 * `__proto__` key (silently dropped by the schemas of free-form objects
 * otherwise). Field errors by path; empty when there are none. The walk is
 * iterative and stops at the first level too deep, which alone is
 * answered then.
 */
export function inputProblems(value: unknown): FieldErrors {
  const out: FieldErrors = {};
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  const children: Array<{ value: unknown; path: string; depth: number }> = [];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: v, path, depth } = next;
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) (out[path || '_'] ??= []).push('Must be well-formed Unicode text (no lone surrogates).');
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      const at = path.length > MAX_PATH_CHARS ? `${path.slice(0, MAX_PATH_CHARS)}…` : path;
      return { [at || '_']: [TOO_DEEP] };
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pending.push({ value: v[i] as unknown, path: path ? `${path}.${i}` : String(i), depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(v)) {
      const at = path ? `${path}.${key}` : key;
      // A top-level one is named by the body (`_`): "__proto__" is no name for a property of the answer.
      if (FORBIDDEN_KEYS.has(key)) (out[path ? at : '_'] ??= []).push(`The key "${key}" is not allowed.`);
      else if (LONE_SURROGATE.test(key)) (out[path || '_'] ??= []).push('Keys must be well-formed Unicode text.');
      else children.push({ value: (v as Record<string, unknown>)[key], path: at, depth: depth + 1 });
    }
    // In the body's order: the first child is taken next.
    while (children.length) pending.push(children.pop()!);
  }
  return out;
}

/** Throws the 422 of what inputProblems finds in a request body, if anything. */
export function checkInput(value: unknown): void {
  const problems = inputProblems(value);
  const fields = Object.keys(problems);
  if (!fields.length) return;
  const tooDeep = fields.length === 1 && problems[fields[0]!]![0] === TOO_DEEP;
  throw new ValidationError(problems, tooDeep ? `The request is nested deeper than ${MAX_INPUT_DEPTH} levels.` : undefined);
}

/** Parses input with a schema, or throws ValidationError naming the fields. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  checkInput(input);
  const r = schema.safeParse(input);
  if (!r.success) throw new ValidationError(fieldErrors(r.error));
  return r.data;
}

/**
 * The fields of `input` an update names: all of them for a full update
 * (PUT), those in the mask for a partial one (PATCH).
 */
export function pickMasked<T extends Record<string, unknown>>(input: T, mask: readonly string[]): Partial<T> {
  const out: Partial<T> = {};
  for (const key of mask) if (key in input) (out as Record<string, unknown>)[key] = input[key];
  return out;
}

/**
 * A proto3 message decoded with defaults carries '' , 0, false, [] and {}
 * for what the sender left out. Before a create is validated those count as
 * absent, so that "required" and format checks see what was really sent.
 */
export function dropDefaults<T extends object>(input: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === '' || v === 0 || v === false || v === null || v === undefined) continue;
    if (Array.isArray(v) && v.length === 0) continue;
    if (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0) continue;
    out[k] = v;
  }
  return out as Partial<T>;
}

/** An update mask of `*` asks for a full replacement (PUT), as in AIP-134. */
export const REPLACE_MASK = ['*'];

export function isReplace(mask: readonly string[]): boolean {
  return mask.includes('*');
}

/**
 * The validated fields of an update. For a full replacement (mask `*`) the
 * whole body is validated as on create: required fields required, and what
 * was not sent is absent (the caller fills defaults). For a partial update
 * (PATCH) only the masked fields are validated and returned.
 */
export function parseUpdate<S extends z.ZodObject<z.ZodRawShape>>(
  schema: S,
  input: Record<string, unknown>,
  mask: readonly string[],
): Partial<z.output<S>> {
  if (isReplace(mask)) return parseInput(schema, dropDefaults(input)) as Partial<z.output<S>>;
  const known = mask.filter((k) => k in schema.shape);
  return parseInput(schema.partial(), pickMasked(input, known)) as Partial<z.output<S>>;
}

/**
 * A list request decoded from proto as the query string it came from:
 * numbers back to text, defaults dropped, so that the same query schema
 * validates it in the gateway and in the service.
 */
export function asQuery(req: object): Record<string, string> {
  return Object.fromEntries(Object.entries(dropDefaults(req)).map(([k, v]) => [k, String(v)]));
}
