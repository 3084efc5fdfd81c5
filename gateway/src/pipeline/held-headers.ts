import { ServerResponse } from 'node:http';

/**
 * Headers the pipeline sets on every /api response (the request id, the
 * security headers, the limit's, a JSON reply's type and length), held
 * aside until the response is written instead of set one by one.
 *
 * `setHeader` lowercases each name and keeps it in a null-prototype object,
 * which V8 holds as a dictionary, walked again with `for…in` when the head
 * is written; `writeHead(status, [name, value, …])` on a response with no
 * header set writes the list as it is. With eight headers on
 * GET /api/time, that was 13% of the gateway's instructions per request on
 * Node 24 (docs/node-versions.md).
 *
 * A held header is a set header to every reader: `getHeader`, `hasHeader`,
 * `getHeaders`, `getHeaderNames`, `removeHeader` and `appendHeader` see it, and a header
 * set after it by name wins (as a second `setHeader` would); holding a name
 * that is already set sets it. When the head is written, the held headers
 * go with it: as the whole list when nothing else was set, else each one
 * not set since.
 */
const HELD = Symbol('held headers');

type Holding = ServerResponse & { [HELD]?: (string | number)[] };

const sameName = (a: string, b: string) => a.length === b.length && (a === b || a.toLowerCase() === b.toLowerCase());

/** Where `name` is in `held` (flat name, value pairs), or -1. */
function indexIn(held: (string | number)[], name: string): number {
  for (let i = 0; i < held.length; i += 2) if (sameName(held[i] as string, name)) return i;
  return -1;
}

/**
 * Teaches responses made from `proto` (the gateway's express response
 * prototype) the held headers: the readers above, and `writeHead`, which
 * every way of writing a head goes through (`end`, `write` and
 * `flushHeaders` call it when no head was written).
 */
export function installHeldHeaders(proto: object): void {
  Object.assign(proto, methods);
}

const base = ServerResponse.prototype;
const heldOf = (r: Holding) => (r[HELD]?.length ? r[HELD] : undefined);

const methods = {
  writeHead(this: Holding, statusCode: number, ...rest: unknown[]) {
    // Held headers stay held once written: the readers go on seeing them, as they see set ones.
    const held = this.headersSent ? undefined : heldOf(this);
    if (held) {
      if (rest.length === 0 && base.getHeaderNames.call(this).length === 0) return base.writeHead.call(this, statusCode, held as string[]);
      for (let i = 0; i < held.length; i += 2) if (!base.hasHeader.call(this, held[i] as string)) base.setHeader.call(this, held[i] as string, held[i + 1]!);
    }
    return (base.writeHead as (...a: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  },
  getHeader(this: Holding, name: string) {
    const set = base.getHeader.call(this, name);
    const held = heldOf(this);
    if (set !== undefined || !held) return set;
    const at = indexIn(held, name);
    return at < 0 ? undefined : held[at + 1];
  },
  hasHeader(this: Holding, name: string) {
    const held = heldOf(this);
    return base.hasHeader.call(this, name) || (held !== undefined && indexIn(held, name) >= 0);
  },
  getHeaderNames(this: Holding) {
    const names = base.getHeaderNames.call(this);
    const held = heldOf(this) ?? [];
    for (let i = 0; i < held.length; i += 2) {
      const name = (held[i] as string).toLowerCase();
      if (!names.includes(name)) names.push(name);
    }
    return names;
  },
  getHeaders(this: Holding) {
    const headers = base.getHeaders.call(this);
    const held = heldOf(this) ?? [];
    for (let i = 0; i < held.length; i += 2) headers[(held[i] as string).toLowerCase()] ??= held[i + 1];
    return headers;
  },
  removeHeader(this: Holding, name: string) {
    base.removeHeader.call(this, name); // first: once the head is written it throws, and the held header stays readable
    unhold(this, name);
  },
  appendHeader(this: Holding, name: string, value: string | readonly string[]) {
    if (this.headersSent) return base.appendHeader.call(this, name, value); // throws, as for any response
    // Node appends to its own header object only: a held value goes there first, or the append would replace it.
    const held = unhold(this, name);
    if (held !== undefined && !base.hasHeader.call(this, name)) base.setHeader.call(this, name, held);
    return base.appendHeader.call(this, name, value);
  },
};

/**
 * Takes `name` out of the held headers and gives its value, if held. The
 * list is replaced, not changed in place: Node's own writeHead, given the
 * list, removes each of its names while it walks it (Node 22 and later).
 */
function unhold(r: Holding, name: string): string | number | undefined {
  const held = heldOf(r);
  const at = held ? indexIn(held, name) : -1;
  if (at < 0) return undefined;
  r[HELD] = held!.filter((_, i) => i !== at && i !== at + 1);
  return held![at + 1];
}

/**
 * Sets `name` on `res` when the response is written; now if it is set
 * already, or if `res` was not made from a prototype taught the held headers.
 */
export function holdHeader(res: ServerResponse, name: string, value: string | number): void {
  const r = res as Holding;
  if (r.headersSent || r.writeHead !== methods.writeHead || base.hasHeader.call(r, name)) return void r.setHeader(name, value);
  const held = (r[HELD] ??= []);
  const at = indexIn(held, name);
  if (at < 0) held.push(name, value);
  else held[at + 1] = value;
}
