'use strict';
// Saturation driven by wrk (a load generator in C, one thread, `concurrency`
// keep-alive connections), for the runs where the client's own cost must not
// set the pace: GET /api/time against bare express. The driver's Node client
// (./http1.js) spends about as much CPU per answer as bare express spends
// making it, so the two took turns on the cores and the client's cost, not
// the server's, set both req/s. wrk spends two thirds of that (13 µs against
// 19 on 26), less than either server, so each server sets the pace, at its
// own ceiling. Only a fixed request (a GET with the spec's token), at
// saturation: wrk has no open loop.
const { execFileSync } = require('node:child_process');
const { childrenCpuSeconds } = require('../lib/procstat');

const UNITS = { us: 1, ms: 1e3, s: 1e6, m: 60e6, h: 3600e6 };

/** µs in one of wrk's durations ("635.00us", "1.23ms", "2.00s"), or null. */
function micros(text) {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(text ?? '');
  return m ? Number(m[1]) * UNITS[m[2]] : null;
}

/**
 * What wrk printed (run with --latency): {requests, ok, errors, statuses,
 * seconds, throughput, latencyUs}. Throws when it is not wrk's report.
 */
function parseWrk(text) {
  const total = /(\d+) requests in ([\d.]+)(us|ms|s|m|h),/.exec(text);
  if (!total) throw new Error(`wrk printed no report: ${text.slice(-500)}`);
  const requests = Number(total[1]);
  const seconds = micros(`${total[2]}${total[3]}`) / 1e6;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const failed = socket ? socket.slice(1).reduce((a, n) => a + Number(n), 0) : 0;
  const at = (p) => micros(new RegExp(`^[ \\t]*${p}%[ \\t]+(\\S+)`, 'm').exec(text)?.[1]);
  const stats = /^[ \t]*Latency[ \t]+(\S+)[ \t]+\S+[ \t]+(\S+)/m.exec(text);
  const ok = requests - non2xx;
  return {
    requests: requests + failed,
    ok,
    errors: non2xx + failed,
    statuses: { '2xx': ok, ...(non2xx ? { 'non-2xx': non2xx } : {}), ...(failed ? { error: failed } : {}) },
    missed: 0,
    seconds,
    throughput: ok / seconds,
    latencyUs: { p50: at(50), p90: at(90), p99: at(99), max: micros(stats?.[2]), mean: micros(stats?.[1]) },
  };
}

/** wrk's arguments for `seconds` (whole: wrk takes no fraction) of `spec`'s request. */
function wrkArgs(spec, path, seconds) {
  const headers = spec.token ? ['-H', `authorization: Bearer ${spec.token}`] : [];
  return ['-t1', `-c${spec.concurrency ?? 32}`, `-d${Math.max(1, Math.ceil(seconds))}s`, '--latency', ...headers, `${spec.url}${path}`];
}

/** One saturation run of `spec` under wrk (a warm-up run first, when it has one), as the driver reports it. */
function runWrk(spec, path) {
  const run = (seconds) => {
    try {
      return execFileSync('wrk', wrkArgs(spec, path, seconds), { encoding: 'utf8', timeout: (seconds + 30) * 1000, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (err) {
      throw new Error(`wrk failed: ${String(err.stderr || err.message).trim()}`, { cause: err });
    }
  };
  const cpu0 = childrenCpuSeconds();
  if (spec.warmupMs) parseWrk(run(spec.warmupMs / 1000));
  const result = parseWrk(run(spec.durationMs / 1000));
  return { ...result, driverCpuSeconds: childrenCpuSeconds() - cpu0, driver: 'wrk' };
}

module.exports = { runWrk };
