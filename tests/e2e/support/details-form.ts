import type { Locator, Page } from 'playwright-core';
import { pageDriver } from '../user/drivers/chromium';
import { aboutYou, aboutYourCarByRegistration, carQuestions, type CarAnswers } from '../user/steps';
import { User } from '../user/user';

/**
 * Where to look for a question: the page, an open step's panel (stepPanel) or a modal dialog
 * (dialog), in details-form-steps.ts: each knows the User scoped to it.
 */
export type Scope = Page | Locator;

const scopes = new WeakMap<Locator, (u: User) => User>();

/** A Playwright locator for a step's panel or a dialog that also knows the same place for a User. */
export function scoped(locator: Locator, within: (u: User) => User): Locator {
  scopes.set(locator, within);
  return locator;
}

/**
 * The customer at this page or scope, for the answers written once in the user layer (user/steps.ts):
 * the helpers here and in details-form-steps.ts are one-line wrappers over them.
 */
export function userIn(scope: Scope): User {
  if (!('page' in scope)) return new User(pageDriver(scope));
  const within = scopes.get(scope);
  if (!within) throw new Error('userIn: a scope must be the page, stepPanel(page, n) or dialog(page, title)');
  return within(new User(pageDriver(scope.page())));
}

/** Step 1 as a new proposer would fill it in. */
export const fillAboutYou = (page: Page, person: { surname?: string; dob?: string } = {}) => aboutYou(userIn(page), person);

/** Step 2 by registration: AB12CDE is the sandbox's known car. */
export const fillAboutYourCarByRegistration = (page: Page, answers: CarAnswers = {}) => aboutYourCarByRegistration(userIn(page), answers);

export const answerCarQuestions = (page: Page, answers: CarAnswers = {}) => carQuestions(userIn(page), answers);

/** Answers a Yes/No question by its legend, clicking the big label as a person does. */
export const yes = (scope: Scope, question: string, answer: boolean) => userIn(scope).yes(question, answer);
