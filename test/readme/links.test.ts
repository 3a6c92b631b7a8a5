// Every relative link of README.md and docs/*.md leads somewhere: to a file of the repository and, where it names
// one, to a heading of that page (as GitHub makes anchors of headings). A page moved or a heading reworded fails
// here, not in a reader's browser. Links to other sites and to a running server are not followed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/scratch.js';

const pages = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(projectRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (page: string) => readFileSync(join(projectRoot, page), 'utf8');

/** The markdown without its fenced code, where a `#` line is no heading. */
const withoutFences = (markdown: string) => markdown.replace(/^ *```[\s\S]*?^ *```$/gm, '');
/** The markdown without any code, where brackets and parentheses are not links. */
const prose = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2, … */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, text] of withoutFences(markdown).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = text!
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** The relative links and images of a page: `[text](target)` and `![alt](target)`. */
function linksOf(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?: "[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

describe('the links of the README and docs/', () => {
  it('finds the pages, and links in them', () => {
    expect(pages).toContain('docs/walkthrough.md');
    expect(pages.flatMap((page) => linksOf(read(page))).length).toBeGreaterThan(10);
  });

  it.each(pages)('%s: every relative link points at an existing file and heading', (page) => {
    const broken = linksOf(read(page)).filter((target) => {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const file = path ? normalize(join(dirname(page), decodeURIComponent(path))) : page;
      if (file.startsWith('..') || !existsSync(join(projectRoot, file))) return true;
      return anchor !== undefined && file.endsWith('.md') && !anchorsOf(read(file)).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it('never points outside the repository, where a clone has nothing', () => {
    const outside = pages.filter((page) => /\.\.\/shared\/|\bshared\/[A-Z]+\.md/.test(read(page)));
    expect(outside).toEqual([]);
  });

  it('makes anchors as GitHub does', () => {
    expect([...anchorsOf("# The designer's loop\n## 5. A webhook receiver\n### An `id_token`\n## Notes\n## Notes\n")]).toEqual([
      'the-designers-loop',
      '5-a-webhook-receiver',
      'an-id_token',
      'notes',
      'notes-1',
    ]);
  });
});

describe('CONTRIBUTING.md', () => {
  it('names only files and folders the repository has, so that its recipes stay true', () => {
    const named = [
      ...withoutFences(read('CONTRIBUTING.md')).matchAll(
        /`((?:\.githooks|openapi|server|client|scripts|test|docs)\/[\w./-]*|openapi\.yaml)`/g,
      ),
    ]
      .map((m) => m[1] as string)
      .filter((path) => !path.includes('…') && !path.includes('<'));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((path) => !existsSync(join(projectRoot, path)))).toEqual([]);
  });
});
