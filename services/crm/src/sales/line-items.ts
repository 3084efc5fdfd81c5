import { fromMinor, itemsTotal, type LineItem, lineTotalMinor, ValidationError } from '@bms/platform';

/** A line as stored: its total computed in minor units. */
export interface PricedItem extends LineItem {
  total: number;
}

/** The lines with their totals, and the total of all, in minor units (3 × 0.1 = 0.3): each line rounded to the cent, the total theirs. */
export function priced(items: readonly LineItem[]): { items: PricedItem[]; total: number } {
  return {
    items: items.map((i) => ({ title: i.title, quantity: i.quantity, rate: i.rate, total: fromMinor(lineTotalMinor(i.quantity, i.rate)) })),
    total: itemsTotal(items),
  };
}

/**
 * A 422 when the date in `end` comes before the one in `start` (both
 * YYYY-MM-DD; an empty end is open). It names the end field, or the start
 * field when only that one was changed.
 */
export function checkDateOrder(d: Record<string, unknown>, start: string, end: string, blameStart = false): void {
  const s = d[start] as string | undefined;
  const e = d[end] as string | undefined;
  if (!s || !e || e >= s) return;
  throw blameStart
    ? ValidationError.field(start, `Must not be after ${end}.`)
    : ValidationError.field(end, `Must not be before ${start}.`);
}
