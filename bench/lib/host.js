'use strict';
// How fast the shared cores are as a run begins and as it ends: bare
// express's CPU per GET /api/time at saturation over a few seconds, nothing
// of ours in it. The same figure is read once mid-run (bare-time@sat); the
// host can change speed within a run, and these tell whether it did.
const path = require('node:path');
const lib = require('../../scripts/lib');
const { cpuPerRequest } = require('./comparisons');
const { measure } = require('./load');

/** µs of bare express's CPU per request, or null when the check could not run. */
async function hostSpeed({ seconds = 3, concurrency = 32 } = {}) {
  const p = lib.startProcess('bare express (host check)', process.execPath, [path.join(__dirname, '..', 'targets', 'bare-express.js')], {
    // /api/time makes no gRPC call: the address is never dialled.
    env: { PATH: process.env.PATH, CRM_GRPC_URL: '127.0.0.1:9' },
    ready: /"port":(\d+)/,
  });
  try {
    const m = await p.started;
    const spec = { kind: 'http', url: `http://127.0.0.1:${m[1]}`, requests: 'time', concurrency, durationMs: seconds * 1000, warmupMs: 1000 };
    const us = cpuPerRequest(await measure('host', spec, { 'bare-express': p.child.pid }), 'bare-express');
    return us === null ? null : Math.round(us);
  } catch {
    return null;
  } finally {
    await lib.stopProcess(p.child);
  }
}

module.exports = { hostSpeed };
