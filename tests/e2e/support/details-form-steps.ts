import type { Locator, Page } from 'playwright-core';
import {
  addClaim as addClaimIn,
  addSpeeding as addSpeedingIn,
  coverDetails,
  job,
  licence,
  medical,
  step,
  usingTheCar,
  yourDetails,
} from '../user/steps';
import { scoped, userIn, type Scope } from './details-form';

export { ago } from '../user/steps';

/** The open panel of a step: its questions, never the same label in a closed step or a modal. */
export const stepPanel = (page: Page, n: number) => scoped(page.locator(`#mq-step-${n}-panel`), (u) => step(u, n));

/** A dialog by its name, for Playwright and for the user layer's answers alike. */
export const dialog = (page: Page, title: string | RegExp) => scoped(page.getByRole('dialog', { name: title }), (u) => u.inDialog(title));

/** A typeahead: type part of the name, then choose the option. */
export const typeahead = (_page: Page, scope: Scope, label: string | RegExp, text: string, option: string) =>
  userIn(scope).typeahead(label, text, option);

/** The job questions of step 3 or the driver form. */
export const fillJob = (_page: Page, scope: Scope, secondJob: boolean) => job(userIn(scope), secondJob);

/** Step 3 with the address found by postcode (the sandbox lists a few at any postcode). */
export const fillYourDetails = (page: Page, answers: { secondJob?: boolean } = {}) => yourDetails(userIn(page), answers);

/** The licence questions: a full UK licence held since `years` ago, no number given. */
export const fillLicence = (scope: Scope, years: number, proposer = true) => licence(userIn(scope), years, proposer);

/** Adds one claim in its modal: an at-fault accident `years` ago. */
export async function addClaim(page: Page, scope: Scope, years = 2) {
  await addClaimIn(userIn(scope), years);
  return dialog(page, 'Add a claim, accident or loss');
}

/** Adds an SP30 speeding conviction a year ago in its modal. */
export async function addSpeeding(page: Page, scope: Scope) {
  await addSpeedingIn(userIn(scope));
  return dialog(page, 'Add a motoring conviction');
}

/** The medical condition's follow-ups: diabetes without insulin, told to the DVLA, stable. */
export const fillMedical = (scope: Locator) => medical(userIn(scope));

/** Step 5: commuting, 9,000 miles, kept on the driveway at home. */
export const fillUsingTheCar = (page: Page, answers: { business?: boolean } = {}) => usingTheCar(userIn(page), answers);

/** Step 6: comprehensive from tomorrow, 4 years' NCD unprotected, documents by email, paying annually. */
export const fillCoverDetails = (page: Page) => coverDetails(userIn(page));
