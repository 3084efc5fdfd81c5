'use strict';
// Runs one measurement: the driver (bench/load/driver.js) as a process of
// its own, while the processes under test are sampled.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { onPath } = require('../../scripts/lib');
const { loadavg, watch } = require('./procstat');

const DRIVER = path.join(__dirname, '..', 'load', 'driver.js');
const running = new Set();

/** Ends the drivers still running (the bench was interrupted). */
function stopDrivers() {
  for (const c of running) c.kill('SIGKILL');
}

function runDriver(spec) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DRIVER, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.once('exit', (code) => {
      running.delete(child);
      if (code !== 0) return reject(new Error(`load driver failed (${code}): ${err.slice(-2000)}`));
      try {
        resolve({ ...JSON.parse(out.trim().split('\n').pop()), driverPid: child.pid });
      } catch {
        reject(new Error(`load driver printed no result: ${out.slice(-500)} ${err.slice(-500)}`));
      }
    });
  });
}

/**
 * One measured run: `spec` for the driver, `pids` ({name: pid}) of the
 * processes whose memory and CPU are recorded meanwhile.
 */
async function measure(name, spec, pids) {
  const load = loadavg();
  const w = watch(pids);
  const cpu0 = process.cpuUsage();
  const result = await runDriver(spec);
  const procs = w.stop();
  const own = process.cpuUsage(cpu0);
  const seconds = spec.durationMs / 1000 + (spec.warmupMs ?? 0) / 1000;
  return {
    name,
    kind: spec.kind,
    mode: spec.rate ? { rate: spec.rate } : { concurrency: spec.concurrency },
    ...result,
    // warm-up and measured time: what the processes' own figures (CPU, collections) cover
    windowSeconds: seconds,
    driverCores: Math.round((result.driverCpuSeconds / seconds) * 100) / 100,
    benchCores: Math.round(((own.user + own.system) / 1e6 / seconds) * 100) / 100,
    procs,
    loadavg: load,
  };
}

/**
 * What drives the saturation rounds of GET /api/time: wrk where it is on
 * `env`'s PATH (bench/load/wrk.js), which spends less per answer than either
 * server; else the driver's own HTTP client, which spends about as much and
 * then sets the pace of both.
 */
const timeDriver = (env = process.env) => (onPath('wrk', env) ? 'wrk' : 'http');

module.exports = { measure, runDriver, stopDrivers, timeDriver };
