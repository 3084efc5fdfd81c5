import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lib, tempDir } from '../support/stack';

/**
 * .ci/lts-node, how CI gets the newest Node LTS to run the suite on beside
 * the machine's own: from the npm registry (here a stand-in `npm` that
 * records what it is asked and installs this Node), into a cache outside the
 * repository, reused when present.
 */
describe('the newest Node LTS for CI (.ci/lts-node)', () => {
  const script = path.join(lib.root, '.ci', 'lts-node');
  const cpu = process.arch === 'arm64' ? 'arm64' : 'x64';
  const major = process.versions.node.split('.')[0]!;

  /** A folder with a stand-in npm that installs this Node where `npm install --prefix DIR node-<os>-<cpu>@<major>` would, and logs each call. */
  function fakeNpm(dir: string) {
    const bin = path.join(dir, 'fake-bin');
    fs.mkdirSync(bin, { recursive: true });
    fs.writeFileSync(
      path.join(bin, 'npm'),
      `#!/bin/sh
echo "$@" >> ${JSON.stringify(path.join(dir, 'npm-calls'))}
prefix=""; while [ $# -gt 0 ]; do [ "$1" = "--prefix" ] && prefix="$2"; shift; done
mkdir -p "$prefix/node_modules/node-linux-${cpu}/bin"
ln -sf ${JSON.stringify(process.execPath)} "$prefix/node_modules/node-linux-${cpu}/bin/node"
`,
      { mode: 0o755 },
    );
    return bin;
  }

  const run = (dir: string, bin: string) =>
    spawnSync(script, [], { env: { PATH: `${bin}:${process.env.PATH}`, HOME: dir, BMS_NODE_CACHE: path.join(dir, 'cache'), NODE_LTS: major }, encoding: 'utf8' });

  it('fetches node-<os>-<cpu>@<major> into the cache once, prints its bin folder, and reuses it after', () => {
    const dir = tempDir('bms-lts-node-');
    try {
      const bin = fakeNpm(dir);
      const expected = path.join(dir, 'cache', `node-${major}`, 'node_modules', `node-linux-${cpu}`, 'bin');
      const first = run(dir, bin);
      expect(first.status).toBe(0);
      expect(first.stdout.trim()).toBe(expected);
      expect(fs.readFileSync(path.join(dir, 'npm-calls'), 'utf8').trim()).toBe(
        `install --prefix ${path.join(dir, 'cache', `node-${major}`)} --no-save --no-audit --no-fund --loglevel=error node-linux-${cpu}@${major}`,
      );
      // outside the repository, and what it printed runs that Node
      expect(expected.startsWith(lib.root)).toBe(false);
      expect(spawnSync(path.join(expected, 'node'), ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()).toBe(process.versions.node);
      const again = run(dir, bin);
      expect(again.stdout.trim()).toBe(expected);
      expect(fs.readFileSync(path.join(dir, 'npm-calls'), 'utf8').trim().split('\n')).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fetches again when the cache holds another major', () => {
    const dir = tempDir('bms-lts-node-');
    try {
      const bin = fakeNpm(dir);
      const other = path.join(dir, 'cache', `node-${major}`, 'node_modules', `node-linux-${cpu}`, 'bin');
      fs.mkdirSync(other, { recursive: true });
      fs.writeFileSync(path.join(other, 'node'), '#!/bin/sh\necho v1.0.0\n', { mode: 0o755 });
      const r = run(dir, bin);
      expect(r.status).toBe(0);
      expect(fs.readFileSync(path.join(dir, 'npm-calls'), 'utf8')).toContain(`node-linux-${cpu}@${major}`);
      expect(r.stderr).toContain(`v${process.versions.node}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
