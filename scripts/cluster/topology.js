'use strict';
// The hosts of the cluster and what runs on each: three NATS nodes, Redis,
// a mail server (Mailpit), a database (devdb) per service, two replicas of
// each service, two gateways, and a balancer in front of them (the
// ingress's place: balancer.js). On namespaces each host has an address of its own on one
// bridge (10.213.<id>.0/24) and every process its standard port; on
// loopback every process has a port of its own on 127.0.0.1.
const lib = require('../lib');

const REPLICAS = 2;
const GATEWAYS = 2;
const NATS_NODES = 3;

/** The last byte of each host's address on namespaces. */
function hostNumbers() {
  const n = { mail: 19, redis: 20 };
  for (let i = 1; i <= NATS_NODES; i++) n[`nats-${i}`] = 10 + i;
  lib.services.forEach((s, i) => {
    n[`db-${s.name}`] = 21 + i;
    for (let r = 1; r <= REPLICAS; r++) n[`${s.name}-${r}`] = 31 + i * REPLICAS + (r - 1);
  });
  for (let g = 1; g <= GATEWAYS; g++) n[`gw-${g}`] = 50 + g;
  n.lb = 50;
  return n;
}

/**
 * Where every process listens. `mode` is 'netns' (one host per namespace)
 * or 'loopback'. Returns {mode, subnet, rootAddress, hosts: {name: {ip, ns}},
 * ports: {name: {...}}}.
 */
async function layout(mode, id) {
  const numbers = hostNumbers();
  const hosts = {};
  for (const [name, n] of Object.entries(numbers)) {
    hosts[name] = mode === 'netns' ? { ip: `10.213.${id}.${n}`, ns: `bms-${id}-${name}` } : { ip: '127.0.0.1', ns: null };
  }
  const port = async (standard) => (mode === 'netns' ? standard : lib.freePort());
  const ports = {};
  for (let i = 1; i <= NATS_NODES; i++) ports[`nats-${i}`] = { client: await port(4222), cluster: await port(6222), monitor: await port(8222) };
  ports.redis = { redis: await port(6379) };
  ports.mail = { smtp: await port(587), http: await port(8025) };
  for (const s of lib.services) {
    ports[`db-${s.name}`] = { mongo: await port(27017) };
    for (let r = 1; r <= REPLICAS; r++) {
      ports[`${s.name}-${r}`] = { grpc: await port(s.port), metrics: await port(9464), ...(s.name === 'files' ? { http: await port(50066) } : {}) };
    }
  }
  for (let g = 1; g <= GATEWAYS; g++) ports[`gw-${g}`] = { http: await port(8080), metrics: await port(9464) };
  ports.lb = { http: await port(8080), admin: await port(9901) };
  return { mode, id, subnet: `10.213.${id}.0/24`, rootAddress: mode === 'netns' ? `10.213.${id}.1` : '127.0.0.1', hosts, ports };
}

const replicasOf = (svc) => Array.from({ length: REPLICAS }, (_, i) => `${svc}-${i + 1}`);
const gateways = () => Array.from({ length: GATEWAYS }, (_, i) => `gw-${i + 1}`);
const natsNodes = () => Array.from({ length: NATS_NODES }, (_, i) => `nats-${i + 1}`);

/** A gRPC target naming every replica of `svc` (grpc-js balances round-robin over them). */
function grpcTarget(l, svc) {
  return `ipv4:${replicasOf(svc)
    .map((h) => `${l.hosts[h].ip}:${l.ports[h].grpc}`)
    .join(',')}`;
}

module.exports = { layout, replicasOf, gateways, natsNodes, grpcTarget, REPLICAS };
