/** An HTTP request or response: both say whether they are closed, and emit 'close' once. */
interface Closing {
  readonly closed: boolean;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * Calls `fn` once `m` (a request or a response) is closed (a response
 * answered, or its client gone), even when it already was: `close` comes
 * once, so a listener added after an await (the caller authenticated, a
 * claim taken) would never hear of a client that left meanwhile, and what it
 * was to stop (a stream's place, a timer, an upstream request, an upload's
 * parser) would run on for a connection nobody reads. Already closed, `fn`
 * is called in a microtask, as a listener would be called later, never
 * within the caller's own statement.
 */
export function onceClosed(m: Closing, fn: () => void): void {
  if (m.closed) queueMicrotask(fn);
  else m.once('close', fn);
}
