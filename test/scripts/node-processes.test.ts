import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lib, tempDir } from '../support/stack';

/**
 * How the start test and the bench count a start's Node processes
 * (scripts/lib.js nodeProcessesBelow): by what each runs, whatever its main
 * thread is named (`node` up to Node 22, `MainThread` from 24 on).
 */
describe('the Node processes below a process', () => {
  it('are its Node children and grandchildren, whatever their threads are named, and none of the others', async () => {
    const dir = tempDir('bms-procs-');
    const ready = path.join(dir, 'ready');
    // A Node child that starts a Node grandchild and a process that is not Node, then says so.
    const script = `
      const { spawn } = require('node:child_process');
      const grandchild = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
      const other = spawn('sleep', ['60'], { stdio: 'ignore' });
      // Written whole, then named: the test sees no half-written file.
      require('node:fs').writeFileSync(${JSON.stringify(ready + '.part')}, JSON.stringify([grandchild.pid, other.pid]));
      require('node:fs').renameSync(${JSON.stringify(ready + '.part')}, ${JSON.stringify(ready)});
      process.on('SIGTERM', () => { grandchild.kill(); other.kill(); process.exit(0); });
      setTimeout(() => {}, 60000);
    `;
    const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    try {
      const deadline = Date.now() + 10_000;
      while (!fs.existsSync(ready)) {
        if (Date.now() > deadline) throw new Error('the child did not start its own');
        await new Promise((r) => setTimeout(r, 20));
      }
      const [grandchild, other] = JSON.parse(fs.readFileSync(ready, 'utf8')) as [number, number];
      const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      // What /proc names it depends on the Node; what it runs does not.
      expect(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))).toMatch(/^(node|.*MainThread)$/);
      expect(lib.nodeProcessesBelow(process.pid)).toEqual(expect.arrayContaining([child.pid, grandchild]));
      expect(lib.nodeProcessesBelow(child.pid!)).toEqual([grandchild]);
      expect(lib.nodeProcessesBelow(process.pid)).not.toContain(other);
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
