import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

// Cluster ids (scripts/cluster/netns.js claimId) name each running cluster's
// bridge, namespaces and addresses. Two runs started together (the short
// chaos form beside the network test, in one jest run) once both took id 0,
// and the second failed making bridge bms0br ("File exists").

const netnsJs = path.join(__dirname, '../../scripts/cluster/netns.js');
const lock = path.join(os.tmpdir(), 'bms-cluster', 'claim.lock');

/**
 * Leaves the claim lock as a claimer that crashed would: with the pid of a
 * process gone, or (`pid` undefined) with none and made `ageMs` ago. Waits
 * for a real claim of the moment (another chaos test) to let go first.
 */
async function plantLock(pid: number | undefined, ageMs = 0): Promise<void> {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (let i = 0; ; i++) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || i > 600) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (pid !== undefined) fs.writeFileSync(path.join(lock, 'pid'), String(pid));
  const then = new Date(Date.now() - ageMs);
  fs.utimesSync(lock, then, then);
}

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

  // The lock of a claim that crashed half-way is taken over at once (its holder is gone), or, with no
  // holder written yet, once older than a claim takes; not waited out for the claim's whole 120 s.
  it.each([
    ['a holder that is gone', 'dead', 0],
    ['no holder, made long ago', undefined, 5 * 60_000],
  ])('are claimed past a lock left with %s', async (_what, holder, ageMs) => {
    const dead = holder === 'dead' ? spawnSync(process.execPath, ['-e', '']).pid : undefined;
    await plantLock(dead, ageMs);
    const run = claimer(Date.now());
    try {
      // a lock not taken over holds the claim until it gives up (120 s), past this test's time
      expect(await run.id).toBeGreaterThanOrEqual(0);
    } finally {
      await run.release();
    }
  });
});
