import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|go)$/;
/** What is not written by hand: installed, built, generated, or data. */
const NOT_OURS = new Set(['node_modules', 'dist', '.git', '.data', 'coverage', 'protos/src/gen', 'tools/devdb/bin']);

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const rel = relative(ROOT, path);
    if (NOT_OURS.has(entry.name) || NOT_OURS.has(rel)) continue;
    if (entry.isDirectory()) sources(path, out);
    else if (entry.isFile() && SOURCE.test(entry.name)) out.push(rel);
  }
  return out;
}

/** A folder is a room: a file that outgrows 300 lines is split by responsibility. */
describe('hand-written source files', () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    const files = sources(ROOT);
    expect(files).toContain(join('packages', 'platform', 'src', 'errors.ts'));
    const over = files
      .map((file) => ({ file, lines: readFileSync(join(ROOT, file), 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(over).toEqual([]);
  });
});
