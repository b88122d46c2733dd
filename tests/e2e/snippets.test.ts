/**
 * The snippets an integrator pastes, as pasted, on her own origin: dist/snippet.html (the build's,
 * with the version and integrity filled in) and the shipped guide's (dist/docs/, which the build
 * writes from docs/ with the same filled in) hints for the browser with the pinned script tag. Only
 * the CDN folder and the API are swapped for this run's. Chromium refuses the preload of an
 * integrity-checked script when the preload has no integrity, says so on the console and downloads
 * the script a second time: each snippet must leave the console quiet and fetch the script once.
 * Every pinned snippet of every shipped page carries this build's integrity, and no page a marker.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** The first fenced html block of the shipped embedding page that holds `holding`. */
function embeddingBlock(holding: string): string {
  const text = readFileSync(path.join(ROOT, 'dist/docs/embedding.md'), 'utf8');
  const found = [...text.matchAll(/```html\n([\s\S]*?)\n```/g)].map((match) => match[1]).find((block) => block.includes(holding));
  if (!found) throw new Error(`dist/docs/embedding.md has no html block holding ${holding}`);
  return found;
}

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Car insurance</title>${head}</head><body><main><h1>Car insurance</h1>${body}</main></body></html>`;

beforeAll(() => {
  mkdirSync(DIR, { recursive: true });
  const snippet = readFileSync(path.join(ROOT, 'dist/snippet.html'), 'utf8');
  const [head, body] = snippet.split('<!-- Where the widget goes: -->');
  writeFileSync(path.join(DIR, 'snippet.html'), page(ours(head), ours(body)));
  // The shipped embedding page's hints and its pinned script tag, their integrity as the build filled it in.
  // The stylesheet's preload is for a page with the first screen's shell, which links it; this page has none.
  const hints = embeddingBlock('rel="preload"').replace(/<link rel="preload" [^>]*as="style" \/>\n/, '');
  const pinned = embeddingBlock('<script\n  src=').replace(
    '<script src="/motor-quote-config.js"></script>',
    '<script src="/plain-config.js"></script>',
  );
  writeFileSync(path.join(DIR, 'hints.html'), page(ours(hints).replace(/<!--[^]*?-->/g, ''), ours(pinned)));
  // README's snippet, unpinned (the pinned one is dist/snippet.html's).
  const readme = /```html\n([\s\S]*?)\n```/.exec(readFileSync(path.join(ROOT, 'README.md'), 'utf8'))![1];
  writeFileSync(path.join(DIR, 'readme.html'), page('', ours(readme)));
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

  it('README.md: the script mounts and the console stays quiet', async () => {
    const tab = await browser.newPage();
    const { said } = watch(tab);
    await tab.goto(integrator.url('snippets/readme.html'));
    await tab.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    await tab.getByLabel('Title').locator('option', { hasText: 'Mrs' }).waitFor({ state: 'attached' });
    expect(said).toEqual([]);
  });

  it('a preload without the integrity is refused: Chromium says so and fetches the script again', async () => {
    const tab = await browser.newPage();
    const { said, fetched } = watch(tab);
    await tab.goto(integrator.url('snippets/preload-without-integrity.html'));
    await tab.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    await expect.poll(() => said.join('\n')).toMatch(/preload|integrity/i);
    expect(fetched).toHaveLength(2);
  });
});

describe('the guide the package ships (dist/docs/)', () => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/manifest.json'), 'utf8'));
  const shipped = readdirSync(path.join(ROOT, 'dist/docs'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));

  it("pins every snippet with this build's script and integrity, and holds no marker", () => {
    const pins: string[] = [];
    for (const page of shipped) {
      const text = readFileSync(path.join(ROOT, 'dist/docs', page), 'utf8');
      expect(text, page).not.toMatch(/\{\{[a-z]+\}\}|sha384-…/);
      for (const [, integrity] of text.matchAll(/\bintegrity\s*=\s*["']([^"']*)["']/g)) pins.push(`${page}: ${integrity}`);
      for (const [name] of text.matchAll(/motor-quote\.\d+\.\d+\.\d+[\w.-]*\.js\b/g)) expect(name, page).toBe(manifest.script);
    }
    // The embedding page's script tag and preload, the recipes' plain page, tag manager and page builder, the API team's.
    expect(pins.length).toBeGreaterThanOrEqual(6);
    expect(pins).toEqual(pins.map((pin) => pin.replace(/: .*/, `: ${manifest.files[manifest.script].integrity}`)));
  });
});
