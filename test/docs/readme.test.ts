import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { brokenLinks, githubSlug, markdownUnder } from '../support/markdown-links';

const root = path.resolve(__dirname, '../..');

/** The README is what a newcomer reads in their first ten minutes; the rest lives in docs/. */
const README_MAX_LINES = 200;

describe('the README', () => {
  it(`fits a newcomer's first ten minutes: at most ${README_MAX_LINES} lines`, () => {
    const lines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('starts with the two commands, and says where the embedded database stops and how to point the start at a MongoDB', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(firstBlock).toMatch(/^npm start\b/m);
    expect(firstBlock).toMatch(/^npm test\b/m);
    expect(readme).toContain('MONGO_URL=mongodb://127.0.0.1:27017/ npm start');
    expect(readme).toMatch(/up to about [\d,]+ records per module/);
  });
});

describe('links in the documentation', () => {
  const pages = ['README.md', ...markdownUnder(root, 'docs'), 'bench/README.md', 'deploy/README.md'];

  it('covers the README, every page under docs/, and the bench and deploy READMEs', () => {
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'docs/api.md', 'docs/ARCHITECTURE.md', 'bench/README.md', 'deploy/README.md']));
  });

  it('every relative link points to a file that exists, and every #fragment to a heading of that page', () => {
    expect(brokenLinks(root, pages)).toEqual([]);
  });

  it("finds a link to a missing file or heading (GitHub's anchors: markup and punctuation dropped, repeats numbered)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-links-'));
    try {
      fs.mkdirSync(path.join(dir, 'docs'));
      fs.writeFileSync(
        path.join(dir, 'docs', 'a.md'),
        ['# Title', '## `npm start`: one process, or one each', '## Notes', '## Notes', '```', '# not a heading', '```', '<a name="kept"></a>'].join('\n'),
      );
      fs.writeFileSync(
        path.join(dir, 'README.md'),
        [
          '[ok](docs/a.md#npm-start-one-process-or-one-each) [ok](docs/a.md#notes-1) [ok](docs/a.md#kept) [ok](docs) [ok](https://example.invalid/x)',
          '[missing file](docs/b.md) [missing heading](docs/a.md#not-a-heading) [third repeat](docs/a.md#notes-2)',
          '`[in code](nowhere.md)`',
          '```',
          '[in a block](nowhere.md)',
          '```',
          '[self](#title)',
        ].join('\n'),
      );
      expect(brokenLinks(dir, ['README.md'])).toEqual([
        'README.md:2: docs/b.md (no such file)',
        'README.md:2: docs/a.md#not-a-heading (no such heading in docs/a.md)',
        'README.md:2: docs/a.md#notes-2 (no such heading in docs/a.md)',
        'README.md:7: #title (no such heading in README.md)',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(githubSlug('The embedded database (devdb), and where it stops')).toBe('the-embedded-database-devdb-and-where-it-stops');
    expect(githubSlug("devdb's Go collector")).toBe('devdbs-go-collector');
    expect(githubSlug('Events and sync: `since`, [after](x.md)')).toBe('events-and-sync-since-after');
  });
});
