import type * as http from 'node:http';
import * as net from 'node:net';
import pino from 'pino';
import { createGateway, type Gateway } from '../src/app';
import { gatewayConfig } from '../src/config';
import { gatewayEnv } from '../../test/support/stack';

/*
 * What Node's HTTP parser refuses (an unknown method, a malformed request
 * line or header, headers too large, a request that never finishes) never
 * reaches express: Node answered it with a bare status and no body. The
 * gateway answers it with the error body every other answer has.
 */

/** What came back on a connection that sent `raw`, until the gateway closed it. */
function exchange(port: number, raw: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (text += d));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

/** An HTTP/1.1 answer's status, headers (names lowercased) and body. */
function parse(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: body ? (JSON.parse(body) as unknown) : undefined };
}

/**
 * A gateway (its env on the test stack's, `env` on top) listening on a free
 * port, its timeouts checked every 100 ms: Node checks its connections every
 * `connectionsCheckingInterval`, read when it starts listening (an option
 * @types/node has no member for), 30 s by default.
 */
async function listening(env: Record<string, string>, logger: pino.Logger) {
  const gw = createGateway(gatewayConfig.load(gatewayEnv(env)), logger);
  const server = gw.server();
  Object.assign(server, { connectionsCheckingInterval: 100 });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { gw, server, port: (server.address() as net.AddressInfo).port };
}

async function closed(gw: Gateway, server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await gw.close();
}

describe('requests the HTTP parser refuses', () => {
  const lines: Array<Record<string, unknown>> = [];
  let gw: Gateway, server: http.Server, port: number;

  beforeAll(async () => {
    const logger = pino({ base: { service: 'gateway' } }, { write: (l: string) => void lines.push(JSON.parse(l)) });
    ({ gw, server, port } = await listening({}, logger));
    server.headersTimeout = 500;
  });
  afterAll(() => closed(gw, server));
  beforeEach(() => void (lines.length = 0));

  it.each([
    ['an unknown method', 'TRACK /api/time HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'Malformed request.', 'HPE_INVALID_METHOD'],
    ['a malformed request line', 'GET /api/time not-http\r\nHost: x\r\n\r\n', 400, 'Malformed request.', 'HPE_INVALID_CONSTANT'],
    ['an invalid header', 'GET /api/time HTTP/1.1\r\nHost: x\r\nBad Header: x\r\n\r\n', 400, 'Malformed request.', 'HPE_INVALID_HEADER_TOKEN'],
    ['headers too large', `GET /api/time HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'The request headers are too large.', 'HPE_HEADER_OVERFLOW'],
    ['a request that never finishes its headers', 'GET /api/time HTTP/1.1\r\nHost: x\r\n', 408, 'The request took too long to arrive.', 'ERR_HTTP_REQUEST_TIMEOUT'],
  ])('answers %s with the error body, the headers of our answers, and closes the connection; logged as refused', async (_what, raw, status, message, code) => {
    const got = parse(await exchange(port, raw));
    expect(got).toMatchObject({
      status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        connection: 'close',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
      body: { success: false, message },
    });
    expect(Number(got.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(got.body)));
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'request refused', status, code, request_id: got.headers['x-request-id'] })]);
    expect(JSON.stringify(lines)).not.toMatch(/stack|X-Big|TRACK/);
  });

  it('answers a refused request after an answered one on the same connection (kept alive)', async () => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /api/time HTTP/1.1\r\nHost: x\r\n\r\n'));
    let text = '';
    socket.setEncoding('utf8');
    const closed = new Promise((r) => socket.on('close', r));
    await new Promise<void>((r) => socket.on('data', (d: string) => ((text += d), text.includes('"timezone"') && r())));
    const first = text;
    socket.write('TRACK /api/time HTTP/1.1\r\nHost: x\r\n\r\n');
    await closed;
    expect(parse(first)).toMatchObject({ status: 200, body: { time: expect.any(String) } });
    expect(parse(text.slice(first.length))).toMatchObject({ status: 400, body: { success: false, message: 'Malformed request.' } });
  });

  it('lets a client that reset its connection go, unanswered and unlogged, and serves the next', async () => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /api/time HTTP/1.1\r\nHost: x\r\n'));
    await new Promise((r) => socket.once('connect', r));
    await new Promise((r) => setTimeout(r, 50));
    socket.resetAndDestroy();
    await new Promise((r) => setTimeout(r, 100));
    expect(lines).toEqual([]);
    expect(parse(await exchange(port, 'GET /api/time HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).status).toBe(200);
  });
});

describe('how long a request may take to arrive', () => {
  let gw: Gateway, server: http.Server, port: number;

  beforeAll(async () => void ({ gw, server, port } = await listening({ HTTP_REQUEST_TIMEOUT_MS: '1500' }, pino({ level: 'silent' }))));
  afterAll(() => closed(gw, server));

  /** The answer to a login whose body comes a byte every `everyMs`, until the gateway closes the connection. */
  function slowly(everyMs: number): Promise<string> {
    const body = '{"email": "", "password": ""}';
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      let sent = 0;
      const drip = setInterval(() => (sent < body.length ? socket.write(body[sent++]!) : clearInterval(drip)), everyMs);
      socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
      socket.setEncoding('utf8');
      socket.on('data', (d: string) => (text += d));
      socket.on('close', () => (clearInterval(drip), resolve(text)));
      // The gateway closes the connection after its 408 while the client still sends: a byte sent after
      // that close is met with a reset, which can reach the client as an error after the answer did.
      socket.on('error', (err: NodeJS.ErrnoException) => (clearInterval(drip), err.code === 'ECONNRESET' && text ? resolve(text) : reject(err)));
    });
  }

  it('takes a body that arrives within HTTP_REQUEST_TIMEOUT_MS, however slowly, and answers 408 to one that does not', async () => {
    // 29 bytes: ~0.6 s, then ~2.9 s.
    expect(parse(await slowly(20)).status).toBe(422);
    expect(parse(await slowly(100))).toMatchObject({ status: 408, body: { success: false, message: 'The request took too long to arrive.' } });
  });

  it('gives a request half an hour by default, where Node gives five minutes (a 50 MB upload on a slow uplink)', () => {
    expect(gatewayConfig.load(gatewayEnv()).HTTP_REQUEST_TIMEOUT_MS).toBe(30 * 60_000);
    expect(gw.server().requestTimeout).toBe(1500);
  });
});
