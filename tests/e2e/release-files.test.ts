/**
 * `npm run build`'s release files (scripts/release-files.mjs): the script under its versioned name
 * and dist/manifest.json with each file's size and sha384 integrity; the versioned script loaded
 * from another origin with that integrity, as README's pinned snippet does.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { origin, useBrowser, watchErrors } from './support/browser';
import { useIntegrator } from './support/integrator';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dist = (file: string) => path.join(ROOT, 'dist', file);
const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
const manifest = () =>
  JSON.parse(readFileSync(dist('manifest.json'), 'utf8')) as {
    version: string;
    script: string;
    files: Record<string, { size: number; integrity: string }>;
  };

const integrator = useIntegrator();
const browser = useBrowser();

describe('release files', () => {
  it('dist/manifest.json gives each file its size and sha384 integrity; the versioned script is the script', () => {
    const { version: built, script, files } = manifest();
    expect(built).toBe(version);
    expect(script).toBe(`motor-quote.${version}.js`);
    for (const file of ['motor-quote.js', script, `${script}.map`, 'motor-quote-return.html', 'motor-quote-return.js'])
      expect(Object.keys(files)).toContain(file);
    for (const [file, { size, integrity }] of Object.entries(files)) {
      expect(size, file).toBe(statSync(dist(file)).size);
      expect(integrity, file).toBe(
        `sha384-${createHash('sha384')
          .update(readFileSync(dist(file)))
          .digest('base64')}`,
      );
    }
    // The same code; only its source map comment names its own, versioned map.
    const strip = (text: string) => text.replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
    expect(strip(readFileSync(dist(script), 'utf8'))).toBe(strip(readFileSync(dist('motor-quote.js'), 'utf8')));
    expect(readFileSync(dist(script), 'utf8')).toContain(`//# sourceMappingURL=${script}.map`);
  });

  it('the versioned script, pinned with the manifest’s integrity, runs on a page of another origin and is served as immutable', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const answer = page.waitForResponse((response) => response.url() === `${origin()}/dist/${manifest().script}`);
    await page.goto(integrator.url('release.html'));
    const response = await answer;
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    await page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    expect(await page.evaluate(() => window.MotorQuote?.version)).toBe(version);
    expect(errors).toEqual([]);
  });

  it('a script whose bytes do not match the integrity is refused by the browser: nothing runs', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(integrator.url('release-tampered.html'));
    await expect.poll(() => errors.some((line) => /integrity/i.test(line))).toBe(true);
    expect(await page.evaluate(() => typeof window.MotorQuote)).toBe('undefined');
  });
});
