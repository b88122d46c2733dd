import { LOOK_BACK_YEARS } from '../../../domain/constants';
import { shiftDate, todayIso } from '../../../domain/dates';
import { date, dateFrom, dateTo } from '../../../domain/validation/date-rules';
import { minValue } from '../../../domain/validation/number-rules';
import { required } from '../../../domain/validation/required';
import type { Question } from '../question';
import { answered } from './answers';
import { rules } from './rules';

/** The earliest date a claim or conviction is asked about: SPEC.md's 5-year look-back. */
export const lookBackStart = () => shiftDate(todayIso(), -LOOK_BACK_YEARS, 'year');

/** One claim, accident or loss (the claims modal), asked of the item at 'driver_details.claims.N'. */
export const CLAIM_QUESTIONS: Question[] = [
  { path: 'description', label: 'claim.description', control: { kind: 'select', list: 'motor_claim' }, rules: () => rules(required('Select what happened')) },
  {
    path: 'date',
    label: 'claim.date',
    control: { kind: 'date', min: lookBackStart, max: () => todayIso() },
    rules: () =>
      rules(
        required('Enter the date it happened'),
        date('The date it happened must be a real date'),
        dateFrom(lookBackStart, 'Only include claims from the last 5 years'),
        dateTo(() => todayIso(), 'The date it happened must be today or in the past'),
      ),
  },
  { path: 'has_own_damage_cost', label: 'claim.hasOwnDamage', control: { kind: 'yesno' }, rules: () => rules(required('Select yes if there was a cost for damage to the car being driven')) },
  { path: 'own_damage_cost', label: 'claim.ownDamage', indent: true, control: { kind: 'money' }, when: answered('has_own_damage_cost', true), rules: () => rules(required('Enter how much the damage cost'), minValue(1, 'Enter an amount of £1 or more')) },
  { path: 'has_third_party_cost', label: 'claim.hasThirdParty', control: { kind: 'yesno' }, rules: () => rules(required('Select yes if there was a cost for anyone else')) },
  { path: 'third_party_cost', label: 'claim.thirdParty', indent: true, control: { kind: 'money' }, when: answered('has_third_party_cost', true), rules: () => rules(required('Enter how much it cost for the other people involved'), minValue(1, 'Enter an amount of £1 or more')) },
  { path: 'is_ncb_prejudiced', label: 'claim.ncbPrejudiced', control: { kind: 'yesno' }, rules: () => rules(required('Select yes if it affected the no claims discount')) },
  { path: 'is_personal_injury', label: 'claim.personalInjury', control: { kind: 'yesno' }, rules: () => rules(required('Select yes if anyone was injured')) },
  { path: 'is_under_policyholders_cover', label: 'claim.underPolicyholder', driverLabel: 'claim.underPolicyholderDriver', control: { kind: 'yesno' }, rules: () => rules(required('Select yes if it was claimed on your own policy')) },
];
