/**
 * What a customer aims at next holds still once it is on screen. A question brought into
 * view as its step grows open, or as the car found appears, must not slide away from the point a
 * quick press (an automation library's element click, a switch, a quick finger) is already aimed at.
 */
import { describe, expect, it } from 'vitest';
import { origin, useBrowser } from './support/browser';
import { fillAboutYou, yes } from './support/details-form';

const browser = useBrowser();

describe('the page holds still under a press being aimed', () => {
  it('a question brought into view while its step grows open stays where it was brought', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/create`);
    await fillAboutYou(page);
    const moved = await page.locator('#motor-quote').evaluate(
      (host) =>
        new Promise<{ before: number; after: number }>((resolve) => {
          const root = host.shadowRoot!;
          const heading = root.getElementById('mq-step-2-heading')!;
          const panel = root.getElementById('mq-step-2-panel')!;
          // As step 2 starts to grow open, its last button is brought into view as an element click
          // (puppeteer, Playwright) or a focus move does; where it is in the step then and once the
          // step is open (in the step: the page itself may jump to the step's heading meanwhile).
          new MutationObserver((_, observer) => {
            if (heading.getAttribute('aria-expanded') !== 'true') return;
            observer.disconnect();
            requestAnimationFrame(() => {
              const target = [...panel.querySelectorAll('button')].at(-1)!;
              target.scrollIntoView({ block: 'center' });
              const inStep = () => target.getBoundingClientRect().top - panel.getBoundingClientRect().top;
              const before = inStep();
              // A step opens at once (no height animation, so nothing shifts); looked at again well after any transition would end.
              setTimeout(() => resolve({ before, after: inStep() }), 600);
            });
          }).observe(heading, { attributes: true });
          [...root.querySelectorAll('button')].find((b) => b.textContent === 'Continue')!.click();
        }),
    );
    expect(moved.after).toBe(moved.before);
  });

  it('the car found is where it will stay from the moment any script can see it', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/create`);
    await fillAboutYou(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await yes(page, 'Do you know the car’s registration?', true);
    await page.getByLabel('Registration number').fill('AB12 CDE');
    const seen = await page.locator('#motor-quote').evaluate(
      (host) =>
        new Promise<{ first: number; later: number }>((resolve) => {
          const root = host.shadowRoot!;
          // The first moment the car's panel can be seen (and a press aimed at what is in it), and
          // two frames later: the page jumps to the car before, not after, that first moment.
          new MutationObserver((_, observer) => {
            const panel = root.getElementById('mq-vehicle-panel');
            if (!panel) return;
            observer.disconnect();
            const first = panel.getBoundingClientRect().top;
            requestAnimationFrame(() => requestAnimationFrame(() => resolve({ first, later: panel.getBoundingClientRect().top })));
          }).observe(root, { childList: true, subtree: true });
          [...root.querySelectorAll('button')].find((b) => b.textContent === 'Find car')!.click();
        }),
    );
    expect(seen.later).toBe(seen.first);
    expect(seen.first).toBeLessThan(100);
  });
});
