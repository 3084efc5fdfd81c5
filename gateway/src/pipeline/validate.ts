import { isUtf8 } from 'node:buffer';
import type { Request } from 'express';
import { checkInput, fieldErrors, ValidationError } from '@bms/platform';
import { HttpError } from '../errors';
import type { Route, RouteInput } from '../routes/route';

/** The media types a JSON body may come as. */
export const JSON_TYPES = ['application/json', 'application/*+json'];

/**
 * body-parser's check of a body's bytes before they are decoded: a body said
 * to be UTF-8 that is not well-formed UTF-8 is refused (422, as a lone
 * surrogate is). Decoded, each bad byte would become U+FFFD and be stored so.
 */
export function wellFormedUtf8(_req: unknown, _res: unknown, body: Buffer, encoding: string): void {
  if (encoding === 'utf-8' && !isUtf8(body)) throw new ValidationError({ _: ['The body must be well-formed UTF-8 text.'] });
}

/** Whether a request carries a body at all (an empty POST is none, whatever its headers). */
export function sendsBody(req: Request): boolean {
  return Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
}

/**
 * The route's query parameters sent in a bracket form (`status[]=active`,
 * `status[in]=a`), which the query is not read in: each refused on its
 * name. Left alone, as any key the route does not take, the filter would
 * be dropped without a word and the list answered whole.
 */
function bracketed(query: Record<string, unknown>, takes: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(query)) {
    const at = key.indexOf('[');
    const name = at > 0 ? key.slice(0, at) : undefined;
    if (name && Object.hasOwn(takes, name)) errors[name] = [`Brackets are not read: send ${name}=value.`];
  }
  return errors;
}

/**
 * A route's input, parsed: params (a malformed one: 404), query and body
 * against the route's schemas, every problem at once (422).
 */
export function validate(r: Route, req: Request): RouteInput {
  const input: RouteInput = { params: {}, query: {}, body: {} };
  if (r.params) {
    const p = r.params.safeParse(req.params);
    // A malformed id names no record.
    if (!p.success) throw new HttpError(404, 'Record not found.');
    input.params = p.data;
  }
  const errors: Record<string, string[]> = {};
  if (r.query) {
    const raw = (req.query ?? {}) as Record<string, unknown>;
    const q = r.query.safeParse(raw);
    if (q.success) input.query = q.data;
    else Object.assign(errors, fieldErrors(q.error));
    Object.assign(errors, bracketed(raw, r.query.shape));
  }
  // A proxied route's body is checked here when it is JSON; other bodies
  // (multipart uploads) stream on unread and the service checks them.
  if (r.body && (!r.proxy || req.is('application/json'))) {
    checkInput(req.body ?? {});
    const b = r.body.safeParse(req.body ?? {});
    if (b.success) input.body = b.data as Record<string, unknown>;
    else Object.assign(errors, fieldErrors(b.error));
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return input;
}
