/**
 * Totals as the server computes them (in cents, each line rounded half away
 * from zero, quantities to three decimals), so that what the form shows is
 * what the invoice will say.
 */
const QTY_SCALE = 1000;

export function lineTotalMinor(quantity: number, rate: number): number {
  if (!Number.isFinite(quantity) || !Number.isFinite(rate)) return 0;
  const scaled = BigInt(Math.round(quantity * QTY_SCALE)) * BigInt(Math.round(rate * 100));
  const negative = scaled < 0n;
  const scale = BigInt(QTY_SCALE);
  const rounded = Number(((negative ? -scaled : scaled) + scale / 2n) / scale);
  return negative ? -rounded : rounded;
}

export interface Line {
  title?: string;
  quantity?: number | string | null;
  rate?: number | string | null;
}

export function itemsTotal(items: readonly Line[] | undefined): number {
  const cents = (items ?? []).reduce((sum, i) => sum + lineTotalMinor(Number(i?.quantity ?? 0), Number(i?.rate ?? 0)), 0);
  return cents / 100;
}

export const formatMoney = (n: number | undefined | null) =>
  (n ?? 0).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
