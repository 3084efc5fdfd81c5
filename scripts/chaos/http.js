'use strict';
/* global performance */
// The load's HTTP side: requests with a deadline, as a client makes them
// (to the cluster's balancer, or to a gateway directly).
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

module.exports = { request, agent };
