/**
 * Windows contrast themes (forced colours, emulated in Chromium): the icons that carry meaning
 * (a completed step's tick, the chevrons) take the system's colours, so they cannot vanish against
 * the user's background as brand-coloured strokes do; the current stage is marked in Highlight.
 */
import { describe, expect, it } from 'vitest';
import { origin, useBrowser } from './support/browser';
import { fillAboutYou } from './support/details-form';
import { sel } from './support/class-names';

const browser = useBrowser();

describe('forced colours', () => {
  it('ticks and chevrons take system colours, and the current stage is marked in Highlight', async () => {
    const page = await browser.newPage({ width: 420, height: 900 });
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
    await page.goto(`${origin()}/#/quote/create`);
    await fillAboutYou(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.locator(sel('#mq-step-1-heading .mq-step__tick')).waitFor();
    const colours = await page.evaluate(
      (s) => {
        const root = document.querySelector('#motor-quote')!.shadowRoot!;
        const colour = (selector: string, property = 'color') => getComputedStyle(root.querySelector(selector)!).getPropertyValue(property);
        const probe = document.createElement('span');
        document.body.append(probe);
        const system = (name: string) => {
          probe.style.color = name;
          return getComputedStyle(probe).color;
        };
        return {
          tick: colour(s.tick),
          chevron: colour(s.chevron),
          stage: colour(s.stage, 'border-top-color'),
          highlight: system('Highlight'),
          buttonText: system('ButtonText'),
        };
      },
      {
        tick: sel('#mq-step-1-heading .mq-step__tick'),
        chevron: sel('#mq-step-2-heading .mq-step__chevron'),
        stage: sel('.mq-progress__step--current'),
      },
    );
    expect(colours.tick).toBe(colours.highlight);
    expect(colours.chevron).toBe(colours.buttonText);
    expect(colours.stage).toBe(colours.highlight);
  });
});
