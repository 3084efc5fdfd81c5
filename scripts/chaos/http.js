'use strict';
/* global performance, setInterval, clearInterval */
// The load's HTTP side: requests to the gateways with a deadline, and a
// balancer that sends each to a gateway that says it is ready, as a load
// balancer in front of them would.
const http = require('node:http');

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/**
 * One HTTP request; never throws: a network error or a timeout answers
 * status 0 with `error` set. Resolves {status, headers, body, ms, error}.
 */
function request(base, method, path, { body, headers = {}, timeoutMs = 15_000, raw } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const payload = raw ?? (body === undefined ? undefined : Buffer.from(JSON.stringify(body)));
    const req = http.request(
      new URL(path, base),
      {
        method,
        agent,
        headers: { ...(payload && !raw ? { 'content-type': 'application/json' } : {}), ...(payload ? { 'content-length': payload.length } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', (err) => done({ status: 0, error: err.code ?? err.message }));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            parsed = text;
          }
          done({ status: res.statusCode, headers: res.headers, body: parsed });
        });
      },
    );
    let settled = false;
    const done = (r) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ headers: {}, ...r, ms: performance.now() - started });
    };
    const timer = setTimeout(() => {
      req.destroy(new Error('timeout'));
      done({ status: 0, error: 'timeout' });
    }, timeoutMs);
    req.on('error', (err) => done({ status: 0, error: err.code ?? err.message }));
    if (payload) req.write(payload);
    req.end();
  });
}

/**
 * What a load balancer in front of the gateways does: sends each request to
 * the next gateway that is ready (/readyz 200, checked every 250 ms; taken
 * out after two failed checks in a row, as a readiness probe with a failure
 * threshold of 2 does), and never, for a second, to one that refused a
 * connection (a refused connection is tried on another gateway: nothing
 * reached the first).
 */
class Balancer {
  /** `onProbe(ready, total)`: after each round of checks, how many gateways it would send to. */
  constructor(urls, onProbe = () => undefined) {
    this.urls = urls;
    this.onProbe = onProbe;
    this.state = new Map(urls.map((u) => [u, { fails: 0, refusedUntil: 0 }]));
    this.next = 0;
    this.timer = setInterval(() => void this.probe(), 250);
  }

  async probe() {
    if (this.probing) return;
    this.probing = true;
    try {
      await Promise.all(
        this.urls.map(async (u) => {
          const r = await request(u, 'GET', '/readyz', { timeoutMs: 2_500 });
          const s = this.state.get(u);
          s.fails = r.status === 200 ? 0 : s.fails + 1;
          if (r.status === 0 && r.error !== 'timeout') s.refusedUntil = Date.now() + 1_000;
        }),
      );
      this.onProbe(this.urls.filter((u) => this.state.get(u).fails < 2).length, this.urls.length);
    } finally {
      this.probing = false;
    }
  }

  pick() {
    const now = Date.now();
    const reachable = this.urls.filter((u) => this.state.get(u).refusedUntil <= now);
    const ready = reachable.filter((u) => this.state.get(u).fails < 2);
    const from = ready.length ? ready : reachable.length ? reachable : this.urls;
    return from[this.next++ % from.length];
  }

  /** A connection to `url` was refused or reset: not used for a second. */
  failed(url) {
    this.state.get(url).refusedUntil = Date.now() + 1_000;
  }

  stop() {
    clearInterval(this.timer);
  }
}

module.exports = { request, Balancer, agent };
