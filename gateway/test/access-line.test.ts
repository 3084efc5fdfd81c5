import * as http from 'node:http';
import * as net from 'node:net';
import express from 'express';
import request from 'supertest';
import pino from 'pino';
import { Metrics } from '@bms/platform';
import { sendJson } from '../src/pipeline/reply';
import { afterRequestId, httpMetrics, localsOf, requestContext } from '../src/pipeline/request-context';

/** A logger as the gateway's, whose lines are kept here, parsed. */
function accessLog() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ base: { service: 'gateway' }, timestamp: pino.stdTimeFunctions.isoTime }, { write: (l: string) => void lines.push(JSON.parse(l)) });
  return { lines, logger };
}

describe('the reply and the access line', () => {
  it('writes JSON as express res.json does: the same status, type, length and bytes (HEAD: the headers alone)', async () => {
    const body = { time: 'ü', n: 1, list: [null, 'a"b'] };
    const app = express();
    app.set('etag', false);
    app.get('/ours', (_req, res) => sendJson(res, 201, body));
    app.get('/express', (_req, res) => res.status(201).json(body));
    const api = request(app);
    const [ours, theirs] = [await api.get('/ours'), await api.get('/express')];
    expect(ours.status).toBe(201);
    expect(ours.text).toBe(theirs.text);
    for (const h of ['content-type', 'content-length']) expect(ours.headers[h]).toBe(theirs.headers[h]);
    const head = await api.head('/ours');
    expect(head.headers['content-length']).toBe(theirs.headers['content-length']);
    expect(head.text ?? '').toBe('');
  });

  it('logs one line per request with its id, route, method, status, user and time, a 5xx as a warning', async () => {
    const { lines, logger } = accessLog();
    const context = requestContext(logger, httpMetrics(new Metrics('test')));
    const app = express();
    app.get('/api/things/:id', (req, res) => {
      context(req, res, () => undefined);
      localsOf(res).route = '/api/things/:id';
      localsOf(res).user_id = 7;
      res.status(Number(req.params.id)).json({});
    });
    const api = request(app);
    await api.get('/api/things/200').set('X-Request-Id', 'given-1');
    await api.get('/api/things/503');
    await new Promise((r) => setTimeout(r, 50));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, service: 'gateway', request_id: 'given-1', route: '/api/things/:id', method: 'GET', status: 200, user_id: 7, msg: 'request' });
    expect(typeof lines[0]?.duration_ms).toBe('number');
    expect(lines[1]).toMatchObject({ level: 40, status: 503 });
    expect(lines[1]?.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes the route and method between the request id and the status as JSON, past the bound of pairs it keeps too', () => {
    const between = afterRequestId(1);
    const line = (route: string, method: string) => JSON.parse(`{"request_id":"r${between(route, method)}200}`) as Record<string, unknown>;
    for (let i = 0; i < 2; i++) {
      expect(line('/api/a"b', 'GET')).toEqual({ request_id: 'r', route: '/api/a"b', method: 'GET', status: 200 });
      expect(line('unmatched', 'M-SEARCH')).toEqual({ request_id: 'r', route: 'unmatched', method: 'M-SEARCH', status: 200 });
    }
  });

  it('logs and counts a request whose client left before any answer as 499, not as the 200 an unanswered response holds', async () => {
    const { lines, logger } = accessLog();
    const metrics = new Metrics('test');
    const context = requestContext(logger, httpMetrics(metrics));
    let closed!: () => void;
    const answered = new Promise<void>((r) => (closed = r));
    const app = express();
    app.get('/api/slow', (req, res) => {
      context(req, res, () => undefined);
      localsOf(res).route = '/api/slow';
      // answered once the client has gone: the answer goes nowhere
      res.once('close', () => setImmediate(() => (res.status(200).json({}), closed())));
    });
    const server = await new Promise<http.Server>((r) => {
      const s = app.listen(0, '127.0.0.1', () => r(s));
    });
    try {
      const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1', () => socket.end('GET /api/slow HTTP/1.1\r\nHost: x\r\n\r\n'));
      socket.on('error', () => undefined);
      await answered;
      await new Promise((r) => setTimeout(r, 50));
      expect(lines).toEqual([expect.objectContaining({ route: '/api/slow', method: 'GET', status: 499, msg: 'request' })]);
      expect(await metrics.registry.metrics()).toMatch(/bms_http_requests_total\{route="\/api\/slow",method="GET",status="499"[^}]*\} 1/);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('logs a response the gateway cut unsent after a failure with the 5xx it set, not as a client gone', async () => {
    const { lines, logger } = accessLog();
    const context = requestContext(logger, httpMetrics(new Metrics('test')));
    const app = express();
    app.get('/api/broken', (req, res) => {
      context(req, res, () => undefined);
      localsOf(res).route = '/api/broken';
      res.statusCode = 500;
      res.destroy();
    });
    await request(app)
      .get('/api/broken')
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    expect(lines).toEqual([expect.objectContaining({ route: '/api/broken', status: 500, level: 40 })]);
  });
});
