import type * as http from 'node:http';
import { type FieldErrors, httpHeadersOf, httpStatusOf, translate } from '@bms/platform';

/** An HTTP answer with no error kind of its own (400 malformed JSON, 415). */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * The error body everywhere: {success: false, message, errors?}; never internals. The
 * database unreachable is 503 with Retry-After, as the gateway answers it for other routes.
 */
export function sendError(res: http.ServerResponse, err: unknown): number {
  let status = 500;
  let message = 'Internal error.';
  let errors: FieldErrors | undefined;
  const app = translate(err);
  if (app) {
    status = httpStatusOf(app.kind);
    if (status < 500 || status === 503 || status === 504) message = app.message;
    if (app.kind === 'validation') errors = app.fields ?? {};
    if (!res.headersSent) {
      for (const [name, value] of Object.entries(httpHeadersOf(app))) res.setHeader(name, value);
      if ((status === 503 || status === 504) && !res.hasHeader('Retry-After')) res.setHeader('Retry-After', '1');
    }
  } else if (err instanceof HttpFailure) {
    status = err.status;
    message = err.message;
  }
  if (!res.headersSent) sendJson(res, status, errors ? { success: false, message, errors } : { success: false, message });
  else res.destroy();
  return status;
}
