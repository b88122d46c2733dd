/**
 * The mount handle's public API, in a real page (demo/pages/blank.html mounts by hand): `ready`
 * and `widget_ready` wait for the first screen to be shown.
 */
import { describe, expect, it } from 'vitest';
import { origin, useBrowser, watchErrors } from './support/browser';

const browser = useBrowser();

describe('mount() handle', () => {
  it('widget_ready fires, and ready resolves true, only once the first screen is shown; never inside mount()', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/blank.html`);
    const result = await page.evaluate(async () => {
      const seen: { name: string; headingShown: boolean; duringMount: boolean }[] = [];
      let duringMount = true;
      const host = document.querySelector('#first')!;
      const headingShown = () => Boolean(host.shadowRoot?.querySelector('h1')?.textContent);
      const widget = window.MotorQuote!.mount(host, {
        routing: 'memory',
        onEvent: (name) => seen.push({ name, headingShown: headingShown(), duringMount }),
      });
      duringMount = false;
      const eventsWhenMountReturned = seen.length;
      const shown = await widget.ready;
      return { shown, eventsWhenMountReturned, seen, headingAtReady: headingShown() };
    });
    expect(result.eventsWhenMountReturned).toBe(0);
    expect(result.shown).toBe(true);
    expect(result.headingAtReady).toBe(true);
    // widget_ready first, then the first screen's own milestone (the details form's step 1 opened).
    expect(result.seen).toEqual([
      { name: 'widget_ready', headingShown: true, duringMount: false },
      { name: 'step_viewed', headingShown: true, duringMount: false },
    ]);
    expect(errors).toEqual([]);
  });

  it('ready resolves false when the widget is unmounted before its first screen, or nothing could mount', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/blank.html`);
    const result = await page.evaluate(async () => {
      const events: string[] = [];
      const widget = window.MotorQuote!.mount('#first', { routing: 'memory', onEvent: (name) => events.push(name) });
      widget.unmount();
      const early = await widget.ready;
      const missing = await window.MotorQuote!.mount('#nowhere', {}).ready;
      // A widget mounted after them reaches its first screen: had the first gone on, it would have too.
      const later = window.MotorQuote!.mount('#second', { routing: 'memory' });
      await later.ready;
      later.unmount();
      return { early, missing, events };
    });
    expect(result).toEqual({ early: false, missing: false, events: [] });
  });

  it('onError hears of each failed call and each error screen by a stable code, with no personal data', async () => {
    const page = await browser.newPage();
    await page.route('**/api/list/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'server_error', message: 'Jane Driver at TA1 1AA' }),
      }),
    );
    await page.goto(`${origin()}/blank.html#/error/exception`);
    const errors = await page.evaluate(async () => {
      const seen: unknown[] = [];
      window.MotorQuote!.mount('#first', { onError: (error: unknown) => seen.push(error) } as never);
      await new Promise<void>((resolve) => {
        const watch = () => (seen.some((e) => (e as { kind: string }).kind === 'screen') ? resolve() : requestAnimationFrame(watch));
        watch();
      });
      return seen;
    });
    expect(errors).toContainEqual({ kind: 'screen', code: expect.any(String) });
    const page2 = await browser.newPage();
    await page2.route('**/api/list/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'server_error', message: 'Jane Driver at TA1 1AA' }),
      }),
    );
    await page2.goto(`${origin()}/blank.html#/quote/create`);
    const apiErrors = await page2.evaluate(async () => {
      const seen: unknown[] = [];
      window.MotorQuote!.mount('#first', { onError: (error: unknown) => seen.push(error) } as never);
      await new Promise<void>((resolve) => {
        const watch = () => (seen.length > 0 ? resolve() : requestAnimationFrame(watch));
        watch();
      });
      return seen;
    });
    expect(apiErrors[0]).toEqual({ kind: 'api', code: 'server_error', call: 'listOne', status: 500 });
    expect(JSON.stringify(apiErrors)).not.toContain('Jane');
  });

  it('update() changes the brand, theme and labels without a remount, keeping the customer’s answers', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/blank.html#/quote/create`);
    await page.evaluate(() => {
      (window as unknown as { widget: unknown }).widget = window.MotorQuote!.mount('#first', { brand: { name: 'First Brand' } });
    });
    await page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    await page.getByLabel('First name', { exact: true }).fill('Amelia');
    await page.evaluate(() =>
      (window as unknown as { widget: { update(settings: unknown): void } }).widget.update({
        brand: { name: 'Second Brand', theme: { '--mq-color-primary': 'rgb(0, 75, 135)' } },
        labels: { 'header.testMode': 'Demo only' },
      }),
    );
    await page.getByText('Second Brand').first().waitFor();
    await page.getByText('Demo only', { exact: true }).waitFor();
    await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe('Amelia');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.querySelector('#first')!.shadowRoot!.querySelector('.mq-root')!)
        .getPropertyValue('--mq-color-primary')
        .trim(),
    );
    expect(primary).toBe('rgb(0, 75, 135)');
    expect(errors).toEqual([]);
  });

  it('update() changes the partner of a quote not yet saved: its logo shows and the draft to be quoted takes its source of business', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/blank.html#/quote/create`);
    await page.evaluate(() => {
      (window as unknown as { widget: unknown }).widget = window.MotorQuote!.mount('#first', {});
    });
    await page.getByRole('heading', { level: 1, name: 'Get a car insurance quote' }).waitFor();
    await expect(page.getByRole('img', { name: 'CompareCover' }).count()).resolves.toBe(0);
    await page.getByLabel('First name', { exact: true }).fill('Amelia');
    // A partner page that learns its referrer after the widget mounted.
    await page.evaluate(() =>
      (window as unknown as { widget: { update(settings: unknown): void } }).widget.update({ partner: { sourceOfBusiness: '105' } }),
    );
    await page.getByRole('img', { name: 'CompareCover' }).waitFor();
    await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe('Amelia');
    // What the quote will be sent with: the draft the widget keeps for this page's session (written
    // once typing pauses, so waited for).
    const source = await page.waitForFunction(() => {
      const key = Object.keys(sessionStorage).find((k) => k.includes('proposal'));
      const value = key ? JSON.parse(sessionStorage.getItem(key)!).state.draft.risk.source_of_business : null;
      return value === 'Website' ? null : value;
    });
    expect(await source.jsonValue()).toBe('105');
    expect(errors).toEqual([]);
  });
});
