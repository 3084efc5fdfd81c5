// Money is computed in integer minor units (cents) and returned as numbers
// with at most two decimals: 3 × 0.1 is 0.3, not 0.30000000000000004.
// Quantities may carry up to three decimals.

const QTY_SCALE = 1000;

export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinor(minor: number): number {
  return minor / 100;
}

/**
 * quantity × rate in minor units, rounded half away from zero. The product
 * of the scaled integers can pass 2^53, so it is taken in BigInt.
 */
export function lineTotalMinor(quantity: number, rate: number): number {
  const scaled = BigInt(Math.round(quantity * QTY_SCALE)) * BigInt(toMinor(rate));
  const negative = scaled < 0n;
  const scale = BigInt(QTY_SCALE);
  const rounded = Number(((negative ? -scaled : scaled) + scale / 2n) / scale);
  return negative ? -rounded : rounded;
}

export interface LineItem {
  title: string;
  quantity: number;
  rate: number;
}

/** The sum of quantity × rate over the items, as a number with ≤ 2 decimals. */
export function itemsTotal(items: readonly LineItem[]): number {
  return fromMinor(items.reduce((sum, i) => sum + lineTotalMinor(i.quantity, i.rate), 0));
}
