import * as crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { Metrics } from '@bms/platform';
import { type LimitName, type LimitSpec, Limits } from '../src/limits/limits';
import { nextSize, type Slice, sliceSizes } from '../src/limits/slices';
import { limitStage } from '../src/pipeline/limit';
import { httpMetrics } from '../src/pipeline/request-context';

/** The limits against the machine's Redis, under a prefix of this run's own. */

const specs = (points: number): Record<LimitName, LimitSpec> =>
  Object.fromEntries((['login', 'send_otp', 'recovery', 'phone_verify', 'default'] as LimitName[]).map((n) => [n, { points, durationSeconds: 60, key: 'user' }])) as Record<LimitName, LimitSpec>;

describe('a limit taken from Redis in slices', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const prefix = `bms-test:slices:${crypto.randomBytes(4).toString('hex')}:`;
  beforeAll(() => new Promise<void>((resolve) => (redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve()))));
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('is first 1% of the limit, between 1 and 100 requests, and may grow to 1% of it', () => {
    expect([50, 1200, 100_000, 1e9].map(sliceSizes)).toEqual([
      { first: 1, most: 1 },
      { first: 12, most: 12 },
      { first: 100, most: 1000 },
      { first: 100, most: 1e7 },
    ]);
  });

  it('grows twice as large after one spent within a quarter second, and halves after one that lasted a second', () => {
    const sizes = sliceSizes(100_000);
    const spent = (size: number, takenAt: number): Slice => ({ left: 0, behind: 50_000, endsAt: 60_000, size, takenAt });
    expect(nextSize(undefined, sizes, 0)).toBe(100);
    expect(nextSize(spent(100, 0), sizes, 249)).toBe(200);
    expect(nextSize(spent(800, 0), sizes, 10)).toBe(1000);
    expect(nextSize(spent(400, 0), sizes, 500)).toBe(400);
    expect(nextSize(spent(400, 0), sizes, 1000)).toBe(200);
    expect(nextSize(spent(150, 0), sizes, 5000)).toBe(100);
    // Not spent when its window ended: the caller is not busy, whatever it was.
    expect(nextSize({ ...spent(1000, 0), left: 3 }, sizes, 10)).toBe(100);
  });

  it('counts every request of a gateway and says what is left, as one by one would', async () => {
    const limits = new Limits(specs(1200), redis, `${prefix}a:`);
    const remaining: number[] = [];
    for (let i = 0; i < 30; i++) remaining.push((await limits.consume('default', 'u:1')).remaining);
    expect(remaining).toEqual(Array.from({ length: 30 }, (_, i) => 1199 - i));
    // Redis holds what was taken: three slices of 12.
    expect(Number(await redis.get(`${prefix}a:rl:default:u:1`))).toBe(36);
  });

  it('never lets two gateways together pass more than the limit, and refuses with the time left', async () => {
    const a = new Limits(specs(1000), redis, `${prefix}b:`);
    const b = new Limits(specs(1000), redis, `${prefix}b:`);
    const tries = await Promise.all(Array.from({ length: 1100 }, (_, i) => (i % 2 ? a : b).consume('default', 'u:2')));
    const allowed = tries.filter((t) => t.allowed).length;
    // Each gateway may hold at most one slice it did not spend.
    expect(allowed).toBeLessThanOrEqual(1000);
    expect(allowed).toBeGreaterThanOrEqual(1000 - 2 * sliceSizes(1000).most);
    const refused = tries.find((t) => !t.allowed)!;
    expect(refused.remaining).toBe(0);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('grants what is left of the budget when less than a slice is', async () => {
    const limits = new Limits(specs(1000), redis, `${prefix}c:`);
    // Another gateway has spent all but 3 meanwhile.
    await redis.set(`${prefix}c:rl:default:u:3`, '997', 'EX', 60);
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await limits.consume('default', 'u:3'));
    expect(tries.map((t) => t.allowed)).toEqual([true, true, true, false, false]);
  });

  it('gives a refunded request back to the slice it came from', async () => {
    const limits = new Limits(specs(1200), redis, `${prefix}d:`);
    expect((await limits.consume('default', 'u:4')).remaining).toBe(1199);
    await limits.refund('default', 'u:4');
    expect((await limits.consume('default', 'u:4')).remaining).toBe(1199);
  });

  it('decides from the slice held here at once, as consume would, and leaves the rest to consume', async () => {
    const limits = new Limits(specs(1200), redis, `${prefix}f:`);
    // No slice held yet: nothing decided here.
    expect(limits.consumeHeld('default', 'u:6')).toBeUndefined();
    expect((await limits.consume('default', 'u:6')).remaining).toBe(1199);
    // The rest of that slice of 12, each decided without a promise, counting on from where consume left off.
    const held = Array.from({ length: 11 }, () => limits.consumeHeld('default', 'u:6'));
    expect(held.map((d) => d?.remaining)).toEqual(Array.from({ length: 11 }, (_, i) => 1198 - i));
    // Spent, with budget behind it in Redis: a new slice is for consume to take.
    expect(limits.consumeHeld('default', 'u:6')).toBeUndefined();
    expect((await limits.consume('default', 'u:6')).remaining).toBe(1187);
    // A limit counted one by one (a slice of 1) is never decided here.
    const small = new Limits(specs(50), redis, `${prefix}f:`);
    await small.consume('default', 'u:7');
    expect(small.consumeHeld('default', 'u:7')).toBeUndefined();
  });

  it('refuses from a spent slice with nothing behind it at once, with the time left', async () => {
    const limits = new Limits(specs(1000), redis, `${prefix}g:`);
    await redis.set(`${prefix}g:rl:default:u:8`, '998', 'EX', 60);
    expect((await limits.consume('default', 'u:8')).allowed).toBe(true);
    expect(limits.consumeHeld('default', 'u:8')).toMatchObject({ allowed: true, remaining: 0 });
    const refused = limits.consumeHeld('default', 'u:8')!;
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('lets the limit stage answer from the held slice at once: its headers set, a 429 thrown rather than a promise rejected', async () => {
    const stage = limitStage(new Limits(specs(1000), redis, `${prefix}h:`), httpMetrics(new Metrics('slices-test')));
    await redis.set(`${prefix}h:rl:default:a:10.1.1.1`, '998', 'EX', 60);
    const req = { ip: '10.1.1.1' } as Request;
    const headers = new Map<string, string>();
    const res = { setHeader: (k: string, v: string) => headers.set(k, v) } as unknown as Response;
    // The first takes the slice from Redis (what is left: 2), so it waits for it.
    await expect(stage('default', req, res, undefined)).resolves.toBeUndefined();
    expect(stage('default', req, res, undefined)).toBeUndefined();
    expect(headers.get('X-RateLimit-Remaining')).toBe('0');
    expect(() => stage('default', req, res, undefined)).toThrow(expect.objectContaining({ status: 429 }));
  });

  it('counts a small limit one by one, exactly', async () => {
    const limits = new Limits(specs(5), redis, `${prefix}e:`);
    const tries = await Promise.all(Array.from({ length: 8 }, () => limits.consume('default', 'u:5')));
    expect(tries.filter((t) => t.allowed)).toHaveLength(5);
    expect(Number(await redis.get(`${prefix}e:rl:default:u:5`))).toBe(8);
  });

  describe('for a busy caller', () => {
    // The clock stands still (only Date is faked): every slice is spent at once.
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance'] }));
    afterEach(() => jest.useRealTimers());

    it('takes larger slices, up to 1% of the limit, with every request counted, and smaller ones once it slows', async () => {
      const limits = new Limits(specs(100_000), redis, `${prefix}i:`);
      const key = `${prefix}i:rl:default:u:9`;
      const counts: number[] = [];
      for (let n = 0; n < 3600; n++) {
        const d = limits.consumeHeld('default', 'u:9') ?? (await limits.consume('default', 'u:9'));
        expect(d).toMatchObject({ allowed: true, remaining: 100_000 - n - 1 });
        const count = Number(await redis.get(key));
        if (counts.at(-1) !== count) counts.push(count);
      }
      // Slices of 100, 200, 400, 800, then 1000 (1% of the limit): 7 round trips for 3,600 requests, not 36.
      expect(counts).toEqual([100, 300, 700, 1500, 2500, 3500, 4500]);
      // A second later, the next slice is half the last one.
      jest.setSystemTime(Date.now() + 1_000);
      for (let n = 3600; n < 4501; n++) if (!limits.consumeHeld('default', 'u:9')) await limits.consume('default', 'u:9');
      expect(Number(await redis.get(key))).toBe(4500 + 500);
    });

    it('lets two gateways with growing slices together pass exactly the limit, no more', async () => {
      const a = new Limits(specs(100_000), redis, `${prefix}j:`);
      const b = new Limits(specs(100_000), redis, `${prefix}j:`);
      // 4,000 of the budget left; 6,000 asked for, in turn through each gateway.
      const key = `${prefix}j:rl:default:u:10`;
      await redis.set(key, String(100_000 - 4_000), 'EX', 60);
      let allowed = 0;
      const counts = new Set<number>();
      for (let n = 0; n < 6000; n++) {
        const l = n % 2 ? a : b;
        if ((l.consumeHeld('default', 'u:10') ?? (await l.consume('default', 'u:10'))).allowed) allowed++;
        counts.add(Number(await redis.get(key)));
      }
      expect(allowed).toBe(4000);
      // Fewer round trips than slices of 100 would have made (40), and none past the budget's end.
      expect(counts.size).toBeLessThan(25);
      expect(Math.max(...counts)).toBeGreaterThanOrEqual(100_000);
    });
  });
});
