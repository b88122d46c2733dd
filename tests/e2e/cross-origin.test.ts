/**
 * The widget on an integrator's page of another origin: the script and the API are on the insurer's
 * origin (the demo server), the page on the integrator's (support/integrator.ts). The API's CORS
 * allow-list names the integrator's origin only.
 */
import { describe, expect, it } from 'vitest';
import { origin, useBrowser, watchErrors } from './support/browser';
import { fillAboutYou } from './support/details-form';
import { useIntegrator } from './support/integrator';
import { fillDetailsAndGetQuote } from './support/journey';

const integrator = useIntegrator();
const browser = useBrowser({ server: () => ({ allowedOrigins: [integrator.origin()] }) });

describe('a host page on another origin than the script and the API', () => {
  it('the integrator’s page, the script and the API are two different origins', () => {
    expect(new URL(integrator.origin()).origin).not.toBe(new URL(origin()).origin);
    expect(new URL(integrator.unlistedOrigin()).origin).not.toBe(new URL(integrator.origin()).origin);
  });

  it('loads the first option list, quotes and shows the price, every API call cross-origin; the sandbox’s documents link to the API', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${origin()}/api/`)) apiCalls.push(request.method());
    });
    await page.goto(integrator.url('plain.html#/quote/create'));
    expect(new URL(page.url()).origin).toBe(integrator.origin());
    // The first option list (Title) came from the API on the other origin.
    await page.getByLabel('Title').locator('option', { hasText: 'Mrs' }).waitFor({ state: 'attached' });
    await expect(page.getByText('We couldn’t load the choices').count()).resolves.toBe(0);
    await fillDetailsAndGetQuote(page);
    await page.getByRole('heading', { name: 'Your car insurance quote', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText(/£\d/).first().waitFor();
    expect(apiCalls).toContain('POST');
    // The default legal documents are the sandbox's pages: on the API's origin, not the host page's.
    // The price screen lists the car policy's own documents where she decides; pressing Continue here
    // raced the link against the screen's exit (a slow machine left the price screen first).
    const wording = page.locator('a[href*="policy-wording"]').first();
    await wording.waitFor();
    expect(await wording.getAttribute('href')).toBe(`${origin()}/sandbox/documents/policy-wording.html`);
    expect(errors.filter((line) => /CORS|Access-Control|blocked/i.test(line))).toEqual([]);
    // The host's own path is untouched; the journey lives in the hash.
    expect(new URL(page.url()).pathname).toBe('/plain.html');
  });

  it('a relative logo address is the host page’s own, as an <img src> on that page would be', async () => {
    const page = await browser.newPage();
    await page.goto(integrator.url('plain.html#/quote/create'));
    const logo = page.getByRole('img', { name: 'Juniper Car Insurance' });
    await logo.waitFor();
    // plain-config.js gives logoUrl '/integrator-logo.svg': the integrator's file, not the API's.
    expect(await logo.evaluate((img: HTMLImageElement) => ({ src: img.src, loaded: img.complete && img.naturalWidth > 0 }))).toEqual({
      src: `${integrator.origin()}/integrator-logo.svg`,
      loaded: true,
    });
  });

  it('on a page sent with X-Frame-Options DENY and a strict CSP, the script pinned by integrity runs with no violation', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(integrator.url('strict.html#/quote/create'));
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    expect(response?.headers()['content-security-policy']).toContain(`connect-src ${origin()}`);
    const script = await page.evaluate(() => {
      const tag = document.querySelector<HTMLScriptElement>('script[integrity]')!;
      return { integrity: tag.integrity, crossOrigin: tag.crossOrigin };
    });
    expect(script.integrity).toMatch(/^sha384-/);
    expect(script.crossOrigin).toBe('anonymous');
    await fillAboutYou(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('group', { name: 'Do you know the car’s registration?' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(errors.filter((line) => /Content Security Policy|Refused|integrity/i.test(line))).toEqual([]);
  });

  it('the script is served with Access-Control-Allow-Origin: *, so integrity + crossorigin can check it', async () => {
    const answer = await fetch(`${origin()}/dist/motor-quote.js`, { headers: { Origin: integrator.origin() } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('a page on an origin the API does not list is refused at the preflight, and the widget says it could not load', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(integrator.url('plain.html#/quote/create', { unlisted: true }));
    // The widget itself runs (the script is public); its API calls are blocked by the browser.
    await page.getByText('We couldn’t load the choices for this question.').first().waitFor();
    expect(errors.some((line) => /CORS policy/.test(line))).toBe(true);
    // Chromium sends simple GETs without a preflight, so the refusal shows on the first call that needs one.
    const refused = await page.evaluate(
      (api) =>
        fetch(`${api}/api/proposal`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }).then(
          () => 'answered',
          () => 'blocked',
        ),
      origin(),
    );
    expect(refused).toBe('blocked');
    // What the browser was told: the preflight from that origin carries no Access-Control-Allow-Origin.
    const preflight = await fetch(`${origin()}/api/proposal`, {
      method: 'OPTIONS',
      headers: {
        Origin: integrator.unlistedOrigin(),
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
