import * as v from 'valibot';
import { isValidAccountNumber, isValidSortCode } from '../bank';
import { isBlank } from './required';

/** Direct debit account number: 8 digits. */
export function accountNumber<TInput>(message = 'Enter an account number of 8 digits, like 00733445') {
  return v.check<TInput, string>((input) => isBlank(input) || isValidAccountNumber(input), message);
}

/** Direct debit sort code: 6 digits, shown as ##-##-##. */
export function sortCode<TInput>(message = 'Enter a valid sort code, like 30-94-30') {
  return v.check<TInput, string>((input) => isBlank(input) || isValidSortCode(input), message);
}
