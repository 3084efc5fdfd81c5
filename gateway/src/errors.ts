import type { NextFunction, Request, Response } from 'express';
import { AppError, boundFieldErrors, httpHeadersOf, httpStatusOf, type Logger } from '@bms/platform';

/** Errors the gateway itself raises before any service is called. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The error body everywhere: {success: false, message, errors?}. */
export function sendError(res: Response, status: number, message: string, errors?: Record<string, string[]>): void {
  if (res.headersSent) return;
  res.status(status).json(errors ? { success: false, message, errors } : { success: false, message });
}

interface BodyParserError {
  type?: string;
  status?: number;
  /** the body's text, on a parse failure */
  body?: unknown;
}

/** Whether a body that body-parser refused is JSON all the same: a value that is not an object or array (`null`, `"text"`, `1`). */
function isJsonValue(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** The last middleware: every error becomes the error body; never a stack trace. */
export function errorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    if (err instanceof AppError) {
      const status = httpStatusOf(err.kind);
      // True only for now: never kept under an Idempotency-Key (nor is an answer with Retry-After).
      if (err.dependencyMissing) res.locals.idempotencyForget = true;
      res.set(httpHeadersOf(err));
      // A service out of reach or out of time: the client may try again in a second (another
      // replica may take it). Said to the client only: whether the work was done is not known,
      // so an Idempotency-Key's retry still asks the service (see Idempotency.recordResponse).
      if ((status === 503 || status === 504) && err.retryAfterSeconds === undefined) {
        res.set('Retry-After', '1');
        res.locals.retryAfterUnknownOutcome = true;
      }
      // Where it came from: the service's own answer, or a call that got none (a dropped connection).
      if (status >= 500) logger.warn({ kind: err.kind, upstream: err.upstream, route: res.locals.route, request_id: res.locals.request_id }, 'service error');
      return sendError(res, status, err.message, err.kind === 'validation' ? boundFieldErrors(err.fields ?? {}) : undefined);
    }
    if (err instanceof HttpError) {
      res.set(err.headers);
      return sendError(res, err.status, err.message);
    }
    const bp = err as BodyParserError;
    if (bp?.type === 'entity.parse.failed') {
      // Well-formed, but of the wrong kind: a 422, as a body of `[]` is.
      if (isJsonValue(bp.body)) return sendError(res, 422, 'The given data was invalid.', { _: ['Must be an object.'] });
      return sendError(res, 400, 'Malformed JSON in the request body.');
    }
    if (bp?.type === 'entity.too.large') return sendError(res, 413, 'The request body is too large.');
    if (bp?.type === 'encoding.unsupported' || bp?.type === 'charset.unsupported')
      return sendError(res, 415, 'Unsupported body encoding.');
    if (typeof bp?.status === 'number' && bp.status >= 400 && bp.status < 500)
      return sendError(res, bp.status, 'Bad request.');
    logger.error({ err, route: res.locals.route, request_id: res.locals.request_id }, 'unhandled error');
    sendError(res, 500, 'Internal error.');
  };
}
