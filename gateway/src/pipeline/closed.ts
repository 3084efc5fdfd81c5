import type { ServerResponse } from 'node:http';

/**
 * Calls `fn` once `res` is closed (answered, or its client gone), even when
 * it already was: `close` comes once, so a listener added after an await
 * (the caller authenticated, a claim taken) would never hear of a client
 * that left meanwhile, and what it was to stop (a stream's place, a timer,
 * an upstream request) would run on for a connection nobody reads.
 * Already closed, `fn` is called in a microtask, as a listener would be
 * called later, never within the caller's own statement.
 */
export function onceClosed(res: ServerResponse, fn: () => void): void {
  if (res.closed) queueMicrotask(fn);
  else res.once('close', fn);
}
