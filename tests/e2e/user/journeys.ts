/**
 * The core journeys, written once for every engine: a User (user.ts) does what a customer does,
 * whichever browser automation library drives the engine underneath.
 */
import dayjs from 'dayjs';
import type { User } from './user';

const CARD_OK = '4242 4242 4242 4242';

const ago = (years: number) => dayjs().subtract(years, 'year').format('DD/MM/YYYY');
const step = (u: User, n: number) => u.within(`#mq-step-${n}-panel`);

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
 * the one form-filling helper, for every engine's journeys and for the tests written with
 * Playwright's page (support/journey.ts).
 */
export async function answerDetailsForm(u: User) {
  await u.select('Title', 'Mrs');
  await u.type('First name', 'Amelia');
  await u.type('Last name', 'Hughes');
  await u.type('Date of birth', '14/03/1988');
  await u.select('Marital status', 'Married');
  await u.type('Email address', 'amelia.hughes@example.com');
  await u.type('Mobile number', '07700900982');
  await u.click('Continue');

  const car = step(u, 2);
  await opened(u, 2, 'Do you know the car’s registration?');
  await car.yes('Do you know the car’s registration?', true);
  await car.type('Registration number', 'AB12 CDE');
  await car.click('Find car');
  await car.text('Your chosen car');
  // The car found is scrolled into view (smoothly): aim once the page rests.
  await car.settled({ by: 'label', name: 'How much is the car worth?' });
  await car.type('How much is the car worth?', '6500');
  await car.yes('Have you bought the car yet?', false);
  await car.yes('Are you the registered keeper?', true);
  await car.yes('Does the car have a tracking device?', false);
  await car.yes('Is the car left-hand drive?', false);
  await car.yes('Has the car been modified?', false);
  await u.click('Continue');

  const you = step(u, 3);
  await opened(u, 3, 'Postcode', 'label');
  await you.type('Postcode', 'LS6 2AB');
  await you.click('Find address');
  await you.select('Select your address', { index: 1 });
  // Arrow keys only show an address (WCAG 3.2.2): Enter chooses it, as a keyboard user does.
  await you.key('Enter');
  await you.see({ by: 'button', name: 'Change address' });
  await you.yes('Were you born in the UK?', true);
  await you.select('Employment status', 'Employed');
  await you.typeahead('Job title', 'Teach', 'Teacher');
  await you.typeahead('Industry you work in', 'Education', 'Education - State');
  await you.yes('Do you have a part-time or second job?', false);
  await you.yes('Do you smoke?', false);
  await you.yes('Have you ever had insurance refused, cancelled or declined?', false);
  await you.yes('Do you have any unspent non-motoring criminal convictions?', false);
  await you.select('Highest level of education', "Bachelor's degree");
  await u.click('Continue');

  const driving = step(u, 4);
  await opened(u, 4, 'What type of licence do you have?', 'label');
  await driving.select('What type of licence do you have?', 'Full UK');
  await driving.type('When did you get it?', ago(15));
  await driving.yes('Would you like to give your licence number?', false);
  await driving.yes('Have you passed Pass Plus?', false);
  await driving.yes('Have you had any claims, accidents or losses in the last 5 years?', false);
  await driving.yes('Any motoring convictions, endorsements or bans in the last 5 years?', false);
  await driving.yes('Do you have a medical condition the DVLA should know about?', false);
  await driving.yes('Do you have access to other vehicles?', false);
  await driving.yes('Are you a member of a motoring organisation?', false);
  await u.click('Continue');

  const use = step(u, 5);
  await opened(u, 5, 'What will you use the car for?');
  await use.choose('What will you use the car for?', 'Social, domestic and pleasure, including commuting');
  await use.type('Total miles a year', '9000');
  await use.select('Where is the car kept overnight?', 'Driveway');
  await use.yes('Is it kept overnight at your home postcode?', true);
  await use.select('Is the car used overnight?', 'No, never');
  await use.select('Where is the car kept during the day?', { index: 1 });
  await u.click('Continue');

  const cover = step(u, 6);
  await opened(u, 6, 'Level of cover');
  await cover.clickText('Comprehensive');
  await cover.type('When would you like your cover to start?', dayjs().add(1, 'day').format('DD/MM/YYYY'));
  await cover.yes('Have you held car insurance in your own name before?', true);
  await cover.choose('What kind of policy was it?', 'A private car policy');
  await cover.select('How many years?', '4');
  await cover.yes('Is your no claims discount protected?', false);
  await cover.choose('How would you like your documents?', 'By email');
  await cover.choose('How would you prefer to pay?', 'Annually, in one payment');
  await cover.yes('May we email you offers?', false);
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
  for (let card = 0; card < 3; card += 1) {
    await u.click('No Thanks');
    await u.click('Next');
  }
  await u.click('Continue');
  await u.heading('Quote Summary');
  await u.choose('Would you like your policy to renew automatically?', 'Yes');
  await u.clickText(/completed the questions honestly and to the best/);
  await u.clickText(/agree to the Administration Services Contract and the Terms/);
  await u.clickText(/excesses and endorsements that apply/);
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
  await u.heading('Thank you, your car is insured', 30_000);
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

/** Opens a saved quote from Retrieve a Quote by its reference, postcode and date of birth. */
export async function recall(u: User, origin: string, saved: { reference: string; postcode: string; dob: string }) {
  await u.open(`${origin}/#/quote/recall`);
  await u.heading('Retrieve a Quote');
  await u.type('Quote reference', saved.reference);
  await u.type('Postcode', saved.postcode);
  await u.type('Date of birth', dayjs(saved.dob).format('DD/MM/YYYY'));
  await u.click('Retrieve my quote');
}
