import { msg } from '../../../config/label-message';
import { LOOK_BACK_YEARS } from '../../../domain/constants';
import { shiftDate, todayIso } from '../../../domain/dates';
import { date, dateFrom, dateTo } from '../../../domain/validation/date-rules';
import { minValue } from '../../../domain/validation/number-rules';
import { required } from '../../../domain/validation/required';
import type { Question } from '../question';
import { answered } from './answers';
import { rules } from './rules';

/** The earliest date a claim or conviction is asked about: the 5-year look-back of docs/product/constants.md#claims-and-convictions. */
export const lookBackStart = () => shiftDate(todayIso(), -LOOK_BACK_YEARS, 'year');

/** One claim, accident or loss (the claims modal), asked of the item at 'driver_details.claims.N'. */
export const CLAIM_QUESTIONS: Question[] = [
  {
    path: 'description',
    label: 'claim.description',
    control: { kind: 'select', list: 'motor_claim' },
    rules: rules(required(msg('error.claim.description'))),
  },
  {
    path: 'date',
    label: 'claim.date',
    control: { kind: 'date', min: lookBackStart, max: () => todayIso() },
    rules: rules(
      required(msg('error.claim.date')),
      date(msg('error.claim.dateReal')),
      dateFrom(lookBackStart, msg('error.claim.dateLookBack')),
      dateTo(() => todayIso(), msg('error.claim.datePast')),
    ),
  },
  {
    path: 'has_own_damage_cost',
    label: 'claim.hasOwnDamage',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.claim.hasOwnDamage'))),
  },
  {
    path: 'own_damage_cost',
    label: 'claim.ownDamage',
    // The contract's null is 'not answered': an unknown cost cannot travel, so the hint says what to give (docs/decisions.md, a claim's cost not known yet).
    hint: 'claim.costHint',
    indent: true,
    control: { kind: 'money' },
    when: answered('has_own_damage_cost', true),
    rules: rules(required(msg('error.claim.ownDamage')), minValue(1, msg('error.amountFrom1'))),
  },
  {
    path: 'has_third_party_cost',
    label: 'claim.hasThirdParty',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.claim.hasThirdParty'))),
  },
  {
    path: 'third_party_cost',
    label: 'claim.thirdParty',
    hint: 'claim.costHint',
    indent: true,
    control: { kind: 'money' },
    when: answered('has_third_party_cost', true),
    rules: rules(required(msg('error.claim.thirdParty')), minValue(1, msg('error.amountFrom1'))),
  },
  {
    path: 'is_ncb_prejudiced',
    label: 'claim.ncbPrejudiced',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.claim.ncbPrejudiced'))),
  },
  {
    path: 'is_personal_injury',
    label: 'claim.personalInjury',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.claim.personalInjury'))),
  },
  {
    path: 'is_under_policyholders_cover',
    label: 'claim.underPolicyholder',
    driverLabel: 'claim.underPolicyholderDriver',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.claim.underPolicyholder'))),
  },
];
