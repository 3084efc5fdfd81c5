import type * as Http2 from 'node:http2';

// The module object itself (an `import * as` copy would not see the wrappers).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const http2 = require('node:http2') as typeof Http2;

const LEAN = Symbol.for('bms.leanHttp2Sessions');

/**
 * Node's HTTP/2 sessions keep their open streams in a Map by id and those
 * not yet given an id in a Set, and every stream is added to both and taken
 * out again. V8 rebuilds a Map's or Set's table as entries come and go, and
 * leaves in the table it drops a link to the new one, and its entries as
 * they were. Once a table of a long-lived session is in the old generation
 * (a full collection moves the live one there), that link keeps every later
 * table, and the streams each held when it was dropped, through every
 * young-generation collection until the next full one: promoted, they keep
 * the chain going. A gRPC client or server with calls in flight then
 * promotes most of what survives a scavenge (the whole call: stream,
 * headers, call objects, the caller's closures), and pays for it in
 * scavenges of 4–10 ms and a full collection every second or two
 * (docs/benchmarks.md, "Calls in flight kept alive by their sessions").
 *
 * These keep the same bookkeeping without such tables.
 */

/** Streams by id: a plain object, whose dictionary V8 replaces without linking the old one to the new. */
export class StreamsById<V> {
  private byId: Record<number, V> = Object.create(null) as Record<number, V>;
  private count = 0;

  get size(): number {
    return this.count;
  }

  has(id: number): boolean {
    return id in this.byId;
  }

  get(id: number): V | undefined {
    return this.byId[id];
  }

  set(id: number, value: V): this {
    if (!(id in this.byId)) this.count++;
    this.byId[id] = value;
    return this;
  }

  delete(id: number): boolean {
    if (!(id in this.byId)) return false;
    delete this.byId[id];
    this.count--;
    return true;
  }

  /**
   * In the order of the ids (a session's ids only grow: the order they were
   * added in); one deleted meanwhile is skipped, one added meanwhile is not
   * visited (Node calls this only to close or destroy them all).
   */
  forEach(fn: (value: V, id: number, map: this) => void): void {
    for (const key of Object.keys(this.byId)) {
      const id = Number(key);
      if (id in this.byId) fn(this.byId[id] as V, id, this);
    }
  }
}

/** Streams waiting for an id: a handful at most, mostly none; an array in the order they came. */
export class PendingStreams<T> {
  private items: T[] = [];

  get size(): number {
    return this.items.length;
  }

  has(item: T): boolean {
    return this.items.includes(item);
  }

  add(item: T): this {
    if (!this.items.includes(item)) this.items.push(item);
    return this;
  }

  delete(item: T): boolean {
    const i = this.items.indexOf(item);
    if (i < 0) return false;
    this.items.splice(i, 1);
    return true;
  }

  /** Over those there when it began; one deleted meanwhile is skipped. */
  forEach(fn: (value: T, same: T, set: this) => void): void {
    for (const item of [...this.items]) if (this.items.includes(item)) fn(item, item, this);
  }
}

interface SessionState {
  streams: unknown;
  pendingStreams: unknown;
}

/**
 * Gives a new session the bookkeeping above, where its state is as Node 20
 * makes it (an empty SafeMap and SafeSet); anything else is left as it is.
 * Returns whether it did.
 */
export function leanSession<S extends object>(session: S): boolean {
  const key = Object.getOwnPropertySymbols(session).find((s) => s.description === 'state');
  const state = key && ((session as Record<symbol, unknown>)[key] as SessionState | undefined);
  // Node's own Map and Set (primordials' SafeMap and SafeSet, not instances of the Map and Set seen here), still empty.
  const kind = (x: unknown) => (x as { constructor?: { name?: string } } | null)?.constructor?.name;
  if (!state || kind(state.streams) !== 'SafeMap' || kind(state.pendingStreams) !== 'SafeSet') return false;
  if ((state.streams as Map<unknown, unknown>).size || (state.pendingStreams as Set<unknown>).size) return false;
  state.streams = new StreamsById();
  state.pendingStreams = new PendingStreams();
  return true;
}

/**
 * Every HTTP/2 session made from here on, client (`http2.connect`, as
 * grpc-js connects) and server (`createServer`, `createSecureServer`, as
 * grpc-js serves), gets the bookkeeping above. Idempotent; returns whether
 * it is in place.
 */
export function leanHttp2Sessions(): boolean {
  const mod = http2 as typeof Http2 & { [LEAN]?: true };
  if (mod[LEAN]) return true;
  const connect = mod.connect;
  mod.connect = function (this: unknown, ...args: Parameters<typeof connect>) {
    const session = connect.apply(this, args);
    leanSession(session);
    return session;
  } as typeof connect;
  for (const name of ['createServer', 'createSecureServer'] as const) {
    const create = mod[name] as (...args: unknown[]) => Http2.Http2Server;
    (mod as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      const server = create.apply(this, args);
      // Before grpc-js's own listener, and before the session reads a byte.
      server.prependListener('session', (session: Http2.ServerHttp2Session) => void leanSession(session));
      return server;
    };
  }
  Object.defineProperty(mod, LEAN, { value: true });
  return true;
}
