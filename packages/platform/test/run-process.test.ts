import { spawn } from 'node:child_process';
import * as path from 'node:path';

const platform = path.join(__dirname, '..', 'dist', 'index.js');

/**
 * A process whose entry is runProcess, as every service's and the
 * gateway's: its start takes `startMs`, or fails; it prints each step.
 */
function processWith(startMs: number, fail = false) {
  const entry = `
    const { runProcess, createLogger } = require(${JSON.stringify(platform)});
    let serving; // what a server would hold: the process runs until it is stopped
    runProcess('probe', async () => ({
      logger: createLogger('probe', 'silent'),
      start: async () => {
        console.log('starting');
        await new Promise((r) => setTimeout(r, ${startMs}));
        if (${fail}) throw new Error('cannot start');
        serving = setInterval(() => undefined, 1000);
        console.log('started');
      },
      stop: async () => {
        clearInterval(serving);
        console.log('stopped');
      },
    }));
  `;
  const child = spawn(process.execPath, ['-e', entry], { env: { PATH: process.env.PATH }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const printed = async (what: string) => {
    while (!out.includes(what)) {
      if (child.exitCode !== null) throw new Error(`exited before printing ${what}: ${out}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { child, exited, printed, out: () => out };
}

describe('runProcess: stopping on a signal', () => {
  it('SIGTERM during the start: the start is let finish, then the process stops as usual and exits 0', async () => {
    const p = processWith(800);
    await p.printed('starting');
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.out().split('\n').filter(Boolean)).toEqual(['starting', 'started', 'stopped']);
  });

  it('SIGINT after the start stops it and exits 0', async () => {
    const p = processWith(0);
    await p.printed('started');
    p.child.kill('SIGINT');
    expect(await p.exited).toBe(0);
    expect(p.out()).toMatch(/started\nstopped\n$/);
  });

  it('a start that fails after a signal exits 1, saying why, with nothing to stop', async () => {
    const p = processWith(300, true);
    await p.printed('starting');
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(1);
    expect(p.out()).toContain('probe: cannot start');
    expect(p.out()).not.toContain('stopped');
  });
});
