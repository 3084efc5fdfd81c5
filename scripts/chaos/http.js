'use strict';
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
 * Sends each request to the next gateway that answers /readyz 200 (checked
 * every 250 ms); one that refuses a connection is passed over until it
 * answers again.
 */
class Balancer {
  constructor(urls) {
    this.urls = urls;
    this.ready = new Map(urls.map((u) => [u, true]));
    this.next = 0;
    this.timer = setInterval(() => void this.probe(), 250);
  }

  async probe() {
    await Promise.all(
      this.urls.map(async (u) => {
        const r = await request(u, 'GET', '/readyz', { timeoutMs: 1_000 });
        this.ready.set(u, r.status === 200);
      }),
    );
  }

  pick() {
    for (let i = 0; i < this.urls.length; i++) {
      const u = this.urls[(this.next + i) % this.urls.length];
      if (this.ready.get(u)) {
        this.next = (this.next + i + 1) % this.urls.length;
        return u;
      }
    }
    return this.urls[this.next++ % this.urls.length];
  }

  failed(url) {
    this.ready.set(url, false);
  }

  stop() {
    clearInterval(this.timer);
  }
}

module.exports = { request, Balancer, agent };
