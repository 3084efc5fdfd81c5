import { once } from 'node:events';
import type * as grpc from '@grpc/grpc-js';
import type { Response } from 'express';
import { z } from 'zod';
import { audit } from '@bms/contracts';
import { attachment, type Logger, onceClosed, unary } from '@bms/platform';
import type { identity } from '@bms/protos';
import { callContextOf } from '../pipeline/request-context';
import { auditEntryOf, CSV_COLUMNS, csvRow, csvRowOf } from './audit-format';
import { route, type Route } from './route';

const tag = 'Audit trail';

/** Entries read from identity at once while an export streams. */
const EXPORT_BATCH = 500;

const TYPES = { ndjson: 'application/x-ndjson', csv: 'text/csv' } as const;

/**
 * The audit trail (admins only): every write of every service, who made it
 * and from where, each field's value before and after; the list with its
 * filters, an export of a time range (streamed, a batch of entries at a
 * time, as NDJSON or CSV), and the check of the hash chain.
 */
export function auditRoutes(identityClient: grpc.Client, timeoutMs: number, logger: Logger): Route[] {
  const exportBatch = (res: Response, q: Record<string, unknown>, after: number) =>
    unary<identity.AuditEntryBatch__Output>(
      identityClient,
      'ExportAuditLog',
      { from: q.from ?? '', to: q.to ?? '', after_id: after, limit: EXPORT_BATCH },
      { token: res.locals.token as string, timeoutMs, ...callContextOf(res) },
    );
  return [
    route({
      method: 'get',
      path: '/api/audit-log',
      tag,
      summary: 'The audit trail, newest first: filter by actor (user_id, api_key_id), record (module and record_id), module and time (from, to); admins',
      query: audit.auditQuery,
      reply: audit.auditEntryList,
      call: {
        domain: 'identity',
        rpc: 'ListAuditLog',
        request: ({ query }) => query,
        response: (reply) => {
          const r = reply as identity.AuditEntryList__Output;
          return { records: r.records.map(auditEntryOf), meta: r.meta };
        },
      },
    }),
    route({
      method: 'get',
      path: '/api/audit-log/export',
      tag,
      summary: 'The entries of a time range (from, to) oldest first, streamed as NDJSON (one entry per line) or CSV (changes as JSON, cells safe from formula injection); admins',
      query: audit.auditExportQuery,
      reply: z.string(),
      replyTypes: Object.values(TYPES),
      local: async ({ query }, _req, res) => {
        const format = (query.format as keyof typeof TYPES | undefined) ?? 'ndjson';
        // The first batch before anything is sent: a refusal (403) or a failure is answered as such.
        let batch = await exportBatch(res, query, 0);
        res.status(200).set({ 'Content-Type': `${TYPES[format]}; charset=utf-8`, 'Content-Disposition': attachment(`audit-log.${format}`) });
        let gone = false;
        onceClosed(res, () => (gone = true));
        const write = async (chunk: string) => {
          // closed already: neither would ever come
          if (!res.write(chunk) && !res.closed) await Promise.race([once(res, 'drain'), once(res, 'close')]);
        };
        try {
          if (format === 'csv') await write(csvRow(CSV_COLUMNS));
          for (;;) {
            const lines = batch.records.map((e) => {
              const entry = auditEntryOf(e);
              return format === 'csv' ? csvRowOf(entry) : `${JSON.stringify(entry)}\n`;
            });
            if (lines.length) await write(lines.join(''));
            if (gone || batch.records.length < EXPORT_BATCH) break;
            batch = await exportBatch(res, query, Number(batch.records.at(-1)!.id));
          }
          res.end();
        } catch (err) {
          // Too late for an error answer: the export is cut, which the client sees as an incomplete transfer.
          logger.warn({ err: String(err), request_id: res.locals.request_id }, 'audit export cut');
          res.destroy();
        }
      },
    }),
    route({
      method: 'get',
      path: '/api/audit-log/verify',
      tag,
      summary: 'Check the hash chain: each entry against its content and the one before, none missing; a range at a time (after, limit), the first broken link reported; admins',
      query: audit.auditVerifyQuery,
      reply: audit.auditVerification,
      call: { domain: 'identity', rpc: 'VerifyAuditLog', request: ({ query }) => ({ after: query.after ?? 0, limit: query.limit ?? 0 }) },
    }),
  ];
}
