// README and docs/ are read by integrators from the npm package, without the repository: every link
// between them must reach a page that exists, at a heading it has, and every page linked must be one
// the package carries (package.json `files` has docs/**/*.md). Pictures stay in the repository only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
        const file = target ? path.normalize(path.join(path.dirname(page), target)) : page;
        if (!existsSync(path.join(ROOT, file))) broken.push(`${page}: ${link} (no such file)`);
        else if (anchor && file.endsWith('.md') && !headings(file).has(anchor)) broken.push(`${page}: ${link} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('are all carried by the npm package', () => {
    const files: string[] = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).files;
    expect(files).toContain('docs/**/*.md');
    expect(files).not.toContain('docs');
  });
});
