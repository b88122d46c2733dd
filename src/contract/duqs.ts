import * as v from 'valibot';
import { answer, text } from './common';

/** Numbered answers: per additional driver (1-based, renumbered on removal) and up to 10 modifications. */
const DYNAMIC_KEY = /^(?:(?:marital_status|relationship_to_proposer)_driver_[1-9]\d*|vehicle_modification_(?:[1-9]|10))$/;

const fixedEntries = {
  is_pay_monthly: answer(v.boolean()),
  vehicle_night_location: answer(text()),
  marital_status_proposer: answer(text()),
  vehicle_used_during_night: answer(text()),
  vehicle_daytime_location: answer(text()),
  /** '1' when the proposer is the registered keeper; asked otherwise. */
  vehicle_owner: answer(text()),
  education_level: answer(text()),
  proposer_has_pass_plus: answer(v.boolean()),
};

const isKnownExtra = ([key, value]: [string, unknown]) =>
  key in fixedEntries || (DYNAMIC_KEY.test(key) && (typeof value === 'string' || value === null));

/**
 * Extra underwriting answers. The numbered keys are dynamic, so the object accepts any further key
 * whose name matches DYNAMIC_KEY with a string (or null) value; any other extra key is a contract error.
 * The rest type also admits boolean only so that TypeScript can intersect it with the boolean answers.
 */
export const DuqsSchema = v.pipe(
  v.objectWithRest(fixedEntries, v.nullable(v.union([text(), v.boolean()]))),
  v.check((duqs) => Object.entries(duqs).every(isKnownExtra), 'expected only known duqs keys'),
);
