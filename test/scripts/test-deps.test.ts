import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lib, tempDir } from '../support/stack';

const script = path.join(lib.root, 'scripts', 'test-deps.js');

/** Where this run's Redis and NATS are, passed on to every run of the script. */
const servers = Object.fromEntries(['REDIS_URL', 'NATS_URL', 'BMS_TEST_OWN_NATS'].flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])));

/** Runs scripts/test-deps.js as `npm test` does, in `env`. */
function run(env: NodeJS.ProcessEnv) {
  const started = Date.now();
  const r = spawnSync(process.execPath, [script], { env, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, out: `${r.stdout}${r.stderr}`, ms: Date.now() - started };
}

/**
 * A bare environment: `more`, this run's servers, and a CHROMIUM_PATH that
 * names a program that is there (only its presence is looked at), so that
 * what is missing is what a test leaves off PATH.
 */
const bare = (more: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ CHROMIUM_PATH: process.execPath, ...servers, ...more });

/** A folder for PATH holding these programs of this machine (links), and nothing else. */
function pathWith(dir: string, programs: string[]): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of programs) {
    const found = lib.onPath(name, process.env);
    if (!found) throw new Error(`${name} is not on this machine's PATH: scripts/test-deps.js installs it before the tests run`);
    fs.symlinkSync(found, path.join(dir, name));
  }
  return dir;
}

/** The set-up `npm test` runs first: what the tests need from the machine, installed or asked for. */
describe('scripts/test-deps.js', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir('bms-test-deps-');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('with everything there, exits 0 at once, installing nothing', () => {
    const r = run(process.env);
    expect(r.out).toBe('');
    expect(r.status).toBe(0);
    expect(r.ms).toBeLessThan(5_000);
  });

  it('with pdftotext missing and no apt-get, stops at once, non-zero, naming the command to run', () => {
    const bin = pathWith(path.join(dir, 'no-apt'), ['go', 'nats-server', 'redis-server', 'wrk']);
    const r = run(bare({ PATH: bin }));
    expect(r.status).toBe(1);
    expect(r.ms).toBeLessThan(5_000);
    expect(r.out).toMatch(/pdftotext \(poppler-utils\), for the invoice PDF tests/);
    expect(r.out).toContain('apt-get update && apt-get install -y poppler-utils');
    expect(r.out).not.toMatch(/installing/);
  });

  it('stops before installing anything when one of the missing cannot be installed here, and names every step', () => {
    // apt-get is there (a stand-in that fails the test if it is ever run), but Go and a Redis are not.
    const bin = pathWith(path.join(dir, 'no-go'), ['nats-server', 'redis-server']);
    const aptLog = path.join(dir, 'apt-never.log');
    fs.writeFileSync(path.join(bin, 'apt-get'), `#!/bin/sh\necho "$@" >> ${aptLog}\nexit 1\n`, { mode: 0o755 });
    const r = run(bare({ PATH: bin, REDIS_URL: 'redis://127.0.0.1:1' }));
    expect(r.status).toBe(1);
    expect(r.ms).toBeLessThan(5_000);
    expect(fs.existsSync(aptLog)).toBe(false);
    expect(r.out).toMatch(/- Go, for /);
    expect(r.out).toMatch(/- Redis, for /);
    expect(r.out).toContain('install Go 1.24 or later');
    expect(r.out).toContain('start Redis where REDIS_URL (redis://127.0.0.1:1) points');
    // pdftotext: installed by the script on the next run as root, else the user's step too.
    expect(r.out).toMatch(
      process.getuid?.() === 0 ? /installs the rest itself: pdftotext \(poppler-utils\)/ : /sudo apt-get update && sudo apt-get install -y poppler-utils/,
    );
  });

  it('installs a missing Debian package with apt-get update then install -y as root, and goes on; asks for sudo otherwise', () => {
    // apt-get is a stand-in here (the machine's own is not to be touched): it records how it was
    // run and "installs" pdftotext into the PATH folder, which the script must then find.
    const bin = pathWith(path.join(dir, 'fake-apt'), ['go', 'nats-server', 'redis-server', 'wrk']);
    const aptLog = path.join(dir, 'apt.log');
    fs.writeFileSync(
      path.join(bin, 'apt-get'),
      `#!/bin/sh\necho "$@" >> ${aptLog}\nif [ "$1" = install ]; then printf '#!/bin/sh\\n' > ${bin}/pdftotext; /bin/chmod +x ${bin}/pdftotext; fi\n`,
      { mode: 0o755 },
    );
    const r = run(bare({ PATH: bin }));
    if (process.getuid?.() === 0) {
      expect(r.status).toBe(0);
      const calls = fs.readFileSync(aptLog, 'utf8').trim().split('\n');
      expect(calls).toHaveLength(2);
      expect(calls[0]).toMatch(/^update\b/);
      expect(calls[1]).toMatch(/^install -y\b.* poppler-utils$/);
      expect(calls[1]).toContain('Acquire::http::Timeout=10');
    } else {
      expect(r.status).toBe(1);
      expect(fs.existsSync(aptLog)).toBe(false);
      expect(r.out).toContain('sudo apt-get update && sudo apt-get install -y poppler-utils');
    }
  });
});
