'use strict';
// What a gateway's /metrics says about its event loop and its garbage
// collector over one run: prom-client's event-loop delay (a histogram that
// starts again at every scrape) and its GC durations by kind (counters for
// the life of the process, so a run's share is the difference of two
// scrapes). Pure functions: tested alone.

const KINDS = ['major', 'minor'];

/** A sample's value; `label` (e.g. `kind="major"`) must be among its labels, in any order. */
function sample(text, name, label) {
  const selector = label ? `\\{(?:[^}]*,)?${label}(?:,[^}]*)?\\}` : '(?:\\{[^}]*\\})?';
  const m = new RegExp(`^${name}${selector} ([0-9.eE+-]+)$`, 'm').exec(text);
  return m ? Number(m[1]) : NaN;
}

/**
 * From one scrape: the event-loop delay since the scrape before (p99 and max,
 * ms) and the collections since the process started (count and ms by kind:
 * major is a mark-compact, minor a scavenge).
 */
function loopStats(text) {
  const gc = {};
  for (const kind of KINDS) {
    const count = sample(text, 'nodejs_gc_duration_seconds_count', `kind="${kind}"`);
    if (!Number.isNaN(count)) gc[kind] = { count, ms: sample(text, 'nodejs_gc_duration_seconds_sum', `kind="${kind}"`) * 1000 };
  }
  return {
    p99Ms: sample(text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
    maxMs: sample(text, 'nodejs_eventloop_lag_max_seconds') * 1000,
    ...(Object.keys(gc).length ? { gc } : {}),
  };
}

/**
 * The collections between two scrapes of one process; none said when either
 * scrape is missing. A kind the first scrape lacks had not happened yet
 * (prom-client shows a kind once it has one).
 */
function collectionsBetween(before, after) {
  if (!after?.gc || !before) return undefined;
  const out = {};
  for (const [kind, a] of Object.entries(after.gc)) {
    const b = before.gc?.[kind] ?? { count: 0, ms: 0 };
    out[kind] = { count: a.count - b.count, ms: Math.round((a.ms - b.ms) * 10) / 10 };
  }
  return out;
}

/**
 * A run's figures per process: the delay read after it, and the collections
 * made between the scrapes before and after it.
 */
function overRun(before = {}, after = {}) {
  return Object.fromEntries(
    Object.entries(after).map(([name, a]) => {
      const { gc: _total, ...delay } = a;
      const gc = collectionsBetween(before[name], a);
      return [name, gc ? { ...delay, gc } : delay];
    }),
  );
}

module.exports = { loopStats, collectionsBetween, overRun };
