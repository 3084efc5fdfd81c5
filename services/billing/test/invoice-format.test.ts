import { formatAmount, formatMoney, formatQuantity, printable } from '../src/invoices/invoice.format';

/** How amounts, quantities and names are written on an invoice's PDF (Helvetica shows WinAnsi only). */
describe('invoice PDF formatting', () => {
  it('writes amounts with grouped thousands and two decimals, from minor units', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(0.3)).toBe('0.30');
    expect(formatAmount(25.3)).toBe('25.30');
    expect(formatAmount(999.99)).toBe('999.99');
    expect(formatAmount(1000)).toBe('1,000.00');
    expect(formatAmount(1234567.8)).toBe('1,234,567.80');
    expect(formatAmount(100_000_000_000)).toBe('100,000,000,000.00');
    // 0.1 + 0.2 in floating point is 0.30000000000000004
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
    expect(formatAmount(-12.5)).toBe('-12.50');
  });

  it("puts a sign before the amount, a code after a space, and nothing when the client has no currency", () => {
    expect(formatMoney(1250, '$')).toBe('$1,250.00');
    expect(formatMoney(9.99, '€')).toBe('€9.99');
    expect(formatMoney(9.99, '£')).toBe('£9.99');
    expect(formatMoney(1250, 'CHF')).toBe('CHF 1,250.00');
    expect(formatMoney(1250, 'Rs.')).toBe('Rs. 1,250.00');
    expect(formatMoney(1250, 'R$')).toBe('R$1,250.00');
    expect(formatMoney(1250, ' ')).toBe('1,250.00');
    expect(formatMoney(1250, '')).toBe('1,250.00');
  });

  it('writes a currency sign Helvetica lacks as its ISO code', () => {
    expect(formatMoney(1250, '₹')).toBe('INR 1,250.00');
    expect(formatMoney(3, '₩')).toBe('KRW 3.00');
    expect(formatMoney(3, '¥')).toBe('¥3.00');
  });

  it('writes quantities as entered: no trailing zeros, up to three decimals, grouped', () => {
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(1.5)).toBe('1.5');
    expect(formatQuantity(0.333)).toBe('0.333');
    expect(formatQuantity(10)).toBe('10');
    expect(formatQuantity(1200)).toBe('1,200');
    expect(formatQuantity(1_000_000)).toBe('1,000,000');
  });

  it('keeps Latin-1 and the WinAnsi extras as they are', () => {
    const text = 'Müller & Søn, Ærø — “Café” 50 € ½ ™';
    expect(printable(text)).toBe(text);
  });

  it('drops accents Helvetica cannot show, and writes other scripts as ?', () => {
    expect(printable('Łódź')).toBe('Lódz'); // ó is in Latin-1
    expect(printable('Ștefan Őry')).toBe('Stefan Ory');
    // decomposed input: the letters are composed first, so é (in Latin-1) stays
    expect(printable('Cafe\u0301')).toBe('Café');
    expect(printable('q\u0303')).toBe('q');
    expect(printable('ﬁne Ｗidth')).toBe('fine Width');
    expect(printable('東京 ☕ Δ')).toBe('?? ? ?');
    expect(printable('a\tb\nc\u0085d')).toBe('a b c d');
  });

  it('writes a character of another script whose decomposition keeps only spaces as ?, and a space of another width as a space', () => {
    // ﷺ decomposes to Arabic words: only their spaces are WinAnsi, which would print as a blank.
    expect(printable('Fee \ufdfa')).toBe('Fee ?');
    expect(printable('\ufdfa'.repeat(3))).toBe('???');
    expect(printable('a\u2003b\u2028c')).toBe('a b c');
  });
});
