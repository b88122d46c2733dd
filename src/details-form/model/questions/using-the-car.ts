import * as v from 'valibot';
import { ruleMessage } from '../../../domain/validation/rule-message';
import { msg } from '../../../config/label-message';
import { BUSINESS_USE_CLASSES } from '../../../domain/constants';
import { parseAmount } from '../../../domain/money';
import { minMileage } from '../../../domain/validation/number-rules';
import { required } from '../../../domain/validation/required';
import { keptPostcode } from '../../../domain/validation/text-rules';
import type { Question, QuestionContext } from '../question';
import { rules } from './rules';

const isBusinessUse = ({ draft }: QuestionContext) => BUSINESS_USE_CLASSES.includes(String(draft.risk.vehicle.class_of_use));

/** docs/product/validation.md#business-miles's business_mileage rule, on the business miles question: never more than the total. */
const notAboveTotal = ({ draft }: QuestionContext) =>
  v.check<unknown, string>(
    (input) => {
      const business = parseAmount(input);
      const total = parseAmount(draft.risk.total_mileage);
      return business === null || total === null || business <= total;
    },
    ruleMessage(msg('error.businessAboveTotal')),
  );

/**
 * Step 5 'Using the car'. Total miles come before business miles (the question set has them the other
 * way round): people know their total, and business miles are then a part of it.
 */
export const USING_THE_CAR: Question[] = [
  {
    path: 'risk.vehicle.class_of_use',
    kept: true,
    label: 'q.classOfUse',
    hint: 'q.classOfUseHint',
    why: 'why.classOfUse',
    control: { kind: 'select', list: 'pc_class_of_use', radios: true },
    rules: rules(required(msg('error.classOfUse'))),
  },
  {
    path: 'risk.total_mileage',
    kept: true,
    label: 'q.totalMileage',
    hint: 'q.totalMileageHint',
    why: 'why.totalMileage',
    control: { kind: 'number' },
    rules: rules(required(msg('error.totalMileage')), minMileage(0, msg('error.totalMileageWhole'))),
  },
  {
    path: 'risk.business_mileage',
    kept: true,
    label: 'q.businessMileage',
    hint: 'q.businessMileageHint',
    why: 'why.businessMileage',
    indent: true,
    control: { kind: 'number' },
    when: isBusinessUse,
    rules: (context) =>
      rules(required(msg('error.businessMileage')), minMileage(0, msg('error.businessMileageWhole')), notAboveTotal(context)),
  },
  {
    path: 'risk.duqs.vehicle_night_location',
    kept: true,
    label: 'q.nightLocation',
    why: 'why.nightLocation',
    control: { kind: 'select', list: 'duq_vehicle_kept_night' },
    rules: rules(required(msg('error.nightLocation'))),
  },
  {
    path: 'risk.vehicle.is_kept_at_proposer_postcode',
    kept: true,
    label: 'q.keptAtHome',
    why: 'why.keptAtHome',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.keptAtHome'))),
  },
  {
    path: 'risk.vehicle.kept_postcode',
    label: 'q.keptPostcode',
    indent: true,
    control: { kind: 'text', width: 'short', autoComplete: 'off' },
    when: ({ draft }) => draft.risk.vehicle.is_kept_at_proposer_postcode === false,
    rules: ({ draft }) =>
      rules(
        required(msg('error.keptPostcode')),
        keptPostcode(() => draft.risk.proposer.address?.postcode, msg('error.keptPostcodeFormat'), msg('error.keptPostcodeSame')),
      ),
  },
  {
    path: 'risk.duqs.vehicle_used_during_night',
    kept: true,
    label: 'q.nightUse',
    hint: 'q.nightUseHint',
    control: { kind: 'select', list: 'duq_vehicle_night_usage_short' },
    rules: rules(required(msg('error.nightUse'))),
  },
  {
    path: 'risk.duqs.vehicle_daytime_location',
    kept: true,
    label: 'q.dayLocation',
    why: 'why.dayLocation',
    control: { kind: 'select', list: 'duq_vehicle_daytime_location' },
    rules: rules(required(msg('error.dayLocation'))),
  },
];
