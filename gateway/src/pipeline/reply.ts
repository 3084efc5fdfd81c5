import type { ServerResponse } from 'node:http';
import type { Response } from 'express';
import { z } from 'zod';
import { attachment, ValidationError } from '@bms/platform';
import type { Download, Route, RouteInput } from '../routes/route';
import { holdHeader } from './held-headers';

/**
 * Takes a list's options out of its query: sort, updated_since and
 * include_deleted go to the service; fields stays here, checked against the
 * record's fields (422 for an unknown one).
 */
export function listOptionsOf(r: Route, input: RouteInput) {
  const { sort, updated_since, include_deleted, since, after, fields, ...query } = input.query as Record<string, string | undefined>;
  input.query = query;
  let picked: Set<string> | undefined;
  if (fields) {
    const known = new Set(['id', 'updated_at', ...(r.list instanceof z.ZodObject ? Object.keys(r.list.shape) : [])]);
    const unknown = fields.split(',').filter((f) => !known.has(f));
    if (unknown.length) throw ValidationError.field('fields', `Unknown field(s): ${unknown.join(', ')}.`);
    picked = new Set(['id', 'updated_at', ...fields.split(',')]);
  }
  return {
    options: { sort: sort ?? '', updated_since: updated_since ?? '', include_deleted: include_deleted === 'true', since: since ?? '', after: after ?? '' },
    fields: picked,
  };
}

/**
 * Records as the API answers them: a deleted one (a sync tombstone) as
 * {id, deleted_at, updated_at}; otherwise without the deleted_at and empty
 * updated_at that proto carries for every record, and with only the fields
 * asked for.
 */
export function shapeRecords(body: unknown, fields: Set<string> | undefined): unknown {
  const clean = (r: Record<string, unknown>) => {
    if (r.deleted_at === null || r.deleted_at === '') delete r.deleted_at;
    if (r.updated_at === '') delete r.updated_at;
    return r;
  };
  const one = (r: Record<string, unknown>) => {
    if (r.deleted_at) return { id: r.id, deleted_at: r.deleted_at, updated_at: r.updated_at };
    clean(r);
    if (fields) for (const k of Object.keys(r)) if (!fields.has(k)) delete r[k];
    return r;
  };
  const b = body as { record?: unknown; records?: unknown };
  if (b && typeof b === 'object') {
    if (Array.isArray(b.records)) b.records = b.records.map((r) => (r && typeof r === 'object' ? one(r as Record<string, unknown>) : r));
    else if (b.record && typeof b.record === 'object') clean(b.record as Record<string, unknown>);
    // a record answered flat (GET /api/auth/me)
    else clean(b as Record<string, unknown>);
  }
  return body;
}

/**
 * A reply that is a file: its bytes as the route's media type, an
 * attachment under the name the service gave, and a policy that lets
 * nothing in it run should a browser show it (as the files service's
 * downloads do).
 */
export function sendDownload(res: Response, r: Route, file: Download): void {
  res
    .status(r.status)
    .set({
      'Content-Type': r.replyType ?? 'application/octet-stream',
      'Content-Disposition': attachment(file.name, { utf8: 'when-needed' }),
      'Content-Security-Policy': "default-src 'none'; sandbox",
    })
    .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
}

/** A reply with no body by its status (express's res.send drops the body of these too). */
const BODILESS = new Set([204, 304]);

/**
 * A JSON reply, written as express's res.json writes it (the same headers
 * and bytes: no ETag, as the gateway turns that off), without the work
 * res.json does per call to get there: parsing and formatting the
 * Content-Type it sets, looking up its charset, and the freshness check
 * that only an ETag or Last-Modified could answer.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  if (BODILESS.has(status)) return void res.end();
  const json = JSON.stringify(body) ?? '';
  holdHeader(res, 'Content-Type', 'application/json; charset=utf-8');
  holdHeader(res, 'Content-Length', Buffer.byteLength(json));
  res.end(json);
}
