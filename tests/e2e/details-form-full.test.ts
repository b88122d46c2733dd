import type { Page, Request } from 'playwright-core';
import type { Proposal } from '../../src/contract/proposal';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { origin, useBrowser, watchErrors } from './support/browser';
import { fillAboutYou, fillAboutYourCarByRegistration, yes } from './support/details-form';
import {
  addClaim,
  addSpeeding,
  ago,
  dialog,
  fillCoverDetails,
  fillJob,
  fillLicence,
  fillMedical,
  fillUsingTheCar,
  fillYourDetails,
  stepPanel,
} from './support/details-form-steps';
import { createQuotedProposal } from './support/quote';

const browser = useBrowser();
const cont = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true }).click();
const opened = (page: Page, step: number) => page.locator(`#mq-step-${step}-heading[aria-expanded="true"]`).waitFor();

/** The proposal bodies the page sends (create or update), parsed. */
function sentProposals(page: Page) {
  const bodies: Proposal[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/api\/proposal(\/[0-9a-f-]{36})?$/.test(new URL(request.url()).pathname))
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

describe('details form, steps 3 to 7', () => {
  it('a proposer with a second job, a claim, an SP30, a medical condition and a named driver gets a quote', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const sent = sentProposals(page);
    await page.goto(`${origin()}/#/quote/create`);
    await fillAboutYou(page);
    await cont(page);
    await fillAboutYourCarByRegistration(page);
    await cont(page);

    await opened(page, 3);
    await fillYourDetails(page, { secondJob: true });
    await expectNoAxeViolations(page, 'step 3 with a second job');
    await cont(page);

    await opened(page, 4);
    const driving = stepPanel(page, 4);
    await fillLicence(driving, 15);
    await yes(driving, 'Have you had any claims, accidents or losses in the last 5 years?', true);
    const claim = await addClaim(page, driving);
    await expectNoAxeViolations(page, 'claim modal');
    await claim.getByRole('button', { name: 'Save' }).click();
    await driving.getByText('Accident - my fault').waitFor();
    await yes(driving, 'Any motoring convictions, endorsements or bans in the last 5 years?', true);
    const conviction = await addSpeeding(page, driving);
    await expectNoAxeViolations(page, 'conviction modal');
    await conviction.getByRole('button', { name: 'Save' }).click();
    await driving.getByText(/^SP30 – /).waitFor();
    await yes(driving, 'Do you have a medical condition the DVLA should know about?', true);
    await fillMedical(driving);
    await yes(driving, 'Do you have access to other vehicles?', false);
    await yes(driving, 'Are you a member of a motoring organisation?', true);
    await driving.getByLabel('Which organisation?').selectOption({ label: 'The AA' });
    await expectNoAxeViolations(page, 'step 4 with a claim, a conviction and a medical condition');
    await cont(page);

    await opened(page, 5);
    await fillUsingTheCar(page, { business: true });
    await expectNoAxeViolations(page, 'step 5 with business miles');
    await cont(page);

    await opened(page, 6);
    await fillCoverDetails(page);
    // Comprehensive cover chosen, and no voluntary excess she did not choose (docs/product/questions.md#cover-and-voluntary-excess).
    await expect(stepPanel(page, 6).getByLabel('Voluntary excess').getAttribute('aria-valuetext')).resolves.toBe('£0');
    await expectNoAxeViolations(page, 'step 6');
    await cont(page);

    await opened(page, 7);
    const drivers = stepPanel(page, 7);
    await yes(drivers, 'Would you like to add another driver?', true);
    await drivers.getByRole('button', { name: 'Add a driver' }).click();
    const form = dialog(page, 'Add a driver');
    await form.getByLabel('Relationship to you').selectOption({ label: 'Spouse' });
    await form.getByLabel('Title').selectOption({ label: 'Mr' });
    await form.getByLabel('First name').fill('Tom');
    await form.getByLabel('Last name').fill('Hughes');
    await form.getByLabel('Date of birth').pressSequentially(ago(40));
    await form.getByLabel('Marital status').selectOption({ label: 'Married' });
    await yes(form, 'Were they born in the UK?', true);
    // The driver form is asked a part at a time: each Continue opens the next part at its heading.
    const next = async (heading: string) => {
      await form.getByRole('button', { name: 'Continue', exact: true }).click();
      await form.getByRole('heading', { name: new RegExp(`^${heading}`) }).waitFor();
    };
    await next('Their job');
    await fillJob(page, form, false);
    await next('A few more questions about them');
    await yes(form, 'Do they smoke?', false);
    await yes(form, 'Has an insurer ever refused them cover, cancelled or voided their policy, or applied special terms?', false);
    await yes(form, 'Do they have any unspent non-motoring criminal convictions?', false);
    await next('Their driving');
    await fillLicence(form, 20, false);
    await next('Claims and convictions');
    await yes(form, 'Have they had any claims, accidents or losses in the last 5 years?', false);
    await yes(form, 'Any motoring convictions, endorsements or bans in the last 5 years?', false);
    // A Yes the form refuses (the Sorry modal puts No back), so a plain click: yes() checks the answer is kept.
    await form
      .getByRole('group', { name: 'Do they have a medical condition the DVLA should know about?' })
      .getByText('Yes', { exact: true })
      .click();
    const sorry = dialog(page, 'Sorry!');
    await sorry
      .getByText(
        'We can only quote online for one medical condition between all drivers on the policy. Call us on 0330 123 4567 and we can look at a quote with you.',
      )
      .waitFor();
    await expectNoAxeViolations(page, 'Sorry modal over the driver form');
    await sorry.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(
      form
        .getByRole('group', { name: 'Do they have a medical condition the DVLA should know about?' })
        .getByRole('radio', { name: 'No' })
        .isChecked(),
    ).resolves.toBe(true);
    await yes(form, 'Do they have access to other vehicles?', false);
    await yes(form, 'Are they a member of a motoring organisation?', false);
    await expectNoAxeViolations(page, 'driver form');
    await form.getByRole('button', { name: 'Save driver' }).click();
    await drivers.getByText('Tom Hughes').waitFor();
    await expectNoAxeViolations(page, 'step 7 with a named driver');
    await page.getByRole('button', { name: 'Get my quote' }).click();

    await page.waitForURL(/#\/quote\/payment-option\?uuid=/, { timeout: 30_000 });
    const risk = sent.at(-1)!.risk;
    expect(risk.proposer.part_time_occupation).toMatchObject({ role: 'T20', industry: '250' });
    expect(risk.proposer.driver_details.claims).toHaveLength(1);
    expect(risk.proposer.driver_details.licence.convictions).toMatchObject([{ code: 'SP30', points: 3 }]);
    expect(risk.proposer.driver_details.medical_condition).toMatchObject({ code: 'DIABETES', status: 'stable' });
    expect(risk.additional_drivers).toHaveLength(1);
    expect(risk.additional_drivers[0]).toMatchObject({
      name: { forenames: 'Tom' },
      relationship_to_proposer: 'S',
      driver_details: { has_medical_condition: false },
    });
    expect(risk.duqs).toMatchObject({ relationship_to_proposer_driver_1: 'S', marital_status_driver_1: 'M' });
    expect(errors).toEqual([]);
  }, 240_000);

  it('answering No to claims after adding two removes them from what is sent', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    const sent = sentProposals(page);
    await page.goto(`${origin()}/#/quote/edit?uuid=${uuid}`);
    await page.locator('#mq-step-4-heading').click();
    await opened(page, 4);
    const driving = stepPanel(page, 4);
    await yes(driving, 'Have you had any claims, accidents or losses in the last 5 years?', true);
    for (const years of [1, 3]) {
      await (await addClaim(page, driving, years)).getByRole('button', { name: 'Save' }).click();
    }
    await expect(driving.getByRole('button', { name: /^Change Accident/ }).count()).resolves.toBe(2);
    await yes(driving, 'Have you had any claims, accidents or losses in the last 5 years?', false);
    await expect(driving.getByText('Accident - my fault').count()).resolves.toBe(0);
    await page.locator('#mq-step-7-heading').click();
    await opened(page, 7);
    await page.getByRole('button', { name: 'Get my quote' }).click();
    await page.waitForURL(/#\/quote\/payment-option\?uuid=/, { timeout: 30_000 });
    expect(sent.at(-1)!.risk.proposer.driver_details).toMatchObject({ has_claims: false, claims: [] });
  }, 120_000);

  it('a postcode with no addresses leads to manual entry', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/edit?uuid=${uuid}`);
    await page.locator('#mq-step-3-heading').click();
    const details = stepPanel(page, 3);
    await details.getByRole('button', { name: 'Change address' }).click();
    await details.getByLabel('Postcode').fill('ZZ1 1ZZ');
    await details.getByRole('button', { name: 'Find address' }).click();
    await details.getByText('We couldn’t find any addresses for ZZ1 1ZZ. Please enter your address below.').waitFor();
    await expect(details.getByLabel('Postcode').inputValue()).resolves.toBe('ZZ1 1ZZ');
    await details.getByLabel('Address line 1').fill('1 High Street');
    await details.getByLabel('Town or city').fill('Leeds');
    await details.getByLabel('Address line 1').focus();
    await expectNoAxeViolations(page, 'manual address');
  }, 120_000);

  it('works by keyboard, with its error states accessible: address list, claim form errors, a driver with a problem', async () => {
    const { uuid } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    await page.goto(`${origin()}/#/quote/edit?uuid=${uuid}`);
    await page.locator('#mq-step-3-heading').click();
    const details = stepPanel(page, 3);
    await details.getByRole('button', { name: 'Change address' }).press('Enter');
    // Change address keeps her postcode, focused: she selects it and types the new one over it.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('LS6 2AB');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await details.getByLabel('Select your address').waitFor();
    await expectNoAxeViolations(page, 'address list');
    await details.getByLabel('Select your address').selectOption({ index: 1 });

    await page.locator('#mq-step-4-heading').click();
    const driving = stepPanel(page, 4);
    await driving
      .getByRole('group', { name: 'Have you had any claims, accidents or losses in the last 5 years?' })
      .getByRole('radio', { name: 'Yes' })
      .focus();
    await page.keyboard.press('Space');
    await driving.getByRole('button', { name: 'Add a claim' }).focus();
    await page.keyboard.press('Enter');
    const modal = dialog(page, 'Add a claim, accident or loss');
    await modal.getByRole('button', { name: 'Save' }).press('Enter');
    await modal.getByRole('alert').getByRole('link', { name: 'Select what happened' }).waitFor();
    await expectNoAxeViolations(page, 'claim form with errors');
    await page.keyboard.press('Escape');
    await expect(modal.count()).resolves.toBe(0);
    await expect(driving.getByRole('button', { name: /^Change Accident/ }).count()).resolves.toBe(0);
    await driving
      .getByRole('group', { name: 'Have you had any claims, accidents or losses in the last 5 years?' })
      .getByRole('radio', { name: 'No' })
      .focus();
    await page.keyboard.press('Space');

    await page.locator('#mq-step-6-heading').click();
    await stepPanel(page, 6).getByRole('radio', { name: 'Third Party, Fire and Theft' }).focus();
    await page.keyboard.press('Space');
    await expect(stepPanel(page, 6).getByLabel('Voluntary excess').count()).resolves.toBe(0);

    await page.locator('#mq-step-7-heading').click();
    const drivers = stepPanel(page, 7);
    await yes(drivers, 'Would you like to add another driver?', true);
    await drivers.getByRole('button', { name: 'Add a driver' }).click();
    const form = dialog(page, 'Add a driver');
    await form.getByLabel('First name').fill('Tom');
    // The driver form is asked a part at a time: Continue checks the first part and lists its problems.
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('alert').waitFor();
    await expectNoAxeViolations(page, 'driver form with errors');
    await page.keyboard.press('Escape');
    await drivers.getByRole('button', { name: 'Add a driver' }).click();
    await dialog(page, 'Add a driver').getByLabel('First name').fill('Tom');
    const stored = await page.evaluate(() => Object.keys(sessionStorage).find((key) => key.endsWith(':details-form')));
    expect(stored).toBeTruthy();
    await page.reload();
    await dialog(page, 'Add a driver').getByLabel('First name').waitFor();
    await expect(dialog(page, 'Add a driver').getByLabel('First name').inputValue()).resolves.toBe('Tom');
    await dialog(page, 'Add a driver').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Get my quote' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'There is a problem' })
      .getByRole('link', { name: 'Add a driver, or answer No' })
      .waitFor();
    await expectNoAxeViolations(page, 'step 7 with errors');
  }, 120_000);

  it('editing a saved quote at /quote/edit re-quotes with the change', async () => {
    const { uuid, proposal } = await createQuotedProposal(origin());
    const page = await browser.newPage();
    const sent = sentProposals(page);
    const requotes: string[] = [];
    page.on('request', (request) => request.url().endsWith(`/api/proposal/${uuid}/requote`) && requotes.push(request.method()));
    await page.goto(`${origin()}/#/quote/edit?uuid=${uuid}`);
    await page.locator('#mq-step-5-heading').click();
    await opened(page, 5);
    await stepPanel(page, 5).getByLabel('Total miles a year').fill('20000');
    await page.locator('#mq-step-7-heading').click();
    await opened(page, 7);
    await expectNoAxeViolations(page, 'edit form, step 7');
    const answer = page.waitForResponse((response) => response.url().endsWith(`/api/proposal/${uuid}/requote`));
    await page.getByRole('button', { name: 'Get my quote' }).click();
    const requoted = await (await answer).json();
    await page.waitForURL(new RegExp(`#/quote/payment-option\\?uuid=${uuid}`), { timeout: 30_000 });
    expect(sent.at(-1)!.risk.total_mileage).toBe(20000);
    expect(requotes).toEqual(['POST']);
    expect(requoted.proposal.quote.premium).toBeGreaterThan(proposal.quote!.premium as number);
  }, 120_000);
});
