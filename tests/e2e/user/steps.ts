/**
 * The details form's answers, written once: one function per step (or per modal) taking a User,
 * for every engine's journeys (journeys.ts answerDetailsForm) and for the tests written with
 * Playwright's page (support/details-form.ts, support/details-form-steps.ts wrap these). A change
 * to a question is made here only. Options answer a question differently where a test needs it.
 */
import dayjs from 'dayjs';
import type { User } from './user';

/** A date `years` (and `days`) ago as typed into the form, DD/MM/YYYY. */
export const ago = (years: number, days = 0) => dayjs().subtract(years, 'year').subtract(days, 'day').format('DD/MM/YYYY');

/** The open panel of step `n`: its questions, never the same label in a closed step or a modal. */
export const step = (u: User, n: number) => u.within(`#mq-step-${n}-panel`);

/** Step 1 as a new proposer would fill it in. */
export async function aboutYou(u: User, { surname = 'Hughes', dob = '14/03/1988' }: { surname?: string; dob?: string } = {}) {
  await u.select('Title', 'Mrs');
  await u.type('First name', 'Amelia');
  await u.type('Last name', surname);
  await u.type('Date of birth', dob);
  await u.select('Marital status', 'Married');
  await u.type('Email address', 'amelia.hughes@example.com');
  await u.type('Mobile number', '07700900982');
}

export interface CarAnswers {
  value?: string;
  tracker?: boolean;
}

/** Step 2 by registration: AB12CDE is the sandbox's known car. */
export async function aboutYourCarByRegistration(u: User, answers: CarAnswers = {}) {
  const car = step(u, 2);
  await car.yes('Do you know the car’s registration?', true);
  await car.type('Registration number', 'AB12 CDE');
  await car.click('Find car');
  await car.text('Your chosen car');
  // The car found is scrolled into view (smoothly): aim once the page rests.
  await car.settled({ by: 'label', name: 'How much is the car worth?' });
  await carQuestions(u, answers);
}

/** Step 2's questions about the car once it is chosen. */
export async function carQuestions(u: User, { value = '6500', tracker = false }: CarAnswers = {}) {
  const car = step(u, 2);
  await car.type('How much is the car worth?', value);
  await car.yes('Have you bought the car yet?', false);
  await car.yes('Are you the registered keeper?', true);
  await car.yes('Does the car have a tracking device?', tracker);
  await car.yes('Is the car left-hand drive?', false);
  await car.yes('Has the car been modified?', false);
}

/** The job questions of step 3 or the driver form (`scope`: the step's panel or the modal). */
export async function job(scope: User, secondJob = false) {
  await scope.select('Employment status', 'Employed');
  await scope.typeahead('Job title', 'Teach', 'Teacher');
  await scope.typeahead(/^Industry (you|they) work in$/, 'Education', 'Education - State');
  await scope.yes(/^Do (you|they) have a part-time or second job\?$/, secondJob);
  if (!secondJob) return;
  await scope.typeahead('Second job title', 'Tut', 'Tutor');
  await scope.typeahead('Industry of the second job', 'Education - Pri', 'Education - Private');
}

/** Step 3 with the address found by postcode (the sandbox lists a few at any postcode). */
export async function yourDetails(u: User, { secondJob = false } = {}) {
  const you = step(u, 3);
  await you.type('Postcode', 'LS6 2AB');
  await you.click('Find address');
  await you.select('Select your address', { index: 1 });
  // Arrow keys only show an address (WCAG 3.2.2): Enter chooses it, as a keyboard user does.
  await you.key('Enter');
  await you.see({ by: 'button', name: 'Change address' });
  await you.yes('Were you born in the UK?', true);
  await job(you, secondJob);
  await you.yes('Do you smoke?', false);
  await you.yes('Has an insurer ever refused you cover, cancelled or voided your policy, or applied special terms?', false);
  await you.yes('Do you have any unspent non-motoring criminal convictions?', false);
  await you.select('Highest level of education', "Bachelor's degree");
}

/** The licence questions (step 4 or the driver form): a full UK licence held since `years` ago, no number given. */
export async function licence(scope: User, years = 15, proposer = true) {
  await scope.select(/^What type of licence do (you|they) have\?$/, 'Full UK');
  await scope.type(/^When did (you|they) get it\?$/, ago(years));
  await scope.yes(proposer ? 'Would you like to give your licence number?' : 'Would you like to give their licence number?', false);
  if (proposer) await scope.yes('Have you passed Pass Plus?', false);
}

/** Step 4 with nothing to declare: the licence, then No to each history question. */
export async function yourDriving(u: User) {
  const driving = step(u, 4);
  await licence(driving);
  await driving.yes('Have you had any claims, accidents or losses in the last 5 years?', false);
  await driving.yes('Any motoring convictions, endorsements or bans in the last 5 years?', false);
  await driving.yes('Do you have a medical condition the DVLA should know about?', false);
  await driving.yes('Do you have access to other vehicles?', false);
  await driving.yes('Are you a member of a motoring organisation?', false);
}

/** Adds one claim in its modal, opened from `scope`: an at-fault accident `years` ago. Returns the modal, unsaved. */
export async function addClaim(scope: User, years = 2) {
  await scope.click('Add a claim');
  const modal = scope.inDialog('Add a claim, accident or loss');
  await modal.select('What happened?', 'Accident - my fault');
  await modal.type('When did it happen?', ago(years));
  await modal.yes('Was there a cost for damage to the car being driven?', true);
  await modal.type('How much did the damage to that car cost?', '1200');
  await modal.yes('Was there a cost for damage or injury to anyone else?', false);
  await modal.yes('Did it affect the no claims discount?', true);
  await modal.yes('Was anyone injured?', false);
  await modal.yes('Was it claimed on your own policy?', true);
  return modal;
}

/** Adds an SP30 speeding conviction a year ago in its modal, opened from `scope`. Returns the modal, unsaved. */
export async function addSpeeding(scope: User) {
  await scope.click('Add a conviction');
  const modal = scope.inDialog('Add a motoring conviction');
  await modal.select('Conviction code', 'SP30');
  await modal.type('Date of the offence', ago(1, 40));
  await modal.type('Date of the conviction', ago(1));
  await modal.type('Penalty points', '3');
  await modal.type('Fine', '100');
  await modal.yes('Was there a driving ban?', false);
  return modal;
}

/** The medical condition's follow-ups: diabetes without insulin, told to the DVLA, stable. */
export async function medical(scope: User) {
  await scope.choose('Which condition?', 'Diabetes');
  await scope.type('When was it diagnosed?', ago(8));
  await scope.yes('Is it treated with insulin injections?', false);
  await scope.yes('Has the DVLA been told about it?', true);
  await scope.yes('Has the DVLA restricted the licence because of it?', false);
  await scope.yes('Is there ongoing treatment for it?', false);
  await scope.yes('Has the car been adapted because of it?', false);
  await scope.choose('How is the condition now?', 'Stable');
}

/** Step 5: commuting (or business use), 9,000 miles, kept on the driveway at home. */
export async function usingTheCar(u: User, { business = false } = {}) {
  const use = step(u, 5);
  await use.choose(
    'What will you use the car for?',
    business ? 'Business use by you' : 'Social, domestic and pleasure, including commuting',
  );
  await use.type('Total miles a year', '9000');
  if (business) await use.type('Business miles a year', '2000');
  await use.select('Where is the car kept overnight?', 'Driveway');
  await use.yes('Is it kept overnight at your home postcode?', true);
  await use.select('Is the car used overnight?', 'No, never');
  await use.select('Where is the car kept during the day?', { index: 1 });
}

/** Step 6: comprehensive from tomorrow, 4 years' NCD unprotected, documents by email, paying annually. */
export async function coverDetails(u: User) {
  const cover = step(u, 6);
  await cover.clickText('Comprehensive');
  await cover.type('When would you like your cover to start?', dayjs().add(1, 'day').format('DD/MM/YYYY'));
  await cover.yes('Have you held car insurance in your own name before?', true);
  await cover.choose('What kind of policy was it?', 'A private car policy');
  await cover.select('How many years?', '4');
  await cover.yes('Is your no claims discount protected?', false);
  await cover.choose('How would you like your documents?', 'By email');
  await cover.choose('How would you prefer to pay?', 'Annually, in one payment');
  await cover.yes('May we email you offers?', false);
}
