#!/usr/bin/env node
// npm run chaos: the cluster (scripts/cluster) under a load that keeps a
// ledger, one fault per scenario; after each, once it has settled, the
// ledger is checked against the system. Prints one table, writes it to
// bench/results (JSON and markdown), and exits non-zero when any scenario
// missed any target (verdict.js), a skipped one included unless
// --allow-skip. --short: one replica killed and one NATS node lost (npm test's form).
'use strict';
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const os = require('node:os');
const path = require('node:path');
const lib = require('../lib');
const { Cluster } = require('../cluster/cluster');
const { Databases, ledgerAgainstOwners, leftovers, projectionDiffs, revokedAccepted, webhookGaps } = require('./check');
const { Load, sleep } = require('./driver');
const { Ledger } = require('./ledger');
const { Arrivals, messageGaps, unsettledMessages } = require('./messages');
const { Receiver } = require('./receiver');
const report = require('./report');
const { haveFaketime, scenarios } = require('./scenarios');
const { judge } = require('./verdict');

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const short = args.includes('--short');
const allowSkip = args.includes('--allow-skip');
const names = opt('scenarios', short ? 'kill-replica,nats-node' : Object.keys(scenarios).join(',')).split(',');
const workers = Number(opt('workers', short ? 3 : 4));
const rate = Number(opt('rate', 6));
const outDir = opt('out', path.join(lib.root, 'bench', 'results'));
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const log = (s) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${s}`);

/**
 * Waits until nothing is pending (outboxes, projections, webhooks, the
 * phase's emails and texts) or `timeoutMs`; answers the seconds it took, or null.
 */
async function settle(dbs, receiver, load, arrivals, phase, timeoutMs = 90_000) {
  const started = Date.now();
  const userIds = load.members.map((m) => m.id);
  for (;;) {
    const [left, diffs, hooks, messages] = await Promise.all([
      leftovers(dbs),
      projectionDiffs(dbs),
      webhookGaps(dbs, receiver, load.runId),
      unsettledMessages(dbs, arrivals, userIds, phase.began),
    ]).catch(() => [null]);
    if (left && left.outbox === 0 && diffs.length === 0 && hooks.missing.length === 0 && messages === 0) return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutMs) return null;
    await sleep(2_000);
  }
}

/** What holds a scenario from settling, in short: webhook deliveries by status (leased or not), code requests not handled, events in outboxes. */
async function stuck(dbs) {
  const identity = await dbs.db('identity');
  const byStatus = await identity
    .collection('webhook_deliveries')
    .aggregate([{ $group: { _id: { status: '$status', leased: { $gt: ['$locked_until', new Date()] } }, n: { $sum: 1 } } }])
    .toArray()
    .catch((err) => [{ _id: String(err) }]);
  const requests = await identity
    .collection('code_requests')
    .countDocuments({})
    .catch((err) => String(err));
  const left = await leftovers(dbs).catch((err) => String(err));
  return `webhook deliveries ${JSON.stringify(byStatus)}; code requests ${requests}; leftovers ${JSON.stringify(left)}`;
}

async function main() {
  const startedAt = new Date().toISOString();
  const uptimeBefore = uptime();
  log(`uptime: ${uptimeBefore}`);
  const receiver = new Receiver();
  await receiver.start('0.0.0.0');
  const sms = { port: await lib.freePort(), secret: crypto.randomBytes(16).toString('hex') };
  const cluster = new Cluster({
    webhookPort: receiver.port,
    sms,
    loopback: args.includes('--loopback'),
    keep: args.includes('--keep'),
    log,
    env: {
      // One admin token serves every client of the load: its per-user limit is raised (the sign-in limit is kept).
      RATE_LIMIT_DEFAULT: '6000',
      // Each member asks for a recovery email and a sign-in code every few seconds, far past a person's 5 an hour:
      // the cap is raised so that every acknowledged request is a message that must arrive (the cap is tested in test/e2e/courier-*.test.ts).
      CODES_PER_RECIPIENT_PER_HOUR: '100000',
      // A message that failed (its mail server or SMS receiver in trouble) is tried again within seconds, within a scenario's settling.
      COURIER_FIRST_RETRY_MS: '1000',
      COURIER_MAX_RETRY_MS: '5000',
    },
  });
  cluster.removeOnExit();
  await cluster.start();
  log(`cluster up (${cluster.layout.mode}), logs in ${cluster.dir}/logs${cluster.mailUrl ? `, emails at ${cluster.mailUrl}` : ''}`);
  receiver.host = cluster.layout.rootAddress;
  await receiver.startSms(sms.port, '0.0.0.0', cluster.tls);
  const arrivals = new Arrivals(cluster.mailUrl, receiver);
  const ledger = new Ledger();
  const load = new Load({ entry: cluster.entryUrl, gateways: cluster.gatewayUrls, ledger, workers, rate, admin: cluster.secrets.admin, webhookUrl: receiver.url('/hooks/load') });
  await load.setup();
  const dbs = new Databases(cluster);
  const faketime = names.includes('clock-ahead') && haveFaketime();
  const rows = [];
  for (const name of names) {
    const sc = scenarios[name];
    if (!sc) throw new Error(`no scenario ${name}; there are ${Object.keys(scenarios).join(', ')}`);
    if ((sc.needs === 'netns' && cluster.layout.mode !== 'netns') || (sc.needs === 'faketime' && !faketime)) {
      const skipped = `needs ${sc.needs === 'netns' ? 'network namespaces' : 'libfaketime (Debian: faketime)'}`;
      log(`${name}: skipped (${skipped})${allowSkip ? '' : ': the run fails (--allow-skip allows it)'}`);
      rows.push({ scenario: name, about: sc.about, skipped });
      continue;
    }
    log(`${name}: ${sc.about}`);
    const phase = ledger.begin(name);
    const began = Date.now();
    const balancerBefore = await cluster.balancerStats();
    load.start();
    await sleep(short ? 3_000 : 5_000);
    // The fault comes once the limit probe is refused: the sign-in limit is then checked through it.
    if (!(await load.limitReached())) ledger.note('the limit probe was not refused within 20 s before the fault');
    await sc.run(cluster, { ledger, short });
    await sleep(short ? 5_000 : 10_000);
    await load.stop();
    ledger.balancerDid(balancerBefore, await cluster.balancerStats());
    const loadSeconds = (Date.now() - began) / 1000;
    const settleSeconds = await settle(dbs, receiver, load, arrivals, phase);
    const owners = await ledgerAgainstOwners(ledger, dbs, load.runId);
    const row = {
      scenario: name,
      about: sc.about,
      loadSeconds,
      ...Ledger.summary(phase),
      ...owners,
      // The sign-in limit (RATE_LIMIT_LOGIN, 50 a minute) may be passed by one slice (1 request) per gateway.
      limitExcess: Ledger.limitExcess(phase, 50, cluster.gatewayUrls.length),
      projectionDiffs: await projectionDiffs(dbs),
      webhooks: await webhookGaps(dbs, receiver, load.runId),
      revoked: await revokedAccepted(ledger, cluster.gatewayUrls),
      leftovers: await leftovers(dbs),
      messages: await messageGaps(phase, dbs, arrivals, load.members),
      settleSeconds,
      loadAverage: os.loadavg(),
      uptime: uptime(),
      notes: [...phase.notes],
    };
    const detail = [
      ...row.lost,
      ...row.doubled,
      ...row.projectionDiffs,
      ...row.webhooks.missing,
      ...row.webhooks.doubled,
      ...row.revoked.accepted,
      ...row.messages.lost,
      ...row.messages.doubled,
    ];
    if (detail.length) row.notes.push(detail.slice(0, 10).join('; '));
    if (settleSeconds === null) row.notes.push(`not settled in 90 s: ${await stuck(dbs)}`);
    if (!arrivals.sees('email')) row.notes.push("no mail server (Mailpit could not be built): emails were checked in identity's records only");
    rows.push(row);
    log(
      `${name}: ${row.requests} requests, lost ${row.lost.length}, doubled ${row.doubled.length}, projection diffs ${row.projectionDiffs.length}, ` +
        `messages ${row.messages.arrived}/${row.messages.expected} (lost ${row.messages.lost.length}, doubled ${row.messages.doubled.length}), settled in ${settleSeconds ?? 'never'} s`,
    );
  }
  await dbs.close();
  const verdict = judge(rows, { allowSkip });
  const result = {
    passed: verdict.passed,
    allowSkip,
    startedAt,
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: lib.root, encoding: 'utf8' }).trim(),
    mode: cluster.layout.mode,
    short,
    workers,
    rate,
    uptimeBefore,
    uptimeAfter: uptime(),
    // What the cluster was made of, so that what it leaves behind can be looked for (test/chaos/short.test.ts).
    cluster: {
      id: cluster.id,
      dir: cluster.dir,
      namespaces: Object.values(cluster.layout.hosts)
        .map((h) => h.ns)
        .filter(Boolean),
      processes: cluster.started,
    },
    rows: verdict.rows,
  };
  const files = report.write(outDir, result);
  console.log(`\n${report.markdown(verdict.rows)}\n\n${report.verdictLines(result).join('\n')}\n\n${files.md}\n${files.json}`);
  await cluster.stop();
  await receiver.stop();
  process.exit(verdict.passed ? 0 : 1);
}

main().catch((err) => {
  console.error(err.stack ?? err);
  process.exit(2);
});
