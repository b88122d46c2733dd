/**
 * A host page whose Content-Security-Policy leaves the API out of connect-src, or the card payment's
 * return page out of frame-src: the widget names the blocked source and the directive to add it to on
 * the console, and tells the host's onError with a stable code (docs/embedding.md#content-security-policy),
 * rather than failing silently; and it never opens a card page whose return would be blocked.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { useIntegrator } from './support/integrator';
import { createQuotedProposal } from './support/quote';

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

  it('leaves the return page out of frame-src: no card page is asked for or opened, she is told, the host hears frame-src', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    const said = watchErrors(page);
    const payments: string[] = [];
    page.on('request', (request) => {
      if (/\/quote\/payment$/.test(new URL(request.url()).pathname)) payments.push(request.method());
    });
    // The page's CSP names the API (the card page's origin) in frame-src, not its own site, where
    // csp-blocked-config.js serves the return page.
    await page.goto(integrator.url(`csp-return-blocked.html#/quote/payment?uuid=${uuid}`));
    await page.getByRole('heading', { level: 1, name: 'Pay for your policy' }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The secure payment form can’t open on this page, so no payment has been taken.' })
      .waitFor();
    await expect(page.getByTitle('Secure card payment').count()).resolves.toBe(0);
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    expect(payments).toEqual([]);
    // The return page is on the page's own origin, so Chromium names it in full.
    expect(said).toContain(`MotorQuote: CSP frame-src blocks ${integrator.origin()}/motor-quote-return.html`);
    type Heard = { hostErrors: unknown[]; hostErrorEvents: unknown[]; hostErrorDomEvents: unknown[] };
    const heard = await page.evaluate(() => {
      const { hostErrors, hostErrorEvents, hostErrorDomEvents } = window as unknown as Heard;
      return { hostErrors, hostErrorEvents, hostErrorDomEvents };
    });
    expect(heard).toEqual({
      hostErrors: [{ kind: 'csp', code: 'frame-src' }],
      hostErrorEvents: [{ code: 'frame-src' }],
      hostErrorDomEvents: [{ code: 'frame-src' }],
    });
    await expectNoAxeViolations(page, 'payment, its return page blocked by the host page');
  });
});
