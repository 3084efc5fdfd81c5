#!/usr/bin/env node
// npm run cluster: the distributed mode on one machine (DESIGN.md 5): each
// host a network namespace of its own, or loopback ports without the rights.
// Prints the gateways' addresses; Ctrl-C removes every namespace, process and stream.
'use strict';
const lib = require('../lib');
const { Cluster } = require('./cluster');

async function main() {
  const args = process.argv.slice(2);
  lib.buildTs();
  const cluster = new Cluster({ loopback: args.includes('--loopback'), keep: args.includes('--keep') });
  cluster.removeOnExit();
  const started = Date.now();
  await cluster.start();
  const l = cluster.layout;
  console.log(`
The cluster is up in ${((Date.now() - started) / 1000).toFixed(0)} s (${l.mode === 'netns' ? `namespaces bms-${l.id}-*, ${l.subnet}` : 'loopback ports'}):
  the balancer in front (an ingress's place): ${cluster.entryUrl}/api
${cluster.gatewayUrls.map((u, i) => `  gateway ${i + 1}: ${u}/api`).join('\n')}
Sign in as ${cluster.secrets.admin.email}, password ${cluster.secrets.admin.password}
${cluster.mailUrl ? `Emails (Mailpit): ${cluster.mailUrl}; text messages: in identity's log` : "Emails and text messages: in identity's log"}
Logs: ${cluster.dir}/logs
Ctrl-C removes every namespace, process and stream.`);
}

main().catch((err) => {
  console.error(err.stack ?? err);
  process.exit(1);
});
