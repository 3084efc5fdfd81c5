import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { lib } from '../support/stack';

/** Ports the system finds free now (none of freePort's), `n` of them, each another: all are held until all are bound. */
async function freeNow(n = 1): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: n }, () => new Promise<net.Server>((resolve) => { const s = net.createServer().listen(0, '127.0.0.1', () => resolve(s)); })),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

/** The ports scripts/lib.js freePort hands to the processes the start, the tests and the bench run. */
describe('a free port for a process started later', () => {
  it('is never one that Node fetch or a browser refuses to reach', async () => {
    // The Fetch standard's bad port in freePort's range: fetch fails before it connects.
    const refused = await fetch('http://127.0.0.1:10080/').then(
      () => 'reached',
      (err: Error & { cause?: Error }) => err.cause?.message,
    );
    expect(refused).toBe('bad port');
    expect(lib.pickable(10080)).toBe(false);
    expect([10079, 10081].map(lib.pickable)).toEqual([true, true]);
  });

  it("is never MongoDB's", () => {
    expect([27016, 27017, 27018, 27019, 27020].map(lib.pickable)).toEqual([true, false, false, false, true]);
  });

  it('passes over the candidates it may not hand out, free as they are', async () => {
    const [free] = await freeNow();
    const candidates = [10080, 27017, free];
    expect(await lib.freePort(() => candidates.shift()!)).toBe(free);
    expect(candidates).toEqual([]);
  });

  it('is never one another process handed out lately, though it is free', async () => {
    const [mine, other, old] = await freeNow(3);
    // Another process of ours hands out `other` (and binds nothing).
    const script = `require(${JSON.stringify(path.resolve(__dirname, '../../scripts/lib.js'))}).freePort(() => ${other}).then((p) => console.log(p))`;
    expect(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim()).toBe(String(other));
    // A claim two five-minute spans old has lapsed.
    fs.writeFileSync(path.join(lib.PORT_CLAIMS, `${old}.${Math.floor(Date.now() / 300_000) - 2}`), '');
    const candidates = [other, old, mine];
    expect(await lib.freePort(() => candidates.shift()!)).toBe(old);
    expect(await lib.freePort(() => candidates.shift()!)).toBe(mine);
  });

  it('is handed out once, may be picked, and can be bound', async () => {
    const ports = await Promise.all(Array.from({ length: 100 }, () => lib.freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports.filter((p) => !lib.pickable(p))).toEqual([]);
    const port = ports[0];
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    await new Promise((r) => server.close(r));
  });
});
