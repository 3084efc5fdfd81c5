import { itemsTotal, lineTotalMinor } from '@bms/platform';

describe('money in minor units (DESIGN 7)', () => {
  it.each([
    [[{ quantity: 3, rate: 0.1 }], 0.3],
    [[{ quantity: 2, rate: 12.5 }], 25],
    [[{ quantity: 1, rate: 0.1 }, { quantity: 1, rate: 0.2 }], 0.3],
    [[{ quantity: 1.5, rate: 19.99 }], 29.99],
    [[{ quantity: 0.333, rate: 3 }], 1],
    [[{ quantity: 10, rate: 0 }], 0],
    [[{ quantity: 1_000_000, rate: 999.99 }], 999_990_000],
  ])('totals %j as %d', (items, total) => {
    expect(itemsTotal(items.map((i) => ({ title: 'x', ...i })))).toBe(total);
  });

  it('rounds each line half away from zero, in cents', () => {
    expect(lineTotalMinor(0.5, 0.01)).toBe(1);
    expect(lineTotalMinor(0.4, 0.01)).toBe(0);
  });
});
