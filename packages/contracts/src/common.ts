import { z } from 'zod';

// Messages an API user reads in a 422; zod's defaults speak of "input".
z.config({
  customError: (iss) => {
    if (iss.code === 'invalid_type' && iss.input === undefined) return 'This field is required.';
    if (iss.code === 'invalid_type') return `Must be ${iss.expected === 'int' ? 'an integer' : `${/^[aeiou]/.test(iss.expected) ? 'an' : 'a'} ${iss.expected}`}.`;
    if (iss.code === 'unrecognized_keys') return `Unknown field(s): ${iss.keys.join(', ')}.`;
    return undefined;
  },
});

/**
 * The years a date of the API may fall in: four digits, none of them a
 * leading zero. Year 0000 or 0999 is a slip (a field left at zero, a digit
 * dropped), not a date anyone means; 9999 is the last that YYYY writes.
 */
export const DATE_YEARS = { first: 1000, last: 9999 } as const;

/** A real calendar date written YYYY-MM-DD in DATE_YEARS: every date of the API, in a body or a query, is one. */
export const dateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date written YYYY-MM-DD.')
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { message: 'Must be a real calendar date.', abort: true },
  )
  .refine((s) => {
    const year = Number(s.slice(0, 4));
    return year >= DATE_YEARS.first && year <= DATE_YEARS.last;
  }, `Must be a date in the years ${DATE_YEARS.first} to ${DATE_YEARS.last}.`)
  .meta({ format: 'date', example: '2026-01-31' });

/** A moment, ISO 8601 in UTC: 2026-01-31T12:00:00.000Z. */
export const isoTime = z.iso.datetime().meta({ example: '2026-01-31T12:00:00.000Z' });

// C0 and C1 control characters (NUL, tab, CR, LF, DEL, …) break exports,
// mails and screens; the bidi embeddings, overrides and isolates turn a name
// around (invoice\u202efdp.exe shows as invoiceexe.pdf). A line of text
// has none of them; text of several lines keeps its tabs and line breaks,
// and the bidi controls that right-to-left writing may need.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const NOT_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const CONTROL_CHARACTERS = 'Must not contain control characters.';

/** Whether s holds no C0 or C1 control character (a password may hold the bidi controls). */
export const hasNoControls = (s: string): boolean => !CONTROLS.test(s);

/** Whether s holds nothing a line of text refuses: no control character, bidi ones included. */
export const isOneLine = (s: string): boolean => hasNoControls(s) && !BIDI_CONTROLS.test(s);

/** Whether s holds nothing text of several lines refuses (NOT_IN_TEXT). */
export const isLinesOfText = (s: string): boolean => !NOT_IN_TEXT.test(s);

/**
 * Trimmed text of one line (a name, a title, a subject) of at most `max`
 * characters, without control characters (the surrounding whitespace is
 * trimmed before the check). Checked by refine, not regex, so that
 * /api/docs still shows free text: a pattern there reads as a format.
 */
export const text = (max = 255) =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).refine(isOneLine, CONTROL_CHARACTERS);

/**
 * Trimmed text of several lines (a description, a note, a message's body)
 * of at most `max` characters: tabs and line breaks are kept, and so are
 * the bidi controls; other control characters are refused.
 */
export const multilineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .refine(isLinesOfText, CONTROL_CHARACTERS);

/**
 * A web address of at most `max` characters, trimmed: http or https only (a
 * javascript: or data: address shown as a link runs what it holds when
 * clicked), and one line: the URL parser reads past a tab, a line break
 * or a NUL in the address, which the text stored would keep.
 */
export const httpUrl = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .refine(isOneLine, CONTROL_CHARACTERS)
    .check(z.url({ protocol: /^https?$/, error: 'Must be an http or https URL.' }));

/** A client's or lead's website: an http(s) address, or '' for none. */
export const website = (max = 255) => z.union([z.literal(''), httpUrl(max)]);

/** Text of one line that must not be empty. */
export const requiredText = (max = 255) => text(max).min(1, 'This field is required.');

export const email = z
  .string()
  .trim()
  .max(254)
  .toLowerCase()
  .pipe(z.email('Must be a valid email address.'))
  .meta({ format: 'email', example: 'jane@example.com' });

/**
 * A phone number: an optional +, then 7 to 15 digits; spaces, dashes, dots
 * and parentheses are dropped, while a tab or line break is refused, as in
 * any line of text.
 */
export const phone = z
  .string()
  .trim()
  .max(32)
  // Spaces go, tabs and line breaks stay to be refused after it: refused before it, a value would be
  // no more than "Invalid input" to optionalPhone's union.
  .transform((s) => s.replace(/[^\S\t\n\v\f\r]|[().-]/g, ''))
  .pipe(z.string().refine(isOneLine, CONTROL_CHARACTERS).regex(/^\+?[1-9]\d{6,14}$/, 'Must be a valid phone number.'))
  .meta({ example: '+15551234567' });

/** An optional phone: empty clears it. */
export const optionalPhone = z.union([z.literal(''), phone]);

/** An integer id in a path or a body (1 … 2^53−1). */
export const id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** An id in a path segment: digits only. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'Must be a positive integer.')
  .transform(Number)
  .pipe(id)
  .meta({ type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const idParams = z.object({ id: idParam });

const queryInt = (min: number, max: number, def: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a whole number.')
    .transform(Number)
    .pipe(z.number().int().min(min, `Must be at least ${min}.`).max(max, `Must be at most ${max}.`))
    .optional()
    .transform((v) => v ?? def)
    .meta({ type: 'integer', minimum: min, maximum: max, default: def });

/** page ≥ 1 (default 1), limit 1–100 (default 20); out of range is 422. */
export const pageQuery = z.object({
  page: queryInt(1, 1_000_000, 1),
  limit: queryInt(1, 100, 20),
});

export const searchParam = text(100).optional().meta({ description: 'prefix of any word of the searchable fields' });

/** An optional id filter in a query string: as an id in a body (1 … 2^53−1), else 422. */
export const queryId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'Must be a positive integer.')
  .transform(Number)
  .pipe(id)
  .optional()
  .meta({ type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** The {success, message} answer. */
export const resultSchema = z.object({ success: z.boolean(), message: z.string() });

export const pageMetaSchema = z.object({
  total: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
});

/** A deleted record as a list shows it to sync (include_deleted=true). */
export const tombstone = z
  .object({ id: z.number().int(), deleted_at: isoTime, updated_at: isoTime })
  .meta({ description: 'a deleted record (include_deleted=true): its id and when it was deleted' });

/**
 * The list envelope: each record with updated_at (for sync), or only the
 * fields asked for (fields=), or a tombstone.
 */
export const listOf = <T extends z.ZodType>(item: T) => {
  const record = item instanceof z.ZodObject ? item.extend({ updated_at: isoTime }) : item;
  const records =
    record instanceof z.ZodObject
      ? z.union([
          record,
          // x-sparse-fieldset: a shape only a request with fields= may get (the contract check holds lists to it).
          record.partial().meta({ description: 'with fields=: only the fields named, and id', 'x-sparse-fieldset': true }),
          tombstone,
        ])
      : z.union([record, tombstone]);
  return z.object({ records: z.array(records), meta: pageMetaSchema });
};

/** The options every {records, meta} list takes, besides page and limit. */
export const listOptionsQuery = z.object({
  sort: z
    .string()
    .max(200)
    .regex(/^-?[a-z_]+(,-?[a-z_]+){0,4}$/, 'Must be field names, comma-separated, each with an optional - for descending.')
    .optional()
    .meta({
      description:
        'order, e.g. -created_at,id: id, created_at, updated_at, and the fields the module indexes for it; any other field is 422',
    }),
  updated_since: z
    .string()
    .max(40)
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Must be an ISO 8601 time.')
    .optional()
    .meta({ description: 'only records changed at or after this time (ISO 8601); with include_deleted, deletions too' }),
  since: z
    .string()
    .max(40)
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Must be an ISO 8601 time.')
    .optional()
    .meta({
      description:
        'sync: records changed since this time (the highest updated_at you hold), including the last minute before it (so that no write that committed late is missed: deduplicate by id and updated_at), in (updated_at, id) order, tombstones included',
    }),
  after: z
    .string()
    .max(60)
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,\d{1,16}$/, 'Must be "<updated_at>,<id>" of the last record read.')
    .optional()
    .meta({ description: 'sync: the next page, after the last record read ("<its updated_at>,<its id>"); with since' }),
  include_deleted: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'also records deleted within the retention period, as {id, deleted_at, updated_at}' }),
  fields: z
    .string()
    .max(500)
    .regex(/^[a-z_]+(,[a-z_]+)*$/, 'Must be field names, comma-separated.')
    .optional()
    .meta({ description: 'only these fields of each record (id and updated_at are always kept); an unknown field is 422' }),
});

export const recordOf = <T extends z.ZodType>(item: T) => z.object({ record: item });

/** The error body everywhere; `errors` only on 422 (docs/ARCHITECTURE.md, Errors). */
export const errorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/**
 * A schema for partial updates (PATCH): every field optional, nothing
 * defaulted, so the fields present are exactly the ones sent.
 */
export function partialOf<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  return schema.partial();
}

/** Whether x has at most n decimals: written with n decimals, it is the same number. */
const decimals = (n: number) => (x: number) => Number(x.toFixed(n)) === x;

/**
 * The largest total of one line: 200 of them stay exact in minor units
 * (below 2^53 cents), so totals are never rounded by the arithmetic.
 */
export const MAX_LINE_TOTAL = 100_000_000_000;

/** An amount of money: ≥ 0, at most two decimals. */
export const money = z
  .number()
  .min(0, 'Must not be negative.')
  .max(1_000_000_000, 'Must be at most 1,000,000,000.')
  .refine(decimals(2), 'Must have at most two decimals.');

/** A line of an estimate, order or invoice; its total is quantity × rate. */
export const lineItem = z
  .object({
    title: requiredText(255),
    quantity: z
      .number()
      .gt(0, 'Must be greater than 0.')
      .max(1_000_000, 'Must be at most 1,000,000.')
      .refine(decimals(3), 'Must have at most three decimals.'),
    rate: money,
  })
  .refine((i) => i.quantity * i.rate <= MAX_LINE_TOTAL, { path: ['rate'], message: 'quantity × rate must be at most 100,000,000,000.' });

export const lineItems = z.array(lineItem).min(1, 'At least one item is required.').max(200);
