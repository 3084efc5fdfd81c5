import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openChangeStream, type Change } from '../src/live/change-stream';
import { Coalescer } from '../src/live/coalescer';
import { SseParser } from '../src/live/sse-parser';

/**
 * The console's side of GET /api/changes/stream (console/src/live): the
 * event-stream parser, the connection loop against a real HTTP server
 * (resume with Last-Event-ID, a 429's Retry-After, reset, end, 401), and
 * the coalescing of bursts.
 */
describe('the console change stream', () => {
  describe('SseParser', () => {
    it('reads events split anywhere, with any line ending, skipping comments, keeping the last id', () => {
      const p = new SseParser();
      const text = 'retry: 2000\n\n: heartbeat\r\nid: 7\r\nevent: change\r\ndata: {"a":\r\ndata: 1}\r\n\r\nid: 8\revent: reset\rdata: x\r\r: heartbeat\n\nevent: change\ndata\n\nid: 9\n\n';
      // every split point, one character at a time, and whole
      const events = [...text].flatMap((c) => p.push(c));
      expect(events).toEqual([
        { event: 'change', data: '{"a":\n1}', id: '7' },
        { event: 'reset', data: 'x', id: '8' },
        { event: 'change', data: '', id: '8' },
      ]);
      // an event without data dispatches nothing, but its id counts
      expect(p.id).toBe('9');
      expect(p.retryMs).toBe(2000);
      expect(new SseParser().push(text)).toEqual(events);
    });

    it('names an unnamed event "message", takes "data:x" without a space, and holds an unfinished line', () => {
      const p = new SseParser('3');
      expect(p.push('data:x\n')).toEqual([]);
      expect(p.push('\ndata: y')).toEqual([{ event: 'message', data: 'x', id: '3' }]);
      expect(p.push('\n\n')).toEqual([{ event: 'message', data: 'y', id: '3' }]);
    });
  });

  describe('openChangeStream', () => {
    let server: http.Server;
    let url: string;
    const requests: { auth?: string; lastId?: string }[] = [];
    let answer: (n: number, res: http.ServerResponse) => void;

    beforeEach(async () => {
      requests.length = 0;
      server = http.createServer((req, res) => {
        requests.push({ auth: req.headers.authorization, lastId: req.headers['last-event-id'] as string | undefined });
        answer(requests.length, res);
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/changes/stream`;
    });
    afterEach(async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    });

    const sse = (res: http.ServerResponse) => res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    const change = (seq: number, id: number) => `id: ${seq}\nevent: change\ndata: {"type":"crm.client.updated","resource":"clients","id":${id},"fields":["city"]}\n\n`;

    it('resumes with Last-Event-ID after a drop, waits out a 429, passes a reset on, and stops at the end', async () => {
      answer = (n, res) => {
        if (n === 1) {
          sse(res);
          res.end(`retry: 20\n\n: heartbeat\n\n${change(11, 1)}${change(12, 2)}`);
        } else if (n === 2) {
          res.writeHead(429, { 'Retry-After': '1' }).end();
        } else {
          sse(res);
          res.end(`retry: 20\n\n${change(13, 3)}event: reset\ndata: {"reason":"too_old","since":"2026-11-25T00:00:00Z"}\n\nevent: end\ndata: {"reason":"revoked"}\n\n`);
        }
      };
      const changes: Change[] = [];
      const resets: unknown[] = [];
      const started = Date.now();
      let ended429At = 0;
      const end = await new Promise<string>((resolve) => {
        openChangeStream(
          { token: 't0k', url },
          {
            onChange: (c) => changes.push(c),
            onReset: (r) => resets.push(r),
            onEnd: (reason) => ((ended429At = Date.now() - started), resolve(reason)),
          },
        );
      });
      expect(end).toBe('revoked');
      expect(changes.map((c) => [c.resource, c.id, c.fields])).toEqual([
        ['clients', 1, ['city']],
        ['clients', 2, ['city']],
        ['clients', 3, ['city']],
      ]);
      expect(resets).toEqual([{ reason: 'too_old', since: '2026-11-25T00:00:00Z' }]);
      expect(requests).toEqual([
        { auth: 'Bearer t0k', lastId: undefined },
        { auth: 'Bearer t0k', lastId: '12' },
        { auth: 'Bearer t0k', lastId: '12' },
      ]);
      // the 429's second was waited
      expect(ended429At).toBeGreaterThanOrEqual(1000);
      // not opened again after the end
      await new Promise((r) => setTimeout(r, 200));
      expect(requests).toHaveLength(3);
    });

    it('takes a reopened stream with no cursor to resume from as a reset (changes may have been missed)', async () => {
      answer = (n, res) => {
        sse(res);
        res.end(n === 1 ? 'retry: 20\n\n: heartbeat\n\n' : 'event: end\ndata: {"reason":"expired"}\n\n');
      };
      const resets: unknown[] = [];
      const end = await new Promise((resolve) => openChangeStream({ token: 'x', url }, { onChange() {}, onReset: (r) => resets.push(r), onEnd: resolve }));
      expect(end).toBe('expired');
      expect(resets).toEqual([{ reason: 'unresumable' }]);
      expect(requests.map((r) => r.lastId)).toEqual([undefined, undefined]);
    });

    it('takes the end of a stopping gateway (shutdown) as no sign-out: opens again at once with its cursor, waiting out a 503 Retry-After', async () => {
      answer = (n, res) => {
        if (n === 2) return void res.writeHead(503, { 'Retry-After': '1' }).end();
        sse(res);
        res.end(n === 1 ? `retry: 5000\n\n${change(21, 1)}event: end\ndata: {"reason":"shutdown"}\n\n` : `${change(22, 2)}event: end\ndata: {"reason":"revoked"}\n\n`);
      };
      const changes: Change[] = [];
      const started = Date.now();
      const end = await new Promise((resolve) => openChangeStream({ token: 'x', url }, { onChange: (c) => changes.push(c), onReset() {}, onEnd: resolve }));
      expect(end).toBe('revoked');
      expect(changes.map((c) => c.id)).toEqual([1, 2]);
      expect(requests.map((r) => r.lastId)).toEqual([undefined, '21', '21']);
      // not the stream's retry (5 s) after the shutdown: at once, then the 503's second
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect(Date.now() - started).toBeLessThan(4000);
    });

    it('stops at a 401 (onEnd), and backs off from a failing server without hammering it', async () => {
      answer = (_n, res) => void res.writeHead(401).end();
      await expect(new Promise((resolve) => openChangeStream({ token: 'x', url }, { onChange() {}, onReset() {}, onEnd: resolve }))).resolves.toBe('unauthorized');
      expect(requests).toHaveLength(1);

      requests.length = 0;
      answer = (_n, res) => void res.writeHead(503).end();
      const stream = openChangeStream({ token: 'x', url, retryMs: 50, maxDelayMs: 400 }, { onChange() {}, onReset() {}, onEnd() {} });
      await new Promise((r) => setTimeout(r, 1200));
      stream.close();
      // a request sent just before the close may reach the server just after it: let it land first
      await new Promise((r) => setTimeout(r, 100));
      const seen = requests.length;
      // 50, 100, 200, 400, 400 … (±20 %): a handful, not hundreds
      expect(seen).toBeGreaterThanOrEqual(3);
      expect(seen).toBeLessThanOrEqual(6);
      await new Promise((r) => setTimeout(r, 600));
      expect(requests).toHaveLength(seen);
    });
  });

  describe('Coalescer', () => {
    it('runs a burst as the first call and one more at the end of the window, per key', () => {
      // On a clock of the test's own: the window is the behaviour, not how fast this machine runs the burst.
      jest.useFakeTimers();
      try {
        const runs: string[] = [];
        const c = new Coalescer(150, (k) => runs.push(k));
        for (let i = 0; i < 10; i++) {
          c.add('clients');
          c.add('tasks');
          jest.advanceTimersByTime(5);
        }
        expect(runs).toEqual(['clients', 'tasks']);
        jest.advanceTimersByTime(250);
        // one more run of each key at the end of its window (the two keys' order is not the point)
        expect([...runs].sort()).toEqual(['clients', 'clients', 'tasks', 'tasks']);
        // after a quiet window, at once again
        jest.advanceTimersByTime(200);
        c.add('clients');
        expect(runs).toHaveLength(5);
        c.close();
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
