#!/usr/bin/env node
// The whole system in one Node process (npm start's default, like Loki's
// -target=all): every service and the gateway as they run on their own,
// each with its own gRPC server and port, its own database and its own
// metrics, the gateway calling the services over gRPC, but sharing one
// runtime, which saves the ~90 MB and the start-up of a Node process each.
//
// BMS_COMPONENTS (JSON, [{name, env}]) names them in start order, each with
// the variables it has beyond this process's environment. Started one after
// the other; SIGTERM or SIGINT stops them in reverse order.
'use strict';
const path = require('node:path');
const { root } = require('./lib');
const { processes } = require('./process-config');

/** A process's composition root (its `create…` export) and its config definition, from its build. */
function entryOf(name) {
  const p = processes.find((x) => x.name === name);
  if (!p) throw new Error(`BMS_COMPONENTS: no process named ${name}`);
  const create = Object.values(require(path.join(root, p.main))).find((v) => typeof v === 'function' && v.name.startsWith('create'));
  const config = Object.values(require(path.join(root, p.dir, 'dist', 'config.js'))).find(
    (v) => v && typeof v === 'object' && 'shape' in v && 'load' in v,
  );
  if (!create || !config) throw new Error(`${p.dir}: no create… export in dist/main.js or no config in dist/config.js`);
  return { create, config };
}

const running = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const c of running.reverse()) {
    try {
      await c.app.stop();
    } catch (err) {
      console.error(`${c.name}: stop failed: ${err.message}`);
      code = 1;
    }
  }
  process.exit(code);
}

async function main() {
  // As runProcess does for a process of its own (packages/platform/src/runtime-fixes.ts).
  require(path.join(root, 'packages', 'platform', 'dist', 'index.js')).fixRuntime();
  const components = JSON.parse(process.env.BMS_COMPONENTS || '[]');
  if (!components.length) throw new Error('BMS_COMPONENTS names no process to run');
  for (const { name, env } of components) {
    const { create, config } = entryOf(name);
    const app = await create(config.load({ ...process.env, ...env }));
    running.push({ name, app });
    await app.start();
  }
}

process.once('SIGTERM', () => void stopAll(0));
process.once('SIGINT', () => void stopAll(0));
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (err) => {
    console.error(JSON.stringify({ level: 60, time: Date.now(), name: 'bms', msg: event, err: String(err?.stack ?? err) }));
    void stopAll(1);
  });
}
main().catch((err) => {
  console.error(`bms: ${err.message}`);
  void stopAll(1);
});
