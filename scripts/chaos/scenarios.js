'use strict';
// The faults, one scenario each, injected while the load runs. Each is
// {name, run(cluster, ctx)}: run injects the fault and heals it; the ledger
// is told when the fault starts and ends.
const fs = require('node:fs');
const lib = require('../lib');
const { gateways, natsNodes, replicasOf } = require('../cluster/topology');
const { LIBFAKETIME } = require('../faketime');
const { sleep } = require('./driver');

/** kill -9 (told to the ledger), then started again as an orchestrator would after `downMs`. */
async function crashAndReturn(cluster, name, downMs, ledger) {
  ledger.crashed(name);
  await cluster.signal(name, 'SIGKILL');
  await sleep(downMs);
  await cluster.startProcess(name);
}

const scenarios = {
  'kill-replica': {
    about: 'kill -9 of one replica of each service in turn, started again 3 s later',
    async run(cluster, { ledger, short }) {
      ledger.faultStarts();
      for (const [i, s] of (short ? ['crm'] : lib.services.map((x) => x.name)).entries()) {
        if (i > 0) ledger.mark();
        await crashAndReturn(cluster, replicasOf(s)[0], 3_000, ledger);
        await sleep(2_000);
      }
      ledger.faultEnds();
    },
  },
  'kill-gateway': {
    about: 'kill -9 of a gateway, started again 5 s later',
    async run(cluster, { ledger }) {
      ledger.faultStarts();
      await crashAndReturn(cluster, gateways()[0], 5_000, ledger);
      ledger.faultEnds();
    },
  },
  'rolling-restart': {
    about: 'every service replica, then every gateway, stopped with SIGTERM and started again, one at a time',
    async run(cluster, { ledger }) {
      ledger.faultStarts();
      for (const [i, name] of [...lib.services.flatMap((s) => replicasOf(s.name)), ...gateways()].entries()) {
        if (i > 0) ledger.mark();
        await cluster.signal(name, 'SIGTERM', 30_000);
        await cluster.startProcess(name);
      }
      ledger.faultEnds();
    },
  },
  'nats-node': {
    about: 'one NATS node killed (-9) for 20 s, then back',
    async run(cluster, { ledger, short }) {
      ledger.faultStarts();
      await crashAndReturn(cluster, natsNodes()[1], short ? 10_000 : 20_000, ledger);
      await cluster.natsHealthy();
      ledger.faultEnds();
    },
  },
  'nats-partition': {
    about: 'one crm host cut from every NATS node for 30 s (its packets to them dropped), then healed',
    needs: 'netns',
    async run(cluster, { ledger }) {
      const host = replicasOf('crm')[0];
      ledger.faultStarts();
      cluster.cut(host, natsNodes());
      try {
        await sleep(30_000);
      } finally {
        cluster.heal(host, natsNodes());
      }
      ledger.faultEnds();
    },
  },
  'redis-restart': {
    about: 'Redis killed (-9) and started again empty',
    async run(cluster, { ledger }) {
      ledger.faultStarts();
      await crashAndReturn(cluster, 'redis', 2_000, ledger);
      ledger.faultEnds();
    },
  },
  'database-restart': {
    about: "crm's database killed (-9) and started again 5 s later",
    async run(cluster, { ledger }) {
      ledger.faultStarts();
      await crashAndReturn(cluster, 'db-crm', 5_000, ledger);
      ledger.faultEnds();
    },
  },
  'clock-ahead': {
    about: 'one crm replica run 5 s ahead of the others (libfaketime) for 20 s',
    needs: 'faketime',
    async run(cluster, { ledger }) {
      const name = replicasOf('crm')[0];
      const preload = LIBFAKETIME.find((f) => fs.existsSync(f));
      ledger.faultStarts();
      await cluster.signal(name, 'SIGTERM', 30_000);
      await cluster.startProcess(name, { env: { LD_PRELOAD: preload, FAKETIME: '+5s', FAKETIME_DONT_FAKE_MONOTONIC: '1', FAKETIME_DONT_RESET: '1' } });
      // What its clock said as it became ready (its log line's time), against ours.
      const entry = cluster.procs.get(name);
      const said = Date.parse(JSON.parse(entry?.readyLine ?? '{}').time ?? '');
      ledger.note(`${name}'s clock ${Number.isFinite(said) ? `${((said - entry.readyAt) / 1000).toFixed(1)} s` : 'not read'} ahead`);
      await sleep(20_000);
      await cluster.signal(name, 'SIGTERM', 30_000);
      await cluster.startProcess(name);
      ledger.faultEnds();
    },
  },
};

/** Whether libfaketime is here, installed from Debian (faketime) if it can be, within a minute. */
function haveFaketime() {
  if (LIBFAKETIME.some((f) => fs.existsSync(f))) return true;
  if (process.getuid?.() !== 0) return false;
  try {
    require('node:child_process').execFileSync('apt-get', ['install', '-y', '-qq', 'faketime'], { stdio: 'ignore', timeout: 60_000 });
  } catch {
    return false;
  }
  return LIBFAKETIME.some((f) => fs.existsSync(f));
}

module.exports = { scenarios, haveFaketime, LIBFAKETIME };
