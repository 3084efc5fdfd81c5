import { itemsTotal, lineTotalMinor } from '@bms/platform';

describe('money in minor units', () => {
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

  it('stays exact where the scaled product passes 2^53', () => {
    // 1,000,000.000 × 99,999.99: 10^9 × 9,999,999 = 9,999,999 × 10^9 > 2^53
    expect(lineTotalMinor(1_000_000, 99_999.99)).toBe(9_999_999_000_000);
    // 305,413,919 × 9,008,958,946 = 2,751,461,457,807,969,374: in floating point the cents came out …70
    expect(lineTotalMinor(305_413.919, 90_089_589.46)).toBe(2_751_461_457_807_969);
    expect(lineTotalMinor(999_999.999, 100_000)).toBe(9_999_999_990_000_000 / 1000);
    expect(itemsTotal(Array.from({ length: 200 }, () => ({ title: 'x', quantity: 100, rate: 999_999_999.99 })))).toBe(19_999_999_999_800);
  });

  it('rounds each line half away from zero, in cents', () => {
    expect(lineTotalMinor(0.5, 0.01)).toBe(1);
    expect(lineTotalMinor(0.4, 0.01)).toBe(0);
  });
});
