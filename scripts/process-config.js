#!/usr/bin/env node
// Which environment variables each process reads, loaded from the config
// schemas in its build (<dir>/dist/config.js, after `node scripts/build.js`),
// for the checks of docker-compose.yml and deploy/k8s against the code.
// `node scripts/process-config.js` prints them as JSON.
'use strict';
const path = require('node:path');
const { root, services } = require('./lib');

/** Every process: its name, folder, workspace package and entry point. */
const processes = [
  ...services.map((s) => ({ name: s.name, dir: path.join('services', s.name) })),
  { name: 'gateway', dir: 'gateway' },
].map((p) => ({ ...p, pkg: `@bms/${p.name}`, main: path.join(p.dir, 'dist', 'main.js') }));

/** name → [{name, default, required, description}] of every process. */
function processVariables() {
  const { describeConfig } = require(path.join(root, 'packages', 'platform', 'dist'));
  const out = {};
  for (const p of processes) {
    const mod = require(path.join(root, p.dir, 'dist', 'config.js'));
    const def = Object.values(mod).find((v) => v && typeof v === 'object' && 'shape' in v && 'load' in v);
    if (!def) throw new Error(`${p.dir}/src/config.ts defines no config`);
    out[p.name] = describeConfig(def);
  }
  return out;
}

module.exports = { processes, processVariables };

if (require.main === module) console.log(JSON.stringify(processVariables(), null, 2));
