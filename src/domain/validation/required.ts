import * as v from 'valibot';
import type { Message } from '../../config/label-message';
import { ruleMessage } from './rule-message';
import { saidOfThem } from './additional-driver';

/** Not answered: null, undefined, NaN, an empty or all-space string, or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return Array.isArray(value) && value.length === 0;
}

/**
 * required:{field}. Works for text, selects and Yes/No radios (false is an answer). Pass the
 * GOV.UK-style message: 'Enter your first name', 'Select your title', 'Select if you smoke'.
 */
export function required<TInput>(message: Message) {
  return v.check<TInput, string>((input) => !isBlank(input), ruleMessage(message));
}

/** requiredAdditionalDriver:{field}: the same rule worded for another driver ('Enter their first name'). */
export function requiredAdditionalDriver<TInput>(message: Message) {
  return required<TInput>(saidOfThem(message));
}

/** A tick box that must be ticked, e.g. the summary's three final points to confirm. */
export function ticked<TInput>(message: Message) {
  return v.check<TInput, string>((input) => input === true, ruleMessage(message));
}
