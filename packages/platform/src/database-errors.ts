/** How driver and network errors are told apart: the database or network unavailable, for now. */

const UNREACHABLE_DATABASE = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
  'MongoServerClosedError',
  'MongoTopologyClosedError',
]);

/** Server codes for "cannot serve now, may on a retry" (the driver's retryable-read codes). */
const DATABASE_RETRY_CODES = new Set([6, 7, 89, 91, 134, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);

/** Operating-system errors of a network that is down or a peer that is gone. */
export const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** The database could not be reached or could not serve for now (down, restarting, cut off). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; name?: string; message?: string; hasErrorLabel?: (label: string) => boolean } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.name && UNREACHABLE_DATABASE.has(e.name)) return true;
  if (e.name?.startsWith('Mongo') && typeof e.code === 'number' && DATABASE_RETRY_CODES.has(e.code)) return true;
  if (e.hasErrorLabel?.('RetryableWriteError') || e.hasErrorLabel?.('ResetPool')) return true;
  // mongoose holds operations while disconnected and gives up after a while
  return e.name === 'MongooseError' && /buffering timed out/.test(e.message ?? '');
}
