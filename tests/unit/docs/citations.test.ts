// A comment's "why" must be readable from a clone (docs/product/README.md): every Markdown file a
// source, test, demo or script file names must be in the repository, and every `#heading` it names
// must be a heading of that page. The product's own specification lives outside the repository, so
// citing it (or the design notes and question list beside it) fails here.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const FOLDERS = ['src', 'tests', 'demo', 'scripts', 'bench', 'styles'];
// The root's own sources: the layer rules, the lint, build and test configs, the snippet integrators copy.
const ROOT_FILES = ['.dependency-cruiser.cjs', 'eslint.config.mjs', 'rollup.config.mjs', 'vitest.config.ts', 'embed-snippet.html'];
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css|html)$/;
// A Markdown file name, with its folder if given, and the heading after '#' if any.
const CITATION = /(?<![\w/.-])((?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g;
// A README section named in words ('README: Data that ends with the sale'): nothing can check it, and
// README's sections moved to docs/ once already, leaving thirty such citations pointing nowhere.
const SECTION_IN_WORDS = /\bREADME(?:\.md)?[:,] +(?=[A-Z])/g;

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchors(file: string): Set<string> {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1])));
}

/** Where a cited name is: from the repository's root, or beside the citing file. */
function resolveCitation(name: string, from: string): string | undefined {
  return [name, path.join(path.dirname(from), name)].find((candidate) => existsSync(path.join(ROOT, candidate)));
}

describe('citations in comments', () => {
  it('reads GitHub-style anchors', () => {
    expect(anchorOf("The summary's Continue")).toBe('the-summarys-continue');
    expect(anchorOf('What happens when, and when things fail')).toBe('what-happens-when-and-when-things-fail');
  });

  it('name only files the repository has, and headings those files have', () => {
    const broken: string[] = [];
    for (const file of [...FOLDERS.flatMap(sourceFiles), ...ROOT_FILES]) {
      if (file === path.relative(ROOT, __filename)) continue;
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of text.matchAll(CITATION)) {
        const [cited, name, anchor] = match;
        // A relative link written into a page (scripts/docs-reference.ts) is checked where the page is,
        // by tests/unit/docs/links.test.ts.
        if (name.startsWith('../')) continue;
        // A URL's path is somebody else's file, not a citation of ours.
        const before = text.slice(Math.max(0, match.index - 200), match.index);
        if (/https?:\/\/\S*$/.test(before)) continue;
        const line = text.slice(0, match.index).split('\n').length;
        const found = resolveCitation(name, file);
        if (!found) broken.push(`${file}:${line} cites ${cited}, which is not in the repository`);
        else if (anchor && !anchors(found).has(anchor)) broken.push(`${file}:${line} cites ${cited}, a heading ${found} lacks`);
      }
      for (const match of text.matchAll(SECTION_IN_WORDS)) {
        const line = text.slice(0, match.index).split('\n').length;
        broken.push(`${file}:${line} names a README section in words: cite README.md#its-anchor, or the docs/ page that holds it`);
      }
    }
    expect(broken).toEqual([]);
  });
});
