/**
 * A host page whose Content-Security-Policy leaves the API out of connect-src: the widget names the
 * blocked source and the directive to add it to on the console, and tells the host's onError with a
 * stable code (docs/embedding.md#content-security-policy), rather than failing silently.
 */
import { describe, expect, it } from 'vitest';
import { origin, useBrowser } from './support/browser';
import { useIntegrator } from './support/integrator';

const integrator = useIntegrator();
const browser = useBrowser({ server: () => ({ allowedOrigins: [integrator.origin()] }) });

describe('a source the page’s Content-Security-Policy blocks', () => {
  it('is named on the console with its directive, and reaches onError as { kind: "csp", code }', async () => {
    const page = await browser.newPage();
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') said.push(message.text());
    });
    await page.goto(integrator.url('csp-blocked.html'));
    await page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    // The first step's option lists, asked for as it mounts, are the first calls blocked.
    const named = new RegExp(`^MotorQuote: CSP connect-src blocks ${origin().replace(/\./g, '\\.')}/\\S+$`);
    await expect.poll(() => said.some((line) => named.test(line))).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { hostErrors: unknown[] }).hostErrors))
      .toContainEqual({ kind: 'csp', code: 'connect-src' });
  });

  it('is an error event with the directive as its code, to onEvent and as motorquote:error on the element', async () => {
    const page = await browser.newPage();
    await page.goto(integrator.url('csp-blocked.html'));
    await page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    type Heard = { hostErrorEvents: unknown[]; hostErrorDomEvents: unknown[] };
    await expect.poll(() => page.evaluate(() => (window as unknown as Heard).hostErrorEvents)).toContainEqual({ code: 'connect-src' });
    await expect.poll(() => page.evaluate(() => (window as unknown as Heard).hostErrorDomEvents)).toContainEqual({ code: 'connect-src' });
  });
});
