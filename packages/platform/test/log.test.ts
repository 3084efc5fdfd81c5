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

describe('the gathered lines', () => {
  it('arrive whole and in order: text in any script, a line longer than a batch, batches filled past their size', () => {
    const r = run(`
      const long = 'x'.repeat(40000);
      for (let i = 0; i < 300; i++) log.info({ i, text: i % 7 ? 'plain' : 'grüße, 東京, 🎉' }, i === 150 ? long : 'line');
      process.kill(process.pid, 'SIGKILL');
    `);
    // Below warning and killed: what was written is every batch filled before the kill, whole lines only.
    expect(r.signal).toBe('SIGKILL');
    expect(r.lines.length).toBeGreaterThan(150);
    expect(r.lines.map((l) => l.i)).toEqual([...Array(r.lines.length).keys()]);
    expect(r.lines[7]).toMatchObject({ text: 'grüße, 東京, 🎉' });
    expect(r.lines[150]?.msg).toHaveLength(40000);
  });
});

describe('a line made by its writer (lineWriter)', () => {
  it('is the line pino writes for the same fields, in the same place, and nothing below the level', () => {
    const r = run(`
      const { lineWriter } = require(${JSON.stringify(platform)});
      const child = log.child({ part: 'access' });
      const write = lineWriter(child);
      child.info({ request_id: 'r"1', status: 200, duration_ms: 1.25 }, 'request');
      write('info', '"request_id":' + JSON.stringify('r"1') + ',"status":200,"duration_ms":1.25', 'request');
      write('warn', '"i":7', 'bad "one"');
      child.level = 'warn';
      write('info', '"i":8', 'not written');
      process.kill(process.pid, 'SIGKILL');
    `);
    // The warning is written at once, behind the gathered lines, as pino's own are.
    expect(r.signal).toBe('SIGKILL');
    const [byPino, byWriter, warning] = r.lines as unknown as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];
    expect(r.lines).toHaveLength(3);
    const { time: t1, ...a } = byPino;
    const { time: t2, ...b } = byWriter;
    expect(b).toEqual(a);
    expect(Object.keys(byWriter)).toEqual(Object.keys(byPino));
    expect(new Date(t2 as string).toISOString()).toBe(t2);
    expect(typeof t1).toBe('string');
    expect(warning).toMatchObject({ level: 40, service: 'probe', part: 'access', i: 7, msg: 'bad "one"' });
  });
});
