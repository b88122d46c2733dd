/*
 * Entry file of the details-form engine (README.md#architecture): the step model, the seven steps
 * in order with their titles and question tables. Public because the form screen draws a section
 * per step and the summary groups her answers by them; the tables themselves stay in questions/.
 */
import type { LabelKey } from '../../config/labels';
import type { Question } from './question';
import { ABOUT_YOU } from './questions/about-you';
import { ABOUT_YOUR_CAR } from './questions/about-your-car';
import { ADDITIONAL_DRIVERS } from './questions/additional-drivers';
import { COVER_DETAILS } from './questions/cover-details';
import { USING_THE_CAR } from './questions/using-the-car';
import { YOUR_DETAILS } from './questions/your-details';
import { YOUR_DRIVING } from './questions/your-driving';

export interface FormStep {
  number: number;
  title: LabelKey;
  /** Questions about the proposer are asked of 'risk.proposer'; others use whole paths. */
  owner: '' | 'risk.proposer';
  questions: Question[];
}

/** The seven numbered sections of docs/product/screens.md#seven-sections's details form, in order. */
export const STEPS: FormStep[] = [
  { number: 1, title: 'form.step1', owner: 'risk.proposer', questions: ABOUT_YOU },
  { number: 2, title: 'form.step2', owner: '', questions: ABOUT_YOUR_CAR },
  { number: 3, title: 'form.step3', owner: 'risk.proposer', questions: YOUR_DETAILS },
  { number: 4, title: 'form.step4', owner: 'risk.proposer', questions: YOUR_DRIVING },
  { number: 5, title: 'form.step5', owner: '', questions: USING_THE_CAR },
  { number: 6, title: 'form.step6', owner: '', questions: COVER_DETAILS },
  { number: 7, title: 'form.step7', owner: '', questions: ADDITIONAL_DRIVERS },
];

/** How many numbered sections the form has: counted from STEPS, never written twice. */
export const FORM_STEPS = STEPS.length;

export const stepOf = (number: number) => STEPS[number - 1];
