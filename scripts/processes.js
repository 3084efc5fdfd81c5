'use strict';
// The processes a start runs: started and watched until ready, found in the
// process table, stopped. Shared by the start, the bench and the tests
// (through scripts/lib.js, which re-exports them).
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { setInterval, clearInterval } = require('node:timers');

/**
 * Starts a child process and resolves when a line of its output matches
 * `ready` (with the match), rejecting if it exits first.
 */
function startProcess(name, cmd, args, { env, ready, logFile, timeoutMs = 30_000, onLine }) {
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : undefined;
  let buffer = '';
  let errText = '';
  const started = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in ${timeoutMs} ms:\n${errText.slice(-2000)}`)), timeoutMs);
    let isReady = false;
    const onData = (chunk) => {
      log?.write(chunk);
      // Once ready, lines are read only for a caller that asked for them: a
      // process under load logs thousands of lines a second.
      if (isReady && !onLine) return;
      buffer += chunk.toString();
      let i;
      while ((i = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 1);
        onLine?.(line);
        const m = ready && line.match(ready);
        if (m) {
          isReady = true;
          clearTimeout(timer);
          resolve(m);
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c) => {
      if (!isReady) errText += c.toString();
      onData(c);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${errText.slice(-2000)}`));
    });
  });
  // The log file gets all the child wrote, its last lines included: it is
  // ended once the child's output has closed, and `logged` settles then.
  const logged = new Promise((resolve) => {
    if (!log) return resolve();
    child.once('close', () => log.end(resolve));
  });
  return { child, started, logged };
}

/**
 * Whether process `pid` runs Node: its executable (/proc/<pid>/exe) is this
 * process's Node or a file named `node`, or, where the link cannot be read,
 * its command line starts with one. Not its name in /proc/<pid>/stat: that
 * is its main thread's, which Node 24 and later name `MainThread`.
 */
function runsNode(pid) {
  const isNode = (file) => file === process.execPath || path.basename(file) === 'node';
  try {
    return isNode(fs.readlinkSync(`/proc/${pid}/exe`).replace(/ \(deleted\)$/, ''));
  } catch {
    try {
      return isNode(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]);
    } catch {
      return false;
    }
  }
}

/** The pids of the processes below `root` (its children and theirs), from /proc; one that ends meanwhile is left out. */
function processesBelow(root) {
  const parents = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      parents.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const below = (pid) => [...parents].filter(([, ppid]) => ppid === pid).flatMap(([c]) => [c, ...below(c)]);
  return below(root);
}

/** The pids of the Node processes below `root` (a start's children and theirs; devdb and mongod are not Node). */
function nodeProcessesBelow(root) {
  return processesBelow(root).filter(runsNode);
}

/** Stops a child with SIGTERM, then SIGKILL after `graceMs`. */
function stopProcess(child, graceMs = 10_000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts a child that writes its output to `logFile` itself (appended), not
 * through a pipe of this process, so that it goes on writing when this
 * process has become another program (process.execve: scripts/handover.js),
 * which closes this one's pipes. Resolves when a line it wrote there
 * matches `ready` (read back from the file), rejecting if it exits first.
 */
function startWithOwnLog(name, cmd, args, { env, ready, logFile, timeoutMs = 30_000 }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = fs.openSync(logFile, 'a');
  let offset = fs.fstatSync(fd).size;
  let child;
  try {
    child = spawn(cmd, args, { env, stdio: ['ignore', fd, fd] });
  } finally {
    fs.closeSync(fd);
  }
  let written = '';
  /** What the child wrote since the last look (whole lines are matched; a partial one waits). */
  const readMore = () => {
    const file = fs.openSync(logFile, 'r');
    try {
      const chunk = Buffer.alloc(Math.max(0, fs.fstatSync(file).size - offset));
      offset += fs.readSync(file, chunk, 0, chunk.length, offset);
      written += chunk.toString();
    } finally {
      fs.closeSync(file);
    }
  };
  const started = new Promise((resolve, reject) => {
    let poll;
    const end = (err, m) => {
      clearInterval(poll);
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(m);
    };
    const tail = () => written.slice(-2000);
    poll = setInterval(() => {
      readMore();
      const m = written.slice(0, written.lastIndexOf('\n') + 1).match(new RegExp(ready.source, ready.flags.replace('g', '') + 'm'));
      if (m) end(undefined, m);
    }, 50);
    const timer = setTimeout(() => end(new Error(`${name} did not start in ${timeoutMs} ms:\n${tail()}`)), timeoutMs);
    child.once('error', (err) => end(err));
    child.once('exit', (code, signal) => {
      readMore();
      end(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${tail()}`));
    });
  });
  return { child, started, logged: Promise.resolve() };
}

/** Whether process `pid` runs: not when it has ended, even while its parent has yet to wait for it (a zombie). */
function running(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch (err) {
    if (err.code !== 'ENOENT' || fs.existsSync('/proc/self/stat')) return false;
    // No /proc on this system: as the kernel answers (a zombie counts as running there).
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * Stops process `pid`, known here only by its number (one this program did
 * not spawn itself, such as the database a launcher started before it
 * became this program), with SIGTERM, then SIGKILL after `graceMs`.
 */
async function stopPid(pid, graceMs = 10_000) {
  const send = (signal) => {
    try {
      process.kill(pid, signal);
    } catch {
      // gone already
    }
  };
  if (!running(pid)) return;
  send('SIGTERM');
  let killAt = Date.now() + graceMs;
  while (running(pid)) {
    if (Date.now() > killAt) {
      send('SIGKILL');
      killAt = Infinity;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The Node processes of a start: `pid` itself when it runs Node (it may have become the stack), and those below it. */
function nodeProcessesOf(pid) {
  return [...(runsNode(pid) ? [pid] : []), ...nodeProcessesBelow(pid)];
}

module.exports = { startProcess, startWithOwnLog, running, stopProcess, stopPid, runsNode, processesBelow, nodeProcessesBelow, nodeProcessesOf };
