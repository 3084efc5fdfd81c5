import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

// What a process has written to standard output when it ends, however it ends.
const platform = path.join(__dirname, '..', 'dist', 'index.js');

function run(body: string) {
  const script = `
    const { createLogger } = require(${JSON.stringify(platform)});
    const log = createLogger('probe', 'info');
    ${body}
  `;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  const lines = r.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { service: string; i: number; msg: string; level: number });
  return { signal: r.signal, status: r.status, lines };
}

describe('the logger', () => {
  it('has written a warning, and every line before it, before the process is killed right after', () => {
    const r = run(`
      for (let i = 0; i < 200; i++) log.info({ i }, 'line');
      log.warn({ i: 200 }, 'warning');
      process.kill(process.pid, 'SIGKILL');
    `);
    expect(r.signal).toBe('SIGKILL');
    expect(r.lines.map((l) => l.i)).toEqual([...Array(201).keys()]);
    expect(r.lines[200]).toMatchObject({ service: 'probe', msg: 'warning', level: 40 });
  });

  it('writes lines below warning within 50 ms of the first', () => {
    const r = run(`
      for (let i = 0; i < 3; i++) log.info({ i }, 'line');
      setTimeout(() => process.kill(process.pid, 'SIGKILL'), 300);
    `);
    expect(r.signal).toBe('SIGKILL');
    expect(r.lines.map((l) => l.i)).toEqual([0, 1, 2]);
  });

  it('has written the gathered lines when logger.flush calls back', () => {
    const r = run(`
      for (let i = 0; i < 3; i++) log.info({ i }, 'line');
      log.flush(() => process.kill(process.pid, 'SIGKILL'));
    `);
    expect(r.signal).toBe('SIGKILL');
    expect(r.lines.map((l) => l.i)).toEqual([0, 1, 2]);
  });

  it('writes every line when the process exits, and gathers them until then', () => {
    const r = run(`
      for (let i = 0; i < 5; i++) log.info({ i }, 'line');
      // Nothing written yet: a write now would come before the lines.
      require('node:fs').writeSync(1, JSON.stringify({ i: -1 }) + '\\n');
      process.exit(3);
    `);
    expect(r.status).toBe(3);
    expect(r.lines.map((l) => l.i)).toEqual([-1, 0, 1, 2, 3, 4]);
  });
});
