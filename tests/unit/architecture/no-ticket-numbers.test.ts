import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Code, tests, configs and docs say what the behaviour is, not which ticket asked for it: a ticket's
// number means nothing to a reader of a clone, and the tracker it points at may be gone
// (docs/contributing.md#how-to-work-here). A scan of the tree rather than a lint rule, so Markdown,
// CSS, JSON and the root's configs are read too.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'tests', 'demo', 'scripts', 'bench', 'styles', 'docs', '.github'];
const ROOT_FILES = [
  'README.md',
  'CHANGELOG.md',
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
  '.dependency-cruiser.cjs',
  'eslint.config.mjs',
  'rollup.config.mjs',
  'vitest.config.ts',
  'embed-snippet.html',
];
// This file names tickets on purpose: its samples.
const SELF = path.relative(ROOT, import.meta.filename);
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|md|json|ya?ml)$/;
// "issue 33", "Issue #10", "issues 27 and 28": anywhere, in code, strings or prose.
const ISSUE = /\bissues? #?\d+/i;
// "#32" as a ticket: a number after '#', not an HTML entity (&#39;), a link's anchor (`(#2-your-car)`)
// or what may be a colour (#333, #0b0c0c: three, four, six or eight hex digits). Looked for in
// comments and test names in code (a phone number's extension in test data, '01632 960001 #12', is
// data), and anywhere in Markdown.
const HASH_NUMBER = /(?<![\w&#/.-])#(\d+)(?![\w-])/g;
const COLOUR_LENGTHS = [3, 4, 6, 8];
const namesTicket = (line: string) => [...line.matchAll(HASH_NUMBER)].some((match) => !COLOUR_LENGTHS.includes(match[1].length));
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
const TEST_NAME = /\b(?:describe|it|test)(?:\.\w+)*\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g;

function files(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEXT.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => file !== SELF);
}

/** Each line of a file's text that names a ticket, as `file:line: text`. */
export function ticketReferences(file: string, text: string): string[] {
  const found = new Set<number>();
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const [index, line] of text.split('\n').entries()) if (ISSUE.test(line)) found.add(index + 1);
  const prose = file.endsWith('.md')
    ? [{ index: 0, text }]
    : [...text.matchAll(COMMENT), ...text.matchAll(TEST_NAME)].map((match) => ({ index: match.index, text: match[0] }));
  for (const part of prose)
    for (const [offset, line] of part.text.split('\n').entries()) if (namesTicket(line)) found.add(lineOf(part.index) + offset);
  const lines = text.split('\n');
  return [...found].sort((a, b) => a - b).map((line) => `${file}:${line}: ${lines[line - 1].trim()}`);
}

describe('code that speaks of behaviour, not of tickets', () => {
  it('names no ticket in src, tests, configs or docs', () => {
    const all = [...FOLDERS.flatMap(files), ...ROOT_FILES.filter((file) => existsSync(path.join(ROOT, file)))];
    expect(all.length).toBeGreaterThan(100);
    expect(all.flatMap((file) => ticketReferences(file, readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('finds a ticket in a comment, a test name and a page, and leaves colours, entities, anchors and data alone', () => {
    expect(ticketReferences('a.ts', '// Sticky, so Close stays in view (issue 32).\nconst a = 1;')).toEqual([
      'a.ts:1: // Sticky, so Close stays in view (issue 32).',
    ]);
    expect(ticketReferences('a.ts', 'const a = 1;\n/**\n * Faults on the form (#10): each call.\n */')).toEqual([
      'a.ts:3: * Faults on the form (#10): each call.',
    ]);
    expect(ticketReferences('a.test.ts', "describe('every answer is kept (#33)', () => {});")).toHaveLength(1);
    expect(ticketReferences('README.md', 'Moved here from Issues 27 and 28.')).toHaveLength(1);
    expect(ticketReferences('README.md', 'Fixed in #45.')).toHaveLength(1);
    const fine = [
      "const colour = '#333'; // the text's #0b0c0c on #fff",
      "const phone = '01632 960001 #12';",
      "const quote = text.replace(/'/g, '&#39;');",
      '// docs/product/screens.md#the-price-box and [step 2](#2-your-car)',
    ].join('\n');
    expect(ticketReferences('a.ts', fine)).toEqual([]);
  });
});
