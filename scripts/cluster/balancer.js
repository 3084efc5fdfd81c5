#!/usr/bin/env node
'use strict';
/* global setInterval */
// The cluster's entry: an HTTP load balancer in front of the gateways, on a
// host of its own, in the place the ingress controller (deploy/k8s's
// ingress-nginx) or an Envoy takes in a deployment. It does what those do
// and no more:
// - sends each request to the next gateway that is ready (its /readyz
//   checked every 250 ms, out after two failed checks, as a readiness probe
//   with a failure threshold of 2 takes a pod out of a Service);
// - a gateway that refused the connection (nothing reached it) is passed
//   over for 1 s and the request goes to another (nginx's proxy_next_upstream
//   error, Envoy's connect-failure);
// - a connection reset or closed before any byte of the answer: the request
//   goes to another gateway when doing it twice is safe (an idempotent method,
//   GET HEAD OPTIONS PUT DELETE, or a request with an Idempotency-Key: nginx
//   and Envoy's retry_on reset, limited to those), else it is answered 503
//   with Retry-After: 1 (Envoy's "upstream connect error or disconnect/reset
//   before headers", with the Retry-After its local reply config adds);
// - an answer cut after it began is cut for the client too;
// - no answer within 60 s (nginx's proxy_read_timeout): 504 with Retry-After.
// Bodies are read whole first (nginx's request buffering), up to 64 MiB
// (413 beyond), so that a request can be sent again. GET /stats on the admin
// address answers what it did (counters since start).
//
// node scripts/cluster/balancer.js <host:port> <admin host:port> <gateway URL>,<gateway URL>…
const http = require('node:http');

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const MAX_BODY = 64 * 1024 * 1024;
const READ_TIMEOUT_MS = 60_000;
/** Connection errors that say nothing of the request reached the gateway. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** Whether a request whose gateway dropped it before answering may be sent to another. */
function safeToRepeat(req) {
  return IDEMPOTENT.has(req.method) || req.headers['idempotency-key'] !== undefined;
}

/** The headers of a message that are not its connection's (RFC 9110 7.6.1). */
function endToEnd(headers) {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase()),
  );
  return Object.fromEntries(Object.entries(headers).filter(([k, v]) => v !== undefined && !HOP_BY_HOP.has(k) && !named.has(k)));
}

class Balancer {
  /** `upstreams`: the gateways' base URLs; `probeMs`: how often each one's /readyz is asked. */
  constructor(upstreams, { probeMs = 250, holdMs = 1_000 } = {}) {
    this.upstreams = upstreams.map((url) => ({ url: new URL(url), fails: 2, heldUntil: 0 }));
    this.holdMs = holdMs;
    this.next = 0;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 60_000 });
    this.stats = {
      requests: 0,
      answeredByGateway: 0,
      refusedSentElsewhere: 0,
      resetSentElsewhere: 0,
      resetAnswered503: 0,
      noGatewayAnswered503: 0,
      timeoutAnswered504: 0,
      cutAfterAnswerBegan: 0,
      clientGone: 0,
      readinessRounds: 0,
      noneReadyRounds: 0,
    };
    this.timer = setInterval(() => void this.probe(), probeMs);
    this.timer.unref();
  }

  async probe() {
    if (this.probing) return;
    this.probing = true;
    try {
      await Promise.all(
        this.upstreams.map(async (u) => {
          const ok = await new Promise((resolve) => {
            const r = http.get(new URL('/readyz', u.url), { timeout: 2_000 }, (res) => {
              res.resume();
              resolve(res.statusCode === 200);
            });
            r.on('timeout', () => r.destroy(new Error('timeout')));
            r.on('error', () => resolve(false));
          });
          u.fails = ok ? 0 : u.fails + 1;
        }),
      );
      this.stats.readinessRounds++;
      if (!this.upstreams.some((u) => u.fails < 2)) this.stats.noneReadyRounds++;
    } finally {
      this.probing = false;
    }
  }

  /** The next gateway to send to, other than those `tried`: a ready one not held, else one not held, else any. */
  pick(tried) {
    const now = Date.now();
    const left = this.upstreams.filter((u) => !tried.has(u));
    const free = left.filter((u) => u.heldUntil <= now);
    const ready = free.filter((u) => u.fails < 2);
    const from = ready.length ? ready : free.length ? free : left;
    if (!from.length) return undefined;
    return from[this.next++ % from.length];
  }

  /** Reads the request's body whole, then sends it on. */
  handle(req, res) {
    this.stats.requests++;
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY) {
        req.destroy();
        return void answer(res, 413, 'The request body is too large.');
      }
      chunks.push(c);
    });
    req.on('end', () => void this.forward(req, res, Buffer.concat(chunks)));
    req.on('error', () => res.destroy());
  }

  async forward(req, res, body) {
    const tried = new Set();
    for (let u = this.pick(tried); u; u = this.pick(tried)) {
      tried.add(u);
      const outcome = await this.attempt(u, req, res, body);
      if (outcome === 'done') return;
      u.heldUntil = Date.now() + this.holdMs;
      if (outcome === 'refused') {
        if (this.pick(tried)) this.stats.refusedSentElsewhere++;
        continue;
      }
      // Reset or closed before any byte of the answer: the gateway may have done it.
      if (safeToRepeat(req) && this.pick(tried)) {
        this.stats.resetSentElsewhere++;
        continue;
      }
      this.stats.resetAnswered503++;
      return void answer(res, 503, 'The gateway dropped the request before answering.', { 'retry-after': '1' });
    }
    this.stats.noGatewayAnswered503++;
    answer(res, 503, 'No gateway is reachable.', { 'retry-after': '1' });
  }

  /** One try on gateway `u`: resolves 'done' (answered, or the client gone), 'refused' (nothing reached it) or 'reset'. */
  attempt(u, req, res, body) {
    return new Promise((resolve) => {
      let began = false;
      let settled = false;
      const settle = (o) => {
        if (settled) return;
        settled = true;
        resolve(o);
      };
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
      const out = http.request({
        hostname: u.url.hostname,
        port: u.url.port,
        method: req.method,
        path: req.url,
        agent: this.agent,
        headers: { ...endToEnd(req.headers), 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http', 'content-length': String(body.length) },
      });
      out.setTimeout(READ_TIMEOUT_MS, () => {
        if (began) return out.destroy();
        out.destroy();
        this.stats.timeoutAnswered504++;
        answer(res, 504, 'The gateway did not answer in time.', { 'retry-after': '1' });
        settle('done');
      });
      out.on('response', (up) => {
        began = true;
        res.writeHead(up.statusCode ?? 502, endToEnd(up.headers));
        up.pipe(res);
        const cut = () => {
          if (res.writableFinished) return;
          this.stats.cutAfterAnswerBegan++;
          res.destroy();
          settle('done');
        };
        up.once('aborted', cut);
        up.once('error', cut);
        up.once('end', () => {
          this.stats.answeredByGateway++;
          settle('done');
        });
      });
      out.on('error', (err) => {
        if (settled) return;
        if (began) {
          if (!res.writableFinished) res.destroy();
          return settle('done');
        }
        if (res.destroyed || res.writableEnded) return settle('done');
        settle(NOT_CONNECTED.has(err.code) ? 'refused' : 'reset');
      });
      // The client gone before its answer: so is the request upstream.
      res.once('close', () => {
        if (res.writableFinished || settled) return;
        this.stats.clientGone++;
        out.destroy();
        settle('done');
      });
      out.end(body);
    });
  }
}

function answer(res, status, message, headers = {}) {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify({ success: false, message });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

const hostPort = (s) => {
  const i = s.lastIndexOf(':');
  return { host: s.slice(0, i), port: Number(s.slice(i + 1)) };
};

function main() {
  const [listen, admin, list] = process.argv.slice(2);
  if (!list) throw new Error('usage: balancer.js <host:port> <admin host:port> <gateway URL>,<gateway URL>…');
  const b = new Balancer(list.split(','));
  const server = http.createServer((req, res) => b.handle(req, res));
  server.keepAliveTimeout = 65_000;
  const adminServer = http.createServer((req, res) => {
    if (req.url !== '/stats') return answer(res, 404, 'GET /stats');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...b.stats, at: Date.now() }));
  });
  const l = hostPort(listen);
  const a = hostPort(admin);
  adminServer.listen(a.port, a.host, () => {
    server.listen(l.port, l.host, () => console.log(JSON.stringify({ msg: 'balancer listening', listen, admin, upstreams: list })));
  });
  for (const sig of ['SIGTERM', 'SIGINT']) process.once(sig, () => process.exit(0));
}

if (require.main === module) main();

module.exports = { Balancer, safeToRepeat };
