#!/usr/bin/env node
// Mailpit, the SMTP server the courier's tests send email to (STARTTLS and
// AUTH, and an API to read what arrived): pinned in tools/mailpit/go.mod
// and built once with Go into tools/mailpit/bin, as devdb is; again only
// when its pin changes. scripts/test-deps.js runs this when it is missing.
'use strict';
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

module.exports = { mailpitBin, mailpitBuilt, buildMailpit };

if (require.main === module) {
  try {
    buildMailpit();
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
