import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as net from 'node:net';
import { onceClosed } from '@bms/platform';

/** A server whose handler hands each response (its request in res.req) to the test; and a client that asks, and may close its connection at once. */
async function serving() {
  const responses: http.ServerResponse[] = [];
  const waiting: Array<(res: http.ServerResponse) => void> = [];
  const server = http.createServer((_req, res) => {
    const w = waiting.shift();
    if (w) w(res);
    else responses.push(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const next = () => new Promise<http.ServerResponse>((r) => (responses.length ? r(responses.shift()!) : waiting.push(r)));
  const ask = (leave: boolean) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    socket.on('error', () => undefined);
    if (leave) socket.once('connect', () => socket.end());
    return socket;
  };
  return { next, ask, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const closed = (res: http.ServerResponse) => new Promise<void>((r) => (res.closed ? r() : res.once('close', () => r())));

describe("onceClosed: what a request's or a response's end is to stop, told even when its client left before anyone listened", () => {
  it("calls back for a response whose 'close' came before the call (a client gone during an await), once, and not within the caller's statement", async () => {
    const s = await serving();
    try {
      s.ask(true);
      const res = await s.next();
      await closed(res);
      // A listener added now would never be called: 'close' came once, before it.
      let late = 0;
      res.once('close', () => late++);
      let calls = 0;
      let requestCalls = 0;
      onceClosed(res, () => calls++);
      // and for its request (an upload read after an await)
      onceClosed(res.req, () => requestCalls++);
      expect(calls + requestCalls).toBe(0);
      await new Promise((r) => setImmediate(r));
      expect({ calls, requestCalls, late }).toEqual({ calls: 1, requestCalls: 1, late: 0 });
    } finally {
      await s.close();
    }
  });

  it('calls back once when an open response is closed later (its client leaves)', async () => {
    const s = await serving();
    try {
      const socket = s.ask(false);
      const res = await s.next();
      let calls = 0;
      onceClosed(res, () => calls++);
      await new Promise((r) => setImmediate(r));
      expect(calls).toBe(0);
      socket.destroy();
      await closed(res);
      await new Promise((r) => setImmediate(r));
      expect(calls).toBe(1);
    } finally {
      await s.close();
    }
  });
});
