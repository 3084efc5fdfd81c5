import { KnownCounts } from '../src/limits/known-counts';

/** What a gateway remembers of the counts Redis gave it (known-counts.ts), on a clock of the test's own. */
describe('the counts a gateway knows', () => {
  const T = 1_000_000;

  it('remembers what Redis answered; a count in step with it puts nothing back', () => {
    const k = new KnownCounts();
    expect(k.answered('login:a:1', 1, 7, 50_000, T)).toBeUndefined();
    expect(k.get('login:a:1', T)).toEqual({ consumed: 7, endsAt: T + 50_000, alone: false });
    // Other gateways counted meanwhile: more, in the same window.
    expect(k.answered('login:a:1', 1, 12, 49_000, T + 1_000)).toBeUndefined();
    expect(k.get('login:a:1', T + 1_000)?.consumed).toBe(12);
  });

  it('a window Redis made anew while the known one runs, holding less: raised to what was known, this request with it, for what is left of the known window', () => {
    const k = new KnownCounts();
    k.answered('login:a:1', 1, 51, 40_000, T);
    expect(k.answered('login:a:1', 1, 1, 60_000, T + 5_000)).toEqual({ consumed: 52, msLeft: 35_000 });
    k.raised('login:a:1', 52, 35_000, T + 5_000);
    expect(k.get('login:a:1', T + 5_000)).toEqual({ consumed: 52, endsAt: T + 40_000, alone: false });
  });

  it('a window ended is forgotten: the next one starts from what Redis says', () => {
    const k = new KnownCounts();
    k.answered('login:a:1', 1, 51, 10_000, T);
    expect(k.get('login:a:1', T + 10_000)).toBeUndefined();
    expect(k.answered('login:a:1', 1, 1, 60_000, T + 10_000)).toBeUndefined();
  });

  it('a known window at its very end, Redis already in the next one: that one starts from zero (no request refused at the turn)', () => {
    const k = new KnownCounts();
    k.answered('login:a:1', 1, 50, 60_000, T);
    // By this gateway's clock 300 ms of the known window are left; Redis expired it and counted this request anew.
    expect(k.answered('login:a:1', 1, 1, 60_000, T + 59_700)).toBeUndefined();
    expect(k.get('login:a:1', T + 59_700)).toEqual({ consumed: 1, endsAt: T + 119_700, alone: false });
  });

  it('while Redis cannot be asked, counts on alone from what was known; Redis back with less, even in the same window, gets it back', () => {
    const k = new KnownCounts();
    k.answered('login:a:1', 1, 48, 30_000, T);
    expect(k.alone('login:a:1', 1, 60_000, T + 100)).toEqual({ consumed: 49, endsAt: T + 30_000, alone: true });
    expect(k.alone('login:a:1', 1, 60_000, T + 200).consumed).toBe(50);
    // Redis kept its count (48) and took this request: 49, short of the two counted alone.
    expect(k.answered('login:a:1', 1, 49, 29_700, T + 300)).toEqual({ consumed: 51, msLeft: 29_700 });
    // Never known: a window of its own, from zero.
    expect(k.alone('login:a:2', 1, 60_000, T)).toEqual({ consumed: 1, endsAt: T + 60_000, alone: true });
  });

  it('a request given back lowers what is known, so that Redis holding less for it is no loss', () => {
    const k = new KnownCounts();
    k.answered('default:u:1', 12, 24, 30_000, T);
    k.refunded('default:u:1', 1, T);
    expect(k.answered('default:u:1', 12, 35, 29_000, T + 1_000)).toBeUndefined();
  });

  it('keeps at most its bound of counts, the oldest dropped first', () => {
    const k = new KnownCounts(2);
    k.answered('a', 1, 1, 60_000, T);
    k.answered('b', 1, 1, 60_000, T);
    k.answered('c', 1, 1, 60_000, T);
    expect([k.get('a', T), k.get('b', T)?.consumed, k.get('c', T)?.consumed]).toEqual([undefined, 1, 1]);
  });
});
