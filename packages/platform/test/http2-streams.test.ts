import type * as Http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { leanHttp2Sessions, PendingStreams, sessionsKeepStreamsInTables, StreamsById } from '@bms/platform';
import { heldShare } from './promoted';

const platform = path.join(__dirname, '..', 'dist', 'index.js');
// The module object itself, as grpc-js requires it: an `import * as` here
// would be a copy made before the sessions' functions were wrapped.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const http2 = require('node:http2') as typeof Http2;

const stateOf = (session: object) => {
  const key = Object.getOwnPropertySymbols(session).find((s) => s.description === 'state')!;
  return (session as Record<symbol, { streams: { constructor: { name: string }; size: number }; pendingStreams: { constructor: { name: string }; size: number } }>)[key]!;
};

/** A server answering every stream after `delayMs`, and a client session to it; both made after leanHttp2Sessions. */
async function pair(delayMs = 0) {
  const server = http2.createServer();
  const serverSessions: Http2.ServerHttp2Session[] = [];
  const timers = new Set<NodeJS.Timeout>();
  server.on('session', (s) => {
    serverSessions.push(s);
    // the client going away mid-stream is what some tests do
    s.on('error', () => undefined);
  });
  server.on('stream', (stream) => {
    stream.on('error', () => undefined);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stream.destroyed) return;
      stream.respond({ ':status': 200 });
      stream.end('ok');
    }, delayMs);
    timers.add(timer);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const client = http2.connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  // a session destroyed with an error emits it: the tests look at the streams'
  client.on('error', () => undefined);
  const request = () =>
    new Promise<string>((resolve, reject) => {
      const s = client.request({ ':path': '/' });
      let body = '';
      s.setEncoding('utf8');
      s.on('data', (c: string) => (body += c));
      s.on('end', () => resolve(body));
      s.on('error', reject);
      s.end();
    });
  const close = async () => {
    for (const t of timers) clearTimeout(t);
    client.destroy();
    for (const ss of serverSessions) ss.destroy();
    await new Promise((r) => server.close(r));
  };
  return { server, serverSessions, client, request, close };
}

describe("HTTP/2 sessions' stream bookkeeping", () => {
  // Node 20 to 26 keep a session's streams in a Map and a Set: the bookkeeping is replaced on each.
  beforeAll(() => expect(leanHttp2Sessions()).toBe(sessionsKeepStreamsInTables()));

  it("is in place where this Node's sessions keep their streams in a Map and a Set, as every supported Node does", () => {
    expect(sessionsKeepStreamsInTables()).toBe(true);
    expect(leanHttp2Sessions()).toBe(true);
  });

  it('keeps streams by id as a Map does: size, get, delete, and forEach in the order they came, skipping one deleted meanwhile', () => {
    const m = new StreamsById<string>();
    m.set(5, 'e').set(1, 'a').set(3, 'c').set(3, 'c2');
    expect(m.size).toBe(3);
    expect(m.get(3)).toBe('c2');
    expect(m.has(7)).toBe(false);
    const seen: Array<[number, string]> = [];
    m.forEach((v, id) => {
      seen.push([id, v]);
      if (id === 1) m.delete(3);
    });
    expect(seen).toEqual([
      [1, 'a'],
      [5, 'e'],
    ]);
    expect(m.delete(3)).toBe(false);
    expect(m.delete(5)).toBe(true);
    expect(m.size).toBe(1);
  });

  it('keeps pending streams as a Set does: once each, in the order they came, skipping one deleted meanwhile', () => {
    const a = {};
    const b = {};
    const c = {};
    const s = new PendingStreams<object>();
    s.add(a).add(b).add(a).add(c);
    expect(s.size).toBe(3);
    const seen: object[] = [];
    s.forEach((x) => {
      seen.push(x);
      if (x === a) s.delete(b);
    });
    expect(seen).toEqual([a, c]);
    expect(s.has(b)).toBe(false);
    expect(s.delete(b)).toBe(false);
  });

  it('is given to client and server sessions, which carry requests as before, many at once', async () => {
    const p = await pair(5);
    try {
      const bodies = await Promise.all(Array.from({ length: 64 }, () => p.request()));
      expect(bodies).toEqual(Array(64).fill('ok'));
      for (const session of [p.client, p.serverSessions[0]!]) {
        const state = stateOf(session);
        expect(state.streams.constructor.name).toBe('StreamsById');
        expect(state.pendingStreams.constructor.name).toBe('PendingStreams');
      }
      // every stream taken out again once closed
      await new Promise((r) => setImmediate(r));
      expect(stateOf(p.client).streams.size).toBe(0);
    } finally {
      await p.close();
    }
  });

  it('closes gracefully: close() waits for the open streams, then the session ends', async () => {
    const p = await pair(200);
    try {
      const pending = Promise.all([p.request(), p.request()]);
      await new Promise((r) => setTimeout(r, 50));
      expect(stateOf(p.client).streams.size).toBe(2);
      const closed = new Promise((r) => p.client.once('close', r));
      p.client.close();
      expect(await pending).toEqual(['ok', 'ok']);
      await closed;
    } finally {
      await p.close();
    }
  });

  it('destroys the open streams, and those still waiting for an id, with the session', async () => {
    const p = await pair(10_000);
    try {
      const open = p.request();
      await new Promise((r) => setTimeout(r, 50));
      const before = stateOf(p.client).streams.size;
      p.client.destroy(new Error('gone'));
      await expect(open).rejects.toThrow('gone');
      expect(before).toBe(1);
      expect(stateOf(p.client).streams.size).toBe(0);

      // a stream asked for before the session connected waits for its id among the pending ones
      const early = http2.connect(`http://127.0.0.1:${(p.server.address() as AddressInfo).port}`);
      early.on('error', () => undefined);
      const waiting = early.request({ ':path': '/' });
      expect(stateOf(early).pendingStreams.size).toBe(1);
      const failed = new Promise((r) => waiting.once('error', r));
      early.destroy(new Error('never mind'));
      expect(await failed).toMatchObject({ code: 'ERR_HTTP2_STREAM_CANCEL' });
      expect(stateOf(early).pendingStreams.size).toBe(0);
    } finally {
      await p.close();
    }
  });

  it("answers V8's behaviour on this Node: a long-lived Map or Set that entries join and leave keeps them through scavenges; its own tables do not", () => {
    // As on a busy session: 32 in flight, each taken out as the next comes in.
    const make = (table: string) => `const table = ${table}; const ring = [];`;
    const byId = 'table.set(i, { held }); if (i >= 32) table.delete(i - 32);';
    const pending = 'const entry = { held }; if (ring[i % 32]) table.delete(ring[i % 32]); ring[i % 32] = entry; table.add(entry);';
    const ours = (name: string) => `new (require(${JSON.stringify(platform)}).${name})()`;
    expect(heldShare(make('new Map()'), byId)).toBeGreaterThan(0.3);
    expect(heldShare(make(ours('StreamsById')), byId)).toBeLessThan(0.1);
    expect(heldShare(make('new Set()'), pending)).toBeGreaterThan(0.5);
    expect(heldShare(make(ours('PendingStreams')), pending)).toBeLessThan(0.1);
  });

  it('lets a young-generation collection free what a finished stream held, with the runtime fixes this Node needs, and not without them', () => {
    // The client is measured; the server is a process of its own, as crm is behind the gateway.
    const setup = (fix: boolean) => `
      const { spawn } = require('node:child_process');
      const http2 = require('node:http2');
      ${fix ? `require(${JSON.stringify(platform)}).fixRuntime();` : ''}
      const server = spawn(process.execPath, ['-e', \`
        const http2 = require('node:http2');
        const server = http2.createServer();
        server.on('stream', (s) => { s.respond({ ':status': 200 }); s.end('ok'); });
        server.listen(0, '127.0.0.1', () => console.log(server.address().port));
        process.stdin.on('end', () => process.exit(0)).resume();
      \`], { stdio: ['pipe', 'pipe', 'inherit'] });
      const port = await new Promise((resolve) => server.stdout.once('data', (d) => resolve(String(d).trim())));
      const client = http2.connect('http://127.0.0.1:' + port);
    `;
    const each = `await new Promise((resolve) => { const s = client.request({ ':path': '/' }); s.on('data', () => held.length); s.on('end', () => resolve(held.length)); s.end(); });`;
    expect(heldShare(setup(true), each)).toBeLessThan(0.1);
    // Node as it is: finished streams, and what they held, outlive the scavenges. A reading can come out
    // low (0.07 once, in a CI run on Node 20 on 2026-11-29, where every run before read above 0.5), never
    // high: what a finished stream held reaches the old generation only if something keeps it. So the
    // most of up to three readings.
    let kept = 0;
    for (let i = 0; i < 3 && kept <= 0.5; i++) kept = Math.max(kept, heldShare(setup(false), each));
    expect(kept).toBeGreaterThan(0.5);
  }, 120_000);
});
