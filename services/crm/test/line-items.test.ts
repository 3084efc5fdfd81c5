import { checkDateOrder, priced } from '../src/sales/line-items';

/** Estimates' and orders' own rules (sales/line-items.ts): lines priced in minor units, dates in order. */
describe('priced lines and date order', () => {
  it('computes each line and the total in minor units', () => {
    expect(
      priced([
        { title: 'a', quantity: 3, rate: 0.1 },
        { title: 'b', quantity: 2, rate: 12.5 },
        { title: 'c', quantity: 0.5, rate: 0.05 },
      ]),
    ).toEqual({
      items: [
        { title: 'a', quantity: 3, rate: 0.1, total: 0.3 },
        { title: 'b', quantity: 2, rate: 12.5, total: 25 },
        { title: 'c', quantity: 0.5, rate: 0.05, total: 0.03 },
      ],
      total: 25.33,
    });
  });

  it('totals the lines as they are rounded, each to the cent', () => {
    // 0.5 × 0.05 is 0.025: each line rounds to 0.03, and the total is theirs (0.06), not the rounded sum (0.05).
    const half = { title: 'h', quantity: 0.5, rate: 0.05 };
    expect(priced([half, half])).toEqual({ items: [{ ...half, total: 0.03 }, { ...half, total: 0.03 }], total: 0.06 });
  });

  it('keeps of a line only its title, quantity and rate, and totals no lines as 0', () => {
    const sent = { title: 'a', quantity: 1, rate: 9.99, total: 1_000_000, note: 'x' };
    expect(priced([sent])).toEqual({ items: [{ title: 'a', quantity: 1, rate: 9.99, total: 9.99 }], total: 9.99 });
    expect(priced([])).toEqual({ items: [], total: 0 });
  });

  it('refuses an end before the start, naming the end, or the start when only it changed', () => {
    expect(() => checkDateOrder({ s: '2026-01-02', e: '2026-01-02' }, 's', 'e')).not.toThrow();
    expect(() => checkDateOrder({ s: '2026-01-02' }, 's', 'e')).not.toThrow();
    expect(() => checkDateOrder({ s: '2026-01-02', e: '2026-01-01' }, 's', 'e')).toThrow(expect.objectContaining({ fields: { e: [expect.any(String)] } }));
    expect(() => checkDateOrder({ s: '2026-01-02', e: '2026-01-01' }, 's', 'e', true)).toThrow(
      expect.objectContaining({ fields: { s: [expect.any(String)] } }),
    );
  });
});
