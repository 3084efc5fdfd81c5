'use strict';
// Resident memory, CPU time and time spent waiting for a core of processes, read from /proc
// (Linux), and what a run was measured on (the machine, the commit).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const os = require('node:os');
const { setInterval, clearInterval } = require('node:timers');

const TICKS_PER_SECOND = 100;

/**
 * How long a process's main thread (its event loop, for Node) has waited,
 * runnable, for a core: the second field of /proc/<pid>/schedstat, in
 * seconds; null where the kernel does not keep it.
 */
function waitedSeconds(pid) {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
  } catch {
    return null;
  }
}

/** {rssBytes, cpuSeconds, waitedSeconds} of a process, or null when it is gone or /proc is missing. */
function sample(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = /VmRSS:\s+(\d+) kB/.exec(status);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { rssBytes: rss ? Number(rss[1]) * 1024 : 0, cpuSeconds: (Number(f[11]) + Number(f[12])) / TICKS_PER_SECOND, waitedSeconds: waitedSeconds(pid) };
  } catch {
    return null;
  }
}

/**
 * Samples a set of processes every `everyMs` until stopped: the highest
 * resident memory seen and the CPU each used meanwhile (in cores).
 */
function watch(pids, everyMs = 250) {
  const started = Date.now();
  const first = {};
  const peak = {};
  const last = {};
  const tick = () => {
    for (const [name, pid] of Object.entries(pids)) {
      const s = sample(pid);
      if (!s) continue;
      first[name] ??= s;
      last[name] = s;
      peak[name] = Math.max(peak[name] ?? 0, s.rssBytes);
    }
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return {
    stop() {
      clearInterval(timer);
      tick();
      const seconds = (Date.now() - started) / 1000;
      const out = {};
      for (const name of Object.keys(last)) {
        out[name] = {
          peakRssMb: round(peak[name] / 2 ** 20, 1),
          cpuCores: round((last[name].cpuSeconds - first[name].cpuSeconds) / seconds, 2),
          // the share of the run its main thread was ready to run but had no core
          ...(first[name].waitedSeconds === null ? {} : { waitingShare: round((last[name].waitedSeconds - first[name].waitedSeconds) / seconds, 3) }),
        };
      }
      return out;
    },
  };
}

/** The commit measured (with "+changes" when the checkout has uncommitted changes), or undefined outside git. */
function commitOf() {
  const git = (...args) => execFileSync('git', args, { cwd: path.join(__dirname, '..', '..'), encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '+changes' : ''}`;
  } catch {
    return undefined;
  }
}

/** What the numbers were measured on. */
function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
}

const loadavg = () => os.loadavg().map((x) => round(x, 2));

function round(x, digits) {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

module.exports = { sample, watch, machine, loadavg, round, commitOf };
