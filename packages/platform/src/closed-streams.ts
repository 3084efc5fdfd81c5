import type * as Http2 from 'node:http2';
import { Writable } from 'node:stream';
import { onNewHttp2Session } from './http2-sessions';

// The module object itself, which the marker below is set on (shared by every copy of this package in a process).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const http2 = require('node:http2') as typeof Http2;

const RELEASE = Symbol.for('bms.releaseClosedHttp2Streams');

/**
 * Since Node 24.15 (and in 26) every writable stream (a socket, an HTTP/2
 * stream, a zlib stream) is given its write callback as a closure made for
 * it, `this.onwrite = (er) => onwrite(stream, er)` in Node's WritableState,
 * where it was `onwrite.bind(undefined, stream)`. V8 allocates a closure
 * that is assigned to a property straight into the old generation
 * (pretenured, as a likely method), and a dead object there still holds
 * what it points to through young-generation collections until a full
 * one: the closure's context, so the stream, its listeners and all they
 * reach. Every HTTP/2 stream of a gRPC call then outlives the scavenges
 * with the whole call (its stream, headers, call objects, the caller's
 * closures) and is promoted: ~5 KB a call, a full collection every second
 * or so at saturation (docs/node-versions.md).
 *
 * The stream itself cannot be saved from that; what it holds can. Once an
 * HTTP/2 stream has closed (its last event) and the callbacks of that turn
 * have run, it lets go of its listeners: they, and what they reach, die
 * young again, and ~1 KB a call (the stream and its state) is promoted.
 * A late 'error' finds a listener that ignores it, as there is no one left
 * to tell.
 */

/** Whether this Node's writable streams get their write callback as a closure of their own, not a bound function (the behaviour answered here). */
export function writablesPinThemselves(): boolean {
  const onwrite = (new Writable() as unknown as { _writableState?: { onwrite?: unknown } })._writableState?.onwrite;
  return typeof onwrite === 'function' && !/\{\s*\[native code\]\s*\}$/.test(Function.prototype.toString.call(onwrite));
}

const ignore = () => undefined;

/** Lets `stream` drop its listeners once it has closed and that turn's callbacks have run. */
export function releaseWhenClosed(stream: Http2.Http2Stream): void {
  stream.once('close', () =>
    setImmediate(() => {
      stream.removeAllListeners();
      stream.on('error', ignore);
    }),
  );
}

/** Every stream of `session`: those it asks for (a client's requests) and those it is asked for (a server's). */
function releaseStreamsOf(session: Http2.ClientHttp2Session | Http2.ServerHttp2Session): void {
  // A client's push streams and a server's streams come as 'stream' events; a client's own requests from request().
  session.prependListener('stream', releaseWhenClosed);
  if ('request' in session) {
    const request = session.request;
    session.request = function (this: Http2.ClientHttp2Session, ...args: Parameters<typeof request>) {
      const stream = request.apply(this, args);
      releaseWhenClosed(stream);
      return stream;
    };
  }
}

/**
 * Every HTTP/2 stream of every session made from here on (http2-sessions.ts)
 * lets go of its listeners once closed, where this Node's writable streams
 * pin themselves (writablesPinThemselves). Idempotent; returns whether it is in place.
 */
export function releaseClosedHttp2Streams(): boolean {
  const mod = http2 as typeof Http2 & { [RELEASE]?: boolean };
  if (mod[RELEASE] !== undefined) return mod[RELEASE];
  const needed = writablesPinThemselves();
  if (needed) onNewHttp2Session(releaseStreamsOf);
  Object.defineProperty(mod, RELEASE, { value: needed });
  return needed;
}
