/** Every markdown table in `md` has as many cells in each row as in its header. */
export function expectRowsAsWideAsHeaders(md: string): void {
  for (const block of md.split('\n\n').filter((b) => b.startsWith('|'))) {
    const [head, ...rows] = block.split('\n').filter((l) => l !== '');
    const cells = (l: string) => l.split(' | ').length;
    for (const r of rows) expect(cells(r)).toBe(cells(head!));
  }
}
