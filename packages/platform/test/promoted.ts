import { spawnSync } from 'node:child_process';

/**
 * In a process of its own (with gc exposed): what share of what `each`
 * held, then let go of, is left in the old generation after two
 * young-generation collections. `each` runs `count` times in a round (it
 * may await), with `i` and `held` (an array of `heldNumbers` numbers, 4 KB
 * by default); the share is the most of three rounds after a first that
 * warms up, as when a collection falls within a round varies. `setup` runs
 * once, before.
 */
export function promotedShare(setup: string, each: string, count = 2000, heldNumbers = 500): number {
  const script = `
    const v8 = require('node:v8');
    const old = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_used_size;
    (async () => {
      ${setup}
      let most = 0;
      for (let round = 0; round < 4; round++) {
        gc();
        const before = old();
        for (let i = 0; i < ${count}; i++) {
          const held = new Array(${heldNumbers}).fill(i);
          ${each}
        }
        gc({ type: 'minor' });
        gc({ type: 'minor' });
        if (round > 0) most = Math.max(most, old() - before);
      }
      console.log(most / (${count} * ${heldNumbers} * 8));
      process.exit(0);
    })();
  `;
  const r = spawnSync(process.execPath, ['--expose-gc', '-e', script], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout.trim());
}
