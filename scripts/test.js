#!/usr/bin/env node
// npm test's last step: every test with jest, the short chaos form after the
// others and alone. It brings up a cluster of some 25 processes on the 2
// cores and holds its scenarios to 2 minutes; run beside another file's
// stack (a browser test, the fuzz run) it took up to 1.8 times as long, near
// that bound, and slowed the file beside it near its own timeout. Arguments
// (a file, -t, --verbose) make one jest run of what they name, as jest would.
'use strict';
const { spawnSync } = require('node:child_process');
const path = require('node:path');

// The package manager's launcher, as `jest` in an npm script: it sets the NODE_PATH the tests' set-up resolves from.
const jest = path.join(__dirname, '..', 'node_modules', '.bin', 'jest');
const run = (args, env = {}) => {
  const r = spawnSync(jest, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.error) throw new Error(`jest did not start (${r.error.message}): install first (node scripts/ensure-deps.js)`);
  return r.status ?? 1;
};

const args = process.argv.slice(2);
if (args.length) process.exit(run(args));
const others = run([], { BMS_TESTS_WITHOUT_CHAOS: '1' });
console.log('\nThe short chaos form, alone:');
const chaos = run(['test/chaos/']);
process.exit(others || chaos);
