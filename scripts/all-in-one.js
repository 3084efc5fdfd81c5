#!/usr/bin/env node
// The whole system in one Node process (npm start's default, like Loki's
// -target=all): every service and the gateway as they run on their own,
// each with its own gRPC server and port, its own database and its own
// metrics, the gateway calling the services over gRPC, but in one process,
// which saves the ~90 MB and the start-up of a Node process each.
//
// Two threads: the services in a worker, the gateway in the main thread, so
// that the gateway and the service it calls each have a core, as they have
// with one process each (one thread doing both answered ~88% of their
// authenticated requests once each was lean: docs/benchmarks.md).
//
// BMS_COMPONENTS (JSON, [{name, env}]) names them, each with the variables
// it has beyond this process's environment. The services start all at once,
// then the gateway, whose code loads meanwhile; SIGTERM or SIGINT stops them
// in reverse order. A thread that fails stops the whole process.
'use strict';
const path = require('node:path');
const { isMainThread, parentPort, Worker, workerData } = require('node:worker_threads');
const { root } = require('./lib');
const { processes } = require('./process-config');
const { takeOver } = require('./handover');

// What the launcher did while the stack ran, when it became this process (scripts/handover.js); main thread only.
const launcher = isMainThread ? takeOver() : undefined;

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

/** What this thread runs, in the order each was made: {name, stop()}. */
const running = [];
let stopping = false;
/** The starts under way (settled when there are none). */
let starting = Promise.resolve();

/**
 * Stops what this thread runs, in reverse order, then ends the thread (the
 * process, in the main thread). A component halfway through its start is
 * let finish it first, so that it is stopped with the others; no other starts.
 */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  launcher?.unwatch();
  if (code !== 0) launcher?.say(`bms is stopping after a failure; see ${process.env.BMS_LOG_FILE}`);
  await starting;
  for (const c of running.reverse()) {
    try {
      await c.stop();
    } catch (err) {
      console.error(`${c.name}: stop failed: ${err.message}`);
      code = 1;
    }
  }
  // The database last, as the launcher stopped it, once nothing here uses it.
  await launcher?.stopDatabase();
  process.exit(code);
}

/**
 * Starts the components all at once, as they start in processes of their
 * own (each waits on its database, NATS and Redis, not on the others); none
 * once a stop has begun. Fails, once every start has ended, with the first
 * failure.
 */
async function startAll(components) {
  if (stopping) return;
  const steps = components.map(async ({ name, env }) => {
    const { create, config } = entryOf(name);
    const app = await create(config.load({ ...process.env, ...env }));
    running.push({ name, stop: () => app.stop() });
    await app.start();
  });
  starting = Promise.allSettled(steps);
  const failed = (await starting).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The services' thread, once they have started. It is among what runs from
 * the moment it exists, so that a stop during their start stops those
 * already started. Told to stop, it stops them and ends; ending otherwise (a
 * failure, its heap limit) stops the whole process.
 */
async function startServicesThread(components) {
  const worker = new Worker(path.join(__dirname, 'all-in-one.js'), { workerData: { components } });
  let started = false;
  let asked = false;
  let gone = false;
  // An error the thread did not handle itself (ERR_WORKER_OUT_OF_MEMORY): said here, then 'exit' follows.
  worker.on('error', (err) => console.error(`bms: the services' thread failed: ${err.stack ?? err}`));
  const ended = new Promise((resolve) => worker.once('exit', resolve));
  void ended.then((code) => {
    if (asked) return;
    gone = true;
    console.error(`bms: the services' thread ended (${code})${started ? '' : ' before they had started'}`);
    void stopAll(1);
  });
  running.push({
    name: 'services',
    stop: async () => {
      if (gone) return;
      asked = true;
      worker.postMessage('stop');
      const code = await ended;
      if (code !== 0) throw new Error(`the services' thread ended (${code})`);
    },
  });
  // Ending first instead stops the process (above).
  await new Promise((resolve) => worker.once('message', resolve));
  started = true;
}

async function main() {
  // As runProcess does for a process of its own (packages/platform/src/runtime-fixes.ts); each thread has its own modules.
  require(path.join(root, 'packages', 'platform', 'dist', 'index.js')).fixRuntime();
  if (!isMainThread) {
    parentPort.on('message', (m) => m === 'stop' && void stopAll(0));
    await startAll(workerData.components);
    if (!stopping) parentPort.postMessage('started');
    return;
  }
  launcher?.watch(() => void stopAll(1));
  const components = JSON.parse(process.env.BMS_COMPONENTS || '[]');
  if (!components.length) throw new Error('BMS_COMPONENTS names no process to run');
  const services = components.filter((c) => c.name !== 'gateway');
  const gateway = components.filter((c) => c.name === 'gateway');
  const up = services.length ? startServicesThread(services) : undefined;
  // While the services start in their thread, this one loads the gateway's code (about half a second of its start).
  for (const c of gateway) entryOf(c.name);
  await up;
  await startAll(gateway);
  if (!stopping) launcher?.up();
}

// Signals come to the main thread only.
if (isMainThread) {
  process.once('SIGTERM', () => void stopAll(0));
  process.once('SIGINT', () => void stopAll(0));
}
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (err) => {
    console.error(JSON.stringify({ level: 60, time: Date.now(), name: 'bms', msg: event, err: String(err?.stack ?? err) }));
    void stopAll(1);
  });
}
main().catch((err) => {
  console.error(`bms: ${err.message}`);
  launcher?.say(`bms: ${err.message}`);
  void stopAll(1);
});
