/**
 * WCAG 2.2 2.4.11 Focus Not Obscured: on a short screen (a 320 px phone held sideways, or 200% zoom)
 * the calendar scrolls, and its sticky Cancel/Ok bar must never cover the day that has focus.
 */
import { describe, expect, it } from 'vitest';
import { origin, useBrowser } from './support/browser';
import { sel } from './support/class-names';

/** The calendar's parts, by the classes the built script gives them. */
const calendar = () => ({
  bar: sel('.mq-calendar-popover .mq-calendar__actions'),
  header: sel('.mq-calendar-popover .mq-calendar__header'),
  popover: sel('.mq-calendar-popover'),
});

const browser = useBrowser();

describe('the calendar on a short screen', () => {
  it('opens inside the window and keeps the focused day in view, clear of the Cancel/Ok bar, as the arrow keys move', async () => {
    const page = await browser.newPage({ width: 320, height: 420 });
    await page.goto(`${origin()}/#/quote/create`);
    // The latest date of birth allowed (17 years ago, late in its month's rows): the calendar opens on it.
    const latest = new Date();
    latest.setFullYear(latest.getFullYear() - 17);
    const typed = [latest.getDate(), latest.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/');
    await page.getByLabel('Date of birth').first().pressSequentially(`${typed}/${latest.getFullYear()}`);
    await page
      .getByRole('button', { name: /Choose date/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const covered: string[] = [];
    for (let press = 0; press < 13; press += 1) {
      if (press > 0) await page.keyboard.press(press < 7 ? 'ArrowUp' : 'ArrowDown');
      const overlap = await page.evaluate((s) => {
        const root = document.querySelector('#motor-quote')!.shadowRoot!;
        const day = root.activeElement as HTMLElement;
        const bar = root.querySelector(s.bar) as HTMLElement;
        const header = root.querySelector(s.header) as HTMLElement;
        const popover = root.querySelector(s.popover) as HTMLElement;
        const a = day.getBoundingClientRect();
        const b = bar.getBoundingClientRect();
        const h = header.getBoundingClientRect();
        if (a.top < 0 || a.bottom > innerHeight)
          return `${day.textContent} outside the window (${Math.round(a.top)}–${Math.round(a.bottom)} of ${innerHeight})`;
        // The month, the year and Previous/Next stay in view at the top of the scrolled calendar.
        if (h.top < popover.getBoundingClientRect().top - 0.5) return `the month and year scrolled out of view at ${day.textContent}`;
        if (a.top < h.bottom - 0.5) return `${day.textContent} under the month and year (${Math.round(a.top)} < ${Math.round(h.bottom)})`;
        return a.bottom > b.top + 0.5 && a.top < b.bottom
          ? `${day.textContent} under the bar (${Math.round(a.bottom)} > ${Math.round(b.top)})`
          : null;
      }, calendar());
      if (overlap) covered.push(overlap);
    }
    expect(covered).toEqual([]);
  });
});

describe('dates typed as people type them', () => {
  it('lands one-digit days and months, slashes, dots and spaces on DD/MM/YYYY, typed with real keys', async () => {
    const page = await browser.newPage({ width: 360, height: 640 });
    await page.goto(`${origin()}/#/quote/create`);
    const dob = page.getByLabel('Date of birth').first();
    const shown: string[] = [];
    for (const typed of ['4/3/1988', '14.3.1988', '4 3 1988', '04031988']) {
      await dob.fill('');
      await dob.pressSequentially(typed);
      shown.push(await dob.inputValue());
    }
    expect(shown).toEqual(['04/03/1988', '14/03/1988', '04/03/1988', '04/03/1988']);
  });

  it('opens an empty date of birth on its years, near a plausible year, with the years in view', async () => {
    const page = await browser.newPage({ width: 360, height: 640 });
    await page.goto(`${origin()}/#/quote/create`);
    await page
      .getByRole('button', { name: /Choose date/ })
      .first()
      .click();
    const years = page.getByRole('group', { name: 'Years' });
    await years.waitFor();
    const focused = await page.evaluate(() => {
      const root = document.querySelector('#motor-quote')!.shadowRoot!;
      const active = root.activeElement as HTMLElement;
      const box = active.getBoundingClientRect();
      return { year: Number(active.textContent), inView: box.top >= 0 && box.bottom <= innerHeight };
    });
    expect(focused).toEqual({ year: new Date().getFullYear() - 40, inView: true });
  });
});
