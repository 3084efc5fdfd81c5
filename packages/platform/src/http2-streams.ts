import type * as Http2 from 'node:http2';
import { Duplex } from 'node:stream';
import { nodeHttp2Connect, onNewHttp2Session } from './http2-sessions';

// The module object itself, which the marker below is set on (an `import * as` is a copy per importer).
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

/** A session's state (Node's, behind a symbol), or undefined. */
function stateOf(session: object): SessionState | undefined {
  const key = Object.getOwnPropertySymbols(session).find((s) => s.description === 'state');
  return key && ((session as Record<symbol, unknown>)[key] as SessionState | undefined);
}

// Node's own Map and Set (primordials' SafeMap and SafeSet, not instances of the Map and Set seen here).
const kind = (x: unknown) => (x as { constructor?: { name?: string } } | null)?.constructor?.name;
const inTables = (state: SessionState | undefined) => kind(state?.streams) === 'SafeMap' && kind(state?.pendingStreams) === 'SafeSet';

/**
 * Gives a new session the bookkeeping above, where its state is as Node 20
 * to 26 make it (an empty SafeMap and SafeSet); anything else is left as it
 * is. Returns whether it did.
 */
export function leanSession<S extends object>(session: S): boolean {
  const state = stateOf(session);
  if (!state || !inTables(state)) return false;
  if ((state.streams as Map<unknown, unknown>).size || (state.pendingStreams as Set<unknown>).size) return false;
  state.streams = new StreamsById();
  state.pendingStreams = new PendingStreams();
  return true;
}

/**
 * Whether this Node's HTTP/2 sessions keep their streams in a Map and a Set
 * (the behaviour replaced): a client session is made over a stream of
 * memory, looked at, and destroyed; nothing reaches the network.
 */
export function sessionsKeepStreamsInTables(): boolean {
  const session = nodeHttp2Connect()('http://localhost', { createConnection: () => new Duplex({ read() {}, write: (_c, _e, done) => done() }) });
  session.on('error', () => undefined);
  try {
    return inTables(stateOf(session));
  } finally {
    session.destroy();
  }
}

/**
 * Every HTTP/2 session made from here on, client and server
 * (http2-sessions.ts), gets the bookkeeping above, where this Node keeps
 * streams in a Map and a Set. Idempotent; returns whether it is in place.
 */
export function leanHttp2Sessions(): boolean {
  const mod = http2 as typeof Http2 & { [LEAN]?: boolean };
  if (mod[LEAN] !== undefined) return mod[LEAN];
  const needed = sessionsKeepStreamsInTables();
  if (needed) onNewHttp2Session((session) => void leanSession(session));
  Object.defineProperty(mod, LEAN, { value: needed });
  return needed;
}
