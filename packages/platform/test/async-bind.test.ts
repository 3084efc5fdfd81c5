import { AsyncLocalStorage, AsyncResource, executionAsyncId } from 'node:async_hooks';
import * as path from 'node:path';
import { leanAsyncResourceBind } from '@bms/platform';
import { nodeMakesAccessor } from './node-behaviour';
import { promotedShare } from './promoted';

const platform = path.join(__dirname, '..', 'dist', 'index.js');

/** bind(fn, thisArg): Node's signature, which @types/node leaves out. */
const bindTo = <F extends (...args: never[]) => unknown>(r: AsyncResource, fn: F, thisArg: unknown) =>
  (r.bind as unknown as (this: AsyncResource, fn: F, thisArg: unknown) => F).call(r, fn, thisArg);

describe("the platform's AsyncResource#bind", () => {
  const lean = leanAsyncResourceBind();

  it('is in place exactly where Node makes the deprecated accessor (20 to 24, not 26), and installing it again changes nothing', () => {
    expect(lean).toBe(nodeMakesAccessor());
    const bound = new AsyncResource('T').bind(() => 0);
    // Either ours, or a Node whose own bind has no accessor (nothing to replace).
    expect(Object.getOwnPropertyDescriptor(bound, 'asyncResource')?.get).toBeUndefined();
    expect(leanAsyncResourceBind()).toBe(lean);
  });

  // That runProcess and the all-in-one process put it in place: runtime-fixes.test.ts.

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
    // Ours names the resource in a plain property (DEP0172's accessor, less the warning); Node 26's own bind has neither.
    if (lean) expect((bound as unknown as { asyncResource: AsyncResource }).asyncResource).toBe(resource);
    else expect('asyncResource' in bound).toBe(false);
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
    const bind = "new AsyncResource('Probe').bind(() => held.length)();";
    const setup = "const { AsyncResource } = require('node:async_hooks');";
    expect(promotedShare(`${setup} require(${JSON.stringify(platform)}).leanAsyncResourceBind();`, bind)).toBeLessThan(0.1);
    // Node's own bind, where it makes the accessor, promotes all of it: the defect this replaces.
    if (nodeMakesAccessor()) expect(promotedShare(setup, bind)).toBeGreaterThan(0.5);
  });
});
