import * as grpc from '@grpc/grpc-js';
import { isDatabaseUnavailable } from './database-errors';
import { AppError, assertUnreachable, Conflict, type ErrorKind, type FieldErrors, Unavailable } from './errors';

/*
 * Errors as statuses: each kind mapped once to gRPC (the services' wrapper
 * and the clients that read it back) and once to HTTP (the gateway and a
 * service's own HTTP server). Both switches are exhaustive.
 */

export function grpcCodeOf(kind: ErrorKind): grpc.status {
  switch (kind) {
    case 'validation':
      return grpc.status.INVALID_ARGUMENT;
    case 'not_found':
      return grpc.status.NOT_FOUND;
    case 'permission_denied':
      return grpc.status.PERMISSION_DENIED;
    case 'unauthenticated':
      return grpc.status.UNAUTHENTICATED;
    case 'conflict':
      return grpc.status.ALREADY_EXISTS;
    case 'rate_limited':
      return grpc.status.RESOURCE_EXHAUSTED;
    case 'too_large':
      return grpc.status.OUT_OF_RANGE;
    case 'unavailable':
      return grpc.status.UNAVAILABLE;
    case 'timeout':
      return grpc.status.DEADLINE_EXCEEDED;
    case 'internal':
      return grpc.status.INTERNAL;
    default:
      return assertUnreachable(kind);
  }
}

function kindOfCode(code: grpc.status): ErrorKind {
  switch (code) {
    case grpc.status.INVALID_ARGUMENT:
      return 'validation';
    case grpc.status.NOT_FOUND:
      return 'not_found';
    case grpc.status.PERMISSION_DENIED:
      return 'permission_denied';
    case grpc.status.UNAUTHENTICATED:
      return 'unauthenticated';
    case grpc.status.ALREADY_EXISTS:
    case grpc.status.FAILED_PRECONDITION:
      return 'conflict';
    case grpc.status.RESOURCE_EXHAUSTED:
      return 'rate_limited';
    case grpc.status.OUT_OF_RANGE:
      return 'too_large';
    case grpc.status.UNAVAILABLE:
      return 'unavailable';
    case grpc.status.DEADLINE_EXCEEDED:
      return 'timeout';
    default:
      return 'internal';
  }
}

const FIELD_ERRORS_KEY = 'bms-field-errors';
const APP_ERROR_KEY = 'bms-app-error';
const DEPENDENCY_MISSING_KEY = 'bms-dependency-missing';
const RETRY_AFTER_KEY = 'bms-retry-after';

const GENERIC_MESSAGES: Record<ErrorKind, string> = {
  validation: 'The given data was invalid.',
  not_found: 'Record not found.',
  permission_denied: 'Access denied.',
  unauthenticated: 'Invalid or missing token.',
  conflict: 'Conflict.',
  rate_limited: 'Too many requests.',
  too_large: 'Payload too large.',
  unavailable: 'Service temporarily unavailable.',
  timeout: 'The request took too long.',
  internal: 'Internal error.',
};

/** Driver errors the services translate in this one place (their gRPC errors, the files service's HTTP answers). */
export function translate(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  const e = err as { code?: unknown; name?: string } | null;
  if (e && (e.code === 11000 || e.code === 11001)) return new Conflict('A record with these values already exists.');
  if (isDatabaseUnavailable(err)) return new Unavailable('The database is unreachable.');
  // MaxTimeMSExpired: the database stopped the call at the request's deadline (our writes are single-document).
  if (e && e.code === 50) return new AppError('timeout', 'The request took too long; nothing was changed.');
  return undefined;
}

/**
 * Field errors stay small: in a gRPC trailer (past a few kilobytes HTTP/2
 * drops the trailers and the caller waits for its deadline instead of
 * reading a 422) and in a 422 body, however many fields a request gets
 * wrong. The first fields are kept; the rest are counted under `_more`.
 */
const MAX_FIELD_ERRORS_BYTES = 6_000;

export function boundFieldErrors(fields: FieldErrors): FieldErrors {
  if (JSON.stringify(fields).length <= MAX_FIELD_ERRORS_BYTES) return fields;
  const kept: FieldErrors = {};
  const entries = Object.entries(fields);
  let size = 2;
  let n = 0;
  for (const [key, messages] of entries) {
    const entry = JSON.stringify({ [key]: messages }).length - 1;
    if (size + entry > MAX_FIELD_ERRORS_BYTES - 100) break;
    kept[key] = messages;
    size += entry;
    n += 1;
  }
  kept._more = [`${entries.length - n} more fields have errors.`];
  return kept;
}

/** An error thrown by a handler as the gRPC error the client receives. */
export function toGrpcError(err: unknown): { error: grpc.ServiceError; app: AppError | undefined } {
  const app = translate(err);
  const kind: ErrorKind = app?.kind ?? 'internal';
  const metadata = new grpc.Metadata();
  if (app) metadata.set(APP_ERROR_KEY, '1');
  if (app?.dependencyMissing) metadata.set(DEPENDENCY_MISSING_KEY, '1');
  if (app?.retryAfterSeconds !== undefined) metadata.set(RETRY_AFTER_KEY, String(app.retryAfterSeconds));
  if (app?.fields) metadata.set(FIELD_ERRORS_KEY, JSON.stringify(boundFieldErrors(app.fields)));
  const details = app ? app.message : 'Internal error.';
  const error = Object.assign(new Error(details), {
    code: grpcCodeOf(kind),
    details,
    metadata,
  }) as grpc.ServiceError;
  return { error, app };
}

/** A gRPC error received by a client as the AppError it stands for. */
export function fromGrpcError(err: unknown): AppError {
  const e = err as Partial<grpc.ServiceError>;
  if (typeof e?.code !== 'number') return new AppError('internal', 'Internal error.');
  const kind = kindOfCode(e.code);
  const raw = e.metadata?.get(FIELD_ERRORS_KEY)?.[0];
  let fields: FieldErrors | undefined;
  if (typeof raw === 'string') {
    try {
      fields = JSON.parse(raw) as FieldErrors;
    } catch {
      fields = undefined;
    }
  }
  // Only our own errors carry their text; grpc-js's transport messages are
  // internal detail.
  const fromApp = (e.metadata?.get(APP_ERROR_KEY)?.length ?? 0) > 0;
  const message = fromApp && e.details ? e.details : GENERIC_MESSAGES[kind];
  const app = new AppError(kind, message, fields);
  app.upstream = { from: fromApp ? 'service' : 'transport', grpc_status: grpc.status[e.code] ?? String(e.code), details: e.details ?? '' };
  app.dependencyMissing = (e.metadata?.get(DEPENDENCY_MISSING_KEY)?.length ?? 0) > 0;
  const retryAfter = Number(e.metadata?.get(RETRY_AFTER_KEY)?.[0]);
  if (fromApp && Number.isInteger(retryAfter) && retryAfter > 0) app.retryAfterSeconds = retryAfter;
  return app;
}

/** The headers an error's HTTP answer carries beside its status (the gateway's and a service's own HTTP server's): Retry-After when it holds only for now. */
export function httpHeadersOf(err: AppError): Record<string, string> {
  return err.retryAfterSeconds !== undefined ? { 'Retry-After': String(err.retryAfterSeconds) } : {};
}

/** The one mapping of error kinds to HTTP statuses: the gateway answers with it, and
 * so does a service's own HTTP server (files), whose replies pass through. */
export function httpStatusOf(kind: ErrorKind): number {
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
