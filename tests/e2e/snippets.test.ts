/**
 * The snippets an integrator pastes, as pasted, on her own origin: dist/snippet.html (the build's,
 * with the version and integrity filled in) and docs/embedding.md's hints for the browser with the
 * pinned script tag. Only the CDN folder and the API are swapped for this run's. Chromium refuses
 * the preload of an integrity-checked script when the preload has no integrity, says so on the
 * console and downloads the script a second time: each snippet must leave the console quiet and
 * fetch the script once.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { useIntegrator } from './support/integrator';

const integrator = useIntegrator();
const browser = useBrowser({ server: () => ({ allowedOrigins: [integrator.origin()] }) });
const ROOT = path.resolve(import.meta.dirname, '../..');
// Written where the integrator's server serves from, and removed after (.gitignore keeps it out).
const DIR = path.resolve(import.meta.dirname, 'integrator-pages/snippets');
const CDN = 'https://cdn.example.co.uk/motor-quote/';

/** A snippet with this run's script folder and API in place of the placeholders; nothing else changed. */
function ours(code: string): string {
  const swapped = code.replaceAll(CDN, '{{WIDGET_ORIGIN}}/dist/').replaceAll('https://api.insurer.example', '{{API_ORIGIN}}');
  expect(swapped).not.toMatch(/example\.co\.uk|insurer\.example/);
  return swapped;
}

/** The first fenced html block of docs/embedding.md that holds `holding`. */
function embeddingBlock(holding: string): string {
  const text = readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
  const found = [...text.matchAll(/```html\n([\s\S]*?)\n```/g)].map((match) => match[1]).find((block) => block.includes(holding));
  if (!found) throw new Error(`docs/embedding.md has no html block holding ${holding}`);
  return found;
}

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Car insurance</title>${head}</head><body><main><h1>Car insurance</h1>${body}</main></body></html>`;

beforeAll(() => {
  mkdirSync(DIR, { recursive: true });
  const snippet = readFileSync(path.join(ROOT, 'dist/snippet.html'), 'utf8');
  const [head, body] = snippet.split('<!-- Where the widget goes: -->');
  writeFileSync(path.join(DIR, 'snippet.html'), page(ours(head), ours(body)));
  // docs/embedding.md's hints (its hash placeholder is the script tag's hash) and its pinned script tag.
  // The stylesheet's preload is for a page with the first screen's shell, which links it; this page has none.
  const hints = embeddingBlock('rel="preload"')
    .replace(/sha384-…[^"]*/, '{{RELEASE_INTEGRITY}}')
    .replace(/<link rel="preload" [^>]*as="style" \/>\n/, '');
  const pinned = embeddingBlock('<script\n  src=')
    .replace(/sha384-…[^"]*/, '{{RELEASE_INTEGRITY}}')
    .replace('<script src="/motor-quote-config.js"></script>', '<script src="/plain-config.js"></script>');
  writeFileSync(path.join(DIR, 'hints.html'), page(ours(hints).replace(/<!--[^]*?-->/g, ''), ours(pinned)));
  // The preload as the docs gave it before: no integrity.
  writeFileSync(path.join(DIR, 'preload-without-integrity.html'), page(ours(hints).replace(/\s+integrity="[^"]*"/, ''), ours(pinned)));
});
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

/** Every console warning and error, and each request for the versioned script. */
function watch(page: Page) {
  const said: string[] = [];
  const fetched: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (/\/dist\/motor-quote\.\d+\.\d+\.\d+\.js$/.test(request.url())) fetched.push(request.url());
  });
  return { said, fetched };
}

describe('the snippets as pasted on another origin', () => {
  it.each(['snippet.html', 'hints.html'])(
    '%s: the preload is used, the script is fetched once and the console stays quiet',
    async (name) => {
      const tab = await browser.newPage();
      const { said, fetched } = watch(tab);
      await tab.goto(integrator.url(`snippets/${name}`));
      await tab.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
      await tab.getByLabel('Title').locator('option', { hasText: 'Mrs' }).waitFor({ state: 'attached' });
      await expectNoAxeViolations(tab);
      expect(fetched).toHaveLength(1);
      expect(said).toEqual([]);
    },
  );

  it('a preload without the integrity is refused: Chromium says so and fetches the script again', async () => {
    const tab = await browser.newPage();
    const { said, fetched } = watch(tab);
    await tab.goto(integrator.url('snippets/preload-without-integrity.html'));
    await tab.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    await expect.poll(() => said.join('\n')).toMatch(/preload|integrity/i);
    expect(fetched).toHaveLength(2);
  });
});
