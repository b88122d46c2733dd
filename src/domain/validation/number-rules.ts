import * as v from 'valibot';
import type { Message } from '../../config/label-message';
import { ruleMessage } from './rule-message';
import { parseAmount } from '../money';
import { isBlank } from './required';

/** min_value: an amount (typed with or without thousands separators) of at least `min` pounds. */
export function minValue<TInput>(min: number, message: Message) {
  return v.check<TInput, string>((input) => {
    if (isBlank(input)) return true;
    const amount = parseAmount(input);
    return amount !== null && amount >= min;
  }, ruleMessage(message));
}

/** min_mileage:{min}: a whole number of miles of at least `min` (0 by default). */
export function minMileage<TInput>(min: number, message: Message) {
  return v.check<TInput, string>((input) => {
    if (isBlank(input)) return true;
    const miles = parseAmount(input);
    return miles !== null && Number.isInteger(miles) && miles >= min;
  }, ruleMessage(message));
}

/** The two mileage fields a business_mileage check compares (any object holding them will do). */
export type MileageFields = {
  business_mileage?: unknown;
  total_mileage?: unknown;
};

/**
 * business_mileage: business miles cannot exceed total miles. Put it in the pipe of the object
 * that holds both fields; the message is reported on business_mileage. Either mileage missing or
 * not a number: nothing to compare, so it passes (their own rules report that).
 */
export function businessMileage<TInput extends MileageFields>(message: Message) {
  const action = v.forward(
    v.partialCheck(
      [['business_mileage'], ['total_mileage']],
      (input: MileageFields) => {
        // Put on a schema that does not insist on an object, null or a number can reach here.
        if (input === null || typeof input !== 'object') return true;
        const business = parseAmount(input.business_mileage);
        const total = parseAmount(input.total_mileage);
        return business === null || total === null || business <= total;
      },
      ruleMessage(message),
    ),
    ['business_mileage'],
  );
  // The check reads only the two fields, so it fits any object holding them; valibot cannot
  // prove the paths of a generic object, hence the widening cast.
  return action as unknown as v.BaseValidation<TInput, TInput, v.PartialCheckIssue<MileageFields>>;
}
