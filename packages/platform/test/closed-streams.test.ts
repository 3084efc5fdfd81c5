import type * as Http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { releaseClosedHttp2Streams, writablesPinThemselves } from '@bms/platform';
import { heldShare } from './promoted';

const platform = path.join(__dirname, '..', 'dist', 'index.js');
// The module object itself, as grpc-js requires it (the sessions' functions are wrapped on it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const http2 = require('node:http2') as typeof Http2;

describe('HTTP/2 streams that let go of their listeners once closed', () => {
  const pins = writablesPinThemselves();

  it("look at the behaviour they answer: a writable stream of this Node keeps what its listeners hold through scavenges, or not, as the probe says", () => {
    const setup = "const { Writable } = require('node:stream');";
    const each = "await new Promise((resolve) => { const w = new Writable({ write(c, e, done) { done(); } }); w.on('finish', () => held.length); w.on('close', resolve); w.end('x'); });";
    // Node 24.15 on and 26 make each stream's write callback a closure of its own, which V8 puts in the old generation.
    if (pins) expect(heldShare(setup, each)).toBeGreaterThan(0.5);
    else expect(heldShare(setup, each)).toBeLessThan(0.1);
  });

  it('are in place exactly where the writable streams of this Node keep themselves alive, and making them again changes nothing', () => {
    expect(releaseClosedHttp2Streams()).toBe(pins);
    expect(releaseClosedHttp2Streams()).toBe(pins);
  });

  it('where in place, a closed stream has no listener left once that turn is over, and a late error finds one that ignores it', async () => {
    if (!pins) return expect(releaseClosedHttp2Streams()).toBe(false);
    const server = http2.createServer();
    const serverStreams: Http2.ServerHttp2Stream[] = [];
    server.on('stream', (s) => {
      serverStreams.push(s);
      s.respond({ ':status': 200 });
      s.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const client = http2.connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    try {
      const stream = client.request({ ':path': '/' });
      let body = '';
      stream.setEncoding('utf8');
      stream.on('data', (c: string) => (body += c));
      const closed = new Promise<void>((r) => stream.on('close', () => r()));
      stream.end();
      await closed;
      // every 'close' listener ran, the caller's too
      expect(body).toBe('ok');
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
      for (const s of [stream, serverStreams[0]!]) {
        expect(s.listenerCount('data') + s.listenerCount('end') + s.listenerCount('close')).toBe(0);
        expect(() => s.emit('error', new Error('late'))).not.toThrow();
      }
    } finally {
      client.destroy();
      await new Promise((r) => server.close(r));
    }
  });

  it('where in place, let a young-generation collection free what a finished stream held; without them, with the other fixes, it is promoted', () => {
    const setup = (release: boolean) => `
      const http2 = require('node:http2');
      const platform = require(${JSON.stringify(platform)});
      platform.leanAsyncResourceBind();
      platform.leanHttp2Sessions();
      ${release ? 'platform.releaseClosedHttp2Streams();' : ''}
      const server = http2.createServer();
      server.on('stream', (s) => { s.respond({ ':status': 200 }); s.end('ok'); });
      await new Promise((r) => server.listen(0, '127.0.0.1', r));
      const client = http2.connect('http://127.0.0.1:' + server.address().port);
      client.unref(); server.unref();
    `;
    const each = `await new Promise((resolve) => { const s = client.request({ ':path': '/' }); s.on('data', () => held.length); s.on('end', () => resolve(held.length)); s.end(); });`;
    expect(heldShare(setup(true), each)).toBeLessThan(0.1);
    if (pins) expect(heldShare(setup(false), each)).toBeGreaterThan(0.5);
  });
});
