import { spawn } from 'node:child_process';
import * as path from 'node:path';

// Cluster ids (scripts/cluster/netns.js claimId) name each running cluster's
// bridge, namespaces and addresses. Two runs started together (the short
// chaos form beside the network test, in one jest run) once both took id 0,
// and the second failed making bridge bms0br ("File exists").

const netnsJs = path.join(__dirname, '../../scripts/cluster/netns.js');

/** A process that claims an id at `startAt` (ms since the epoch), prints it, and holds it until its stdin ends. */
function claimer(startAt: number): { id: Promise<number>; release(): Promise<void> } {
  const script = `
    const netns = require(${JSON.stringify(netnsJs)});
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(0, ${startAt} - Date.now()));
    const id = netns.claimId({ test: 'cluster-ids' });
    console.log(id);
    process.stdin.resume();
    process.stdin.on('end', () => { netns.releaseId(id); process.exit(0); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const id = new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(Number(out.trim()));
    });
    child.once('exit', (code) => reject(new Error(`claimer exited (${code}) before it claimed`)));
  });
  return {
    id,
    release: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

describe('cluster ids', () => {
  it('are never the same for runs that claim at the same moment', async () => {
    const startAt = Date.now() + 1500;
    const runs = Array.from({ length: 6 }, () => claimer(startAt));
    try {
      const ids = await Promise.all(runs.map((r) => r.id));
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await Promise.all(runs.map((r) => r.release()));
    }
  });
});
