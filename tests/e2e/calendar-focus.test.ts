/**
 * WCAG 2.2 2.4.11 Focus Not Obscured: on a short screen (a 320 px phone held sideways, or 200% zoom)
 * the calendar scrolls, and its sticky Cancel/Ok bar must never cover the day that has focus.
 */
import { describe, expect, it } from 'vitest';
import { origin, useBrowser } from './support/browser';

const browser = useBrowser();

describe('the calendar on a short screen', () => {
  it('opens inside the window and keeps the focused day in view, clear of the Cancel/Ok bar, as the arrow keys move', async () => {
    const page = await browser.newPage({ width: 320, height: 420 });
    await page.goto(`${origin()}/#/quote/create`);
    await page
      .getByRole('button', { name: /Choose date/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const covered: string[] = [];
    // The date of birth's calendar opens on its latest allowed day (17 years ago), in the last rows.
    for (let press = 0; press < 13; press += 1) {
      if (press > 0) await page.keyboard.press(press < 7 ? 'ArrowUp' : 'ArrowDown');
      const overlap = await page.evaluate(() => {
        const root = document.querySelector('#motor-quote')!.shadowRoot!;
        const day = root.activeElement as HTMLElement;
        const bar = root.querySelector('.mq-calendar-popover .mq-calendar__actions') as HTMLElement;
        const a = day.getBoundingClientRect();
        const b = bar.getBoundingClientRect();
        if (a.top < 0 || a.bottom > innerHeight)
          return `${day.textContent} outside the window (${Math.round(a.top)}–${Math.round(a.bottom)} of ${innerHeight})`;
        return a.bottom > b.top + 0.5 && a.top < b.bottom
          ? `${day.textContent} under the bar (${Math.round(a.bottom)} > ${Math.round(b.top)})`
          : null;
      });
      if (overlap) covered.push(overlap);
    }
    expect(covered).toEqual([]);
  });
});
