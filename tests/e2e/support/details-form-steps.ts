import dayjs from 'dayjs';
import type { Locator, Page } from 'playwright-core';
import { yes, type Scope } from './details-form';

/** A date `years` (and `days`) ago as typed into the form, DD/MM/YYYY. */
export const ago = (years: number, days = 0) => dayjs().subtract(years, 'year').subtract(days, 'day').format('DD/MM/YYYY');

/** The open panel of a step: its questions, never the same label in a closed step or a modal. */
export const stepPanel = (page: Page, step: number) => page.locator(`#mq-step-${step}-panel`);
export const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

/** Clicks a radio card by its words, as a person does (the input itself is visually hidden behind it). */
const pick = (scope: Scope, question: string, answer: string) =>
  scope.getByRole('group', { name: question }).getByText(answer, { exact: true }).click();

/** A typeahead: type part of the name, then choose the option. */
export async function typeahead(page: Page, scope: Scope, label: string | RegExp, text: string, option: string) {
  await (typeof label === 'string' ? scope.getByLabel(label, { exact: true }) : scope.getByLabel(label)).fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The job questions of step 3 or the driver form. */
export async function fillJob(page: Page, scope: Scope, secondJob: boolean) {
  await scope.getByLabel('Employment status').selectOption({ label: 'Employed' });
  await typeahead(page, scope, 'Job title', 'Teach', 'Teacher');
  await typeahead(page, scope, /^Industry (you|they) work in$/, 'Education', 'Education - State');
  await scope
    .getByRole('group', { name: /^Do (you|they) have a part-time or second job\?$/ })
    .getByText(secondJob ? 'Yes' : 'No', { exact: true })
    .click();
  if (!secondJob) return;
  await typeahead(page, scope, 'Second job title', 'Tut', 'Tutor');
  await typeahead(page, scope, 'Industry of the second job', 'Education - Pri', 'Education - Private');
}

/** Step 3 with the address found by postcode (the sandbox lists a few at any postcode). */
export async function fillYourDetails(page: Page, { secondJob = false } = {}) {
  const step = stepPanel(page, 3);
  await step.getByLabel('Postcode').fill('LS6 2AB');
  await step.getByRole('button', { name: 'Find address' }).click();
  await step.getByLabel('Select your address').selectOption({ index: 1 });
  await step.getByRole('button', { name: 'Change address' }).waitFor();
  await yes(step, 'Were you born in the UK?', true);
  await fillJob(page, step, secondJob);
  await yes(step, 'Do you smoke?', false);
  await yes(step, 'Have you ever had insurance refused, cancelled or declined?', false);
  await yes(step, 'Do you have any unspent non-motoring criminal convictions?', false);
  await step.getByLabel('Highest level of education').selectOption({ label: "Bachelor's degree" });
}

/** The licence questions: a full UK licence held since `years` ago, no number given. */
export async function fillLicence(scope: Scope, years: number, proposer = true) {
  await scope.getByLabel(/What type of licence do (you|they) have\?/).selectOption({ label: 'Full UK' });
  await scope.getByLabel(/When did (you|they) get it\?/).pressSequentially(ago(years));
  await yes(scope, proposer ? 'Would you like to give your licence number?' : 'Would you like to give their licence number?', false);
  if (proposer) await yes(scope, 'Have you passed Pass Plus?', false);
}

/** Adds one claim in its modal: an at-fault accident `years` ago. */
export async function addClaim(page: Page, scope: Scope, years = 2) {
  await scope.getByRole('button', { name: 'Add a claim' }).click();
  const modal = dialog(page, 'Add a claim, accident or loss');
  await modal.getByLabel('What happened?').selectOption({ label: 'Accident - my fault' });
  await modal.getByLabel('When did it happen?').pressSequentially(ago(years));
  await yes(modal, 'Was there a cost for damage to the car being driven?', true);
  await modal.getByLabel('How much did the damage to that car cost?').pressSequentially('1200');
  await yes(modal, 'Was there a cost for damage or injury to anyone else?', false);
  await yes(modal, 'Did it affect the no claims discount?', true);
  await yes(modal, 'Was anyone injured?', false);
  await yes(modal, 'Was it claimed on your own policy?', true);
  return modal;
}

/** Adds an SP30 speeding conviction a year ago in its modal. */
export async function addSpeeding(page: Page, scope: Scope) {
  await scope.getByRole('button', { name: 'Add a conviction' }).click();
  const modal = dialog(page, 'Add a motoring conviction');
  await modal.getByLabel('Conviction code').selectOption('SP30');
  await modal.getByLabel('Date of the offence').pressSequentially(ago(1, 40));
  await modal.getByLabel('Date of the conviction').pressSequentially(ago(1));
  await modal.getByLabel('Penalty points').fill('3');
  await modal.getByLabel('Fine').pressSequentially('100');
  await yes(modal, 'Was there a driving ban?', false);
  return modal;
}

/** The medical condition's follow-ups: diabetes without insulin, told to the DVLA, stable. */
export async function fillMedical(scope: Locator) {
  await pick(scope, 'Which condition?', 'Diabetes');
  await scope.getByLabel('When was it diagnosed?').pressSequentially(ago(8));
  await yes(scope, 'Is it treated with insulin injections?', false);
  await yes(scope, 'Has the DVLA been told about it?', true);
  await yes(scope, 'Has the DVLA restricted the licence because of it?', false);
  await yes(scope, 'Is there ongoing treatment for it?', false);
  await yes(scope, 'Has the car been adapted because of it?', false);
  await pick(scope, 'How is the condition now?', 'Stable');
}

/** Step 5: commuting, 8,000 miles, kept on the driveway at home. */
export async function fillUsingTheCar(page: Page, { business = false } = {}) {
  const step = stepPanel(page, 5);
  await step
    .getByRole('group', { name: 'What will you use the car for?' })
    .getByText(business ? 'Business use by you' : 'Social, domestic and pleasure, including commuting', { exact: true })
    .click();
  await step.getByLabel('Total miles a year').fill('9000');
  if (business) await step.getByLabel('Business miles a year').fill('2000');
  await step.getByLabel('Where is the car kept overnight?').selectOption({ label: 'Driveway' });
  await yes(step, 'Is it kept overnight at your home postcode?', true);
  await step.getByLabel('Is the car used overnight?').selectOption({ label: 'No, never' });
  await step.getByLabel('Where is the car kept during the day?').selectOption({ index: 1 });
}

/** Step 6: comprehensive from tomorrow, 4 years' NCD unprotected, documents by email, paying annually. */
export async function fillCoverDetails(page: Page) {
  const step = stepPanel(page, 6);
  await step.getByText('Comprehensive', { exact: true }).click();
  await step.getByLabel('When would you like your cover to start?').pressSequentially(dayjs().add(1, 'day').format('DD/MM/YYYY'));
  await yes(step, 'Have you held car insurance in your own name before?', true);
  await pick(step, 'What kind of policy was it?', 'A private car policy');
  await step.getByLabel('How many years?').selectOption('4');
  await yes(step, 'Is your no claims discount protected?', false);
  await pick(step, 'How would you like your documents?', 'By email');
  await pick(step, 'How would you prefer to pay?', 'Annually, in one payment');
  await yes(step, 'May we email you offers?', false);
}
