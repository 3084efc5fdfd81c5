#!/usr/bin/env node
// Mailpit, the SMTP server the courier's tests send email to (STARTTLS and
// AUTH, and an API to read what arrived): pinned in tools/mailpit/go.mod
// and built once with Go into tools/mailpit/bin, as devdb is; again only
// when its pin changes. scripts/test-deps.js runs this when it is missing.
'use strict';
/* global fetch */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const dir = path.resolve(__dirname, '..', 'tools', 'mailpit');
const mailpitBin = path.join(dir, 'bin', 'mailpit');

const newest = () => Math.max(...['go.mod', 'go.sum', 'tools.go'].map((f) => fs.statSync(path.join(dir, f)).mtimeMs));

/** Whether the binary is there and newer than its pin. */
function mailpitBuilt() {
  return fs.existsSync(mailpitBin) && fs.statSync(mailpitBin).mtimeMs >= newest();
}

/** Builds it unless built; a failure says what to do. */
function buildMailpit(env = process.env) {
  if (mailpitBuilt()) return mailpitBin;
  console.log('building Mailpit, the SMTP server of the courier tests (Go, first time takes a minute or two)…');
  try {
    execFileSync('go', ['build', '-o', mailpitBin, 'github.com/axllent/mailpit'], { cwd: dir, env, stdio: ['ignore', 'inherit', 'inherit'], timeout: 600_000 });
  } catch (err) {
    throw new Error(
      `Mailpit (tools/mailpit) could not be built with Go (${err.message.split('\n')[0]}): the courier tests need it. Install Go 1.24 or later, let it reach the Go module proxy once, and run \`node scripts/mailpit.js\`.`,
      { cause: err },
    );
  }
  return mailpitBin;
}

/**
 * A self-signed certificate (its own CA) for the names and addresses
 * given, made with openssl under `into`: for Mailpit's STARTTLS, given to
 * identity as SMTP_CA_FILE. Answers {cert, key} (file paths).
 */
function selfSignedCert(into, { names = ['localhost'], ips = ['127.0.0.1'] } = {}) {
  const cert = path.join(into, 'cert.pem');
  const key = path.join(into, 'key.pem');
  const san = [...names.map((n) => `DNS:${n}`), ...ips.map((ip) => `IP:${ip}`)].join(',');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2',
    '-keyout', key, '-out', cert, '-subj', `/CN=${names[0] ?? ips[0]}`, '-addext', `subjectAltName=${san}`,
  ], { stdio: 'ignore' });
  return { cert, key };
}

/**
 * Mailpit's arguments: SMTP on `smtp` (host:port) with AUTH required (users
 * in `authFile`, "user:password" lines) and, by `tls`, STARTTLS required
 * ('starttls', the default), TLS from the first byte ('implicit', for
 * smtps://) or none ('off': plain text, AUTH allowed without TLS, for
 * ?tls=off on loopback); its API on `http`, messages kept in `database`
 * (so that they outlive a restart).
 */
function mailpitArgs({ smtp, http, cert, key, authFile, database, max = 5000, tls = 'starttls' }) {
  const tlsArgs = {
    starttls: ['--smtp-tls-cert', cert, '--smtp-tls-key', key, '--smtp-require-starttls'],
    implicit: ['--smtp-tls-cert', cert, '--smtp-tls-key', key, '--smtp-require-tls'],
    off: ['--smtp-auth-allow-insecure'],
  }[tls];
  if (!tlsArgs) throw new Error(`mailpitArgs: tls is starttls, implicit or off, not ${tls}`);
  return [
    '--smtp', smtp, '--listen', http,
    ...tlsArgs,
    '--smtp-auth-file', authFile,
    '--database', database, '--disable-version-check', '--max', String(max),
  ];
}

/** The line Mailpit logs when it is up (it listens a moment later: wait for its ports too). */
const mailpitReady = /\[http\] accessible via/;

/**
 * Every message that arrived for `to` (all of them without), oldest first,
 * with its Message-ID and bodies, through Mailpit's API at `apiBase`
 * (http://host:port). `cache` (a Map by Mailpit's id) spares fetching a
 * message's bodies twice.
 */
async function mailpitMessages(apiBase, to, cache = new Map()) {
  const api = async (p) => {
    const res = await fetch(`${apiBase}/api/v1/${p}`);
    if (!res.ok) throw new Error(`mailpit ${p}: ${res.status}`);
    return res.json();
  };
  const q = to ? `search?query=${encodeURIComponent(`to:"${to}"`)}&limit=${1000}` : `messages?limit=${5000}`;
  const list = await api(q);
  const found = list.messages.filter((m) => !to || m.To.some((t) => t.Address.toLowerCase() === to.toLowerCase()));
  // Mailpit lists newest first; `Created` is RFC 3339 with the fraction's
  // trailing zeros dropped (".5Z" is 500 ms, ".56Z" 560), so compare it as a
  // time, never as text. Ties keep Mailpit's order, reversed.
  found.reverse().sort((a, b) => Date.parse(a.Created) - Date.parse(b.Created));
  return Promise.all(
    found.map(async (m) => {
      if (!cache.has(m.ID)) {
        const full = await api(`message/${m.ID}`);
        cache.set(m.ID, { id: m.ID, messageId: m.MessageID, to: m.To.map((t) => t.Address), subject: m.Subject, text: full.Text, html: full.HTML, created: m.Created });
      }
      return cache.get(m.ID);
    }),
  );
}

module.exports = { mailpitBin, mailpitBuilt, buildMailpit, selfSignedCert, mailpitArgs, mailpitReady, mailpitMessages };

if (require.main === module) {
  try {
    buildMailpit();
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
