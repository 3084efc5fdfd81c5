import { z } from 'zod';
import { isoTime, pageQuery, queryId } from '../common';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A moment in a query string: ISO 8601 (a day alone is its midnight, UTC). */
const queryTime = (description: string) =>
  z
    .string()
    .max(40)
    .regex(ISO_TIME, 'Must be an ISO 8601 time.')
    .refine((s) => !Number.isNaN(new Date(s).getTime()), 'Must be an ISO 8601 time.')
    .optional()
    .meta({ format: 'date-time', description });

/** What an entry's `module` filter takes: a domain (crm) or one kind of record (crm.client). */
const moduleName = z
  .string()
  .max(100)
  .regex(/^[a-z][a-z_]*(\.[a-z][a-z_]*)?$/, 'Must be a domain (crm) or a kind of record (crm.client).')
  .optional()
  .meta({ description: 'a domain (crm: every kind of record of it) or a kind of record (crm.client), as events name them', example: 'crm.client' });

const range = {
  from: queryTime('entries of writes at or after this time'),
  to: queryTime('entries of writes before this time'),
};

export const auditQuery = pageQuery
  .extend({
    user_id: queryId.meta({ description: 'entries of writes by this user (signed in, or through one of their API keys)' }),
    api_key_id: queryId.meta({ description: 'entries of writes made through this API key' }),
    module: moduleName,
    record_id: queryId.meta({ description: 'entries of this record (with module: a kind of record)' }),
    ...range,
  })
  .superRefine((q, ctx) => {
    if (q.record_id !== undefined && !(q.module && q.module.includes('.')))
      ctx.addIssue({ code: 'custom', path: ['record_id'], message: 'Only with module naming a kind of record (crm.client).' });
    if (q.from && q.to && new Date(q.from) > new Date(q.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from.' });
  });

export const AUDIT_EXPORT_FORMATS = ['ndjson', 'csv'] as const;

export const auditExportQuery = z
  .object({
    format: z.enum(AUDIT_EXPORT_FORMATS).optional().meta({ description: 'ndjson (default): one entry as JSON per line; csv: one per row, changes as JSON' }),
    ...range,
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && new Date(q.from) > new Date(q.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from.' });
  });

export const auditVerifyQuery = z.object({
  after: queryId.meta({ description: 'check the entries after this one (the next_after of the answer before); from the oldest kept entry by default' }),
  limit: z
    .string()
    .regex(/^\d{1,7}$/, 'Must be a whole number.')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Must be at least 1.').max(100_000, 'Must be at most 100000.'))
    .optional()
    .meta({ type: 'integer', minimum: 1, maximum: 100_000, default: 10_000, description: 'entries checked by this call at most' }),
});

/** What a write changed in one field: before and after (a create: after), or masked (a secret), or omitted (too large). */
export const fieldChange = z
  .object({
    before: z.unknown().optional(),
    after: z.unknown().optional(),
    masked: z.literal(true).optional(),
    omitted: z.literal('too_large').optional(),
    bytes: z.number().int().optional(),
  })
  .meta({ description: '{before, after} (null: no value; a create has after only), {masked: true} for a secret, or {omitted: "too_large", bytes}' });

export const auditEntry = z.object({
  id: z.number().int().meta({ description: 'its place in the chain: 1, 2, 3, …' }),
  event_id: z.string().meta({ description: 'the event it was recorded from' }),
  occurred_at: isoTime.meta({ description: 'when the write was made' }),
  recorded_at: isoTime.meta({ description: 'when the entry was appended' }),
  module: z.string().meta({ description: 'the kind of record, as events name it', example: 'crm.client' }),
  record_id: z.number().int().nullable(),
  action: z.string().meta({ description: 'created, updated, deleted, restored, or another verb of its events (sent, uploaded, …)' }),
  version: z.number().int().nullable().meta({ description: "the record's version the write produced" }),
  user_id: z.number().int().meta({ description: 'who: the user the write was made as' }),
  api_key_id: z.number().int().nullable().meta({ description: 'the API key it was made through, if any' }),
  address: z.string().nullable().meta({ description: "from where: the client's address as the gateway saw it" }),
  request_id: z.string().nullable(),
  changes: z.record(z.string(), fieldChange),
  prev_hash: z.string().meta({ description: 'the hash of the entry before (64 zeros before the first)' }),
  hash: z.string().meta({ description: 'sha256 of prev_hash and the canonical JSON of the entry' }),
});

export const auditEntryList = z.object({
  records: z.array(auditEntry),
  meta: z.object({ total: z.number().int(), current_page: z.number().int(), per_page: z.number().int() }),
});

export const auditVerification = z.object({
  ok: z.boolean().meta({ description: 'false: an entry was altered, removed or added out of place (see broken)' }),
  checked: z.number().int().meta({ description: 'entries checked by this call' }),
  first_id: z.number().int().nullable().meta({ description: 'the first entry checked' }),
  last_id: z.number().int().nullable().meta({ description: 'the last entry checked' }),
  next_after: z.number().int().nullable().meta({ description: 'more to check: call again with after=this; null when done' }),
  head_id: z.number().int().meta({ description: 'the last entry of the chain (0: none)' }),
  head_hash: z.string().meta({ description: 'its hash: kept elsewhere, it shows later that nothing before it was rewritten' }),
  pruned_through: z.number().int().meta({ description: 'entries up to this one were removed by retention (0: none)' }),
  broken: z
    .object({ id: z.number().int().meta({ description: 'the first entry where the chain breaks' }), reason: z.string() })
    .nullable(),
});

/** An entry as the API answers it. */
export type AuditEntry = z.output<typeof auditEntry>;
