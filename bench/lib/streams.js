'use strict';
// Live changes (docs/changes-stream.md): N streams of GET /api/changes/stream
// open on one gateway process of their own, what they cost it in resident
// memory, and how long after a write's 2xx its change reached every stream.
// The streams are read by this process (the bench), not the gateway's.
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const { api } = require('./calls');
const { sample } = require('./procstat');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const CHANGE = /"type":"crm\.client\.updated","resource":"clients","id":(\d+)/g;

/** Opens one stream; `onChange(id, at)` for each client change it receives. */
function openStream(base, token, agent, onChange) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/changes/stream`, { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`stream: ${res.statusCode}`));
      }
      res.setEncoding('utf8');
      let tail = '';
      res.on('data', (chunk) => {
        const at = performance.now();
        const text = tail + chunk;
        for (const m of text.matchAll(CHANGE)) onChange(Number(m[1]), at);
        tail = text.slice(-120);
      });
      res.on('error', () => undefined);
      resolve(req);
    });
    req.on('error', reject);
  });
}

function quantile(sorted, q) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The report's `streams` section: N open streams on one gateway, memory per stream, write → event latency. */
async function runStreams({ stack, gw, token, ids, results, say, streams = 1000, writes = 30 }) {
  say(`live changes: a gateway of their own, ${streams} streams…`);
  const url = await stack.startGateway('streams-gateway', {}, { CHANGES_STREAMS_PER_USER: String(streams + 10) });
  const pid = stack.pid('streams-gateway');
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const open = [];
  // Per write: the id written, when its 2xx came, and when each stream got its change.
  let current = { id: -1, arrivals: [] };
  const onChange = (id, at) => {
    if (id === current.id) current.arrivals.push(at);
  };
  try {
    open.push(await openStream(url, token, agent, onChange));
    await sleep(2000);
    const before = sample(pid)?.rssBytes ?? 0;
    for (let i = 1; i < streams; i += 50) {
      const batch = [];
      for (let k = i; k < Math.min(streams, i + 50); k++) batch.push(openStream(url, token, agent, onChange));
      open.push(...(await Promise.all(batch)));
    }
    await sleep(3000);
    const after = sample(pid)?.rssBytes ?? 0;
    const all = [];
    const everyStream = [];
    let incomplete = 0;
    for (let w = 0; w < writes; w++) {
      const id = ids[w % ids.length];
      current = { id, arrivals: [] };
      const t0 = performance.now();
      await api(gw, 'PATCH', `/api/clients/${id}`, token, { city: `Streamed ${w}` });
      const ok = performance.now();
      const deadline = Date.now() + 10_000;
      while (current.arrivals.length < open.length && Date.now() < deadline) await sleep(5);
      if (current.arrivals.length < open.length) incomplete++;
      const lat = current.arrivals.map((at) => at - ok);
      all.push(...lat);
      if (lat.length) everyStream.push(Math.max(...lat));
      current = { id: -1, arrivals: [] };
      say(`  write ${w + 1}/${writes}: 2xx in ${(ok - t0).toFixed(1)} ms, on ${lat.length} of ${open.length} streams within ${lat.length ? Math.max(...lat).toFixed(1) : '–'} ms`);
      await sleep(100);
    }
    all.sort((a, b) => a - b);
    everyStream.sort((a, b) => a - b);
    results.streams = {
      streams: open.length,
      writes,
      incompleteWrites: incomplete,
      rssBeforeMb: before / 2 ** 20,
      rssAfterMb: after / 2 ** 20,
      rssPerStreamKb: open.length > 1 ? (after - before) / (open.length - 1) / 1024 : null,
      latencyMs: { p50: quantile(all, 0.5), p99: quantile(all, 0.99) },
      everyStreamMs: { p50: quantile(everyStream, 0.5), p99: quantile(everyStream, 0.99) },
    };
  } finally {
    for (const r of open) r.destroy();
    agent.destroy();
    await stack.stop('streams-gateway');
  }
}

module.exports = { runStreams };
