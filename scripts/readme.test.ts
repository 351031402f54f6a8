/** @jest-environment node */
// README.md is the front door: short, with the two commands, linking the engineering notes that sit
// beside the code they explain. This keeps it so, and keeps every relative link of the README and the
// notes pointing at a file (and a heading) that exists, and no sentence written in two of them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(__dirname, '..');
const readme = 'README.md';
const notes = ['lib/mechanics/README.md', 'e2e/README.md', 'bench/README.md', 'scripts/README.md', 'components/README.md'];
const maxReadmeLines = 150;

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The markdown without its fenced code blocks and inline code, where a `[x](y)` is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...prose(markdown).matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingAnchor(match[1] ?? '')));
}

/** Relative links of a markdown file: [text](target), not http(s), mailto or a bare #fragment. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '').filter((target) => !/^([a-z]+:|#)/i.test(target));
}

/** Problems with a file's relative links: a missing file, or a #fragment no heading of that file gives. */
function linkProblems(file: string, markdown: string, exists: (path: string) => boolean, readTarget: (path: string) => string): string[] {
  return relativeLinks(markdown).flatMap((target) => {
    const [pathPart = '', fragment] = target.split('#');
    const resolved = relative(root, join(root, dirname(file), decodeURI(pathPart)));
    if (!exists(resolved)) return [`${file}: ${target} points to a missing file (${resolved})`];
    if (fragment && resolved.endsWith('.md') && !anchorsOf(readTarget(resolved)).has(fragment)) {
      return [`${file}: ${target} names no heading of ${resolved}`];
    }
    return [];
  });
}

/** Sentences of at least 80 characters that two of the files both hold (nothing is said twice). */
function sharedSentences(files: Record<string, string>): string[] {
  const owner = new Map<string, string>();
  const shared: string[] = [];
  for (const [file, markdown] of Object.entries(files)) {
    const text = prose(markdown).replace(/^\|.*\|$/gm, '').replace(/\s+/g, ' ');
    for (const sentence of new Set(text.split(/(?<=[.:;])\s+/).map((s) => s.trim()).filter((s) => s.length >= 80))) {
      const first = owner.get(sentence);
      if (first && first !== file) shared.push(`${first} and ${file}: ${sentence}`);
      else owner.set(sentence, file);
    }
  }
  return shared;
}

describe('README.md, the front door', () => {
  const text = read(readme);

  it(`is at most ${maxReadmeLines} lines`, () => {
    expect(text.split('\n').length - (text.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(maxReadmeLines);
  });

  it('shows the two commands: npm install && npm start, and npm test', () => {
    expect(text).toMatch(/^npm install && npm start\b/m);
    expect(text).toMatch(/^npm test\b/m);
  });

  it('links every engineering note', () => {
    const links = relativeLinks(text).map((target) => target.split('#')[0]);
    for (const note of notes) expect(links).toContain(note);
  });
});

describe('the README and the notes', () => {
  const files = Object.fromEntries([readme, ...notes].map((file) => [file, read(file)]));

  it.each([readme, ...notes])('%s: every relative link points to a file (and heading) that exists', (file) => {
    expect(linkProblems(file, files[file] ?? '', (path) => existsSync(join(root, path)), read)).toEqual([]);
  });

  it('say nothing twice', () => {
    expect(sharedSentences(files)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const exists = (path: string) => ['README.md', 'e2e/README.md'].includes(path);
  const readTarget = () => '# Tests\n\n## The budget\n';

  it('finds a link to a missing file, or to a heading the file lacks, and skips code and other schemes', () => {
    const markdown = [
      '[ok](e2e/README.md#the-budget) [gone](docs/GONE.md) [bad anchor](e2e/README.md#no-such)',
      '[web](https://example.com) [self](#top) `[code](nowhere.md)`',
      '```\n[fenced](nowhere.md)\n```',
    ].join('\n');
    expect(linkProblems('README.md', markdown, exists, readTarget)).toEqual([
      'README.md: docs/GONE.md points to a missing file (docs/GONE.md)',
      'README.md: e2e/README.md#no-such names no heading of e2e/README.md',
    ]);
  });

  it('resolves a note’s links from its own folder', () => {
    expect(linkProblems('e2e/README.md', '[up](../README.md) [wrong](README.md.old)', exists, readTarget)).toEqual([
      'e2e/README.md: README.md.old points to a missing file (e2e/README.md.old)',
    ]);
  });

  it('makes GitHub’s anchors and finds a long sentence written twice', () => {
    expect(headingAnchor('Godot: the ports, the kits as the main project')).toBe('godot-the-ports-the-kits-as-the-main-project');
    const sentence = 'A long sentence that explains one fact about the gate and should live in one place only.';
    expect(sharedSentences({ 'a.md': `Intro. ${sentence}`, 'b.md': sentence, 'c.md': 'Short. Short.' })).toEqual([`a.md and b.md: ${sentence}`]);
  });
});
