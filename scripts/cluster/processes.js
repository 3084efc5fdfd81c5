'use strict';
// What each process of the cluster runs: its command, environment, the
// line that says it is ready, and its host.
const path = require('node:path');
const lib = require('../lib');
const { mailpitArgs, mailpitBin, mailpitReady } = require('../mailpit');
const { natsNode, natsUrls } = require('./nats');
const { gateways, grpcTarget, natsNodes, replicasOf } = require('./topology');

/**
 * What identity's courier is given: emails to the cluster's Mailpit
 * (STARTTLS and AUTH, its certificate's CA as SMTP_CA_FILE), text messages
 * to `sms` (a webhook over https whose certificate is the same one's,
 * trusted through NODE_EXTRA_CA_CERTS), else to identity's log.
 */
function courierEnv(l, mail, sms) {
  const at = l.hosts.mail.ip;
  const email = mail
    ? {
        SMTP_URL: `smtp://${mail.user}:${encodeURIComponent(mail.password)}@${at}:${l.ports.mail.smtp}`,
        SMTP_CA_FILE: mail.cert,
        MAIL_FROM: 'BMS <no-reply@bms.example.com>',
      }
    : {};
  const text = sms
    ? { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: sms.url, SMS_WEBHOOK_SECRET: sms.secret, NODE_EXTRA_CA_CERTS: sms.ca }
    : { SMS_PROVIDER: 'log' };
  return { ...email, ...text };
}

/**
 * One process: host, command, args, env, ready (a RegExp on its output),
 * kind. `mail`: {user, password, cert, key, authFile} for the Mailpit host
 * (none: no mail server, emails in identity's log); `sms`: {url, secret, ca}.
 */
function processSpecs(l, { dir, secrets, logLevel = 'info', webhookTarget, mail, sms, env: extra = {} }) {
  const specs = {};
  const at = (h) => ({ host: h, ip: l.hosts[h].ip, ports: l.ports[h] });
  const natsAddresses = natsNodes().map((n) => ({
    name: n,
    host: l.hosts[n].ip,
    clientPort: l.ports[n].client,
    clusterPort: l.ports[n].cluster,
    monitorPort: l.ports[n].monitor,
  }));
  for (const node of natsAddresses) {
    const { bin, args, ready } = natsNode(node, natsAddresses, path.join(dir, 'nats'), { maxFileStore: '2G' });
    specs[node.name] = { ...at(node.name), kind: 'nats', cmd: bin, args, env: { PATH: process.env.PATH }, ready };
  }
  const redis = at('redis');
  specs.redis = {
    ...redis,
    kind: 'redis',
    cmd: 'redis-server',
    args: ['--bind', redis.ip, '--port', String(redis.ports.redis), '--protected-mode', 'no', '--save', '', '--appendonly', 'no', '--dir', dir],
    env: { PATH: process.env.PATH },
    ready: /Ready to accept connections/,
  };
  if (mail) {
    const m = at('mail');
    specs.mail = {
      ...m,
      kind: 'mail',
      cmd: mailpitBin,
      args: mailpitArgs({
        smtp: `${m.ip}:${m.ports.smtp}`,
        http: `${m.ip}:${m.ports.http}`,
        cert: mail.cert,
        key: mail.key,
        authFile: mail.authFile,
        database: path.join(dir, 'mail.db'),
        max: 100_000,
      }),
      env: { PATH: process.env.PATH },
      ready: mailpitReady,
    };
  }
  for (const s of lib.services) {
    const db = at(`db-${s.name}`);
    specs[db.host] = {
      ...db,
      kind: 'devdb',
      cmd: lib.devdbBin,
      args: ['-addr', `${db.ip}:${db.ports.mongo}`, '-data', path.join(dir, db.host)],
      env: { PATH: process.env.PATH },
      ready: /devdb listening/,
    };
  }

  const common = {
    PATH: process.env.PATH,
    NODE_OPTIONS: lib.nodeOptions(),
    ...lib.allocatorEnv(),
    LOG_LEVEL: logLevel,
    JWT_PUBLIC_KEY: secrets.publicKey,
    INTERNAL_TOKEN: secrets.internalToken,
    REDIS_URL: `redis://${redis.ip}:${redis.ports.redis}`,
    NATS_URL: natsUrls(natsAddresses),
    EVENTS_STREAM_REPLICAS: '3',
    // JetStream reserves each stream's limit on every node that keeps it.
    EVENTS_STREAM_MAX_BYTES: String(64 * 1024 * 1024),
    CHANGES_MAX_BYTES: String(64 * 1024 * 1024),
    SHUTDOWN_TIMEOUT_MS: '10000',
  };
  const targets = Object.fromEntries(lib.services.map((s) => [`${s.name.toUpperCase()}_GRPC_URL`, grpcTarget(l, s.name)]));
  const filesHttp = replicasOf('files')
    .map((h) => `http://${l.hosts[h].ip}:${l.ports[h].http}`)
    .join(',');
  for (const s of lib.services) {
    const db = at(`db-${s.name}`);
    for (const r of replicasOf(s.name)) {
      const me = at(r);
      specs[r] = {
        ...me,
        kind: 'service',
        service: s.name,
        cmd: process.execPath,
        args: [path.join(lib.root, 'services', s.name, 'dist', 'main.js')],
        env: {
          ...common,
          ...targets,
          GRPC_HOST: me.ip,
          GRPC_PORT: String(me.ports.grpc),
          METRICS_HOST: me.ip,
          METRICS_PORT: String(me.ports.metrics),
          MONGO_URL: `mongodb://${db.ip}:${db.ports.mongo}/${s.name}`,
          ...(s.name === 'identity'
            ? {
                JWT_PRIVATE_KEY: secrets.privateKey,
                BOOTSTRAP_ADMIN_EMAIL: secrets.admin.email,
                BOOTSTRAP_ADMIN_PASSWORD: secrets.admin.password,
                ...courierEnv(l, mail, sms),
                ...(webhookTarget ? { WEBHOOK_ALLOWED_TARGETS: webhookTarget, WEBHOOK_FIRST_RETRY_MS: '1000' } : {}),
              }
            : {}),
          ...(s.name === 'files' ? { FILES_HTTP_HOST: me.ip, FILES_HTTP_PORT: String(me.ports.http) } : {}),
          ...extra,
        },
        ready: /"msg":"grpc listening"/,
      };
    }
  }
  for (const g of gateways()) {
    const me = at(g);
    specs[g] = {
      ...me,
      kind: 'gateway',
      cmd: process.execPath,
      args: [path.join(lib.root, 'gateway', 'dist', 'main.js')],
      env: {
        ...common,
        ...targets,
        FILES_HTTP_URL: filesHttp,
        HOST: me.ip,
        PORT: String(me.ports.http),
        METRICS_HOST: me.ip,
        METRICS_PORT: String(me.ports.metrics),
        // Load balancers (the load driver's included) stop sending while /readyz answers 503.
        SHUTDOWN_DELAY_MS: '1500',
        // The balancer in front, and the machine itself (the chaos run's limit probe), may say whose request they forward.
        TRUSTED_PROXIES: l.mode === 'netns' ? `${l.rootAddress},${l.hosts.lb.ip}` : 'loopback',
        ...extra,
      },
      ready: /"msg":"http listening"/,
    };
  }
  const lb = at('lb');
  specs.lb = {
    ...lb,
    kind: 'balancer',
    cmd: process.execPath,
    args: [
      path.join(__dirname, 'balancer.js'),
      `${lb.ip}:${lb.ports.http}`,
      `${lb.ip}:${lb.ports.admin}`,
      gateways()
        .map((g) => `http://${l.hosts[g].ip}:${l.ports[g].http}`)
        .join(','),
    ],
    env: { PATH: process.env.PATH, ...lib.allocatorEnv() },
    ready: /"msg":"balancer listening"/,
  };
  return specs;
}

module.exports = { processSpecs };
