import { isDatabaseUnavailable, NETWORK_CODES } from './database-errors';

/**
 * The closed set of error kinds. Each is mapped once to a gRPC status
 * and once to HTTP (error-status.ts); both switches are exhaustive, so a new
 * kind cannot ship unmapped.
 */
export type ErrorKind =
  | 'validation'
  | 'not_found'
  | 'permission_denied'
  | 'unauthenticated'
  | 'conflict'
  | 'rate_limited'
  | 'too_large'
  | 'unavailable'
  | 'timeout'
  | 'internal';

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  /**
   * The refusal names a record of another service that is not known yet (a
   * dependency): true only at this moment, so an Idempotency-Key never keeps
   * it, and a retry with the key does the work once the record exists.
   */
  dependencyMissing = false;

  /**
   * The refusal holds only for now (a write that lost its races to others):
   * the caller may retry after this many seconds (Retry-After), and an
   * Idempotency-Key never keeps it.
   */
  retryAfterSeconds: number | undefined = undefined;

  /**
   * For an error a gRPC call returned: whether the service answered it or
   * the call never got an answer (grpc-js's transport: a connection
   * dropped or refused, a deadline), with the status and its text, for the
   * caller's logs; never for its client.
   */
  upstream: { from: 'service' | 'transport'; grpc_status: string; details: string } | undefined = undefined;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class ValidationError extends AppError {
  constructor(fields: FieldErrors, message = 'The given data was invalid.') {
    super('validation', message, fields);
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }

  /** 422 for an id of another service's record that does not exist (see AppError.dependencyMissing). */
  static unknownDependency(field: string, message: string): ValidationError {
    return Object.assign(ValidationError.field(field, message), { dependencyMissing: true });
  }
}

/** 409 for a write that lost its races to other writes of the same record: retry shortly. */
export class Contended extends AppError {
  constructor(message: string) {
    super('conflict', message);
    this.retryAfterSeconds = 1;
  }
}

export class NotFound extends AppError {
  constructor(message = 'Record not found.') {
    super('not_found', message);
  }
}

export class PermissionDenied extends AppError {
  constructor(message = 'Access denied.') {
    super('permission_denied', message);
  }
}

export class Unauthenticated extends AppError {
  constructor(message = 'Invalid or missing token.') {
    super('unauthenticated', message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super('conflict', message);
  }
}

export class RateLimited extends AppError {
  constructor(message = 'Too many requests.') {
    super('rate_limited', message);
  }
}

export class Unavailable extends AppError {
  constructor(message = 'Service temporarily unavailable.') {
    super('unavailable', message);
  }
}

export function assertUnreachable(x: never): never {
  throw new Error(`unreachable: ${String(x)}`);
}

/**
 * A failure of the infrastructure rather than of the work itself: the
 * database, the network or another service unavailable. The same work may
 * succeed later, so it is retried, never given up.
 */
export function isTransient(err: unknown): boolean {
  if (err instanceof AppError) return err.kind === 'unavailable' || err.kind === 'timeout';
  if (isDatabaseUnavailable(err)) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NETWORK_CODES.has(code);
}
