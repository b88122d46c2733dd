// The guide the package ships is written from docs/ with each snippet's version and integrity filled
// in: a pinned snippet without the marker, an unknown marker or one left over stops the build, and
// every page of docs/ as it stands fills in whole.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillGuide, GUIDE } from '../../../scripts/guide-docs.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const HASH = `sha384-${'A'.repeat(64)}`;
const manifest = { version: '9.8.7', script: 'motor-quote.9.8.7.js', files: { 'motor-quote.9.8.7.js': { integrity: HASH } } };

describe('fillGuide', () => {
  it('fills in the version and the integrity', () => {
    const page = '<script src="https://cdn.example.co.uk/motor-quote/motor-quote.{{version}}.js" integrity="{{integrity}}"></script>';
    expect(fillGuide('docs/recipes.md', page, manifest)).toBe(
      `<script src="https://cdn.example.co.uk/motor-quote/motor-quote.9.8.7.js" integrity="${HASH}"></script>`,
    );
    expect(fillGuide('docs/recipes.md', "script.integrity = '{{integrity}}';", manifest)).toBe(`script.integrity = '${HASH}';`);
  });

  it('stops on a pinned snippet without the marker, a hash typed by hand included', () => {
    expect(() => fillGuide('docs/recipes.md', '<script integrity="sha384-…"></script>', manifest)).toThrow(
      /docs\/recipes\.md: integrity="sha384-…"/,
    );
    expect(() => fillGuide('docs/recipes.md', `script.integrity = '${HASH}';`, manifest)).toThrow(/not the \{\{integrity\}\} marker/);
  });

  it('stops on a marker it does not fill in, or when the script is not built', () => {
    expect(() => fillGuide('docs/recipes.md', 'motor-quote.{{release}}.js', manifest)).toThrow(/\{\{release\}\} is no marker/);
    expect(() => fillGuide('docs/recipes.md', 'integrity="{{integrity}}"', { ...manifest, files: {} })).toThrow(/not built/);
  });

  it('fills in every page of the guide as docs/ holds it, leaving no marker and no placeholder hash', () => {
    for (const page of GUIDE) {
      const filled = fillGuide(page, readFileSync(path.join(ROOT, page), 'utf8'), manifest);
      expect(filled, page).not.toMatch(/\{\{[a-z]+\}\}|sha384-…/);
    }
    const recipes = fillGuide('docs/recipes.md', readFileSync(path.join(ROOT, 'docs/recipes.md'), 'utf8'), manifest);
    expect(recipes.match(/integrity\s*=\s*["'][^"']*["']/g)).toEqual([
      `integrity="${HASH}"`,
      `integrity = '${HASH}'`,
      `integrity="${HASH}"`,
    ]);
  });
});
