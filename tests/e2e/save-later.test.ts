/**
 * Save and come back later (docs/product/transitions.md#saved-answers): answers not yet quoted are
 * e-mailed as a single-use link that reopens them on another device after her date of birth and
 * postcode; offered on every step, on the expiry warning and once on the Expired screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser } from './support/browser';
import { fillAboutYou, fillAboutYourCarByRegistration, userIn } from './support/details-form';
import { stepPanel } from './support/details-form-steps';

const browser = useBrowser();
const SAVE = 'Save and come back later';
const saveDialog = (page: Page) => page.getByRole('dialog', { name: 'Save your answers' });
const sentDialog = (page: Page) => page.getByRole('dialog', { name: 'Your answers are saved' });
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The last saved-answers link the sandbox e-mailed to `to`, read from its outbox page. */
async function linkSentTo(to: string): Promise<string> {
  const html = await (await fetch(`${origin()}/sandbox/outbox`)).text();
  const mails = [...html.matchAll(/<p class="note">To ([^ ]*) at [^<]*<\/p>\n<pre>([^<]*)<\/pre>/g)].filter(
    ([, address]) => address === to,
  );
  const link = mails.map(([, , body]) => /http\S+#\/quote\/resume\?code=[\w-]+/.exec(body)?.[0]).find(Boolean);
  if (!link) throw new Error(`no saved-answers link to ${to} in the outbox`);
  return link;
}

const mount = (page: Page) => page.evaluate(() => window.MotorQuote!.mount('#first', { brand: { name: 'Juniper Car Insurance' } }));

/** Opens the link on a new device (a new browser context) and proves who she is. */
async function openLink(link: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(link);
  // The integration page mounts the widget by hand, as its host would.
  if (link.includes('/blank.html')) await mount(page);
  await h1(page, 'Open your saved answers').waitFor();
  await expectNoAxeViolations(page, 'open your saved answers');
  await userIn(page).type('Date of birth', '14/03/1988');
  await page.getByLabel('Postcode').fill('TA1 1AA');
  await page.getByRole('button', { name: 'Open my answers' }).click();
  return page;
}

describe('save and come back later', () => {
  it('from step 2: the link reopens her answers at step 2 on another device, once', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/create`);
    await fillAboutYou(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fillAboutYourCarByRegistration(page);
    await stepPanel(page, 2).getByRole('button', { name: SAVE }).click();
    await saveDialog(page).waitFor();
    // Her e-mail and date of birth are in her answers; only the postcode (step 3) is asked.
    await expect(saveDialog(page).getByLabel('Email address').inputValue()).resolves.toBe('amelia.hughes@example.com');
    await expect(saveDialog(page).getByLabel('Date of birth').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'save your answers');
    await saveDialog(page).getByRole('button', { name: 'Email me a link' }).click();
    await saveDialog(page).getByText('Enter your postcode').first().waitFor();
    await saveDialog(page).getByLabel('Postcode').fill('TA1 1AA');
    await saveDialog(page).getByRole('button', { name: 'Email me a link' }).click();
    await sentDialog(page).waitFor();
    await expectNoAxeViolations(page, 'answers saved');

    const link = await linkSentTo('amelia.hughes@example.com');
    expect(link).not.toMatch(/amelia|hughes|1988|TA1/i);
    const other = await openLink(link);
    await other.locator('#mq-step-2-heading[aria-expanded="true"]').waitFor();
    await expect(other.getByLabel('How much is the car worth?').inputValue()).resolves.toMatch(/6,?500/);
    // Restored into this tab's draft, which outlives a reload as any draft does.
    await expect.poll(() => other.evaluate(() => JSON.stringify({ ...sessionStorage }))).toContain('Hughes');

    const third = await openLink(link);
    await h1(third, 'Retrieve a Quote').waitFor();
    await third.getByText('That link has been used or has expired').waitFor();
    await expectNoAxeViolations(third, 'link used');
  });

  it('from the expiry warning, and once more on the Expired screen, with nothing of hers left in the tab', async () => {
    const page = await browser.newPage();
    await page.clock.install();
    await page.goto(`${origin()}/blank.html#/quote/create`);
    await mount(page);
    await fillAboutYou(page, { surname: 'Warned' });
    await page.clock.fastForward('18:00');
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await warning.waitFor();
    await warning.getByRole('button', { name: SAVE }).click();
    await saveDialog(page).waitFor();
    await saveDialog(page).getByLabel('Postcode').fill('TA1 1AA');
    await saveDialog(page).getByRole('button', { name: 'Email me a link' }).click();
    await sentDialog(page).getByRole('button', { name: 'Close' }).click();
    await sentDialog(page).waitFor({ state: 'detached' });
    expect(await linkSentTo('amelia.hughes@example.com')).toMatch(/#\/quote\/resume\?code=/);

    // Left alone a whole session: the Expired screen offers it once, sending only to her own address.
    const before = (await (await fetch(`${origin()}/sandbox/outbox`)).text()).split('<article>').length;
    await page.clock.fastForward('20:01');
    await h1(page, 'Your session has expired').waitFor();
    await expect(page.evaluate(() => JSON.stringify({ ...sessionStorage }))).resolves.not.toContain('Warned');
    await expectNoAxeViolations(page, 'expired with save');
    await page.getByRole('button', { name: SAVE }).click();
    await saveDialog(page).waitFor();
    await expect(saveDialog(page).getByLabel('Email address').count()).resolves.toBe(0);
    await saveDialog(page).getByLabel('Postcode').fill('TA1 1AA');
    await saveDialog(page).getByRole('button', { name: 'Email me a link' }).click();
    await sentDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => (await (await fetch(`${origin()}/sandbox/outbox`)).text()).split('<article>').length).toBe(before + 1);
    // Sent: the answers held for it are gone, and so is the offer.
    await expect(page.getByRole('button', { name: SAVE }).count()).resolves.toBe(0);
    const reopened = await openLink(await linkSentTo('amelia.hughes@example.com'));
    await reopened.locator('#mq-step-1-heading[aria-expanded="true"]').waitFor();
    await expect(reopened.getByLabel('Last name').inputValue()).resolves.toBe('Warned');
  });
});
