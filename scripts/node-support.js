'use strict';
// Which Node runs our processes, and how: the versions supported (package.json
// `engines`), what the start says on an older one, and the heap settings every
// process of ours runs with (docs/node-versions.md says why these).

/** The oldest Node major supported, from package.json's `engines.node` (">=22"). */
const MINIMUM_MAJOR = Number(/\d+/.exec(require('../package.json').engines.node)[0]);

/**
 * What the start says on a Node older than the supported ones (undefined on
 * a supported one). Node 20 reached its end of life on 2026-04-30 and gets
 * no security fixes; the start still runs on it while machines ship it.
 */
function unsupportedNodeNote(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  if (major >= MINIMUM_MAJOR) return undefined;
  return (
    `Node ${version} is past its end of life: it gets no security fixes. This project supports Node ${MINIMUM_MAJOR} and later ` +
    '(developed, benchmarked and deployed on 26); the start goes on for now. docs/node-versions.md says how to get a supported Node beside this one.'
  );
}

/**
 * The heap every process of ours runs with unless NODE_OPTIONS names its
 * own: an old generation of 96 MB (V8 otherwise lets garbage grow towards
 * the machine's memory before a full collection: docs/benchmarks.md, ~230 MB
 * under load without, ~130 MB with), and a young generation of semi-spaces
 * of 8 MB. The young generation is bounded because V8 starts marking the
 * old generation as soon as the room left under its limit is smaller than
 * the young generation (it must be able to take a whole scavenge's
 * promotion): Node 24 lets the young generation grow to 64 MB semi-spaces
 * and Node 26 to 32 MB, where 20 and 22 stopped at 16, and with 96 MB of old
 * generation that room is ~30 MB, so 24 and 26 marked without end (a
 * mark-compact every few dozen requests, the collector ~60% of the CPU).
 * 8, not 16: the room under the limit stays twice the young generation
 * with ~60 MB live, and 24 and 26 stay under 150 MB resident under load
 * (docs/node-versions.md has the figures). The Dockerfile sets the same.
 */
const HEAP = { oldSpaceMb: 96, semiSpaceMb: 8 };

/** The flags of a heap (HEAP, ONE_PROCESS_HEAP), as NODE_OPTIONS carries them. */
const heapFlags = (heap) => [`--max-old-space-size=${heap.oldSpaceMb}`, `--max-semi-space-size=${heap.semiSpaceMb}`];
const HEAP_FLAGS = heapFlags(HEAP);

/**
 * The heap of the all-in-one process (scripts/all-in-one.js), whose services
 * thread runs all six services in one isolate: an old generation of 160 MB,
 * the young generation of every process. V8 applies its heap flags to every
 * isolate of a process, over a worker's own resourceLimits (on 22, 24 and
 * 26 a worker asking for 160 MB of old generation and 12 MB of young got
 * the flags' 96 MB and 8 MB semi-spaces), so the limit is the process's: the gateway's thread
 * has it too, where the collector still sizes the old generation from what
 * lives (the one process held the same resident memory under load with 160
 * as with 96, two starts each on 24).
 */
const ONE_PROCESS_HEAP = { oldSpaceMb: 160, semiSpaceMb: HEAP.semiSpaceMb };

/**
 * V8 flags every process of ours is started with where its Node's V8 has
 * them (they cannot go in NODE_OPTIONS, which takes few V8 flags):
 * Maglev's finished compilation jobs destroyed as they finish, not by a
 * task on a helper thread. Node 24 and 26 run Maglev (20 and 22 do not);
 * with those tasks, a process under load held 15–30 MB more resident
 * (malloc'd compiler memory), enough to take the gateway and crm over
 * 150 MB; with the flag, as much CPU per request (docs/node-versions.md).
 */
const V8_FLAGS = ['--no-maglev-destroy-on-background'];

const known = new Map();

/** The flags of V8_FLAGS that the Node binary `node` knows (asked once per binary: `node --v8-options`). */
function v8Flags(node = process.execPath) {
  if (!known.has(node)) {
    const options = require('node:child_process').execFileSync(node, ['--v8-options'], { encoding: 'utf8', maxBuffer: 16 * 2 ** 20 });
    known.set(node, V8_FLAGS.filter((flag) => options.includes(`  ${flag.replace(/^--no-/, '--')} `)));
  }
  return known.get(node);
}

/**
 * The environment glibc's allocator reads at start, for every process of
 * ours: at most two malloc arenas. glibc otherwise gives each thread that
 * allocates an arena of its own (up to 8 per core), and what a thread
 * freed stays in its arena, resident: V8's compiler threads (Maglev, on
 * from Node 24, and TurboFan) and the one process's services thread each
 * kept megabytes there. With two, the one-process start held 5–10 MB less
 * under load on Node 26, a process 2–5 MB less (docs/node-versions.md).
 * A caller's own MALLOC_ARENA_MAX wins.
 */
const MALLOC_ARENAS = 2;

/** MALLOC_ARENA_MAX for a process of ours: the caller's (`env`), else MALLOC_ARENAS. */
function allocatorEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || String(MALLOC_ARENAS) };
}

/** NODE_OPTIONS for a process of ours: the caller's, with each flag of `heap` it does not name itself. */
function nodeOptions(given = process.env.NODE_OPTIONS || '', heap = HEAP) {
  const missing = heapFlags(heap).filter((flag) => !given.includes(flag.split('=')[0]));
  return [given, ...missing].join(' ').trim();
}

module.exports = { MINIMUM_MAJOR, unsupportedNodeNote, HEAP, HEAP_FLAGS, ONE_PROCESS_HEAP, nodeOptions, MALLOC_ARENAS, allocatorEnv, V8_FLAGS, v8Flags };
