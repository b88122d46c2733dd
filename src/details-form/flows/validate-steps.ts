import { msg, type Message } from '../../config/label-message';
import { ADDITIONAL_DRIVERS, DRIVERS_PATH } from '../model/questions/additional-drivers';
import { DRIVER_FORM } from '../model/questions/driver-questions';
import { STEPS } from '../model/steps';
import { contextFor, type ContextSource } from '../model/context';
import { validateOwner, validateQuestions } from '../model/validate';
import { driverName } from '../../domain/driver-name';

/**
 * Every error of additional driver `index`'s form, by whole path ('risk.additional_drivers.0.name.title').
 * Step 7's list asks this of every driver on each store change: worked out again only for a driver
 * whose answers changed (validateOwner), so a key typed in one driver's form costs the same with 4.
 */
export function driverErrors(index: number, source: ContextSource, raw: Record<string, string>): Record<string, Message> {
  return validateOwner(DRIVER_FORM, contextFor(source, `${DRIVERS_PATH}.${index}`, index), raw);
}

/**
 * Step 7 also checks each additional driver's own form (owner 'risk.additional_drivers.N'). Their
 * fields are in a closed modal, so each driver with a problem gives one error, on the driver in the
 * list ('risk.additional_drivers.N'), naming them and the first thing to put right.
 */
export function additionalDriversErrors(source: ContextSource, raw: Record<string, string>): Record<string, Message> {
  const errors: Record<string, Message> = {};
  if (source.draft.risk.has_additional_drivers !== true) return errors;
  (source.draft.risk.additional_drivers ?? []).forEach((_, index) => {
    const [first] = Object.values(driverErrors(index, source, raw));
    if (first)
      errors[`${DRIVERS_PATH}.${index}`] = msg('error.driverItem', {
        driver: driverName(source.draft, index) ?? msg('driver.unnamed', { number: index + 1 }),
        message: first,
      });
  });
  return errors;
}

/** Errors of one step by whole path; empty when the step can be left. */
export function stepErrors(step: number, source: ContextSource, raw: Record<string, string>): Record<string, Message> {
  const { owner, questions } = STEPS[step - 1];
  const errors = validateQuestions(questions, contextFor(source, owner), raw);
  return questions === ADDITIONAL_DRIVERS ? { ...errors, ...additionalDriversErrors(source, raw) } : errors;
}

/** The first step (1-based) with an error, with its errors, or null when every step is valid. */
export function firstInvalidStep(
  source: ContextSource,
  raw: Record<string, string>,
  upTo = STEPS.length,
): { step: number; errors: Record<string, Message> } | null {
  for (let step = 1; step <= upTo; step += 1) {
    const errors = stepErrors(step, source, raw);
    if (Object.keys(errors).length) return { step, errors };
  }
  return null;
}
