#!/usr/bin/env node
// What the tests need from the machine beyond Node and the workspace's
// packages, set up by `npm test` before it runs them, so that the README's
// test command works on a fresh machine. Each requirement below says how to
// tell it is there, how to install it, and what to tell someone who must
// install it themselves. Missing ones are installed when this machine lets
// us (Debian packages: as root, with apt-get; a command such as
// `go install`: when its tool is there); otherwise the script stops at
// once, before installing anything, naming the command to run. When all is
// there it only looks (no apt-get update, no network), in well under a
// second.
//
// `node scripts/test-deps.js --check` only looks, and says what is missing.
'use strict';
const { execFileSync, execSync } = require('node:child_process');
const { executable, hostPort, onPath, reachable, root } = require('./lib');
const { libfaketime } = require('./faketime');
const { mailpitBuilt } = require('./mailpit');

/** Whether something answers at the host and port of `url` (a closed port fails at once, a silent host within a second). */
function answers(url, defaultPort) {
  const { host, port } = hostPort(url, defaultPort);
  return reachable(host, port, 1_000);
}

const redisUrl = (env) => env.REDIS_URL || 'redis://127.0.0.1:6379';
const natsUrl = (env) => env.NATS_URL || 'nats://127.0.0.1:4222';

/**
 * What the tests need. Each requirement:
 *   name     what it is, as a user knows it
 *   why      which tests need it
 *   present  (env) => boolean or a promise of one: whether it is there (fast: it only looks)
 *   apt      the Debian packages that install it (with apt-get, as root; batched with the others)
 *   install  or another way: { command, can(env) }: a shell command, run from the repository's
 *            root when `can` says this machine has what it needs (e.g. Go for `go install`)
 *   tell     (env) => the command or step for a user to take when it cannot be installed here
 *            (default: the apt or install command)
 * A requirement whose `when(env)` is false is not needed in that environment.
 */
const requirements = [
  {
    name: 'Go',
    why: 'building devdb and the tools that check deploy/ (scripts/build.js)',
    present: (env) => Boolean(onPath('go', env)),
    tell: () => 'install Go 1.24 or later (https://go.dev/doc/install) and put its bin folder on PATH',
  },
  {
    name: 'Chromium',
    why: 'the browser tests (test/browser/, test/support/browser.ts)',
    when: (env) => !env.CHROMIUM_PATH,
    present: () => executable('/usr/bin/chromium'),
    apt: ['chromium'],
  },
  {
    name: 'the Chromium named by CHROMIUM_PATH',
    why: 'the browser tests (test/browser/, test/support/browser.ts)',
    when: (env) => Boolean(env.CHROMIUM_PATH),
    present: (env) => executable(env.CHROMIUM_PATH),
    tell: (env) => `CHROMIUM_PATH names ${env.CHROMIUM_PATH}, which is not a program: point it at a Chromium, or unset it to use Debian's`,
  },
  {
    name: 'pdftotext (poppler-utils)',
    why: 'the invoice PDF tests (test/e2e/billing-invoice-pdf.test.ts, test/browser/console-work.test.ts)',
    present: (env) => Boolean(onPath('pdftotext', env)),
    apt: ['poppler-utils'],
  },
  {
    name: 'nats-server',
    why: 'the tests that stop NATS or run a stack of their own (test/support/own-server.ts)',
    present: (env) => Boolean(onPath('nats-server', env)),
    apt: ['nats-server'],
  },
  {
    name: 'redis-server',
    why: 'the tests that stop Redis (test/support/own-server.ts)',
    present: (env) => Boolean(onPath('redis-server', env)),
    apt: ['redis-server'],
  },
  {
    name: 'wrk',
    why: 'the bench’s saturation runs of GET /api/time, and their test (bench/load/wrk.js, bench/test/wrk.test.ts)',
    present: (env) => Boolean(onPath('wrk', env)),
    apt: ['wrk'],
  },
  {
    name: 'Mailpit (tools/mailpit, built with Go)',
    why: 'the courier tests: a real SMTP server with STARTTLS and AUTH (test/e2e/courier-email.test.ts)',
    present: () => mailpitBuilt(),
    install: { command: 'node scripts/mailpit.js', can: (env) => Boolean(onPath('go', env)) },
    tell: () => 'install Go 1.24 or later (https://go.dev/doc/install), then: node scripts/mailpit.js',
  },
  {
    name: 'libfaketime',
    why: "the courier's ten-minute outage, lived in seconds by an identity whose clock is moved (test/e2e/courier-outage.test.ts)",
    present: () => Boolean(libfaketime()),
    apt: ['libfaketime'],
  },
  {
    name: 'Redis',
    why: 'every end-to-end test (rate limits, revocations, idempotency keys)',
    present: (env) => answers(redisUrl(env), 6379),
    tell: (env) =>
      env.REDIS_URL ? `start Redis where REDIS_URL (${env.REDIS_URL}) points, or unset it` : 'start Redis on 127.0.0.1:6379: redis-server --daemonize yes',
  },
  {
    name: 'NATS with JetStream',
    why: 'every end-to-end test (events)',
    when: (env) => !env.BMS_TEST_OWN_NATS,
    present: (env) => answers(natsUrl(env), 4222),
    tell: (env) =>
      env.NATS_URL
        ? `start NATS with JetStream where NATS_URL (${env.NATS_URL}) points, or unset it`
        : 'start NATS with JetStream on 127.0.0.1:4222: nats-server -js -a 127.0.0.1 &',
  },
];

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The apt-get command lines for `packages`, as this process would run them (`sudo` for a user who is not root). */
function aptCommand(packages, sudo = '') {
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(' ')}`;
}

/** Installs Debian packages; gives up within seconds when the mirrors cannot be reached. */
function aptInstall(packages, env) {
  const giveUp = ['-o', 'Acquire::http::Timeout=10', '-o', 'Acquire::https::Timeout=10', '-o', 'Acquire::Retries=0'];
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`installing ${packages.join(', ')} with apt-get (what the tests need)…`);
  execFileSync('apt-get', ['update', '-qq', ...giveUp], { env: aptEnv, stdio: ['ignore', 'inherit', 'inherit'], timeout: 120_000 });
  execFileSync('apt-get', ['install', '-y', '-qq', ...giveUp, ...packages], { env: aptEnv, stdio: ['ignore', 'inherit', 'inherit'], timeout: 900_000 });
}

/** How each missing requirement can be had here: {req, apt} or {req, command} to install, or {req, tell} to stop. */
function plan(missing, env) {
  const aptHere = isRoot() && onPath('apt-get', env);
  return missing.map((req) => {
    if (req.apt && aptHere) return { req, apt: req.apt };
    if (req.install && req.install.can(env)) return { req, command: req.install.command };
    if (req.tell) return { req, tell: req.tell(env) };
    if (req.apt) return { req, aptStep: req.apt };
    return { req, tell: req.install.command };
  });
}

/** The message that stops a run: what is missing, and the command(s) to run. */
function stopMessage(steps, env, header = 'npm test needs what this machine lacks and cannot install here:') {
  const aptPackages = steps.flatMap((s) => s.aptStep ?? s.apt ?? []);
  const lines = [header];
  for (const { req } of steps) lines.push(`  - ${req.name}, for ${req.why}`);
  const todo = [];
  if (aptPackages.length) {
    todo.push(
      onPath('apt-get', env)
        ? aptCommand(aptPackages, isRoot() ? '' : 'sudo ')
        : `install ${aptPackages.join(' ')} (Debian's names) with this system's package manager; on Debian: ${aptCommand(aptPackages)}`,
    );
  }
  for (const s of steps) if (s.tell) todo.push(s.tell);
  for (const s of steps) if (s.command) todo.push(s.command);
  lines.push(todo.length === 1 ? 'Run:' : 'Do this:', ...todo.map((t) => `  ${t}`), 'then `npm test` again.');
  return lines.join('\n');
}

async function missingOf(env) {
  const needed = requirements.filter((r) => !r.when || r.when(env));
  const found = await Promise.all(needed.map((r) => r.present(env)));
  return needed.filter((_, i) => !found[i]);
}

async function main() {
  const env = process.env;
  const missing = await missingOf(env);
  if (!missing.length) return;
  const steps = plan(missing, env);
  if (process.argv.includes('--check')) {
    console.error(stopMessage(steps, env, 'the tests need what this machine lacks:'));
    process.exit(1);
  }
  // Anything that cannot be installed here stops the run before anything is installed.
  const cannot = steps.filter((s) => s.tell || s.aptStep);
  if (cannot.length) {
    const later = steps.filter((s) => !cannot.includes(s)).map((s) => s.req.name);
    console.error(stopMessage(cannot, env) + (later.length ? `\nThen \`npm test\` installs the rest itself: ${later.join(', ')}.` : ''));
    process.exit(1);
  }
  try {
    const packages = steps.flatMap((s) => s.apt ?? []);
    if (packages.length) aptInstall(packages, env);
    for (const s of steps) {
      if (!s.command) continue;
      console.log(`installing ${s.req.name}: ${s.command}`);
      execSync(s.command, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], timeout: 900_000 });
    }
  } catch (err) {
    console.error(`${err.message.split('\n')[0]}\n`);
  }
  const still = await missingOf(env);
  if (still.length) {
    const again = still.map((req) => (req.apt ? { req, aptStep: req.apt } : { req, tell: req.tell?.(env) ?? req.install.command }));
    console.error(stopMessage(again, env, 'npm test could not install what it needs:'));
    process.exit(1);
  }
}

module.exports = { requirements };

if (require.main === module) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
