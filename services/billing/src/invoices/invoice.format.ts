import { toMinor } from '@bms/platform';

/**
 * How an invoice's numbers and words are written on its PDF. The PDF uses
 * the standard Helvetica font, which carries only the WinAnsi characters
 * (Latin-1 and a few more such as € and curly quotes): every text goes
 * through `printable` so a name in another script prints as close as it can
 * instead of as garbage.
 */

/** The characters beyond Latin-1 that WinAnsi has (its 0x80–0x9F block). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Currency signs WinAnsi lacks, written as their ISO 4217 codes (each sign names one currency). */
const CURRENCY_CODES: Record<string, string> = {
  '₹': 'INR',
  '₽': 'RUB',
  '₺': 'TRY',
  '₩': 'KRW',
  '₪': 'ILS',
  '₫': 'VND',
  '₱': 'PHP',
  '₴': 'UAH',
  '₦': 'NGN',
  '₸': 'KZT',
  '₼': 'AZN',
  '₾': 'GEL',
};

/** Letters that have no decomposition to a Latin base, written as the one they are read as. */
const LATIN_BASES: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

const isWinAnsi = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(c);
};

/**
 * The text in characters Helvetica can show: each other character as its
 * letters without accents when it has them (ő → o, Ș → S, Ł → L), a control
 * character or a space of another width as a space, a lone combining mark as
 * nothing, anything else as '?'.
 */
export function printable(text: string): string {
  let out = '';
  for (const c of text.normalize('NFC')) {
    const code = c.codePointAt(0)!;
    if (isWinAnsi(c)) out += c;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (LATIN_BASES[c]) out += LATIN_BASES[c];
    else if (!/\p{M}/u.test(c)) out += fromDecomposition(c);
  }
  return out;
}

/**
 * A character as the WinAnsi parts of its decomposition (ﬁ → fi, Ｗ → W):
 * '?' when they are none but spaces (ﷺ is Arabic words, whose spaces alone
 * would print as a blank), a space when the character is one.
 */
function fromDecomposition(c: string): string {
  const kept = [...c.normalize('NFKD')].filter(isWinAnsi).join('');
  if (kept.trim()) return kept;
  return /\s/u.test(c) ? ' ' : '?';
}

/** 1234567.8 → "1,234,567.80": grouped thousands, always two decimals. */
export function formatAmount(amount: number): string {
  const minor = toMinor(amount);
  const abs = Math.abs(minor);
  const units = Math.trunc(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}${group(units)}.${cents}`;
}

/**
 * An amount with its currency: a sign before it ("$1,250.00", "€9.99"), a
 * code or word after a space ("CHF 1,250.00"), none when the client has no
 * currency set. A sign Helvetica lacks is written as its code.
 */
export function formatMoney(amount: number, currency: string): string {
  const symbol = printableCurrency(currency.trim());
  if (!symbol) return formatAmount(amount);
  return /^[A-Za-z]{2,}\.?$/.test(symbol) ? `${symbol} ${formatAmount(amount)}` : `${symbol}${formatAmount(amount)}`;
}

/** A quantity as it was entered: 2 → "2", 1.5 → "1.5", 0.333 → "0.333", 1200 → "1,200". */
export function formatQuantity(quantity: number): string {
  const [units, decimals] = quantity.toFixed(3).replace(/\.?0+$/, '').split('.') as [string, string?];
  return `${group(Number(units))}${decimals ? `.${decimals}` : ''}`;
}

function printableCurrency(currency: string): string {
  if (CURRENCY_CODES[currency]) return CURRENCY_CODES[currency];
  return printable(currency);
}

function group(units: number): string {
  return String(units).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
