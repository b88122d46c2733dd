/**
 * docs/recipes.md's plain HTML page, as an integrator copies it from the shipped guide (dist/docs/,
 * its version and integrity filled in by the build): only the CDN folder and the API are swapped for
 * this run's (the sandbox), and the page is served from the integrator's own origin. The other recipes run in
 * package.test.ts (Vite + React, Next.js, by hand) and tests/component/react/.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipe } from '../support/recipes';
import { expectNoAxeViolations } from './support/axe';
import { useBrowser, watchErrors } from './support/browser';
import { useIntegrator } from './support/integrator';

const integrator = useIntegrator();
const browser = useBrowser({ server: () => ({ allowedOrigins: [integrator.origin()] }) });
// Written where the integrator's server serves from, and removed after (.gitignore keeps it out).
const DIR = path.resolve(import.meta.dirname, 'integrator-pages/recipes');

/** A recipe with this run's script folder and the sandbox in place of the placeholders; its integrity as shipped. */
function ours(name: string): string {
  const code = recipe(name)
    .replace('https://cdn.example.co.uk/motor-quote/', '{{WIDGET_ORIGIN}}/dist/')
    .replace('https://api.insurer.example', '{{API_ORIGIN}}');
  expect(code).not.toMatch(/example\.co\.uk|insurer\.example|…|\{\{(?!WIDGET_ORIGIN|API_ORIGIN)/);
  return code;
}

/** A host page of the integrator's, around a recipe that is only a part of one. */
const hostPage = (title: string, body: string) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

beforeAll(() => {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(path.join(DIR, 'plain-html.html'), ours('plain-html'));
  // The tag manager adds its tag a moment after the page has loaded, as a script element.
  const tag = ours('tag-manager').replace(/^<script>\n([\s\S]*)<\/script>\n$/, '$1');
  writeFileSync(
    path.join(DIR, 'tag-manager.js'),
    `window.addEventListener('load', () => setTimeout(() => { const s = document.createElement('script'); s.textContent = ${JSON.stringify(tag)}; document.body.append(s); }, 300));`,
  );
  writeFileSync(
    path.join(DIR, 'tag-manager.html'),
    hostPage('Compare car insurance', '<div id="quote-box"></div><script src="tag-manager.js"></script>'),
  );
  writeFileSync(
    path.join(DIR, 'page-builder.html'),
    hostPage(
      'Car insurance',
      `<section><p>A builder's text block.</p></section>${ours('page-builder')}<section><p>Another block.</p></section>`,
    ),
  );
});
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe('docs/recipes.md', () => {
  it('plain HTML: the pinned script mounts on the integrator’s page and the API answers it', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(integrator.url('recipes/plain-html.html'));
    await page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    // The first option list came from the API named in the recipe's config.
    await page.getByLabel('Title').locator('option', { hasText: 'Mrs' }).waitFor({ state: 'attached' });
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it.each(['tag-manager', 'page-builder'])('%s: the widget mounts into the recipe’s box and the API answers it', async (name) => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(integrator.url(`recipes/${name}.html`));
    const box = name === 'tag-manager' ? '#quote-box' : '#motor-quote-block';
    await page.locator(box).getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    await page.locator(box).getByLabel('Title').locator('option', { hasText: 'Mrs' }).waitFor({ state: 'attached' });
    // routing 'memory': the page's own address is never written.
    expect(new URL(page.url()).hash).toBe('');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
