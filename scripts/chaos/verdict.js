'use strict';
// Whether a scenario met the targets of the chaos run (docs/distributed.md,
// "Targets"): each one it missed, said in words. npm run chaos exits
// non-zero when any scenario missed any.
const lib = require('../lib');
const { gateways } = require('../cluster/topology');

/** At most this many seconds of errors after a replica (a service's or a gateway) is killed. */
const KILLED_REPLICA_ERROR_SECONDS = 10;

/** Whether process `name` of the cluster is a replica of a service or a gateway (not NATS, Redis, a database). */
function isReplica(name) {
  return gateways().includes(name) || lib.services.some((s) => new RegExp(`^${s.name}-\\d+$`).test(name));
}

const count = (xs) => (Array.isArray(xs) ? xs.length : 0);

/**
 * The targets `row` (a scenario's row of the run: Ledger.summary and the
 * checks after settling; or {scenario, skipped}) missed. `allowSkip`: a
 * skipped scenario is no miss (the run was told it may skip).
 */
function missedTargets(row, { allowSkip = false } = {}) {
  if (row.skipped) return allowSkip ? [] : [`skipped: ${row.skipped}`];
  const missed = [];
  const say = (n, what) => {
    if (n > 0) missed.push(`${what} ${n}`);
  };
  say(count(row.lost), 'lost');
  say(count(row.doubled), 'doubled');
  say(count(row.projectionDiffs), 'projection differences');
  say(count(row.webhooks?.missing), 'webhooks missing');
  say(count(row.webhooks?.doubled), 'webhook events sent under two ids');
  say(count(row.revoked?.accepted), 'signed-out tokens accepted');
  say(count(row.messages?.lost), 'messages lost');
  say(count(row.messages?.doubled), 'messages doubled');
  say(row.leftovers?.outbox ?? 0, 'events left in an outbox');
  say(row.leftovers?.parked ?? 0, 'events parked');
  say(row.leftovers?.deadLetters ?? 0, 'events dead-lettered');
  if (row.settleSeconds === null) missed.push('never settled');
  if ((row.limitExcess ?? 0) > 0) missed.push(`sign-in limit passed by ${row.limitExcess} beyond one slice per gateway`);
  if (!row.limitRefusedInFault) missed.push('sign-in limit not reached during the fault (not checked)');
  say(row.errorsOffTarget ?? 0, 'errors not a 503 or 504 with Retry-After');
  say(row.gaveUp ?? 0, 'requests given up (no success in 60 s)');
  if ((row.crashes ?? []).some(isReplica) && row.recoverSeconds > KILLED_REPLICA_ERROR_SECONDS) {
    missed.push(`errors ${row.recoverSeconds.toFixed(1)} s after a killed replica (at most ${KILLED_REPLICA_ERROR_SECONDS})`);
  }
  if (row.scenario === 'rolling-restart') say(row.failedRequests ?? 0, 'failed requests in a rolling restart');
  return missed;
}

/** Each row with the targets it missed (`missed`), and whether the run passed: none missed any. */
function judge(rows, opts = {}) {
  const judged = rows.map((r) => ({ ...r, missed: missedTargets(r, opts) }));
  return { rows: judged, passed: judged.every((r) => r.missed.length === 0) };
}

module.exports = { missedTargets, judge, isReplica, KILLED_REPLICA_ERROR_SECONDS };
