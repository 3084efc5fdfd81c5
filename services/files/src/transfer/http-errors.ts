import type * as http from 'node:http';
import { AppError, assertUnreachable, type ErrorKind, type FieldErrors } from '@bms/platform';

/** An HTTP answer with no error kind of its own (400 malformed JSON, 415). */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The HTTP status of an error kind, as the gateway answers it (DESIGN 4):
 * this server's replies pass through the gateway as they are.
 */
export function statusOf(kind: ErrorKind): number {
  switch (kind) {
    case 'validation':
      return 422;
    case 'not_found':
      return 404;
    case 'permission_denied':
      return 403;
    case 'unauthenticated':
      return 401;
    case 'conflict':
      return 409;
    case 'rate_limited':
      return 429;
    case 'too_large':
      return 413;
    case 'unavailable':
      return 503;
    case 'timeout':
      return 504;
    case 'internal':
      return 500;
    default:
      return assertUnreachable(kind);
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
    status = statusOf(err.kind);
    if (status < 500) message = err.message;
    if (err.kind === 'validation') errors = err.fields ?? {};
  } else if (err instanceof HttpFailure) {
    status = err.status;
    message = err.message;
  }
  if (!res.headersSent) sendJson(res, status, errors ? { success: false, message, errors } : { success: false, message });
  else res.destroy();
  return status;
}
