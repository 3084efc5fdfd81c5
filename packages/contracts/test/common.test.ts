import { dateString, email, fileManager, httpUrl, idParam, leftMenus, lineItem, multilineText, optionalPhone, pageQuery, phone, requiredText, text, website } from '@bms/contracts';

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

  it.each(['1000-01-01', '9999-12-31'])('accepts %s, at an end of the years of a date', (d) => {
    expect(dateString.safeParse(d).success).toBe(true);
  });

  it.each(['0000-01-01', '0001-01-01', '0999-12-31'])('refuses %s, a year before 1000, saying which years are dates', (d) => {
    expect(dateString.safeParse(d).error?.issues.map((i) => i.message)).toEqual(['Must be a date in the years 1000 to 9999.']);
  });

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

  describe('control characters', () => {
    const CONTROL = 'Must not contain control characters.';
    const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues.map((i) => i.message) ?? [];
    // C0 (NUL, tab, LF, CR, ESC), DEL, C1 (NEL, CSI), and the bidi embeddings, overrides and isolates.
    const C0_C1 = ['\u0000', '\u0001', '\t', '\n', '\u000b', '\r', '\u001b', '\u007f', '\u0085', '\u009b', '\u009f'];
    const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).padStart(4, '0')}`;

    it.each([...C0_C1, ...BIDI].map((c) => [hex(c), c]))('a line of text (a name, a title) refuses %s inside it', (_n, c) => {
      for (const schema of [text(100), requiredText(100)]) expect(messages(schema.safeParse(`invoice${c}fdp.exe`))).toEqual([CONTROL]);
      expect(messages(text(100).safeParse(`${c}Acme`))).toEqual(c === '\t' || c === '\n' || c === '\u000b' || c === '\r' ? [] : [CONTROL]);
    });

    it('takes any other text on a line, and trims the whitespace around it as ever', () => {
      for (const s of ['Ünïcödé ✓ Ωμέγα', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧‍👦', 'שלום עולם', 'مرحبا\u200f', '\u00a0x\u00ad'])
        expect(text(100).safeParse(s)).toMatchObject({ success: true });
      expect(requiredText(100).parse('\t Acme \r\n')).toBe('Acme');
    });

    it.each(C0_C1.filter((c) => !['\t', '\n', '\r'].includes(c)).map((c) => [hex(c), c]))('text of several lines refuses %s', (_n, c) => {
      expect(messages(multilineText(100).safeParse(`one${c}two`))).toEqual([CONTROL]);
    });

    it('keeps the tabs, line breaks and bidi controls of text of several lines', () => {
      const s = `Line one\r\n\tline two\n${BIDI.join('')}שלום`;
      expect(multilineText(100).parse(` ${s}\n`)).toBe(s);
    });

    it('refuses them in a phone, a file or folder name and a web address too', () => {
      for (const schema of [phone, optionalPhone]) expect(messages(schema.safeParse('+47\t22334455'))).toContain(CONTROL);
      expect(phone.parse('+47\u00a022 33 44 55')).toBe('+4722334455');
      for (const name of ['invoice\u202efdp.exe', 'a\u0085b', 'a\u0000b'])
        expect(messages(fileManager.entryName.safeParse(name))).toEqual(['Must not contain / \\ or control characters.']);
      for (const url of ['https://acme.example/a\u0000b', 'https://ac\tme.example', 'https://acme.example/\u202efdp.exe'])
        for (const schema of [httpUrl(2000), website()]) expect(messages(schema.safeParse(url))).toEqual([CONTROL]);
    });
  });

  describe('web addresses', () => {
    it('takes http and https addresses only, trimmed, up to its limit', () => {
      expect(httpUrl(2000).parse(' HTTPS://Acme.example/x?y=1 ')).toBe('HTTPS://Acme.example/x?y=1');
      for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://files.example', 'https:acme.example', 'acme.example', ''])
        expect([url, httpUrl(2000).safeParse(url).error?.issues.map((i) => i.message)]).toEqual([url, ['Must be an http or https URL.']]);
      const long = `https://acme.example/${'x'.repeat(2000 - 21)}`;
      expect(httpUrl(2000).safeParse(long).success).toBe(true);
      expect(httpUrl(2000).safeParse(`${long}x`).error?.issues.map((i) => i.message)).toEqual(['Must be at most 2000 characters.']);
    });

    it('takes a menu link of one line: a path or an http(s) address', () => {
      const link = (url: string) => leftMenus.leftMenuItemBody.shape.url.safeParse(url);
      expect(link('/reports').success).toBe(true);
      expect(link('https://mail.example.com/').success).toBe(true);
      for (const url of ['/a\u0000b', '/a\u0085b', '/invoice\u202efdp.exe', 'https://mail.example.com/\u2066x'])
        expect([url, link(url).error?.issues.map((i) => i.message)]).toEqual([url, ['Must not contain control characters.']]);
    });

    it("takes '' for no website, and a website of 255 characters at most", () => {
      expect(website().parse('')).toBe('');
      expect(website().safeParse(`https://acme.example/${'x'.repeat(255 - 21)}`).success).toBe(true);
      expect(website().safeParse(`https://acme.example/${'x'.repeat(256 - 21)}`).success).toBe(false);
    });
  });
});
