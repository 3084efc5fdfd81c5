#!/usr/bin/env node
// The load generator: a process of its own, never the system under test.
// `node bench/load/driver.js '<json spec>'` drives HTTP or gRPC requests
// either at a fixed rate (open loop: each request leaves at its scheduled
// time whether or not earlier ones have answered) or at saturation (closed
// loop: `concurrency` requests always in flight), and prints one JSON line
// with latencies in microseconds.
//
// One driver for both protocols, so that the gateway and direct gRPC are
// measured the same way. (autocannon's fixed rate sends each connection's
// budget in a burst at the start of every second, and keeps latencies in
// whole milliseconds: too coarse for a 1 ms overhead target.) HTTP goes
// through a lean client of its own (./http1.js). Against a server that
// spends as little per answer as that client does (GET /api/time), the
// client would set the pace: `kind: 'wrk'` hands such a saturation run to
// wrk (./wrk.js).
'use strict';
const hdr = require('hdr-histogram-js');
const { client, header } = require('./http1');
const { requestFactories } = require('./requests');
const { runWrk } = require('./wrk');

const spec = JSON.parse(process.argv[2]);
const now = () => Number(process.hrtime.bigint() / 1000n); // µs
/** the body of the first successful answer, when spec.captureFirst (to check what came back) */
let first;

function histogram() {
  return hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3 });
}

/** The service call's duration a gateway with SERVER_TIMING reports (upstream;dur=ms), in µs. */
function upstreamUs(head) {
  const m = /upstream;dur=([\d.]+)/.exec(header(head, 'server-timing') ?? '');
  return m ? Math.round(Number(m[1]) * 1000) : undefined;
}

/** A function that sends request number i and resolves with its status (and the upstream's µs, when told). */
function httpSender() {
  // Several URLs (gateway replicas) share the requests in turn, as a balancer would.
  const urls = spec.urls ?? [spec.url];
  const sockets = Math.max(1, Math.ceil((spec.connections ?? spec.concurrency ?? 64) / urls.length));
  const clients = urls.map((u) => client(u, sockets, spec.timeoutMs ?? 120_000));
  const make = requestFactories[spec.requests];
  const auth = spec.token ? { authorization: `Bearer ${spec.token}` } : {};
  const json = { ...auth, 'content-type': 'application/json' };
  return async (i) => {
    const r = make(i, spec.params ?? {});
    const body = r.body === undefined ? undefined : JSON.stringify(r.body);
    try {
      const res = await clients[i % clients.length]({ method: r.method, path: r.path, headers: body ? json : auth, body });
      if (spec.captureFirst && first === undefined && res.status < 300) first = JSON.parse(res.body.toString());
      return { status: res.status, upstreamUs: upstreamUs(res.head) };
    } catch (err) {
      return err.message === 'timeout' ? 'timeout' : 'error';
    }
  };
}

function grpcSender() {
  const grpc = require('@grpc/grpc-js');
  const { createClient } = require('@bms/platform');
  const { serviceOf } = require('@bms/protos');
  const client = createClient(serviceOf(spec.domain), spec.address);
  const make = requestFactories[spec.requests];
  const md = new grpc.Metadata();
  if (spec.token) md.set('authorization', `Bearer ${spec.token}`);
  return (i) =>
    new Promise((resolve) => {
      const r = make(i, spec.params ?? {});
      client[r.rpc](r.request, md, { deadline: Date.now() + (spec.timeoutMs ?? 120_000) }, (err) => {
        resolve(err ? `grpc ${err.code}` : 'OK');
      });
    });
}

const ok = (status) => status === 'OK' || (typeof status === 'number' && status >= 200 && status < 300);

/** A saturation run under wrk (./wrk.js): one fixed GET, request number 0 of the scenario. */
function wrkMain() {
  const r = requestFactories[spec.requests](0, spec.params ?? {});
  if ((r.method ?? 'GET') !== 'GET' || r.body !== undefined || spec.rate) throw new Error('wrk drives a fixed GET at saturation only');
  process.stdout.write(`${JSON.stringify(runWrk(spec, r.path))}\n`);
  process.exit(0);
}

async function main() {
  if (spec.kind === 'wrk') return wrkMain();
  const send = spec.kind === 'grpc' ? grpcSender() : httpSender();
  const latency = histogram();
  // Per request: its latency less the service call the gateway made for it (its own time and the HTTP hop).
  const overhead = histogram();
  const statuses = {};
  let completedOk = 0;
  let errors = 0;
  let missed = 0;
  let maxLagUs = 0;
  let inFlight = 0;
  let seq = 0;
  const warmupEnd = now() + (spec.warmupMs ?? 0) * 1000;
  const end = warmupEnd + spec.durationMs * 1000;
  const pending = new Set();

  const fire = () => {
    const i = seq++;
    const started = now();
    const measured = started >= warmupEnd && started < end;
    inFlight++;
    const p = send(i).then((answer) => {
      inFlight--;
      if (!measured) return;
      const status = typeof answer === 'object' ? answer.status : answer;
      const key = String(status);
      statuses[key] = (statuses[key] ?? 0) + 1;
      if (ok(status)) {
        completedOk++;
        const took = Math.max(1, now() - started);
        latency.recordValue(took);
        if (answer.upstreamUs !== undefined) overhead.recordValue(Math.max(1, took - answer.upstreamUs));
      } else errors++;
    });
    pending.add(p);
    void p.finally(() => pending.delete(p));
    return p;
  };

  const cpu0 = process.cpuUsage();
  if (spec.rate) {
    // Open loop: request k leaves at start + k / rate.
    const intervalUs = 1e6 / spec.rate;
    const maxInFlight = spec.maxInFlight ?? 1000;
    const start = now();
    let k = 0;
    await new Promise((resolve) => {
      const tick = () => {
        const t = now();
        if (t >= end) return resolve();
        while (start + k * intervalUs <= t) {
          const due = start + k * intervalUs;
          k++;
          if (due >= warmupEnd) maxLagUs = Math.max(maxLagUs, t - due);
          if (inFlight >= maxInFlight) {
            if (due >= warmupEnd) missed++;
            continue;
          }
          fire();
        }
        setTimeout(tick, 1);
      };
      tick();
    });
  } else {
    // Closed loop: `concurrency` workers, each sends as soon as its last answer came.
    const worker = async () => {
      while (now() < end) await fire();
    };
    await Promise.all(Array.from({ length: spec.concurrency ?? 1 }, worker));
  }
  await Promise.all([...pending]);
  const cpu = process.cpuUsage(cpu0);
  const seconds = spec.durationMs / 1000;
  const q = (p) => (latency.totalCount ? latency.getValueAtPercentile(p) : null);
  process.stdout.write(
    `${JSON.stringify({
      requests: completedOk + errors,
      ok: completedOk,
      errors,
      statuses,
      missed,
      seconds,
      throughput: completedOk / seconds,
      latencyUs: { p50: q(50), p90: q(90), p99: q(99), max: latency.totalCount ? latency.maxValue : null, mean: latency.totalCount ? latency.mean : null },
      // what the gateway told of its service calls (SERVER_TIMING): the p50 and p99 of each request's latency less its call
      overheadUs: overhead.totalCount
        ? { count: overhead.totalCount, p50: overhead.getValueAtPercentile(50), p99: overhead.getValueAtPercentile(99), max: overhead.maxValue }
        : undefined,
      maxLagUs: spec.rate ? maxLagUs : undefined,
      driverCpuSeconds: (cpu.user + cpu.system) / 1e6,
      ...(spec.captureFirst ? { first } : {}),
    })}\n`,
  );
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
