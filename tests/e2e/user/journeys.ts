/**
 * The core journeys, written once for every engine: a User (user.ts) does what a customer does,
 * whichever browser automation library drives the engine underneath.
 */
import dayjs from 'dayjs';
import { aboutYou, aboutYourCarByRegistration, coverDetails, step, usingTheCar, yourDetails, yourDriving } from './steps';
import type { User } from './user';

const CARD_OK = '4242 4242 4242 4242';

/**
 * Waits for step `n` to be the open one, its panel showing its first question (a legend or a label),
 * and for the page to come to rest: the step grows open, then its heading is scrolled into view.
 */
async function opened(u: User, n: number, firstQuestion: string, by: 'group' | 'label' = 'group') {
  await step(u, n).see({ by, name: firstQuestion });
  await step(u, n).settled({ by, name: firstQuestion });
}

/** A new visitor opens an empty form, fills its seven steps and asks for the quote. */
export async function fillDetailsForm(u: User, origin: string) {
  await u.open(`${origin}/#/quote/create`);
  await u.heading('Get a car insurance quote');
  await answerDetailsForm(u);
}

/**
 * The seven steps of an empty form already on screen, filled by a new visitor, then Get my quote:
 * the steps' answers of steps.ts, each once its step has opened and the page has come to rest, for
 * every engine's journeys and for the tests written with Playwright's page (support/journey.ts).
 */
export async function answerDetailsForm(u: User) {
  await aboutYou(u);
  await u.click('Continue');
  await opened(u, 2, 'Do you know the car’s registration?');
  await aboutYourCarByRegistration(u);
  await u.click('Continue');
  await opened(u, 3, 'Postcode', 'label');
  await yourDetails(u);
  await u.click('Continue');
  await opened(u, 4, 'What type of licence do you have?', 'label');
  await yourDriving(u);
  await u.click('Continue');
  await opened(u, 5, 'What will you use the car for?');
  await usingTheCar(u);
  await u.click('Continue');
  await opened(u, 6, 'Level of cover');
  await coverDetails(u);
  await u.click('Continue');
  await opened(u, 7, 'Would you like to add another driver?');
  await step(u, 7).yes('Would you like to add another driver?', false);
  await u.click('Get my quote');
}

/** From the price to the summary's Continue: no add-ons, the declarations ticked. */
export async function quoteToSummary(u: User, { monthly }: { monthly: boolean }) {
  await u.hash(/^#\/quote\/payment-option\?uuid=/, 30_000);
  await u.heading('Your car insurance quote');
  if (monthly) await u.clickText('Pay monthly');
  await u.click('Continue');
  await u.hash(/^#\/quote\/addons\?uuid=/);
  // One tap per extra; breakdown cover then waits, closed, for her to open it and choose.
  for (let card = 0; card < 3; card += 1) await u.click('No Thanks');
  await u.click('If you break down...');
  await u.click('Choose No breakdown cover');
  await u.click('Continue');
  await u.heading('Quote Summary');
  await u.choose('Would you like your policy to renew automatically?', 'Yes');
  await u.clickText(/taken reasonable care to answer every question/);
  await u.clickText(/agree to the Administration Services Contract and the Terms/);
  await u.clickText(/excesses and endorsements shown on this page/);
  await u.click('Continue');
}

/** Pays on the hosted card page inside the payment frame, as a customer would. */
export async function payByCard(u: User, card = CARD_OK) {
  await u.heading('Pay for your policy');
  const frame = u.inFrame('Secure card payment');
  await frame.type('Card number', card);
  await frame.type('Expiry date', '12/39');
  await frame.type('Security code (CVC)', '123');
  await frame.type('Name on card', 'Amelia Hart');
  await frame.click(/^Pay £/);
}

export async function thankYou(u: User) {
  // 'Thank you, your car is insured', or for cover that starts later 'Thank you. Your cover starts on …'.
  await u.heading(/^Thank you[,.] Your (car is insured|cover starts on )/i, 30_000);
  await u.hash(/^#\/quote\/thankyou\?uuid=/);
}

/** Sets up the Direct Debit from the proposer's own account. */
export async function setUpDirectDebit(u: User) {
  await u.heading('Set up your Direct Debit');
  await u.yes('Are you the account holder?', true);
  await u.type('Name on the account', 'Mrs A Hart');
  await u.type('Account number', '00733445');
  await u.type('Sort code', '309430');
  await u.click('Continue to payment');
}

/**
 * Reads the key terms and signs the credit agreement (after the Direct Debit, before the deposit):
 * her full name as on the quote, the tick, and Sign.
 */
export async function signCreditAgreement(u: User, name = 'Amelia Hart') {
  await u.heading('Sign your credit agreement');
  await u.see({ by: 'link', name: { re: '^Your credit agreement', flags: '' } });
  await u.type('Your full name', name);
  await u.clickText('I agree to the credit agreement');
  await u.click('Sign and continue to payment');
}

/** Opens a saved quote from Retrieve a Quote by its reference, postcode and date of birth. */
export async function recall(u: User, origin: string, saved: { reference: string; postcode: string; dob: string }) {
  await u.open(`${origin}/#/quote/recall`);
  await u.heading('Retrieve a Quote');
  await u.type('Quote reference', saved.reference);
  await u.type('Postcode', saved.postcode);
  await u.type('Date of birth', dayjs(saved.dob).format('DD/MM/YYYY'));
  await u.click('Retrieve my quote');
}
