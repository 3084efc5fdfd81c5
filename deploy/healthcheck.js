#!/usr/bin/env node
// The container health check of every image (docker HEALTHCHECK, compose
// `depends_on: service_healthy`): exit 0 when the process in this container
// is ready, 1 otherwise. Needs no package, so it runs in any process's image.
//   a service (GRPC_PORT set): grpc.health.v1.Health/Check answers SERVING
//   the gateway (PORT):        GET /readyz answers 2xx
'use strict';
const http = require('node:http');
const http2 = require('node:http2');

const TIMEOUT_MS = Number(process.env.HEALTHCHECK_TIMEOUT_MS) || 2000;
const SERVING = 1;

function done(ok, why) {
  if (!ok) console.error(`unhealthy: ${why}`);
  process.exit(ok ? 0 : 1);
}

/** A unary gRPC call by hand: an empty HealthCheckRequest (service ""). */
function checkGrpc(port) {
  const session = http2.connect(`http://127.0.0.1:${port}`);
  session.on('error', (err) => done(false, err.message));
  const req = session.request({
    ':method': 'POST',
    ':path': '/grpc.health.v1.Health/Check',
    'content-type': 'application/grpc',
    te: 'trailers',
  });
  const chunks = [];
  let status;
  req.on('data', (c) => chunks.push(c));
  req.on('trailers', (t) => (status = t['grpc-status']));
  req.on('response', (h) => (status = h['grpc-status'] ?? status));
  req.on('end', () => {
    session.close();
    if (String(status) !== '0') return done(false, `grpc-status ${status}`);
    // 5-byte frame header, then HealthCheckResponse {status = 1 (varint)}.
    const msg = Buffer.concat(chunks).subarray(5);
    const serving = msg.length >= 2 && msg[0] === 0x08 && msg[1] === SERVING;
    done(serving, `health status ${msg.length >= 2 ? msg[1] : 'UNKNOWN'}`);
  });
  req.on('error', (err) => done(false, err.message));
  req.end(Buffer.alloc(5));
}

function checkHttp(port) {
  const req = http.get({ host: '127.0.0.1', port, path: '/readyz' }, (res) => {
    res.resume();
    done(res.statusCode >= 200 && res.statusCode < 300, `GET /readyz answered ${res.statusCode}`);
  });
  req.on('error', (err) => done(false, err.message));
}

setTimeout(() => done(false, `no answer in ${TIMEOUT_MS} ms`), TIMEOUT_MS).unref();
if (process.env.GRPC_PORT) checkGrpc(Number(process.env.GRPC_PORT));
else checkHttp(Number(process.env.PORT) || 8080);
