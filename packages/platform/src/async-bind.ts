import { AsyncResource } from 'node:async_hooks';

const LEAN = Symbol.for('bms.leanAsyncResourceBind');

/**
 * Node 20 to 24's `AsyncResource#bind` (not 26's) gives each bound function a deprecated
 * `asyncResource` accessor (DEP0172) whose getter and setter are made by
 * `util.deprecate`, which sets a fresh closure as each wrapper's prototype.
 * Every such prototype gets a map of its own, and maps live in the old
 * generation: through them a young-generation collection keeps everything
 * the bound function holds. Node's HTTP/2 client binds one function per
 * request (the gRPC call of every request the gateway serves), so that each
 * call's stream, headers and gRPC call survived the next scavenges, were
 * promoted, and were freed only by a full collection: about a fifth of what
 * a call allocates, scavenges of 5–10 ms and a full collection every second
 * or so at 500 req/s (docs/benchmarks.md, "Each request's objects die young").
 *
 * This gives `bind` Node's own behaviour without the deprecated accessor:
 * the function runs in the resource's async scope (the instance's
 * `runInAsyncScope`, as Node calls it), `length` is the function's, and
 * `asyncResource` is a plain property naming the resource. Installed only
 * where `bind` still makes the accessor; idempotent. Returns whether it is
 * in place.
 */
export function leanAsyncResourceBind(): boolean {
  const proto = AsyncResource.prototype as AsyncResource & { [LEAN]?: true };
  if (proto[LEAN]) return true;
  const original = proto.bind;
  const probe = original.call(new AsyncResource('BmsProbe'), () => undefined);
  if (!Object.getOwnPropertyDescriptor(probe, 'asyncResource')?.get) return false;
  const nodeBind = original as (this: AsyncResource, ...args: unknown[]) => unknown;
  proto.bind = function bind(this: AsyncResource, fn: unknown, thisArg?: unknown) {
    // Node's own errors (ERR_INVALID_ARG_TYPE) for anything that is not a function.
    return typeof fn === 'function' ? leanBind(this, fn as (...args: unknown[]) => unknown, thisArg) : nodeBind.call(this, fn, thisArg);
  } as typeof proto.bind;
  Object.defineProperty(proto, LEAN, { value: true });
  return true;
}

type Run = (this: AsyncResource, ...args: unknown[]) => unknown;

/** Node's `bind`, as of 20.x, less the accessor: `runInAsyncScope` looked up when Node looks it up. */
function leanBind(resource: AsyncResource, fn: (...args: unknown[]) => unknown, thisArg: unknown) {
  const bound =
    thisArg === undefined
      ? function (this: unknown, ...args: unknown[]) {
          return (resource.runInAsyncScope as Run).call(resource, fn, this, ...args);
        }
      : (resource.runInAsyncScope as Run).bind(resource, fn, thisArg);
  return Object.defineProperties(bound, {
    length: { configurable: true, enumerable: false, value: fn.length, writable: false },
    asyncResource: { configurable: true, enumerable: true, value: resource, writable: true },
  });
}
