/**
 * The content type of a file from its first bytes (never from what the
 * client says): a small table of magic numbers, then text or binary.
 */

/** How many first bytes sniffing looks at. */
export const SNIFF_BYTES = 4100;

type Test = (b: Buffer) => boolean;

const at = (offset: number, sig: number[] | string): Test => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return (b) => b.length >= offset + bytes.length && b.subarray(offset, offset + bytes.length).equals(bytes);
};
const all = (...tests: Test[]): Test => (b) => tests.every((t) => t(b));
const any = (...tests: Test[]): Test => (b) => tests.some((t) => t(b));

/** Office documents are ZIP files whose first entries name their kind. */
function zipKind(b: Buffer): string {
  const head = b.toString('latin1');
  // An OpenDocument file starts with an entry `mimetype` that holds its type.
  const odf = /^PK..[\s\S]{26}mimetypeapplication\/(vnd\.oasis\.opendocument\.[a-z.]+)/.exec(head);
  if (odf) return `application/${odf[1]}`;
  if (head.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (head.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (head.includes('ppt/')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return 'application/zip';
}

function isoKind(b: Buffer): string {
  const brand = b.subarray(8, 12).toString('latin1');
  if (brand === 'qt  ') return 'video/quicktime';
  if (brand.startsWith('M4A')) return 'audio/mp4';
  if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  if (brand === 'avif') return 'image/avif';
  return 'video/mp4';
}

const TABLE: Array<[Test, string | ((b: Buffer) => string)]> = [
  [at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
  [at(0, [0xff, 0xd8, 0xff]), 'image/jpeg'],
  [any(at(0, 'GIF87a'), at(0, 'GIF89a')), 'image/gif'],
  [all(at(0, 'RIFF'), at(8, 'WEBP')), 'image/webp'],
  [all(at(0, 'RIFF'), at(8, 'WAVE')), 'audio/wav'],
  [all(at(0, 'RIFF'), at(8, 'AVI ')), 'video/x-msvideo'],
  [any(at(0, [0x49, 0x49, 0x2a, 0x00]), at(0, [0x4d, 0x4d, 0x00, 0x2a])), 'image/tiff'],
  [at(0, [0x00, 0x00, 0x01, 0x00]), 'image/x-icon'],
  [at(0, '%PDF-'), 'application/pdf'],
  [any(at(0, [0x50, 0x4b, 0x03, 0x04]), at(0, [0x50, 0x4b, 0x05, 0x06])), zipKind],
  [at(0, [0x1f, 0x8b]), 'application/gzip'],
  [at(0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), 'application/x-7z-compressed'],
  [at(0, 'Rar!\x1a\x07'), 'application/vnd.rar'],
  [at(0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'application/x-ole-storage'],
  [at(0, 'ID3'), 'audio/mpeg'],
  [at(0, 'OggS'), 'audio/ogg'],
  [at(0, 'fLaC'), 'audio/flac'],
  [at(4, 'ftyp'), isoKind],
  [at(0, [0x1a, 0x45, 0xdf, 0xa3]), 'video/webm'],
  [at(0, [0x00, 0x61, 0x73, 0x6d]), 'application/wasm'],
  [at(0, [0x7f, 0x45, 0x4c, 0x46]), 'application/x-executable'],
  [at(0, 'MZ'), 'application/vnd.microsoft.portable-executable'],
];

/** Text of the sample, or null when it is binary (NULs, control bytes, not UTF-8). */
function asText(b: Buffer, complete: boolean): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x08\x0e-\x1a\x1c-\x1f]/.test(b.toString('latin1'))) return null;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // A sample cut short may end inside a character.
  for (let cut = 0; cut <= (complete ? 0 : 3) && cut < b.length; cut++) {
    try {
      return decoder.decode(b.subarray(0, b.length - cut));
    } catch {
      /* try a shorter sample */
    }
  }
  return null;
}

/**
 * The content type of a file whose first bytes are `head`; `complete`
 * says that `head` is the whole file.
 */
export function sniffContentType(head: Buffer, complete: boolean): string {
  if (head.length === 0) return 'application/octet-stream';
  for (const [test, type] of TABLE) if (test(head)) return typeof type === 'string' ? type : type(head);
  const text = asText(head, complete);
  if (text === null) return 'application/octet-stream';
  const start = text.replace(/^\uFEFF/, '').trimStart().slice(0, 512).toLowerCase();
  if (start.startsWith('<svg') || (start.startsWith('<?xml') && start.includes('<svg'))) return 'image/svg+xml';
  if (start.startsWith('<!doctype html') || start.startsWith('<html')) return 'text/html; charset=utf-8';
  if (start.startsWith('<?xml')) return 'application/xml';
  if (start.startsWith('%!ps')) return 'application/postscript';
  return 'text/plain; charset=utf-8';
}
