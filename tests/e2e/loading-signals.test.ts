/**
 * Loading signals (docs/embedding.md#loading-signals): a host that adds the script later (a tag
 * manager) or its container later (a single-page app's route) gets a widget, never an empty box.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser, watchErrors } from './support/browser';
import { useIntegrator } from './support/integrator';

const integrator = useIntegrator();
const browser = useBrowser({ server: () => ({ allowedOrigins: [integrator.origin()] }) });

describe('loading signals', () => {
  it('a tag manager’s late script runs the command queued before it, then tells window it has loaded', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(integrator.url('tag-manager.html'));
    await page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { hostLog: string[] }).hostLog)).toEqual(['queued command ran', 'loaded true']);
    // A command pushed once the script is there runs at once.
    const version = await page.evaluate(() => {
      let seen = '';
      window.MotorQuoteQueue!.push((motorQuote) => (seen = motorQuote.version));
      return seen;
    });
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(errors).toEqual([]);
  });

  it('a single-page app’s container added on a route change is mounted into, with no console error', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(integrator.url('late-target.html'));
    await page.waitForFunction(() => Boolean(window.MotorQuote));
    await page.getByRole('link', { name: 'Car insurance' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    expect(errors).toEqual([]);
  });
});
