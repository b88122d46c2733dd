/**
 * docs/recipes.md's plain HTML page, as an integrator copies it: only the CDN address, its integrity
 * hash and the API are swapped for this run's (the release script from dist/manifest.json, the
 * sandbox), and the page is served from the integrator's own origin. The other recipes run in
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

beforeAll(() => {
  const page = recipe('plain-html')
    .replace('https://cdn.example.co.uk/motor-quote/motor-quote.0.1.0.js', '{{WIDGET_ORIGIN}}/dist/{{RELEASE_SCRIPT}}')
    .replace('sha384-…', '{{RELEASE_INTEGRITY}}')
    .replace('https://api.insurer.example', '{{API_ORIGIN}}');
  expect(page).not.toMatch(/example\.co\.uk|insurer\.example|…/);
  mkdirSync(DIR, { recursive: true });
  writeFileSync(path.join(DIR, 'plain-html.html'), page);
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
});
