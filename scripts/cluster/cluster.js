'use strict';
/* global fetch, AbortSignal */
// The cluster on one machine: makes its hosts (namespaces, or loopback
// ports without the rights), starts every process, restarts, kills or cuts
// any of them on request, and removes everything when it stops, or when
// the process that runs it ends unexpectedly.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const lib = require('../lib');
const { buildMailpit, selfSignedCert } = require('../mailpit');
const netns = require('./netns');
const { processSpecs } = require('./processes');
const { gateways, layout, natsNodes, replicasOf } = require('./topology');

/** When process `pid` started, in clock ticks since boot (/proc/<pid>/stat's 22nd field): with its pid, it names one process, whatever title it gives itself. */
function startTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

class Cluster {
  /**
   * `opts`: loopback (no namespaces), keep (the data and logs), log,
   * logLevel, env (every service's and gateway's), webhookPort (where
   * identity may deliver webhooks on the machine itself), sms ({port,
   * secret}: identity texts to https://<the machine>:<port>/sms, served
   * with the cluster's certificate, `tls`).
   */
  constructor(opts = {}) {
    this.opts = opts;
    this.procs = new Map();
    /** every process started, restarts included: {name, pid, startTicks} (a process left behind is found by both) */
    this.started = [];
    this.log = opts.log ?? ((line) => console.log(line));
    this.stopped = false;
  }

  /** Makes the hosts and starts every process; resolves when the gateways answer. */
  async start() {
    lib.buildDevdb();
    const useNs = !this.opts.loopback && netns.canUseNamespaces();
    if (!useNs && !this.opts.loopback) {
      this.log('no rights to make network namespaces (run as root, or with CAP_SYS_ADMIN and CAP_NET_ADMIN): the same topology runs on loopback ports');
    }
    this.id = netns.claimId({ dir: null });
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), `bms-cluster-${this.id}-`));
    fs.mkdirSync(path.join(this.dir, 'logs'));
    this.layout = await layout(useNs ? 'netns' : 'loopback', this.id);
    this.record();
    if (useNs) netns.createNetwork(this.layout);
    this.tls = this.makeCertificate();
    const mail = this.prepareMail();
    const keys = lib.newKeyPair();
    this.secrets = {
      ...keys,
      internalToken: crypto.randomBytes(24).toString('base64url'),
      admin: { email: 'admin@example.com', password: crypto.randomBytes(12).toString('base64url') },
    };
    this.specs = processSpecs(this.layout, {
      dir: this.dir,
      secrets: this.secrets,
      logLevel: this.opts.logLevel,
      webhookTarget: this.opts.webhookPort ? `${this.layout.rootAddress}:${this.opts.webhookPort}` : undefined,
      mail,
      sms: this.opts.sms ? { url: `https://${this.layout.rootAddress}:${this.opts.sms.port}/sms`, secret: this.opts.sms.secret, ca: this.tls.cert } : undefined,
      env: this.opts.env,
    });
    const names = Object.keys(this.specs);
    const kind = (k) => names.filter((n) => this.specs[n].kind === k);
    await Promise.all([...kind('nats'), 'redis', ...kind('mail'), ...kind('devdb')].map((n) => this.startProcess(n)));
    await this.natsHealthy();
    if (this.specs.mail) await this.listening('mail');
    // identity first (the bootstrap admin), one replica at a time; crm before billing (its projection's owner).
    for (const n of replicasOf('identity')) await this.startProcess(n);
    await Promise.all(replicasOf('crm').map((n) => this.startProcess(n)));
    await Promise.all(kind('service').filter((n) => !this.procs.has(n)).map((n) => this.startProcess(n)));
    await Promise.all(kind('gateway').map((n) => this.startProcess(n)));
    await this.startProcess('lb');
  }

  /**
   * One certificate (its own CA) for the cluster's TLS: Mailpit's STARTTLS
   * and the https of a receiver on the machine itself (the SMS webhook's).
   */
  makeCertificate() {
    const into = path.join(this.dir, 'tls');
    fs.mkdirSync(into);
    const l = this.layout;
    return selfSignedCert(into, { names: ['localhost'], ips: [...new Set([l.hosts.mail.ip, l.rootAddress, '127.0.0.1'])] });
  }

  /** Mailpit's users and certificate, or null (emails go to identity's log) when it cannot be built here. */
  prepareMail() {
    try {
      buildMailpit();
    } catch (err) {
      this.log(`no mail server (${err.message.split('\n')[0]}): emails are written to identity's log`);
      return null;
    }
    const password = crypto.randomBytes(12).toString('base64url');
    const authFile = path.join(this.dir, 'mail-auth');
    fs.writeFileSync(authFile, `bms:${password}\n`);
    this.mailAuth = { user: 'bms', password };
    return { ...this.mailAuth, ...this.tls, authFile };
  }

  /** Mailpit's API and web view (what arrived), when the cluster has it. */
  get mailUrl() {
    return this.specs?.mail ? `http://${this.specs.mail.ip}:${this.specs.mail.ports.http}` : undefined;
  }

  /** Until every port of process `name` takes connections (some say they are ready a moment before). */
  async listening(name, timeoutMs = 10_000) {
    const s = this.specs[name];
    const deadline = Date.now() + timeoutMs;
    for (const port of Object.values(s.ports)) {
      while (!(await lib.reachable(s.ip, port, 500))) {
        if (Date.now() > deadline) throw new Error(`${name} does not listen on ${s.ip}:${port}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  /** The gateways' base URLs. */
  get gatewayUrls() {
    return gateways().map((g) => this.url(g));
  }

  /** The base URL of the balancer in front of the gateways (the ingress's place): where clients go. */
  get entryUrl() {
    return this.url('lb');
  }

  /** What the balancer did since it started (scripts/cluster/balancer.js): its counters. */
  async balancerStats() {
    const s = this.specs.lb;
    const r = await fetch(`http://${s.ip}:${s.ports.admin}/stats`, { signal: AbortSignal.timeout(5_000) });
    return r.json();
  }

  url(name) {
    const s = this.specs[name];
    return `http://${s.ip}:${s.ports.http}`;
  }

  /** Starts (or starts again) process `name`, resolving when it says it is ready. */
  async startProcess(name, { env = {}, timeoutMs = 60_000 } = {}) {
    const spec = this.specs[name];
    const h = this.layout.hosts[spec.host];
    const { cmd, args } = netns.onHost(h, spec.cmd, spec.args);
    const p = lib.startProcess(name, cmd, args, {
      env: { ...spec.env, ...env },
      ready: spec.ready,
      logFile: path.join(this.dir, 'logs', `${name}.log`),
      timeoutMs,
    });
    const entry = { child: p.child, spec, startedAt: Date.now() };
    this.procs.set(name, entry);
    this.started.push({ name, pid: p.child.pid, startTicks: startTicks(p.child.pid) });
    p.child.once('exit', () => {
      if (this.procs.get(name) === entry) this.procs.delete(name);
    });
    this.record();
    const ready = await p.started;
    entry.readyLine = ready.input;
    entry.readyAt = Date.now();
    return p.child;
  }

  /** Sends `signal` to process `name` and resolves when it has exited (SIGKILL after `graceMs`). */
  async signal(name, signal = 'SIGKILL', graceMs = 20_000) {
    const entry = this.procs.get(name);
    if (!entry) return;
    const c = entry.child;
    if (c.exitCode !== null || c.signalCode !== null) return;
    await new Promise((resolve) => {
      const timer = setTimeout(() => c.kill('SIGKILL'), graceMs);
      c.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      c.kill(signal);
    });
  }

  isRunning(name) {
    return this.procs.has(name);
  }

  /** Cuts host `host` off from the hosts `peers` (their addresses dropped), until heal(). */
  cut(host, peers) {
    if (this.layout.mode !== 'netns') throw new Error('a partition needs namespaces');
    netns.cut(this.layout.hosts[host], peers.map((p) => this.layout.hosts[p].ip));
  }

  heal(host, peers) {
    if (this.layout.mode !== 'netns') return;
    netns.heal(this.layout.hosts[host], peers.map((p) => this.layout.hosts[p].ip));
  }

  async natsHealthy(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    for (const n of natsNodes().filter((x) => this.procs.has(x))) {
      const s = this.specs[n];
      const url = `http://${s.ip}:${s.ports.monitor}/healthz`;
      while (!(await fetch(url, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false))) {
        if (Date.now() > deadline) throw new Error(`NATS node ${n} is not healthy after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }

  /** Every process stopped (services and gateways asked first), the hosts and the data removed. */
  async stop() {
    if (this.stopped) return;
    this.stopped = true;
    const order = ['balancer', 'gateway', 'service'];
    for (const k of order) {
      await Promise.all([...this.procs].filter(([, e]) => e.spec.kind === k).map(([n]) => this.signal(n, 'SIGTERM', 3_000)));
    }
    await Promise.all([...this.procs.keys()].map((n) => this.signal(n, 'SIGKILL')));
    this.removeAll();
  }

  /** Synchronous: what an exit handler can still do. */
  removeAll() {
    for (const { child } of this.procs.values()) {
      try {
        child.kill('SIGKILL');
      } catch {
        /* gone */
      }
    }
    this.procs.clear();
    if (this.id === undefined) return;
    if (this.layout?.mode === 'netns') netns.removeNetwork(this.id);
    if (this.dir && !this.opts.keep) fs.rmSync(this.dir, { recursive: true, force: true });
    netns.releaseId(this.id);
  }

  /** The owner record a later start sweeps by, should this runner die without cleaning. */
  record() {
    const pids = [...this.procs.values()].map((e) => e.child.pid).filter(Boolean);
    netns.writeOwner(this.id, { pid: process.pid, dir: this.dir, pids });
  }

  /**
   * Removes everything on Ctrl-C, on SIGTERM, and on this process's own
   * crash or exit, whatever the cause.
   */
  removeOnExit() {
    process.once('exit', () => this.removeAll());
    for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.once(sig, () => {
        this.log(`${sig}: stopping the cluster…`);
        void this.stop().finally(() => process.exit(sig === 'SIGINT' ? 0 : 1));
      });
    }
    process.once('uncaughtException', (err) => {
      console.error(err);
      process.exit(1);
    });
  }
}

module.exports = { Cluster, startTicks };
