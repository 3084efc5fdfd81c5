import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

// Each line is on standard output before the call that logs it returns.
describe('the logger', () => {
  it('has written a line before the process is killed right after logging it', () => {
    const platform = path.join(__dirname, '..', 'dist', 'index.js');
    const script = `
      const { createLogger } = require(${JSON.stringify(platform)});
      const log = createLogger('probe', 'info');
      for (let i = 0; i < 200; i++) log.info({ i }, 'line');
      process.kill(process.pid, 'SIGKILL');
    `;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(run.signal).toBe('SIGKILL');
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { service: string; i: number; msg: string });
    expect(lines).toHaveLength(200);
    expect(lines[199]).toMatchObject({ service: 'probe', i: 199, msg: 'line' });
  });
});
