import * as v from 'valibot';
import type { Message } from '../../config/label-message';
import { ruleMessage } from './rule-message';
import { isValidAccountNumber, isValidSortCode } from '../bank';
import { isBlank } from './required';

/** Direct debit account number: 8 digits. */
export function accountNumber<TInput>(message: Message) {
  return v.check<TInput, string>((input) => isBlank(input) || isValidAccountNumber(input), ruleMessage(message));
}

/** Direct debit sort code: 6 digits, shown as ##-##-##. */
export function sortCode<TInput>(message: Message) {
  return v.check<TInput, string>((input) => isBlank(input) || isValidSortCode(input), ruleMessage(message));
}
