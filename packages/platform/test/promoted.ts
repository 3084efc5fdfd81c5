import { spawnSync } from 'node:child_process';

/**
 * In a process of its own (with gc exposed): how many bytes were left in
 * the old generation, after two young-generation collections, by rounds of
 * `count` runs of `each` (it may await) with `i` and `held` (an array of
 * numbers, 8 bytes each). Round r's `held` has `sizes[r % sizes.length]`
 * numbers; a first round warms up and is not counted. `setup` runs once, before.
 */
function leftInOldGeneration(setup: string, each: string, count: number, sizes: number[], rounds: number): Record<number, number[]> {
  const script = `
    const v8 = require('node:v8');
    const old = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_used_size;
    (async () => {
      ${setup}
      const sizes = ${JSON.stringify(sizes)};
      const left = Object.fromEntries(sizes.map((s) => [s, []]));
      for (let round = 0; round < ${rounds}; round++) {
        const size = sizes[round % sizes.length];
        gc();
        const before = old();
        for (let i = 0; i < ${count}; i++) {
          const held = new Array(size).fill(i);
          ${each}
        }
        gc({ type: 'minor' });
        gc({ type: 'minor' });
        if (round > 0) left[size].push(old() - before);
      }
      console.log(JSON.stringify(left));
      process.exit(0);
    })();
  `;
  const r = spawnSync(process.execPath, ['--expose-gc', '-e', script], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim()) as Record<number, number[]>;
}

/**
 * What share of what `each` held, then let go of, is left in the old
 * generation after two young-generation collections: the most of three
 * rounds (when a collection falls within a round varies); `held` is
 * `heldNumbers` numbers (4 KB by default).
 */
export function promotedShare(setup: string, each: string, count = 2000, heldNumbers = 500): number {
  const left = leftInOldGeneration(setup, each, count, [heldNumbers], 4)[heldNumbers]!;
  return Math.max(...left) / (count * heldNumbers * 8);
}

/**
 * As promotedShare, but only of what `each` held: rounds alternate between
 * two sizes of `held` (`sizes`, numbers), and the share is the difference
 * of what the two sizes left in the old generation (a mean of three rounds
 * each) over the difference of what they held. What a request leaves there
 * whatever it held (since Node 24.15 its HTTP/2 stream: closed-streams.ts)
 * does not count.
 */
export function heldShare(setup: string, each: string, count = 1000, sizes: [number, number] = [200, 1200]): number {
  const [small, large] = sizes;
  const left = leftInOldGeneration(setup, each, count, sizes, 7);
  const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
  return (mean(left[large]!) - mean(left[small]!)) / (count * (large - small) * 8);
}
