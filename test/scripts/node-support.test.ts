import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lib, tempDir } from '../support/stack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const support = require('../../scripts/node-support.js') as {
  MINIMUM_MAJOR: number;
  unsupportedNodeNote(version?: string): string | undefined;
  HEAP: { oldSpaceMb: number; semiSpaceMb: number };
  HEAP_FLAGS: string[];
  ONE_PROCESS_HEAP: { oldSpaceMb: number; semiSpaceMb: number };
  nodeOptions(given?: string, heap?: { oldSpaceMb: number; semiSpaceMb: number }): string;
  MALLOC_ARENAS: number;
  allocatorEnv(env?: NodeJS.ProcessEnv): { MALLOC_ARENA_MAX: string };
  V8_FLAGS: string[];
  v8Flags(node?: string): string[];
};

/** Which Node the project supports and is developed on, and the heap every process of ours runs with (docs/node-versions.md). */
describe('the Node versions the project runs on', () => {
  it('supports the LTS lines in service (22, 24, 26) and is developed on the newest, an LTS one', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(lib.root, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe('>=22');
    expect(support.MINIMUM_MAJOR).toBe(22);
    const developed = Number(fs.readFileSync(path.join(lib.root, '.nvmrc'), 'utf8').trim());
    // even majors are the LTS lines
    expect(developed % 2).toBe(0);
    expect(developed).toBeGreaterThanOrEqual(support.MINIMUM_MAJOR);
  });

  it('says so on a Node past its end of life, and nothing on a supported one', () => {
    expect(support.unsupportedNodeNote('20.20.2')).toMatch(/^Node 20\.20\.2 is past its end of life: it gets no security fixes\. This project supports Node 22 and later/);
    expect(support.unsupportedNodeNote('20.20.2')).toContain('docs/node-versions.md');
    for (const v of ['22.23.3', '24.21.0', '26.10.0']) expect(support.unsupportedNodeNote(v)).toBeUndefined();
  });

  it("the start (npm start) says it first on such a Node, and goes on: here to its own failure on a data folder that is a file", () => {
    const dir = tempDir('bms-node-support-');
    const file = path.join(dir, 'not-a-folder');
    fs.writeFileSync(file, '');
    try {
      const r = spawnSync(process.execPath, [path.join(lib.root, 'scripts', 'start.js')], {
        env: { PATH: process.env.PATH, BMS_DATA_DIR: file },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(r.status).toBe(1);
      const lines = r.stderr.trim().split('\n');
      const note = support.unsupportedNodeNote(process.versions.node);
      // On the machine's own Node (20 here) the note comes first; on 22 and later there is none.
      if (note) expect(lines[0]).toBe(note);
      else expect(r.stderr).not.toMatch(/end of life/);
      expect(lines.at(-1)).toMatch(/ENOTDIR/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives every process an old generation of 96 MB and semi-spaces of 8 MB', () => {
    expect(support.nodeOptions('')).toBe('--max-old-space-size=96 --max-semi-space-size=8');
    // the caller's own flags win, one by one
    expect(support.nodeOptions('--enable-source-maps --max-old-space-size=200')).toBe('--enable-source-maps --max-old-space-size=200 --max-semi-space-size=8');
    expect(support.nodeOptions('--max-semi-space-size=16')).toBe('--max-semi-space-size=16 --max-old-space-size=96');
    expect(lib.nodeOptions('')).toBe(support.nodeOptions(''));
  });

  it('makes this Node hold to that young generation: no semi-space over 8 MB under load, in the services thread of the one process too', () => {
    // Objects that live through a scavenge or two: what makes V8 grow the young generation to its most.
    const grow = `const v8 = require('node:v8'); const ring = new Array(200000); for (let i = 0; i < 3e6; i++) ring[i % ring.length] = { i, a: [i] };
      console.log(JSON.stringify({ limit: v8.getHeapStatistics().heap_size_limit, newSpace: v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size }));`;
    const run = (options: string, code = grow) =>
      JSON.parse(spawnSync(process.execPath, ['-e', code], { env: { PATH: process.env.PATH, NODE_OPTIONS: options }, encoding: 'utf8' }).stdout) as { limit: number; newSpace: number };
    const MB = 2 ** 20;
    const ours = run(support.nodeOptions(''));
    // The one process's services thread, a worker: the process's flags are its heap, as the main thread's.
    const inWorker = (limits: object) => `new (require('node:worker_threads').Worker)(${JSON.stringify(grow)}, { eval: true, resourceLimits: ${JSON.stringify(limits)} })`;
    const oneProcess = support.nodeOptions('', support.ONE_PROCESS_HEAP);
    expect(oneProcess).toBe('--max-old-space-size=160 --max-semi-space-size=8');
    const services = run(oneProcess, inWorker({}));
    expect(services.limit).toBe((160 + 3 * 8) * MB);
    expect(services.newSpace).toBeLessThanOrEqual(2 * 8 * MB);
    // why the process's flags: V8 puts them over a worker's own limits
    expect(run(oneProcess, inWorker({ maxOldGenerationSizeMb: 300, maxYoungGenerationSizeMb: 12 })).limit).toBe(services.limit);
    // the heap's limit is the old generation and three semi-spaces
    expect(ours.limit).toBe((96 + 3 * 8) * MB);
    expect(ours.newSpace).toBeLessThanOrEqual(2 * 8 * MB);
    // without the flag: 16 MB semi-spaces on Node 20 and 22, 64 on 24, 32 on 26
    const theirs = run('--max-old-space-size=96');
    expect((theirs.limit - 96 * MB) / 3 / MB).toBeGreaterThanOrEqual(16);
  });

  it('gives every process at most two malloc arenas, unless the caller names its own number', () => {
    expect(support.MALLOC_ARENAS).toBe(2);
    expect(support.allocatorEnv({})).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(support.allocatorEnv({ MALLOC_ARENA_MAX: '8' })).toEqual({ MALLOC_ARENA_MAX: '8' });
    expect(lib.allocatorEnv({})).toEqual(support.allocatorEnv({}));
    // the bench's stack, which measures what npm start runs, gives its processes the same
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Stack } = require('../../bench/lib/stack.js') as { Stack: new () => { dir: string; mongoBase: string; serviceEnv(name: string): Record<string, string> } };
    const stack = new Stack();
    stack.mongoBase = 'mongodb://127.0.0.1:1/';
    try {
      expect(stack.serviceEnv('crm').MALLOC_ARENA_MAX).toBe('2');
    } finally {
      fs.rmSync(stack.dir, { recursive: true, force: true });
    }
  });

  it('starts each process with the V8 flags its Node knows, and no other: Maglev jobs destroyed as they finish where V8 has them (22 on)', () => {
    expect(support.V8_FLAGS).toEqual(['--no-maglev-destroy-on-background']);
    const flags = support.v8Flags(process.execPath);
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8', maxBuffer: 16 * 2 ** 20 }).stdout;
    expect(flags).toEqual(options.includes('  --maglev-destroy-on-background ') ? support.V8_FLAGS : []);
    // this Node runs with them (a flag it did not know would stop it: "bad option")
    expect(spawnSync(process.execPath, [...flags, '-e', 'process.exit(7)']).status).toBe(7);
    expect(spawnSync(process.execPath, ['--no-such-v8-flag-here', '-e', 'process.exit(7)']).status).not.toBe(7);
  });
});
