import type { Locator, Page } from 'playwright-core';

/** Where to look for a question: the page, an open step's panel or a modal dialog. */
export type Scope = Page | Locator;

/** Step 1 as a new proposer would fill it in. */
export async function fillAboutYou(page: Page, person: { surname?: string; dob?: string } = {}) {
  await page.getByLabel('Title').selectOption({ label: 'Mrs' });
  await page.getByLabel('First name').fill('Amelia');
  await page.getByLabel('Last name').fill(person.surname ?? 'Hughes');
  await page.getByLabel('Date of birth').pressSequentially(person.dob ?? '14/03/1988');
  await page.getByLabel('Marital status').selectOption({ label: 'Married' });
  await page.getByLabel('Email address').fill('amelia.hughes@example.com');
  await page.getByLabel('Mobile number').pressSequentially('07700900982');
}

/** Step 2 by registration: AB12CDE is the sandbox's known car. */
export async function fillAboutYourCarByRegistration(page: Page, options: { value?: string; tracker?: boolean } = {}) {
  await yes(page, 'Do you know the car’s registration?', true);
  await page.getByLabel('Registration number').pressSequentially('AB12 CDE');
  await page.getByRole('button', { name: 'Find car' }).click();
  await page.getByText('Your chosen car').waitFor();
  await answerCarQuestions(page, options);
}

export async function answerCarQuestions(page: Page, { value = '6500', tracker = false }: { value?: string; tracker?: boolean } = {}) {
  await page.getByLabel('How much is the car worth?').pressSequentially(value);
  await yes(page, 'Have you bought the car yet?', false);
  await yes(page, 'Are you the registered keeper?', true);
  await yes(page, 'Does the car have a tracking device?', tracker);
  await yes(page, 'Is the car left-hand drive?', false);
  await yes(page, 'Has the car been modified?', false);
}

/** Answers a Yes/No question by its legend, clicking the big label as a person does. */
export async function yes(page: Scope, question: string, answer: boolean) {
  await page
    .getByRole('group', { name: question })
    .getByText(answer ? 'Yes' : 'No', { exact: true })
    .click();
}
