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
 * A process's main thread (its event loop, for Node) from
 * /proc/<pid>/schedstat, in seconds: how long it ran on a core, and how
 * long it waited, runnable, for one; null where the kernel does not keep it.
 */
function mainThread(pid) {
  try {
    const [ran, waited] = fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { ranSeconds: ran / 1e9, waitedSeconds: waited / 1e9 };
  } catch {
    return null;
  }
}

/** The fields of /proc/<pid>/stat (`self` for this process) after the command name, which may hold spaces and parentheses: state is [0], utime [11], stime [12], cutime [13], cstime [14]. */
function statFields(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds of this process's children that have ended and been waited for (cutime and cstime). */
function childrenCpuSeconds() {
  const f = statFields('self');
  return (Number(f[13]) + Number(f[14])) / TICKS_PER_SECOND;
}

/** {rssBytes, cpuSeconds, waitedSeconds, busySeconds} of a process (the last two its main thread's), or null when it is gone or /proc is missing. */
function sample(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = /VmRSS:\s+(\d+) kB/.exec(status);
    const f = statFields(pid);
    const main = mainThread(pid);
    return {
      rssBytes: rss ? Number(rss[1]) * 1024 : 0,
      cpuSeconds: (Number(f[11]) + Number(f[12])) / TICKS_PER_SECOND,
      waitedSeconds: main?.waitedSeconds ?? null,
      // ran or ready to run: what a pause of its own (a collection) takes out of, on a busy machine as on a quiet one
      busySeconds: main ? main.ranSeconds + main.waitedSeconds : null,
    };
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
          // the seconds its main thread was busy (ran, or waited for a core), which its collections' pauses are a share of
          ...(first[name].busySeconds === null ? {} : { mainBusySeconds: round(last[name].busySeconds - first[name].busySeconds, 3) }),
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

/** The version a Node binary says it is (`v24.21.0`). */
function nodeVersionOf(node) {
  return node === process.execPath ? process.version : execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
}

const loadavg = () => os.loadavg().map((x) => round(x, 2));

function round(x, digits) {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

module.exports = { sample, watch, machine, loadavg, round, commitOf, nodeVersionOf, childrenCpuSeconds };
