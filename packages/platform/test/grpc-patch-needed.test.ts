import * as http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { heldShare } from './promoted';

/**
 * The grpc-js patch (patches/@grpc__grpc-js@*.patch) is applied at install,
 * whatever the Node: these say that the Node running the tests still shows
 * each behaviour it answers, so that a version that no longer does is seen
 * (and the patch's part dropped). grpc-calls.test.ts and
 * connection-age.test.ts show the patched grpc-js doing what it should.
 */
describe('what the grpc-js patch answers, on this Node', () => {
  it('a long-lived Set that calls join and leave keeps what they held past young-generation collections (an array does not)', () => {
    // As grpc-js keeps the calls in flight on a connection: 32 at a time join, then leave.
    const setup = 'const calls = []; const set = new Set(); set.add({}); gc(); gc();';
    const inSet = 'const c = { held }; calls.push(c); set.add(c); if (calls.length === 32) { for (const x of calls) set.delete(x); calls.length = 0; }';
    const inArray = 'const c = { held }; calls.push(c); if (calls.length === 32) calls.length = 0;';
    expect(heldShare(setup, inSet)).toBeGreaterThan(0.5);
    expect(heldShare(setup, inArray)).toBeLessThan(0.1);
  });

  it("fails a ping on an HTTP/2 session that is closing (grpc-js's keepalive ping met that at max connection age, and destroyed the session)", async () => {
    const server = http2.createServer();
    // A call still draining keeps the closing session open: the server's session, and the stream it has not answered yet.
    const open = new Promise<[http2.Http2Session, http2.ServerHttp2Stream]>((resolve) => server.once('stream', (stream) => resolve([stream.session!, stream])));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const client = http2.connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    try {
      const req = client.request({ ':path': '/' });
      req.resume();
      const [session, stream] = await open;
      session.close();
      expect({ closed: session.closed, destroyed: session.destroyed }).toEqual({ closed: true, destroyed: false });
      const failed = await new Promise<unknown>((resolve) => session.ping((err) => resolve(err)));
      expect(failed).toMatchObject({ code: 'ERR_HTTP2_PING_CANCEL' });
      stream.respond({ ':status': 200 }, { endStream: true });
      await new Promise((r) => req.once('close', r));
    } finally {
      client.destroy();
      await new Promise((r) => server.close(r));
    }
  });
});
