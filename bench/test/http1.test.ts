// The load driver's HTTP/1.1 client (bench/load/http1.js) against a real
// node:http server: the answers it must read as the gateway and express send
// them (Content-Length, chunked, split across packets, Connection: close),
// bodies out, its socket cap, and a timeout that frees the socket.
/* eslint-disable @typescript-eslint/no-require-imports */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Answer = { status: number; head: string; body: Buffer };
type Send = (r: { method?: string; path: string; headers?: Record<string, string>; body?: string }) => Promise<Answer>;
const { client, header } = require('../load/http1.js') as {
  client(url: string, sockets: number, timeoutMs: number): Send;
  header(head: string, name: string): string | undefined;
};

describe('bench: the driver’s HTTP/1.1 client', () => {
  let server: http.Server;
  let url: string;
  const sockets = new Set<unknown>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const u = new URL(req.url ?? '/', 'http://x');
        if (u.pathname === '/length') {
          res.setHeader('server-timing', 'upstream;dur=1.5');
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ n: Number(u.searchParams.get('n')) }));
        } else if (u.pathname === '/chunked') {
          // Two writes before the end: node sends them as chunks, split across packets.
          res.writeHead(201, { 'content-type': 'text/plain' });
          res.write('first,');
          setTimeout(() => res.end('second'), 20);
        } else if (u.pathname === '/echo') {
          res.writeHead(200, { 'content-type': req.headers['content-type'] ?? '', 'x-auth': req.headers.authorization ?? '' });
          res.end(Buffer.concat(chunks));
        } else if (u.pathname === '/close') {
          res.writeHead(404, { connection: 'close' });
          res.end('gone');
        } else if (u.pathname === '/slow') {
          // Long past the client's timeout; cleared when the client has gone, so that no timer
          // of the test outlives it (jest's worker would wait on it).
          const late = setTimeout(() => res.end('late'), 30_000);
          res.once('close', () => clearTimeout(late));
        } else {
          res.writeHead(204);
          res.end();
        }
      });
    });
    server.on('connection', (s) => sockets.add(s));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('reads Content-Length and chunked answers and their headers, on one kept-alive socket', async () => {
    const before = sockets.size;
    const send = client(url, 1, 5_000);
    const a = await send({ path: '/length?n=7' });
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body.toString())).toEqual({ n: 7 });
    expect(header(a.head, 'server-timing')).toBe('upstream;dur=1.5');
    const b = await send({ path: '/chunked' });
    expect(b.status).toBe(201);
    expect(b.body.toString()).toBe('first,second');
    const c = await send({ path: '/none' });
    expect(c.status).toBe(204);
    expect(c.body.length).toBe(0);
    expect(sockets.size - before).toBe(1);
  });

  it('sends a body with its length and the headers given', async () => {
    const send = client(url, 1, 5_000);
    const body = JSON.stringify({ city: 'Zürich' });
    const a = await send({ method: 'POST', path: '/echo', headers: { 'content-type': 'application/json', authorization: 'Bearer t' }, body });
    expect(a.body.toString()).toBe(body);
    expect(header(a.head, 'x-auth')).toBe('bearer t'); // the head is read in lower case
  });

  it('opens a new socket after Connection: close, and keeps to its cap', async () => {
    const send = client(url, 3, 5_000);
    const before = sockets.size;
    expect((await send({ path: '/close' })).status).toBe(404);
    expect((await send({ path: '/length?n=1' })).status).toBe(200);
    expect(sockets.size - before).toBe(2);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => send({ path: `/length?n=${n}` })));
    expect(answers.map((a) => JSON.parse(a.body.toString()).n)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(sockets.size - before).toBe(4); // two more than the one it kept: three at most
  });

  it('gives up on a request past its timeout and serves the next on a new socket', async () => {
    // Time enough for the next request's new socket on a loaded machine (200 ms was not, in CI).
    const send = client(url, 1, 2_000);
    await expect(send({ path: '/slow' })).rejects.toThrow('timeout');
    expect((await send({ path: '/length?n=2' })).status).toBe(200);
  });
});
