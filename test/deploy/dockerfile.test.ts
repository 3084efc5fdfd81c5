import * as fs from 'node:fs';
import * as path from 'node:path';
import { processes, processNames, readsVariable, root } from './support';

// No Docker engine here: the Dockerfile is read as text and checked against
// the workspace. (The stages were run by hand once: pnpm deploy's output of
// each process starts and serves as a non-root user without its sources.)

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  name: string | undefined;
  from: string;
  body: Instruction[];
}

function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    if (!current && /^\s*(#|$)/.test(line)) continue;
    if (/^\s*#/.test(line)) continue; // a comment inside a continued instruction
    if (/\\\s*$/.test(line)) current += line.replace(/\\\s*$/, ' ');
    else {
      logical.push(current + line);
      current = '';
    }
  }
  const stages: Stage[] = [];
  for (const l of logical) {
    const m = /^\s*([A-Za-z]+)\s+([\s\S]*)$/.exec(l);
    if (!m) throw new Error(`cannot read the Dockerfile line: ${l}`);
    const op = m[1]!.toUpperCase();
    const args = m[2]!.trim().replace(/\s+/g, ' ');
    if (op === 'FROM') {
      const f = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args)!;
      stages.push({ from: f[1]!, name: f[2], body: [] });
    } else if (stages.length) stages.at(-1)!.body.push({ op, args });
  }
  return stages;
}

const dockerfile = fs.readFileSync(path.join(root, 'deploy', 'Dockerfile'), 'utf8');
const stages = parseDockerfile(dockerfile);
const final = stages.at(-1)!;
const runs = (s: Stage) => s.body.filter((i) => i.op === 'RUN').map((i) => i.args);
const stageNamed = (name: string) => stages.find((s) => s.name === name);
/** The stages a stage is built on, itself first. */
function lineage(s: Stage | undefined): Stage[] {
  return s ? [s, ...lineage(stageNamed(s.from))] : [];
}

/** The variables the image sets (ENV of the final stage), a quoted value with its spaces. */
function imageEnv(): Record<string, string> {
  const pairs = final.body.filter((i) => i.op === 'ENV').flatMap((i) => [...i.args.matchAll(/(\w+)=("[^"]*"|\S+)/g)]);
  return Object.fromEntries(pairs.map((m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, '$1')]));
}

describe('deploy/Dockerfile', () => {
  it('builds in stages and runs the process as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const users = final.body.filter((i) => i.op === 'USER').map((i) => i.args);
    expect(users).toHaveLength(1);
    const [uid, gid] = users[0]!.split(':');
    expect(Number(uid)).toBeGreaterThan(0); // numeric, so that runAsNonRoot can verify it
    expect(gid === undefined || Number(gid) > 0).toBe(true);
    // Nothing after USER runs as root again.
    expect(final.body.slice(final.body.findIndex((i) => i.op === 'USER')).filter((i) => i.op === 'RUN')).toEqual([]);
  });

  it('puts in the image only the production tree of one process and the health check', () => {
    // The final stage starts from a plain Node image, not from a build stage.
    expect(lineage(final)).toHaveLength(1);
    const copies = final.body.filter((i) => i.op === 'COPY' || i.op === 'ADD');
    expect(copies.map((c) => c.op)).toEqual(['COPY', 'COPY']);
    const fromStage = copies.map((c) => /--from=(\S+)/.exec(c.args)?.[1]);
    expect(fromStage[1]).toBeUndefined();
    expect(copies[1]!.args).toBe('deploy/healthcheck.js ./healthcheck.js');
    const deploy = stageNamed(fromStage[0]!)!;
    const deployRun = runs(deploy).join(' ');
    expect(deployRun).toMatch(/pnpm --filter "@bms\/\$\{PROCESS\}" deploy --prod\b/);
    const out = /deploy --prod[^&]*\s(\/\S+)/.exec(deployRun)![1]!;
    expect(copies[0]!.args).toMatch(new RegExp(`^--from=${deploy.name} ${out} `));
    // The sources, tests and build metadata are removed from the tree.
    expect(deployRun).toMatch(/rm -rf "\$d\/src" "\$d\/test"/);
  });

  it('builds each process the code has, and runs its dist/main.js', () => {
    const allowed = /case "\$\{PROCESS\}" in ([\w|]+)\)/.exec(runs(stageNamed('deploy')!).join(' '))?.[1]?.split('|');
    expect(allowed?.sort()).toEqual([...processNames].sort());
    for (const p of processes) {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, p.dir, 'package.json'), 'utf8')) as { name: string };
      expect(pkg.name).toBe(p.pkg);
      expect(fs.existsSync(path.join(root, p.main))).toBe(true);
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { V8_FLAGS } = require('../../scripts/node-support.js') as { V8_FLAGS: string[] };
    expect(final.body.find((i) => i.op === 'CMD')?.args).toBe(JSON.stringify(['node', ...V8_FLAGS, 'dist/main.js']).replace(/","/g, '", "'));
    // protos/bms (the .proto files loaded at run time) travels with
    // @bms/protos: pnpm deploy copies what the package publishes.
    const protos = JSON.parse(fs.readFileSync(path.join(root, 'protos', 'package.json'), 'utf8')) as { files?: string[] };
    expect(protos.files === undefined || protos.files.includes('bms')).toBe(true);
  });

  it('installs with the pnpm of package.json from the lockfile as it is', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { packageManager: string };
    const pnpm = /ARG PNPM_VERSION=(\S+)/.exec(dockerfile)?.[1];
    expect(`pnpm@${pnpm}`).toBe(pkg.packageManager);
    const build = runs(stageNamed('build')!).join(' ');
    expect(build).toMatch(/pnpm fetch --frozen-lockfile/);
    expect(build).toMatch(/pnpm install --frozen-lockfile --offline/);
    expect(build).toMatch(/tsc -b tsconfig\.json/);
  });

  it('has the patches the lockfile names before it fetches (pnpm fetch fails without them)', () => {
    const lock = fs.readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8');
    const patches = [...lock.matchAll(/^\s+path: (patches\/\S+)$/gm)].map((m) => m[1]!);
    expect(patches.length).toBeGreaterThan(0);
    const body = stageNamed('build')!.body;
    const fetchAt = body.findIndex((i) => i.op === 'RUN' && /pnpm fetch/.test(i.args));
    const copied = body.slice(0, fetchAt).filter((i) => i.op === 'COPY').map((i) => i.args.split(' ').slice(0, -1));
    for (const p of patches) {
      expect(fs.existsSync(path.join(root, p))).toBe(true);
      expect(copied.some((sources) => sources.some((src) => p === src || p.startsWith(`${src.replace(/\/$/, '')}/`)))).toBe(true);
    }
  });

  it('keeps Go, devdb, local data, secrets and built files out of the build', () => {
    const ignore = fs.readFileSync(path.join(root, 'deploy', 'Dockerfile.dockerignore'), 'utf8').split('\n').map((l) => l.trim());
    for (const entry of ['.git', '**/node_modules', '**/dist', 'tools', '.env', '.data', 'deploy/k8s/overlays/*/secrets']) {
      expect(ignore).toContain(entry);
    }
    for (const s of stages) for (const r of runs(s)) expect(r).not.toMatch(/\bgo (build|install|run)\b|devdb|scripts\/build\.js/);
  });

  it('sets in the image only variables the processes read, and checks its health with deploy/healthcheck.js', () => {
    // NODE_ENV and NODE_OPTIONS are read by Node itself, MALLOC_ARENA_MAX by glibc's allocator.
    const names = Object.keys(imageEnv()).filter((n) => !['NODE_ENV', 'NODE_OPTIONS', 'MALLOC_ARENA_MAX'].includes(n));
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect({ n, read: processNames.some((p) => readsVariable(p, n)) }).toEqual({ n, read: true });
    expect(final.body.find((i) => i.op === 'HEALTHCHECK')?.args).toMatch(/CMD \["node", "healthcheck\.js"\]$/);
  });

  it('runs node with the heap settings every process of ours runs with (scripts/node-support.js)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const support = require('../../scripts/node-support.js') as { nodeOptions(given?: string): string; allocatorEnv(env?: NodeJS.ProcessEnv): { MALLOC_ARENA_MAX: string } };
    expect(imageEnv().NODE_OPTIONS).toBe(support.nodeOptions(''));
    expect(support.nodeOptions('')).toBe('--max-old-space-size=96 --max-semi-space-size=8');
    // and its malloc arenas
    expect(imageEnv().MALLOC_ARENA_MAX).toBe(support.allocatorEnv({}).MALLOC_ARENA_MAX);
  });

  it('builds on and runs the Node LTS line the project is developed on (.nvmrc), a supported one', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const support = require('../../scripts/node-support.js') as { MINIMUM_MAJOR: number };
    const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1];
    const m = /^node:(\d+)\.(\d+)-bookworm-slim$/.exec(image ?? '');
    expect(m).not.toBeNull();
    const major = Number(m![1]);
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(support.MINIMUM_MAJOR);
    expect(major).toBe(Number(fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()));
    // both the build and the image run on it
    expect(stages.filter((s) => !stageNamed(s.from)).map((s) => s.from)).toEqual(['${NODE_IMAGE}', '${NODE_IMAGE}']);
  });
});
