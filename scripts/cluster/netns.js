'use strict';
// The cluster's hosts as Linux network namespaces on one bridge
// (iproute2): made, cut off from some peers and healed, and removed,
// leftovers of a cluster whose runner died included.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ip = (...args) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
const quiet = (...args) => {
  try {
    return ip(...args);
  } catch {
    return '';
  }
};

/** Whether this process may make namespaces (root, or CAP_SYS_ADMIN and CAP_NET_ADMIN), tried for real. */
function canUseNamespaces() {
  const probe = `bms-probe-${process.pid}`;
  try {
    ip('netns', 'add', probe);
    ip('netns', 'del', probe);
    return true;
  } catch {
    return false;
  }
}

const bridgeOf = (id) => `bms${id}br`;

/**
 * The ports the cluster's processes listen on (a host's standard ports:
 * topology.js), as net.ipv4.ip_local_reserved_ports takes them. Some
 * (the services' 50051–50066) lie in Linux's ephemeral range
 * (32768–60999): an outgoing connection given a service's gRPC port as its
 * local one once made it fail to start (EADDRINUSE). A service binds its
 * ports before it connects out (port-hold.ts); reserved, the kernel gives
 * them to no connection of any process of the host either, and a listener
 * still binds them.
 */
function reservedPorts(l) {
  const ports = new Set(Object.values(l.ports).flatMap((p) => Object.values(p)));
  return [...ports].sort((a, b) => a - b).join(',');
}

/** The bridge, and one namespace per host with its address on it and its listening ports reserved. */
function createNetwork(l) {
  const br = bridgeOf(l.id);
  ip('link', 'add', br, 'type', 'bridge');
  ip('addr', 'add', `${l.rootAddress}/24`, 'dev', br);
  ip('link', 'set', br, 'up');
  const reserved = reservedPorts(l);
  let n = 0;
  for (const h of Object.values(l.hosts)) {
    const veth = `bms${l.id}h${n++}`;
    ip('netns', 'add', h.ns);
    ip('link', 'add', veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', h.ns);
    ip('link', 'set', veth, 'master', br, 'up');
    ip('-n', h.ns, 'addr', 'add', `${h.ip}/24`, 'dev', 'eth0');
    ip('-n', h.ns, 'link', 'set', 'eth0', 'up');
    ip('-n', h.ns, 'link', 'set', 'lo', 'up');
    // The setting is the namespace's own: written from inside it.
    ip('netns', 'exec', h.ns, 'sh', '-c', 'echo "$1" > /proc/sys/net/ipv4/ip_local_reserved_ports', 'sh', reserved);
  }
}

/** The namespaces of cluster `id` (all clusters' when undefined). */
function namespacesOf(id) {
  const re = id === undefined ? /^bms-(\d+)-/ : new RegExp(`^bms-${id}-`);
  return quiet('netns', 'list')
    .split('\n')
    .map((l) => l.split(' ')[0])
    .filter((n) => n && re.test(n));
}

/** Kills what runs in cluster `id`'s namespaces and removes them and its bridge (their veths go with them). */
function removeNetwork(id) {
  for (const ns of namespacesOf(id)) {
    for (const pid of quiet('netns', 'pids', ns).split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    quiet('netns', 'del', ns);
  }
  quiet('link', 'del', bridgeOf(id));
}

/** The command that runs `cmd` on host `h` (in its namespace, or here on loopback). */
function onHost(h, cmd, args) {
  return h.ns ? { cmd: 'ip', args: ['netns', 'exec', h.ns, cmd, ...args] } : { cmd, args };
}

/** Drops what host `h` sends to each of `peers` (addresses): a partition, until heal. */
function cut(h, peers) {
  for (const p of peers) ip('-n', h.ns, 'route', 'add', 'blackhole', `${p}/32`);
}

function heal(h, peers) {
  for (const p of peers) quiet('-n', h.ns, 'route', 'del', 'blackhole', `${p}/32`);
}

/** Where each running cluster records its runner and its processes. */
const ownersDir = path.join(os.tmpdir(), 'bms-cluster');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Blocks this thread for `ms` (the claim is synchronous, and short). */
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `fn` holding the claim lock: a directory, which one process at a
 * time can make (mkdir is atomic), with its holder's pid in it. A lock whose
 * holder died is taken over; one with no pid yet (its holder between mkdir
 * and writing it) only once it is older than any claim takes. (Two waiters
 * that find the same dead holder may both go on: only after a claim that
 * crashed half-way.)
 */
function withClaimLock(fn, waitMs = 120_000) {
  const lock = path.join(ownersDir, 'claim.lock');
  const holder = path.join(lock, 'pid');
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    let stale;
    try {
      const pid = Number(fs.readFileSync(holder, 'utf8') || 0);
      stale = pid > 0 ? !alive(pid) : Date.now() - fs.statSync(lock).mtimeMs > 60_000;
    } catch {
      try {
        stale = Date.now() - fs.statSync(lock).mtimeMs > 60_000;
      } catch {
        continue; // released meanwhile
      }
    }
    if (stale) fs.rmSync(lock, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`cluster id claim: ${lock} held for ${waitMs} ms`);
    else pause(50);
  }
  try {
    fs.writeFileSync(holder, String(process.pid));
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Removes what clusters whose runner is gone left behind (processes,
 * namespaces, bridges, data), and answers a free cluster id, recorded as
 * this process's. One process claims at a time: two runs started together
 * (two test files, two chaos runs) would otherwise both see an id free and
 * make the same bridge and namespaces.
 */
function claimId(record) {
  fs.mkdirSync(ownersDir, { recursive: true });
  return withClaimLock(() => {
    const taken = new Set();
    for (const f of fs.readdirSync(ownersDir)) {
      const file = path.join(ownersDir, f);
      // a record a writer died writing (writeOwner)
      const part = /^\d+\.json\.(\d+)\.part$/.exec(f);
      if (part && !alive(Number(part[1]))) fs.rmSync(file, { force: true });
      const m = /^(\d+)\.json$/.exec(f);
      if (!m) continue;
      let owner;
      try {
        owner = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch {
        owner = { pid: 0 };
      }
      if (owner.pid && alive(owner.pid)) {
        taken.add(Number(m[1]));
        continue;
      }
      sweep(Number(m[1]), owner);
      fs.rmSync(file, { force: true });
    }
    // Namespaces no owner record names (a runner killed before it wrote one).
    for (const ns of namespacesOf()) {
      const id = Number(/^bms-(\d+)-/.exec(ns)[1]);
      if (!taken.has(id)) removeNetwork(id);
    }
    let id = 0;
    while (taken.has(id)) id++;
    writeOwner(id, { ...record, pid: process.pid, pids: [] });
    return id;
  });
}

function sweep(id, owner) {
  for (const pid of owner.pids ?? []) if (alive(pid)) process.kill(pid, 'SIGKILL');
  removeNetwork(id);
  if (owner.dir && owner.dir.startsWith(path.join(os.tmpdir(), 'bms-cluster-'))) fs.rmSync(owner.dir, { recursive: true, force: true });
}

/** Records cluster `id`'s owner whole or not at all: a claim reading a half-written record would take the owner for dead and sweep its cluster. */
function writeOwner(id, record) {
  const file = path.join(ownersDir, `${id}.json`);
  const part = `${file}.${process.pid}.part`;
  fs.writeFileSync(part, JSON.stringify(record));
  fs.renameSync(part, file);
}

function releaseId(id) {
  fs.rmSync(path.join(ownersDir, `${id}.json`), { force: true });
}

module.exports = { canUseNamespaces, createNetwork, reservedPorts, removeNetwork, onHost, cut, heal, claimId, writeOwner, releaseId };
