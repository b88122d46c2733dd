// README and docs/ link only to pages and headings that exist. The npm package carries the
// integrator's guide only (package.json `files`), as dist/docs/, which the build writes from docs/
// with the snippets' version and integrity filled in (scripts/guide-docs.mjs): every link in a page
// it carries reaches a file it carries, so the guide reads whole from node_modules; the pages for
// working on this repository (contributing, performance, the product's rules) and the pictures stay
// in the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE } from '../../../scripts/guide-docs.mjs';

const ROOT = path.resolve(__dirname, '../../..');

function pages(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
  return ['README.md', ...docs];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*]/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function headings(file: string): Set<string> {
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1])));
}

describe('README and docs/', () => {
  it('link only to pages and headings that exist', () => {
    const broken: string[] = [];
    for (const page of pages()) {
      const text = readFileSync(path.join(ROOT, page), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [link, target, anchor] of text.matchAll(/\]\(([^)#\s]*)(?:#([^)\s]+))?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        // A link into the shipped guide (dist/docs/, written by the build) reads its page in docs/.
        const file = (target ? path.normalize(path.join(path.dirname(page), target)) : page).replace(/^dist\/docs\//, 'docs/');
        if (!existsSync(path.join(ROOT, file))) broken.push(`${page}: ${link} (no such file)`);
        else if (anchor && file.endsWith('.md') && !headings(file).has(anchor)) broken.push(`${page}: ${link} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

/**
 * Every file `npm pack` puts in the tarball, without building: the guide's pages (dist/docs/, which
 * the build writes) are counted from scripts/guide-docs.mjs's list, and their text is read in docs/.
 */
const packed = (): string[] => [
  ...new Set([
    ...JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, npm_config_update_notifier: 'false' },
      }),
    )[0].files.map((file: { path: string }) => file.path),
    ...GUIDE.map((page) => `dist/${page}`),
  ]),
];
const source = (file: string) => file.replace(/^dist\/docs\//, 'docs/');

describe('the guide the npm package carries', () => {
  const files = packed();
  const guide = files.filter((file) => file.endsWith('.md'));

  it("is the integrator's guide, and not the pages for working on this repository", () => {
    for (const page of ['embedding', 'configuration', 'events', 'theming', 'labels', 'recipes', 'testing', 'api-team', 'security'])
      expect(guide).toContain(`dist/docs/${page}.md`);
    expect(guide).toContain('dist/docs/reference/labels.md');
    expect(guide).toContain('dist/docs/reference/theme-tokens.md');
    // package.json's files carries what the build writes.
    const { files: patterns } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(patterns).toEqual(expect.arrayContaining(['dist/docs/*.md', 'dist/docs/reference/*.md']));
    expect(files.filter((file) => file.startsWith('docs/'))).toEqual([]);
    expect(guide.filter((file) => /(contributing|performance|decisions|layout|product\/)/.test(file))).toEqual([]);
    expect(files.filter((file) => file.startsWith('dist/docs/') && !file.endsWith('.md'))).toEqual([]);
  });

  it('links only to files the package carries', () => {
    const broken: string[] = [];
    for (const page of guide) {
      const text = readFileSync(path.join(ROOT, source(page)), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [link, target] of text.matchAll(/\]\(([^)#\s]*)(?:#[^)\s]+)?\)/g)) {
        if (!target || /^[a-z]+:/.test(target)) continue;
        if (!files.includes(path.posix.normalize(path.posix.join(path.posix.dirname(page), target)))) broken.push(`${page}: ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
