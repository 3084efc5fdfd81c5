/**
 * `attachment` with the file's name in ASCII (other characters, quotes and
 * backslashes as `_`) and exactly, in UTF-8 (RFC 6266): what every download
 * of ours answers with. With `utf8: 'when-needed'` the UTF-8 form is left
 * out when the ASCII one is already exact.
 */
export function attachment(name: string, opts: { utf8: 'always' | 'when-needed' } = { utf8: 'always' }): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const plain = `attachment; filename="${ascii}"`;
  return opts.utf8 === 'when-needed' && ascii === name ? plain : `${plain}; filename*=UTF-8''${rfc8187(name)}`;
}

/** RFC 8187 value characters: encodeURIComponent leaves ' ( ) * and ! which attr-char does not allow. */
function rfc8187(s: string): string {
  return encodeURIComponent(s).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
