import * as v from 'valibot';
import { isValidAccountNumber, isValidSortCode } from '../bank';
import { isBlank } from './required';

/** Direct debit account number: 8 digits. */
export function accountNumber<TInput>(message: string) {
  return v.check<TInput, string>((input) => isBlank(input) || isValidAccountNumber(input), message);
}

/** Direct debit sort code: 6 digits, shown as ##-##-##. */
export function sortCode<TInput>(message: string) {
  return v.check<TInput, string>((input) => isBlank(input) || isValidSortCode(input), message);
}
