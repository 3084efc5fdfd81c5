'use strict';
// The audit trail's cost to the write path: clients created and PATCHed one
// at a time through the gateway (no queueing: p50 is a write's own time), with identity's audit consumers off
// (AUDIT_ENABLED=false) and on (as deployed), and how long after the last
// write the trail had every entry. Identity is restarted on its own port
// between the two (the gateway's channel reconnects; tokens stay valid).
const { api } = require('./calls');

const WRITES = [
  ['create', 'clients: create', 'clientCreate'],
  ['patch', 'clients: PATCH', 'clientPatch'],
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** How many entries the trail holds (retried while identity, just restarted, is not reachable yet). */
async function trailTotal(gw, token) {
  for (let i = 0; ; i++) {
    try {
      return (await api(gw, 'GET', '/api/audit-log?limit=1', token)).meta.total;
    } catch (err) {
      if (i >= 40) throw err;
      await sleep(250);
    }
  }
}

/** Seconds until the trail stops growing (polled every 250 ms, still for 1 s), from now; null past `timeoutMs`. */
async function caughtUp(gw, token, timeoutMs = 180_000) {
  const t0 = Date.now();
  let last = -1;
  let since = t0;
  while (Date.now() - t0 < timeoutMs) {
    const n = await trailTotal(gw, token);
    if (n !== last) {
      last = n;
      since = Date.now();
    } else if (Date.now() - since >= 1000) return (since - t0) / 1000;
    await sleep(250);
  }
  return null;
}

async function restartIdentity(stack, enabled) {
  const port = stack.grpc.identity.split(':').pop();
  await stack.stop('identity');
  await stack.startService('identity', 'identity', { GRPC_PORT: port, AUDIT_ENABLED: String(enabled) });
}

/** Runs the writes with the trail off, then on; the report's `audit` section. */
async function runAuditCost({ stack, gw, token, results, run, say }) {
  const inFlight = results.settings.auditConcurrency;
  const ids = [];
  for (let i = 0; i < 100; i++) ids.push((await api(gw, 'POST', '/api/clients', token, { company_name: `Audited ${i}`, type: 'organization' })).record.id);
  const audit = { concurrency: inFlight, rows: [] };
  results.audit = audit;
  for (const state of ['off', 'on']) {
    say(`the audit trail ${state}: restarting identity…`);
    await restartIdentity(stack, state === 'on');
    // With it on, the consumers first take what was written while it was off.
    if (state === 'on') audit.backlogSeconds = await caughtUp(gw, token);
    for (const [id, label, requests] of WRITES) {
      const name = `audit-${state}:${id}`;
      const r = await run(name, `${label}, audit trail ${state}`, { kind: 'http', url: gw, token, requests, params: { run: `${stack.namespace}-${state}`, ids }, concurrency: inFlight });
      audit.rows.push({ write: id, state, run: name, ok: r.ok, throughput: r.throughput, p50Us: r.latencyUs?.p50, p99Us: r.latencyUs?.p99 });
      if (state === 'on') audit.rows.at(-1).caughtUpSeconds = await caughtUp(gw, token);
    }
  }
}

module.exports = { runAuditCost };
