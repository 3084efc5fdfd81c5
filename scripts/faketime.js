'use strict';
// libfaketime, which runs a process with its wall clock moved (LD_PRELOAD):
// the chaos run's clock-ahead scenario, and the courier's outage test, whose
// identity lives through a ten-minute outage in seconds. Debian's
// libfaketime package; the thread-safe build, since Node runs threads.
const fs = require('node:fs');

const LIBFAKETIME = ['x86_64', 'aarch64'].map((a) => `/usr/lib/${a}-linux-gnu/faketime/libfaketimeMT.so.1`);

/** The library's path on this machine, or undefined. */
function libfaketime() {
  return LIBFAKETIME.find((f) => fs.existsSync(f));
}

/**
 * The environment that runs a process with its wall clock (Date) as
 * `timestampFile` says ("+600": ten minutes ahead), read on every look at
 * the clock (a few microseconds each), so that a change holds at once; its
 * monotonic clock (timers, timeouts) stays real, as it does when a
 * machine's clock is stepped.
 */
function faketimeEnv(timestampFile) {
  const lib = libfaketime();
  if (!lib) throw new Error('libfaketime is not installed: apt-get install libfaketime (node scripts/test-deps.js does it)');
  return {
    LD_PRELOAD: lib,
    FAKETIME_TIMESTAMP_FILE: timestampFile,
    FAKETIME_NO_CACHE: '1',
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    FAKETIME_DONT_RESET: '1',
  };
}

module.exports = { LIBFAKETIME, libfaketime, faketimeEnv };
