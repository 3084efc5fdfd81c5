'use strict';
// The driver's HTTP/1.1 client: keep-alive sockets that each carry one
// request at a time, the request written as one buffer and the answer read
// by its status line, its headers and a Content-Length or chunked body.
//
// Why not node:http: its client (agent, parser, IncomingMessage and their
// events) cost the driver more CPU per request than bare express spends
// answering /api/time (about 180 µs against 125 on Node 24, bench
// 2026-11-27-3), so with two cores the driver was the ceiling of every HTTP
// saturation run and a target's own speed hardly showed in its req/s.
const net = require('node:net');

const CRLF2 = Buffer.from('\r\n\r\n');

/** The value of header `name` (lower case) in a head block, or undefined. */
function header(head, name) {
  const at = head.indexOf(`\r\n${name}:`);
  if (at < 0) return undefined;
  const from = at + name.length + 3;
  const to = head.indexOf('\r\n', from);
  return head.slice(from, to < 0 ? undefined : to).trim();
}

/**
 * The length of a whole chunked body at the start of `buf`, or -1 while it
 * is incomplete. Trailers are not expected (none of ours sends them).
 */
function chunkedLength(buf) {
  let at = 0;
  for (;;) {
    const eol = buf.indexOf('\r\n', at);
    if (eol < 0) return -1;
    const size = parseInt(buf.toString('latin1', at, eol), 16);
    if (Number.isNaN(size)) throw new Error('bad chunk size');
    const next = eol + 2 + size + 2;
    if (size === 0) return next <= buf.length ? next : -1;
    if (next > buf.length) return -1;
    at = next;
  }
}

/** The body of a chunked message whose whole length is known. */
function unchunk(buf) {
  const parts = [];
  let at = 0;
  for (;;) {
    const eol = buf.indexOf('\r\n', at);
    const size = parseInt(buf.toString('latin1', at, eol), 16);
    if (size === 0) return Buffer.concat(parts);
    parts.push(buf.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/** One keep-alive connection; `send` must not be called while a request is on it. */
class Connection {
  constructor(host, port) {
    this.host = host;
    this.port = port;
    this.socket = undefined;
    this.pending = undefined;
  }

  connect() {
    const socket = net.connect({ host: this.host, port: Number(this.port), noDelay: true });
    let buf = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      if (this.socket !== socket) return;
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      const answer = this.pending && this.parse(buf);
      if (!answer) return;
      buf = Buffer.alloc(0);
      const done = this.pending;
      this.pending = undefined;
      if (answer.close) this.drop();
      done.resolve(answer);
    });
    // A socket dropped (after Connection: close or a timeout) has no say over the one after it.
    const fail = (err) => {
      socket.destroy();
      if (this.socket !== socket) return;
      this.socket = undefined;
      const done = this.pending;
      this.pending = undefined;
      done?.reject(err ?? new Error('connection closed'));
    };
    socket.on('error', fail);
    socket.on('close', () => fail());
    this.socket = socket;
  }

  drop() {
    const s = this.socket;
    this.socket = undefined;
    s?.destroy();
  }

  /** The answer in `buf` once it is whole: {status, head (status line and headers, in lower case), body, close}. */
  parse(buf) {
    const end = buf.indexOf(CRLF2);
    if (end < 0) return undefined;
    const head = buf.toString('latin1', 0, end).toLowerCase();
    const status = Number(head.slice(9, 12));
    const start = end + 4;
    const rest = buf.subarray(start);
    let body;
    if (header(head, 'transfer-encoding') === 'chunked') {
      const n = chunkedLength(rest);
      if (n < 0) return undefined;
      body = unchunk(rest.subarray(0, n));
    } else {
      const length = Number(header(head, 'content-length') ?? 0);
      if (rest.length < length) return undefined;
      body = rest.subarray(0, length);
    }
    return { status, head, body, close: header(head, 'connection') === 'close' };
  }

  /** Writes `request` (a whole message) and resolves with the answer. */
  send(request, timeoutMs) {
    if (!this.socket) this.connect();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending = undefined;
        this.drop();
        reject(new Error('timeout'));
      }, timeoutMs);
      this.pending = {
        resolve: (a) => (clearTimeout(timer), resolve(a)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      };
      this.socket.write(request);
    });
  }
}

/**
 * A client of `url`'s host with at most `sockets` connections; a request
 * waits for a free one. `request({method, path, headers, body})` resolves
 * with {status, head, body}.
 */
function client(url, sockets, timeoutMs) {
  const { hostname, port } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  const idle = [];
  const waiting = [];
  let opened = 0;
  const take = () => {
    if (idle.length) return Promise.resolve(idle.pop());
    if (opened < sockets) return Promise.resolve((opened++, new Connection(host, port)));
    return new Promise((resolve) => waiting.push(resolve));
  };
  const give = (c) => {
    const next = waiting.shift();
    if (next) next(c);
    else idle.push(c);
  };
  const prefix = `\r\nhost: ${host}:${port}\r\n`;
  return async ({ method = 'GET', path, headers = {}, body }) => {
    let text = `${method} ${path} HTTP/1.1${prefix}`;
    for (const [k, v] of Object.entries(headers)) text += `${k}: ${v}\r\n`;
    const payload = body === undefined ? undefined : Buffer.from(body);
    if (payload) text += `content-length: ${payload.length}\r\n`;
    const head = Buffer.from(`${text}\r\n`, 'latin1');
    const c = await take();
    try {
      return await c.send(payload ? Buffer.concat([head, payload]) : head, timeoutMs);
    } finally {
      give(c);
    }
  };
}

module.exports = { client, header };
