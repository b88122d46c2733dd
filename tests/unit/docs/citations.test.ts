// A comment's "why" must be readable from a clone (docs/product/README.md): every Markdown file a
// source, test, demo or script file names must be in the repository, and every `#heading` it names
// must be a heading of that page. The product's own specification lives outside the repository, so
// citing it (or the design notes and question list beside it) fails here. A citation of a rule page of
// docs/product (every page there but its index, README.md) names the heading of the rule it relies on
// (`docs/product/constants.md#driving-ages`), so a reader lands on the rule, not on the page.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const FOLDERS = ['src', 'tests', 'demo', 'scripts', 'bench', 'styles', 'docs'];
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css|html|md)$/;
// The root's own sources: the layer rules, the lint, build and test configs, the snippet integrators copy.
const ROOT_FILES = ['.dependency-cruiser.cjs', 'eslint.config.mjs', 'rollup.config.mjs', 'vitest.config.ts', 'embed-snippet.html'];
// The index of the product's rules: cited whole, and it lists the rule pages whole.
const PRODUCT_INDEX = 'docs/product/README.md';
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

/** A page of the product's rules other than their index (docs/product/README.md). */
const isRulePage = (file: string) => path.dirname(path.normalize(file)) === 'docs/product' && path.normalize(file) !== PRODUCT_INDEX;

/** What is wrong with the citations in one file's text, one line each. */
function citationProblems(file: string, text: string): string[] {
  const broken: string[] = [];
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
    else if (!anchor && isRulePage(found) && file !== PRODUCT_INDEX)
      broken.push(`${file}:${line} cites ${cited} without the heading of the rule it relies on`);
  }
  for (const match of text.matchAll(SECTION_IN_WORDS)) {
    const line = text.slice(0, match.index).split('\n').length;
    broken.push(`${file}:${line} names a README section in words: cite README.md#its-anchor, or the docs/ page that holds it`);
  }
  return broken;
}

describe('citations in comments', () => {
  it('reads GitHub-style anchors', () => {
    expect(anchorOf("The summary's Continue")).toBe('the-summarys-continue');
    expect(anchorOf('What happens when, and when things fail')).toBe('what-happens-when-and-when-things-fail');
  });

  it("ask a rule page's citation for the rule's heading, but not the index's", () => {
    const planted = [
      '// docs/product/constants.md: 17 to 120.',
      '// docs/product/constants.md#driving-ages: 17 to 120.',
      '// docs/product/constants.md#no-such-rule',
      "// Part of the product's rules (docs/product/README.md).",
    ].join('\n');
    expect(citationProblems('src/domain/planted.ts', planted)).toEqual([
      'src/domain/planted.ts:1 cites docs/product/constants.md without the heading of the rule it relies on',
      'src/domain/planted.ts:3 cites docs/product/constants.md#no-such-rule, a heading docs/product/constants.md lacks',
    ]);
    // The index lists the rule pages whole.
    expect(citationProblems(PRODUCT_INDEX, '| [constants.md](constants.md) | the numbers |')).toEqual([]);
  });

  it('name only files the repository has, and headings those files have', () => {
    const broken = [...FOLDERS.flatMap(sourceFiles), ...ROOT_FILES]
      .filter((file) => file !== path.relative(ROOT, __filename))
      .flatMap((file) => citationProblems(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(broken).toEqual([]);
  });
});
