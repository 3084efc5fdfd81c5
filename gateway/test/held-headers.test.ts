import { createServer, get, type IncomingMessage, type RequestListener, type Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdHeader, installHeldHeaders } from '../src/pipeline/held-headers';

// Held headers (the gateway's /api headers) written with the head, and seen
// by every reader of a response's headers as set ones are, over a real socket.

class Taught extends ServerResponse {}
installHeldHeaders(Taught.prototype);

let server: Server;
let listener: RequestListener = () => undefined;

beforeAll(async () => {
  server = createServer({ ServerResponse: Taught }, (req, res) => listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw header pairs and body of one GET, served by `serve`. */
function exchange(serve: RequestListener): Promise<{ status: number; pairs: string[][]; body: string }> {
  listener = serve;
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ port, host: '127.0.0.1', path: '/', agent: false }, (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        const pairs: string[][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode!, pairs, body });
      });
    }).on('error', reject);
  });
}

const valuesOf = (pairs: string[][], name: string) => pairs.filter(([n]) => n === name).map(([, v]) => v);

test('held headers go out with the head, once each, and the readers see them before and after it is written', async () => {
  const seen: unknown[] = [];
  const got = await exchange((_req, res) => {
    holdHeader(res, 'X-Request-Id', 'r-1');
    holdHeader(res, 'Cache-Control', 'no-store');
    holdHeader(res, 'Content-Type', 'application/json; charset=utf-8');
    holdHeader(res, 'Content-Length', 2);
    seen.push(res.getHeader('x-request-id'), res.hasHeader('CACHE-CONTROL'), res.getHeaderNames(), { ...res.getHeaders() });
    // none set one by one: Node's own header object is not made at all
    seen.push(ServerResponse.prototype.getHeaderNames.call(res));
    res.statusCode = 201;
    res.end('{}');
    seen.push(res.getHeader('X-Request-Id'), res.getHeaders()['content-length']);
  });
  expect(got.status).toBe(201);
  expect(got.body).toBe('{}');
  expect(valuesOf(got.pairs, 'x-request-id')).toEqual(['r-1']);
  expect(valuesOf(got.pairs, 'cache-control')).toEqual(['no-store']);
  expect(valuesOf(got.pairs, 'content-type')).toEqual(['application/json; charset=utf-8']);
  expect(valuesOf(got.pairs, 'content-length')).toEqual(['2']);
  expect(seen).toEqual([
    'r-1',
    true,
    ['x-request-id', 'cache-control', 'content-type', 'content-length'],
    { 'x-request-id': 'r-1', 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8', 'content-length': 2 },
    [],
    'r-1',
    2,
  ]);
});

test('a name set after it is held wins, in any case; held again, or held once set, the last value wins', async () => {
  const got = await exchange((_req, res) => {
    holdHeader(res, 'Cache-Control', 'no-store');
    res.setHeader('cache-control', 'private');
    res.setHeader('Content-Type', 'text/plain');
    holdHeader(res, 'Content-Type', 'application/json');
    holdHeader(res, 'X-RateLimit-Remaining', '9');
    holdHeader(res, 'x-ratelimit-remaining', '8');
    expect(res.getHeader('Cache-Control')).toBe('private');
    expect(res.getHeader('X-RateLimit-Remaining')).toBe('8');
    res.end('x');
  });
  expect(valuesOf(got.pairs, 'cache-control')).toEqual(['private']);
  expect(valuesOf(got.pairs, 'content-type')).toEqual(['application/json']);
  expect(valuesOf(got.pairs, 'x-ratelimit-remaining')).toEqual(['8']);
});

test('a removed held header is not sent; one named in writeHead is sent as writeHead names it', async () => {
  const got = await exchange((_req, res) => {
    holdHeader(res, 'X-Request-Id', 'r-2');
    holdHeader(res, 'Referrer-Policy', 'no-referrer');
    holdHeader(res, 'Cache-Control', 'no-store');
    res.removeHeader('referrer-policy');
    expect(res.hasHeader('Referrer-Policy')).toBe(false);
    res.writeHead(202, { 'Cache-Control': 'max-age=5', 'Content-Type': 'text/plain' }).end('ok');
  });
  expect(got.status).toBe(202);
  expect(valuesOf(got.pairs, 'referrer-policy')).toEqual([]);
  expect(valuesOf(got.pairs, 'x-request-id')).toEqual(['r-2']);
  expect(valuesOf(got.pairs, 'cache-control')).toEqual(['max-age=5']);
  expect(valuesOf(got.pairs, 'content-type')).toEqual(['text/plain']);
});

test('a header set and removed before the held ones are written leaves them all to go out', async () => {
  const got = await exchange((_req, res) => {
    res.setHeader('X-Trace', 'gone');
    res.removeHeader('X-Trace');
    holdHeader(res, 'X-Request-Id', 'r-6');
    holdHeader(res, 'Cache-Control', 'no-store');
    holdHeader(res, 'Content-Type', 'text/plain');
    res.end('ok');
  });
  expect(valuesOf(got.pairs, 'x-trace')).toEqual([]);
  expect(valuesOf(got.pairs, 'x-request-id')).toEqual(['r-6']);
  expect(valuesOf(got.pairs, 'cache-control')).toEqual(['no-store']);
  expect(valuesOf(got.pairs, 'content-type')).toEqual(['text/plain']);
});

test('a value appended to a held header goes out beside it', async () => {
  let vary: unknown;
  const got = await exchange((_req, res) => {
    holdHeader(res, 'Vary', 'Origin');
    holdHeader(res, 'X-Request-Id', 'r-7');
    res.appendHeader('vary', 'Accept');
    res.appendHeader('X-New', ['a', 'b']);
    vary = res.getHeader('Vary');
    res.end('ok');
  });
  expect(vary).toEqual(['Origin', 'Accept']);
  expect(valuesOf(got.pairs, 'vary')).toEqual(['Origin', 'Accept']);
  expect(valuesOf(got.pairs, 'x-request-id')).toEqual(['r-7']);
  expect(valuesOf(got.pairs, 'x-new')).toEqual(['a', 'b']);
});

test('a head flushed before the body (a stream) carries the held headers', async () => {
  const got = await exchange((_req, res) => {
    holdHeader(res, 'X-Request-Id', 'r-3');
    res.setHeader('Content-Type', 'text/event-stream');
    res.flushHeaders();
    setTimeout(() => res.end('data: 1\n\n'), 20);
  });
  expect(valuesOf(got.pairs, 'x-request-id')).toEqual(['r-3']);
  expect(valuesOf(got.pairs, 'content-type')).toEqual(['text/event-stream']);
  expect(got.body).toBe('data: 1\n\n');
});

test('once the head is written, holding, removing or appending a header fails as for any response, and the held ones stay readable', async () => {
  const errors: unknown[] = [];
  let after: unknown;
  await exchange((_req, res) => {
    holdHeader(res, 'X-Request-Id', 'r-4');
    res.end('done');
    for (const late of [() => holdHeader(res, 'X-Late', '1'), () => res.removeHeader('X-Request-Id'), () => res.appendHeader('X-Request-Id', 'r-5')]) {
      try {
        late();
      } catch (err) {
        errors.push((err as { code?: string }).code);
      }
    }
    after = res.getHeader('X-Request-Id');
  });
  expect(errors).toEqual(['ERR_HTTP_HEADERS_SENT', 'ERR_HTTP_HEADERS_SENT', 'ERR_HTTP_HEADERS_SENT']);
  expect(after).toBe('r-4');
});

test('on a response not taught the held headers, a header is set at once', async () => {
  const plain = createServer((_req, res) => {
    holdHeader(res, 'X-Request-Id', 'r-5');
    res.end(String(res.getHeader('x-request-id')));
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = plain.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.headers.get('x-request-id')).toBe('r-5');
    expect(await res.text()).toBe('r-5');
  } finally {
    await new Promise<void>((resolve) => plain.close(() => resolve()));
  }
});
