/**
 * The host owns the box: on an integrator's page (support/integrator.ts, layout-*.html) the widget's
 * host element takes its size, margin, flex and grid placement from the page's CSS, while the
 * page's text styles on that element (layout.css .widget-box: Comic Sans, italic, red, spaced,
 * uppercase, centred, indented, pre, shadowed, underlined) never reach the widget's text. (A host's
 * underline is drawn, not inherited, so no computed style shows it: the screenshots do.)
 * MQ_SCREENSHOTS=docs/screenshots also writes each layout at 360 and 1280 px, for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, watchErrors } from './support/browser';
import { useIntegrator } from './support/integrator';

const integrator = useIntegrator();
const browser = useBrowser();
const shots = process.env.MQ_SCREENSHOTS;

interface Box {
  left: number;
  right: number;
  top: number;
  width: number;
  height: number;
}

const box = (page: Page, selector: string): Promise<Box> =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, width: r.width, height: r.height };
  });

/** Opens a layout page at `width` and waits until every widget on it shows its first screen. */
async function open(page: Page, name: string, widgets: number) {
  await page.goto(integrator.url(`${name}#/quote/create`));
  await expect.poll(() => page.getByLabel('First name').count(), { timeout: 15_000 }).toBe(widgets);
  // Wait for the option lists too, so the screenshot and the measurement see the finished form.
  await page.getByLabel('Title').first().locator('option', { hasText: 'Mrs' }).waitFor({ state: 'attached' });
}

async function screenshot(page: Page, name: string, width: number) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `integrator-${name}-${width}.png`), fullPage: true });
}

/** The widget's text styles, read inside its shadow root: none of the host's may show here. */
const innerTextStyles = (page: Page, host: string) =>
  page.locator(host).evaluate((el) => {
    const root = el.shadowRoot!.querySelector('.mq-root')!;
    const label = el.shadowRoot!.querySelector('label')!;
    const pick = (node: Element) => {
      const s = getComputedStyle(node);
      return {
        fontFamily: s.fontFamily,
        fontStyle: s.fontStyle,
        color: s.color,
        lineHeight: s.lineHeight,
        letterSpacing: s.letterSpacing,
        wordSpacing: s.wordSpacing,
        textTransform: s.textTransform,
        textAlign: s.textAlign,
        textIndent: s.textIndent,
        whiteSpace: s.whiteSpace,
        textShadow: s.textShadow,
      };
    };
    return { root: pick(root), label: pick(label), token: getComputedStyle(root).getPropertyValue('--mq-font-family').trim() };
  });

function expectNoHostTextStyles(styles: Awaited<ReturnType<typeof innerTextStyles>>) {
  for (const s of [styles.root, styles.label]) {
    expect(s.fontFamily).not.toMatch(/Comic/);
    expect(s).toMatchObject({
      fontStyle: 'normal',
      letterSpacing: 'normal',
      wordSpacing: '0px',
      textTransform: 'none',
      textIndent: '0px',
      whiteSpace: 'normal',
      textShadow: 'none',
    });
    expect(s.color).not.toBe('rgb(200, 0, 0)');
    expect(['left', 'start']).toContain(s.textAlign);
  }
  // The computed font-family is serialised with double quotes, the custom property keeps its source's quotes.
  const fontList = (value: string) => value.replace(/["'\s]/g, '');
  expect(fontList(styles.root.fontFamily)).toBe(fontList(styles.token));
}

describe('the host page owns the widget’s box', () => {
  it('as a flex item beside a 280px sidebar, it takes the rest of the row', async () => {
    const page = await browser.newPage({ width: 1280 });
    const errors = watchErrors(page);
    await open(page, 'layout-flex.html', 1);
    const row = await box(page, '.with-sidebar');
    const sidebar = await box(page, '.with-sidebar > .sidebar');
    const widget = await box(page, '#motor-quote');
    expect(sidebar.width).toBeCloseTo(280, 0);
    expect(widget.left).toBeGreaterThanOrEqual(sidebar.right + 24 - 0.5);
    expect(widget.width).toBeCloseTo(row.width - 280 - 24, 0);
    expect(widget.height).toBeGreaterThan(300);
    // The form inside is laid out by that width, not squeezed or spilling over.
    const form = await page.getByLabel('First name').evaluate((el) => el.getBoundingClientRect().right);
    expect(form).toBeLessThanOrEqual(widget.right);
    expectNoHostTextStyles(await innerTextStyles(page, '#motor-quote'));
    await screenshot(page, 'flex', 1280);
    expect(errors).toEqual([]);
  });

  it('in a CSS grid, it sits in its named area between the navigation and the promotion', async () => {
    const page = await browser.newPage({ width: 1280 });
    await open(page, 'layout-grid.html', 1);
    const grid = await box(page, '.grid');
    const nav = await box(page, '.grid > nav');
    const promo = await box(page, '.grid > .promo');
    const widget = await box(page, '#motor-quote');
    expect(widget.left).toBeCloseTo(nav.right + 24, 0);
    expect(widget.right).toBeCloseTo(promo.left - 24, 0);
    expect(widget.width).toBeCloseTo(grid.width - 200 - 220 - 48, 0);
    expect(widget.top).toBeCloseTo(grid.top, 0);
    expectNoHostTextStyles(await innerTextStyles(page, '#motor-quote'));
    await screenshot(page, 'grid', 1280);
  });

  it('at max-width 600px with margin 0 auto, it is 600px wide, centred, in the host’s own frame', async () => {
    const page = await browser.newPage({ width: 1280 });
    await open(page, 'layout-max-width.html', 1);
    const main = await box(page, '.site-main');
    const widget = await box(page, '#motor-quote');
    expect(widget.width).toBeCloseTo(600, 0);
    const padding = 24;
    expect(widget.left - (main.left + padding)).toBeCloseTo(main.right - padding - widget.right, 0);
    const frame = await page.locator('#motor-quote').evaluate((el) => getComputedStyle(el).borderTopWidth);
    expect(frame).toBe('2px');
    expectNoHostTextStyles(await innerTextStyles(page, '#motor-quote'));
    await screenshot(page, 'max-width', 1280);
  });

  it('two widgets side by side share the row equally and never overlap', async () => {
    const page = await browser.newPage({ width: 1280 });
    await open(page, 'layout-side-by-side.html', 2);
    const row = await box(page, '.pair');
    const first = await box(page, '#juniper');
    const second = await box(page, '#northgate');
    expect(first.width).toBeGreaterThan(400);
    expect(first.width).toBeCloseTo(second.width, 0);
    expect(first.right + 24).toBeCloseTo(second.left, 0);
    expect(first.left).toBeCloseTo(row.left, 0);
    expect(second.right).toBeCloseTo(row.right, 0);
    expectNoHostTextStyles(await innerTextStyles(page, '#juniper'));
    expectNoHostTextStyles(await innerTextStyles(page, '#northgate'));
    await screenshot(page, 'side-by-side', 1280);
  });

  it('at 360px each layout gives the widget the full column, one widget above the other', async () => {
    for (const [name, hosts] of [
      ['layout-flex.html', ['#motor-quote']],
      ['layout-grid.html', ['#motor-quote']],
      ['layout-max-width.html', ['#motor-quote']],
      ['layout-side-by-side.html', ['#juniper', '#northgate']],
    ] as const) {
      const page = await browser.newPage({ width: 360, height: 780 });
      await open(page, name, hosts.length);
      const main = await box(page, '.site-main');
      const boxes = await Promise.all(hosts.map((host) => box(page, host)));
      for (const widget of boxes) {
        expect(widget.width, name).toBeGreaterThan(250);
        expect(widget.right, name).toBeLessThanOrEqual(main.right);
      }
      if (boxes.length === 2) expect(boxes[1].top).toBeGreaterThanOrEqual(boxes[0].top + boxes[0].height);
      // No sideways scrolling: nothing of the widget spills past the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(360);
      await screenshot(page, name.replace(/^layout-|\.html$/g, ''), 360);
    }
  });

  it('the page’s text styles on the element change not one pixel of the widget, underline included', async () => {
    const page = await browser.newPage({ width: 1280 });
    await open(page, 'layout-max-width.html', 1);
    const widget = page.locator('#motor-quote');
    // The form is still settling when its option lists arrive (its logo and fonts, a focus ring): wait
    // until two shots in a row agree, so the comparison below sees the page's styles and nothing else.
    let styled = await widget.screenshot({ animations: 'disabled', caret: 'hide' });
    await expect
      .poll(async () => {
        const previous = styled;
        styled = await widget.screenshot({ animations: 'disabled', caret: 'hide' });
        return styled.equals(previous);
      })
      .toBe(true);
    await widget.evaluate((el) => el.classList.remove('widget-box'));
    expect(await widget.evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/Comic/);
    const plain = await widget.screenshot({ animations: 'disabled', caret: 'hide' });
    expect(styled.equals(plain)).toBe(true);
  });

  it('the --mq-* custom properties a page sets on the element pass in, above the brand.theme of the config', async () => {
    const page = await browser.newPage({ width: 1280 });
    await open(page, 'layout-side-by-side.html', 2);
    // Northgate's config sets --mq-color-accent to #1d4f91 through brand.theme.
    const button = page.locator('#northgate').getByRole('button', { name: 'Continue', exact: true });
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 79, 145)');
    await page.locator('#northgate').evaluate((el: HTMLElement) => el.style.setProperty('--mq-color-accent', 'rgb(1, 2, 3)'));
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(1, 2, 3)');
  });

  it('a hidden attribute on the host element hides the widget, as on any element of the page', async () => {
    const page = await browser.newPage({ width: 1280 });
    await open(page, 'layout-max-width.html', 1);
    await page.locator('#motor-quote').evaluate((el) => el.setAttribute('hidden', ''));
    await expect(page.getByLabel('First name').isVisible()).resolves.toBe(false);
    expect((await box(page, '#motor-quote')).height).toBe(0);
  });
});
