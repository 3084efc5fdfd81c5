import { dateString, email, idParam, lineItem, pageQuery, phone } from '@bms/contracts';

describe('shared schemas', () => {
  it.each(['2026-01-31', '2024-02-29', '2000-12-01'])('accepts the real date %s', (d) => {
    expect(dateString.safeParse(d).success).toBe(true);
  });

  it.each(['2026-02-30', '2023-02-29', '2026-13-01', '26-01-01', '2026-1-1', '2026-01-01T00:00:00Z', ''])(
    'refuses %s as a date',
    (d) => {
      expect(dateString.safeParse(d).success).toBe(false);
    },
  );

  it('normalizes phones and refuses what is not one', () => {
    expect(phone.parse('+1 (555) 123-4567')).toBe('+15551234567');
    for (const p of ['abc', '12', '+0123456789', '+1234567890123456']) expect(phone.safeParse(p).success).toBe(false);
  });

  it('lower-cases emails and refuses what is not one', () => {
    expect(email.parse(' Ann@Example.COM ')).toBe('ann@example.com');
    expect(email.safeParse('ann@').success).toBe(false);
  });

  it('pages with defaults 1 and 20 and bounds 1..100', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(pageQuery.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
    for (const q of [{ page: '0' }, { limit: '101' }, { limit: '-1' }, { page: '1.5' }, { page: ['1', '2'] }]) {
      expect(pageQuery.safeParse(q).success).toBe(false);
    }
  });

  it('reads ids from paths as positive integers only', () => {
    expect(idParam.parse('42')).toBe(42);
    for (const s of ['0', '-1', '1e3', '0x10', 'abc', '1.0', '99999999999999999']) expect(idParam.safeParse(s).success).toBe(false);
  });

  it('checks line items: title, quantity > 0 (≤ 3 decimals), rate ≥ 0 (≤ 2 decimals)', () => {
    expect(lineItem.safeParse({ title: 'Work', quantity: 1.5, rate: 12.5 }).success).toBe(true);
    for (const bad of [
      { title: '', quantity: 1, rate: 1 },
      { title: 'x', quantity: 0, rate: 1 },
      { title: 'x', quantity: 1, rate: -1 },
      { title: 'x', quantity: 1, rate: 0.001 },
      { title: 'x', quantity: 0.0001, rate: 1 },
      { title: 'x', quantity: '1', rate: 1 },
      { title: 'x', quantity: 305_413.919, rate: 90_089_589.46 },
    ]) {
      expect(lineItem.safeParse(bad).success).toBe(false);
    }
  });

  it('takes large amounts with two decimals as they are, up to a line total of 100,000,000,000', () => {
    expect(lineItem.safeParse({ title: 'x', quantity: 1, rate: 586_677_992.81 }).success).toBe(true);
    expect(lineItem.safeParse({ title: 'x', quantity: 100, rate: 999_999_999.99 }).success).toBe(true);
    const over = lineItem.safeParse({ title: 'x', quantity: 101, rate: 999_999_999.99 });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.path).toEqual(['rate']);
  });
});
