#!/usr/bin/env node
// Installs the workspace's dependencies when they are missing or older than
// the lockfile, with pnpm (fetched through npx when it is not installed),
// so that `npm start` and `npm test` work on a fresh clone.
'use strict';
const { execFileSync, execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const PNPM = require(path.join(root, 'package.json')).packageManager.replace(/\+.*$/, '');

function pnpmCommand() {
  try {
    const v = execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    if (v.split('.')[0] === PNPM.split('@')[1].split('.')[0]) return ['pnpm'];
  } catch {
    /* not installed */
  }
  return ['npx', '--yes', PNPM];
}

const marker = path.join(root, 'node_modules', '.modules.yaml');
const lock = path.join(root, 'pnpm-lock.yaml');
const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs;
if (stale || process.argv.includes('--force')) {
  const [cmd, ...args] = pnpmCommand();
  console.log(`installing dependencies with ${[cmd, ...args].join(' ')}…`);
  execFileSync(cmd, [...args, 'install', '--frozen-lockfile'], { cwd: root, stdio: 'inherit' });
}
