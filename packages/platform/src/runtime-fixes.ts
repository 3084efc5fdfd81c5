import { leanAsyncResourceBind } from './async-bind';
import { releaseClosedHttp2Streams } from './closed-streams';
import { leanHttp2Sessions } from './http2-streams';

/** Which of the fixes below this process has in place. */
export interface RuntimeFixes {
  /** AsyncResource#bind without its deprecated accessor (async-bind.ts): where Node's bind makes the accessor (20 to 24). */
  bind: boolean;
  /** HTTP/2 sessions' streams kept out of a Map and a Set (http2-streams.ts): where Node keeps them so (20 to 26). */
  http2Tables: boolean;
  /** HTTP/2 streams that let go of their listeners once closed (closed-streams.ts): where Node's writable streams pin themselves (24.15 on, 26). */
  http2ClosedStreams: boolean;
}

/**
 * What every process of ours changes in Node before it builds anything:
 * places where Node keeps a request's objects alive past their use, so that
 * they survive young-generation collections and wait for a full one. None
 * changes what the code using them sees. Each is made only where the running
 * Node shows the behaviour it answers, found by looking at that behaviour
 * (not at the version number). Called by runProcess and by the all-in-one
 * process; idempotent.
 */
export function fixRuntime(): RuntimeFixes {
  return { bind: leanAsyncResourceBind(), http2Tables: leanHttp2Sessions(), http2ClosedStreams: releaseClosedHttp2Streams() };
}
