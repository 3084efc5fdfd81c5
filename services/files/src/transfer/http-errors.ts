import type * as http from 'node:http';
import { AppError, type FieldErrors, httpHeadersOf, httpStatusOf } from '@bms/platform';

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

/** The error body everywhere: {success: false, message, errors?}; never internals. */
export function sendError(res: http.ServerResponse, err: unknown): number {
  let status = 500;
  let message = 'Internal error.';
  let errors: FieldErrors | undefined;
  if (err instanceof AppError) {
    status = httpStatusOf(err.kind);
    if (status < 500) message = err.message;
    if (err.kind === 'validation') errors = err.fields ?? {};
    if (!res.headersSent) for (const [name, value] of Object.entries(httpHeadersOf(err))) res.setHeader(name, value);
  } else if (err instanceof HttpFailure) {
    status = err.status;
    message = err.message;
  }
  if (!res.headersSent) sendJson(res, status, errors ? { success: false, message, errors } : { success: false, message });
  else res.destroy();
  return status;
}
