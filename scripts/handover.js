'use strict';
// The one-process start without a launcher left beside it: once start.js has
// built, picked and started the database and made the keys, it becomes the
// stack (process.execve, Node 22.15 and later) instead of starting it as a
// child and staying to watch it, which kept a second Node process of ~55 MB
// resident for as long as the stack ran. What the launcher did while the
// stack ran, the stack then does itself (takeOver):
//   - its own output goes to its log file, and the terminal gets what the
//     launcher printed there: "BMS is up" and how to sign in, a failure;
//   - it watches the database the launcher started, stops with 1 when that
//     ends on its own, and stops it last when the stack stops.
// Where process.execve is missing (Node 20), start.js stays and watches.
const fs = require('node:fs');
const { setInterval, clearInterval } = require('node:timers');
const { running, stopPid } = require('./processes');

/** The descriptor the stack finds the launcher's terminal (its stdout) on. */
const TERMINAL_FD = 3;

/** Whether this Node can become another program in place. */
const canHandOver = () => typeof process.execve === 'function';

/**
 * Becomes the stack: `node` with `args`, its output appended to `logFile`
 * and the terminal kept on TERMINAL_FD; `banner` is what it prints there once
 * it is up, `database` ({name, pid, log}) the process it then watches and
 * stops. Does not return.
 */
function handOver({ node, args, env, logFile, banner, database }) {
  // A shell does what Node cannot: the redirection, in the same process, before the stack's Node starts.
  const script = `exec ${TERMINAL_FD}>&1; exec "$0" "$@" >>"$BMS_LOG_FILE" 2>&1`;
  process.execve('/bin/sh', ['sh', '-c', script, node, ...args], {
    ...env,
    BMS_LOG_FILE: logFile,
    BMS_HANDOVER: JSON.stringify({ banner, database }),
  });
}

/**
 * In the stack: what it took over from the launcher, or undefined when
 * there was none to take over (started by a launcher that stays, or alone).
 *   say(text)         on the terminal
 *   up()              the banner, once everything is up
 *   watch(onGone)     onGone() when the database ends while the stack runs
 *   unwatch()         no more of that (the stack is stopping)
 *   stopDatabase()    stops it (at the end of the stack's stop)
 */
function takeOver(env = process.env) {
  if (!env.BMS_HANDOVER) return undefined;
  const { banner, database } = JSON.parse(env.BMS_HANDOVER);
  let watching = true;
  const say = (text) => {
    try {
      fs.writeSync(TERMINAL_FD, `${text}\n`);
    } catch {
      // the terminal is gone: the log has it all
    }
  };
  return {
    say,
    up: () => say(banner),
    watch(onGone) {
      if (!database) return;
      const timer = setInterval(() => {
        if (running(database.pid)) return;
        clearInterval(timer);
        // A Ctrl-C reaches the database and the stack at once: the stack's stop, if that is what this is, begins meanwhile.
        setTimeout(() => {
          if (watching) {
            say(`${database.name} stopped unexpectedly; see ${database.log}`);
            onGone();
          }
        }, 250).unref();
      }, 1_000);
      timer.unref();
    },
    unwatch: () => (watching = false),
    async stopDatabase() {
      watching = false;
      if (database) await stopPid(database.pid);
    },
  };
}

module.exports = { canHandOver, handOver, takeOver, TERMINAL_FD };
