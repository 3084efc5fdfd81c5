import { spawnSync } from 'node:child_process';
import { AsyncLocalStorage, AsyncResource, executionAsyncId } from 'node:async_hooks';
import * as path from 'node:path';
import { leanAsyncResourceBind } from '@bms/platform';

const platform = path.join(__dirname, '..', 'dist', 'index.js');

/**
 * In a process of its own (with gc exposed): how much 10,000 functions
 * bound with AsyncResource#bind, each holding an array of 100 numbers, then
 * dropped, leave in the old generation after two young-generation
 * collections (the most of three rounds); with the platform's bind or with
 * Node's.
 */
function promotedByBinds(lean: boolean): { accessor: boolean; promotedKb: number } {
  const script = `
    const { AsyncResource } = require('node:async_hooks');
    const v8 = require('node:v8');
    const accessor = Boolean(Object.getOwnPropertyDescriptor(new AsyncResource('T').bind(() => 0), 'asyncResource')?.get);
    if (${lean}) require(${JSON.stringify(platform)}).leanAsyncResourceBind();
    const old = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_used_size;
    const bindMany = () => {
      for (let i = 0; i < 10000; i++) {
        const held = new Array(100).fill(i);
        new AsyncResource('Probe').bind(() => held.length)();
      }
    };
    // The most of three rounds: when a collection falls within a round varies.
    let most = 0;
    for (let round = 0; round < 3; round++) {
      gc();
      const before = old();
      bindMany();
      gc({ type: 'minor' });
      gc({ type: 'minor' });
      most = Math.max(most, old() - before);
    }
    console.log(JSON.stringify({ accessor, promotedKb: Math.round(most / 1024) }));
  `;
  const r = spawnSync(process.execPath, ['--expose-gc', '-e', script], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim()) as { accessor: boolean; promotedKb: number };
}

/** bind(fn, thisArg): Node's signature, which @types/node leaves out. */
const bindTo = <F extends (...args: never[]) => unknown>(r: AsyncResource, fn: F, thisArg: unknown) =>
  (r.bind as unknown as (this: AsyncResource, fn: F, thisArg: unknown) => F).call(r, fn, thisArg);

describe("the platform's AsyncResource#bind", () => {
  const lean = leanAsyncResourceBind();

  it('is in place where Node makes the deprecated accessor, and installing it again changes nothing', () => {
    const bound = new AsyncResource('T').bind(() => 0);
    // Either ours, or a Node whose own bind has no accessor (nothing to replace).
    expect(Object.getOwnPropertyDescriptor(bound, 'asyncResource')?.get).toBeUndefined();
    expect(leanAsyncResourceBind()).toBe(lean);
  });

  it("runs the function in the resource's async scope, with its arguments, receiver and result", () => {
    const resource = new AsyncResource('T');
    const seen: unknown[] = [];
    const fn = function (this: unknown, a: number, b: number) {
      seen.push(executionAsyncId(), this);
      return a + b;
    };
    const bound = resource.bind(fn);
    const receiver = { bound };
    expect(receiver.bound(2, 3)).toBe(5);
    expect(seen).toEqual([resource.asyncId(), receiver]);

    const fixed = { fixed: true };
    seen.length = 0;
    expect(bindTo(resource, fn, fixed)(4, 5)).toBe(9);
    expect(seen).toEqual([resource.asyncId(), fixed]);

    expect(bound.length).toBe(2);
    expect((bound as unknown as { asyncResource: AsyncResource }).asyncResource).toBe(resource);
  });

  it("looks the resource's runInAsyncScope up when called, as Node does", () => {
    class Counted extends AsyncResource {
      runs = 0;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the signature it overrides
      override runInAsyncScope<This, Result>(fn: (this: This, ...args: any[]) => Result, thisArg?: This, ...args: any[]): Result {
        this.runs++;
        return super.runInAsyncScope(fn, thisArg, ...args);
      }
    }
    const r = new Counted('T');
    r.bind(() => 1)();
    bindTo(r, () => 1, {})();
    expect(r.runs).toBe(2);
  });

  it('carries AsyncLocalStorage stores through bind and snapshot', async () => {
    const als = new AsyncLocalStorage<string>();
    const bound = als.run('request-1', () => AsyncLocalStorage.bind(() => als.getStore()));
    const snapshot = als.run('request-2', () => AsyncLocalStorage.snapshot());
    await new Promise((r) => setImmediate(r));
    expect(bound()).toBe('request-1');
    expect(snapshot(() => als.getStore())).toBe('request-2');
  });

  it("refuses what is not a function with Node's own error", () => {
    expect(() => new AsyncResource('T').bind(42 as unknown as () => void)).toThrow(expect.objectContaining({ code: 'ERR_INVALID_ARG_TYPE' }));
  });

  it('lets a young-generation collection free what a dropped bound function held', () => {
    const fixed = promotedByBinds(true);
    // 10,000 arrays of 100 numbers are ~8 MB: none of it may be promoted.
    expect(fixed.promotedKb).toBeLessThan(1024);
    // Node's own bind, where it makes the accessor, promotes all of it: the defect this replaces.
    const node = promotedByBinds(false);
    if (node.accessor) expect(node.promotedKb).toBeGreaterThan(5 * 1024);
  });
});
