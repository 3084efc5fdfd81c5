import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/**
 * Every call one of our modules makes to another reads a member of that
 * module's exports (`platform.contextFrom(…)` as compiled). V8 holds an
 * object either in fast properties, where a compiled read is a load at a
 * known place, or as a dictionary, where each read is a hash lookup through
 * the generic inline cache (and, for TypeScript's re-exports, a getter call):
 * on GET /api/time those lookups, with res.locals', were 7% of the
 * gateway's samples under perf (docs/node-versions.md). What a fresh Node
 * holds as a dictionary among the exports of our own modules, once every
 * process's entry point is loaded.
 */
function dictionaryExports(): string[] {
  const mains = ['gateway', ...['billing', 'content', 'crm', 'files', 'identity', 'work'].map((s) => join('services', s))];
  const run = `
    for (const m of ${JSON.stringify(mains)}) require(require('node:path').join(${JSON.stringify(ROOT)}, m, 'dist', 'main.js'));
    const ours = Object.entries(require.cache).filter(([f]) => f.startsWith(${JSON.stringify(ROOT)}) && !f.includes('/node_modules/'));
    const slow = ours.filter(([, m]) => m.exports !== null && typeof m.exports === 'object' && !%HasFastProperties(m.exports));
    process.stdout.write(JSON.stringify({ count: ours.length, slow: slow.map(([f]) => f.slice(${JSON.stringify(ROOT.length + 1)})) }));`;
  const { count, slow } = JSON.parse(execFileSync(process.execPath, ['--allow-natives-syntax', '-e', run], { cwd: ROOT, encoding: 'utf8' })) as {
    count: number;
    slow: string[];
  };
  // every process's modules were looked at, not none
  expect(count).toBeGreaterThan(200);
  return slow;
}

describe('the exports of our modules', () => {
  it('are held in fast properties, the platform barrel of ~180 names included', () => {
    expect(dictionaryExports()).toEqual([]);
  });
});
