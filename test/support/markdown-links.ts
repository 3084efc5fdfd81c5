import * as fs from 'node:fs';
import * as path from 'node:path';

/** The markdown with fenced code blocks blanked out (their lines kept, so that line numbers hold). */
function withoutFences(md: string): string[] {
  let fence: string | undefined;
  return md.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line;
  });
}

/**
 * The anchor GitHub gives a heading: its text as rendered (markup gone,
 * code spans' text kept), lower-cased, with every character that is not a
 * letter, a mark, a digit, `_`, `-` or a space dropped, and spaces made `-`.
 */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a page has: one per heading (a repeated one gets -1, -2, …), and explicit ids. */
export function anchorsOf(md: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of withoutFences(md)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = githubSlug(heading);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      out.add(n ? `${base}-${n}` : base);
    }
    for (const m of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) out.add(m[1] ?? '');
  }
  return out;
}

/** The link targets of a page outside code (inline links, images, reference definitions), with their line. */
export function linksOf(md: string): Array<{ target: string; line: number }> {
  const out: Array<{ target: string; line: number }> = [];
  withoutFences(md).forEach((raw, i) => {
    const line = raw.replace(/`[^`]*`/g, '');
    for (const m of line.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) out.push({ target: m[1] ?? '', line: i + 1 });
    const def = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(line)?.[1];
    if (def) out.push({ target: def, line: i + 1 });
  });
  return out;
}

/**
 * Every relative link of the given markdown files that does not resolve:
 * to a file or folder that is missing, or to a #fragment that no heading
 * of the target page has. Links with a scheme (https:, mailto:) are not
 * followed. Each as "file:line: target (why)".
 */
export function brokenLinks(root: string, files: string[]): string[] {
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = (file: string) => {
    if (!anchors.has(file)) anchors.set(file, anchorsOf(fs.readFileSync(file, 'utf8')));
    return anchors.get(file)!;
  };
  const broken: string[] = [];
  for (const rel of files) {
    const file = path.join(root, rel);
    for (const { target, line } of linksOf(fs.readFileSync(file, 'utf8'))) {
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const [pathPart, fragment] = target.split('#', 2) as [string, string | undefined];
      const dest = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
      const where = `${rel}:${line}: ${target}`;
      if (!fs.existsSync(dest)) {
        broken.push(`${where} (no such file)`);
      } else if (fragment !== undefined && fragment !== '') {
        if (!dest.endsWith('.md')) continue; // a fragment of another kind of file (a line of code) is not checked
        if (!anchorsIn(dest).has(decodeURIComponent(fragment).toLowerCase())) broken.push(`${where} (no such heading in ${path.relative(root, dest)})`);
      }
    }
  }
  return broken;
}

/** The markdown files under `dir` (relative to root), recursively. */
export function markdownUnder(root: string, dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}
