import { attachment as disposition } from '../src/content-disposition';

/**
 * A download's name: an ASCII fallback any client reads, and the exact name
 * in UTF-8 (RFC 6266 / RFC 8187), with nothing that could end the header or
 * the quoted string early.
 */
describe('download names (Content-Disposition)', () => {
  it.each([
    ['report.pdf', 'attachment; filename="report.pdf"; filename*=UTF-8\'\'report.pdf'],
    ['Résumé 2026.bin', 'attachment; filename="R_sum_ 2026.bin"; filename*=UTF-8\'\'R%C3%A9sum%C3%A9%202026.bin'],
    ["it's (final) *v2*!.txt", 'attachment; filename="it\'s (final) *v2*!.txt"; filename*=UTF-8\'\'it%27s%20%28final%29%20%2Av2%2A%21.txt'],
    ['日本.txt', 'attachment; filename="__.txt"; filename*=UTF-8\'\'%E6%97%A5%E6%9C%AC.txt'],
  ])('%j → %s', (name, header) => {
    expect(disposition(name)).toBe(header);
  });

  it('replaces quotes and backslashes in the ASCII name, so the quoted string ends where it should', () => {
    expect(disposition('a"b\\c.txt')).toBe('attachment; filename="a_b_c.txt"; filename*=UTF-8\'\'a%22b%5Cc.txt');
  });

  it('never carries a line break or control character into the header', () => {
    const header = disposition('evil\r\nSet-Cookie: x=1\u0000.txt');
    expect([...header].filter((c) => c.charCodeAt(0) < 0x20)).toEqual([]);
    expect(header).toBe('attachment; filename="evil__Set-Cookie: x=1_.txt"; filename*=UTF-8\'\'evil%0D%0ASet-Cookie%3A%20x%3D1%00.txt');
  });

  it('leaves the UTF-8 form out when asked and the ASCII name is already exact', () => {
    expect(disposition('INV-000001.pdf', { utf8: 'when-needed' })).toBe('attachment; filename="INV-000001.pdf"');
    expect(disposition('Fäktura.pdf', { utf8: 'when-needed' })).toBe('attachment; filename="F_ktura.pdf"; filename*=UTF-8\'\'F%C3%A4ktura.pdf');
  });
});
