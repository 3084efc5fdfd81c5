import { sniffContentType } from '../src/files/sniff';

/** A file's type comes from its first bytes, never from what the client says. */
describe('content type sniffing', () => {
  const bytes = (...b: number[]) => Buffer.from(b);

  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16)],
    ['application/pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1')],
    ['application/zip', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(40)])],
  ])('knows %s by its magic number', (type, head) => {
    expect(sniffContentType(head, false)).toBe(type);
  });

  it('tells text from binary, and markup that a browser would run', () => {
    expect(sniffContentType(Buffer.from('Hello, wörld\n'), true)).toBe('text/plain; charset=utf-8');
    expect(sniffContentType(Buffer.from('  <!DOCTYPE html><p>x'), true)).toBe('text/html; charset=utf-8');
    expect(sniffContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), true)).toBe('image/svg+xml');
    expect(sniffContentType(bytes(0, 1, 2, 3, 0xfe, 0xff, 0), true)).toBe('application/octet-stream');
    expect(sniffContentType(Buffer.alloc(0), true)).toBe('application/octet-stream');
  });

  it('does not call text binary because its first bytes end inside a character', () => {
    const text = Buffer.from('é'.repeat(10));
    // The head stops in the middle of the last é: text, as long as more follows.
    expect(sniffContentType(text.subarray(0, text.length - 1), false)).toBe('text/plain; charset=utf-8');
  });
});
