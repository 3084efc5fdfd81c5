import { leanAsyncResourceBind } from './async-bind';
import { leanHttp2Sessions } from './http2-streams';

/**
 * What every process of ours changes in Node before it builds anything:
 * two places where Node 20 keeps a request's objects alive past their use,
 * so that they survive young-generation collections and wait for a full
 * one (async-bind.ts: `AsyncResource#bind`; http2-streams.ts: HTTP/2
 * sessions' stream tables). Neither changes what the code using them sees.
 * Called by runProcess and by the all-in-one process; idempotent. Returns
 * which are in place.
 */
export function fixRuntime(): { bind: boolean; http2: boolean } {
  return { bind: leanAsyncResourceBind(), http2: leanHttp2Sessions() };
}
