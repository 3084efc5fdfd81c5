'use strict';
// A NATS node of a JetStream cluster: its configuration file, written
// beside its store. Used by the cluster (scripts/cluster) and by the tests
// that need a cluster of their own (test/support/own-server.ts).
const fs = require('node:fs');
const path = require('node:path');

/**
 * Writes the configuration of node `node` of `nodes` (each {name, host,
 * clientPort, clusterPort, monitorPort}) under `dir`, and returns the
 * nats-server arguments that start it. Every node routes to every other;
 * JetStream keeps its store in `dir/<name>/js`.
 */
function natsNode(node, nodes, dir, { clusterName = 'bms', maxFileStore = '1G' } = {}) {
  const own = path.join(dir, node.name);
  fs.mkdirSync(own, { recursive: true });
  const routes = nodes.filter((n) => n.name !== node.name).map((n) => `    "nats-route://${n.host}:${n.clusterPort}"`);
  const conf = [
    `server_name: "${node.name}"`,
    `listen: "${node.host}:${node.clientPort}"`,
    `http: "${node.host}:${node.monitorPort}"`,
    'jetstream {',
    `  store_dir: "${path.join(own, 'js')}"`,
    `  max_file_store: ${maxFileStore}`,
    '  max_memory_store: 64M',
    '}',
    'cluster {',
    `  name: "${clusterName}"`,
    `  listen: "${node.host}:${node.clusterPort}"`,
    '  routes: [',
    ...routes,
    '  ]',
    '}',
    '',
  ].join('\n');
  const file = path.join(own, 'nats.conf');
  fs.writeFileSync(file, conf);
  return { bin: 'nats-server', args: ['-c', file], ready: /Server is ready/, log: path.join(own, 'nats.log') };
}

/** The client URL of every node, comma-separated (NATS_URL). */
function natsUrls(nodes) {
  return nodes.map((n) => `nats://${n.host}:${n.clientPort}`).join(',');
}

module.exports = { natsNode, natsUrls };
