import { msg } from '../../../config/label-message';
import { REPEATER_MAX } from '../../../domain/constants';
import { required } from '../../../domain/validation/required';
import type { Question } from '../question';
import { answered } from './answers';
import { CLAIM_QUESTIONS } from './claim-questions';
import { CONVICTION_QUESTIONS } from './conviction-questions';
import { itemsRule } from './items-rule';
import { LICENCE_QUESTIONS } from './licence-questions';
import { MEDICAL_QUESTIONS } from './medical-questions';
import { rules } from './rules';

/** Step 4 'Your Driving' (and the driving half of the driver form): licence, history, health, other cars. */
export const YOUR_DRIVING: Question[] = [
  ...LICENCE_QUESTIONS,
  {
    path: 'driver_details.has_claims',
    label: 'q.hasClaims',
    driverLabel: 'q.hasClaimsDriver',
    hint: 'q.hasClaimsHint',
    why: 'why.claims',
    heading: 'heading.history',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.hasClaims'))),
  },
  {
    path: 'driver_details.claims',
    label: 'q.claims',
    indent: true,
    control: { kind: 'block', block: 'claims' },
    when: answered('driver_details.has_claims', true),
    clearedTo: [],
    rules: (context) =>
      itemsRule(context, 'driver_details.claims', CLAIM_QUESTIONS, {
        item: 'error.claimItem',
        emptyMessage: msg('error.claimsEmpty'),
        maxMessage: msg('error.claimsMax', { max: REPEATER_MAX }),
      }),
  },
  {
    path: 'driver_details.licence.has_convictions',
    label: 'q.hasConvictions',
    hint: 'q.hasConvictionsHint',
    why: 'why.convictions',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.hasConvictions'))),
  },
  {
    path: 'driver_details.licence.convictions',
    label: 'q.convictions',
    indent: true,
    control: { kind: 'block', block: 'convictions' },
    when: answered('driver_details.licence.has_convictions', true),
    clearedTo: [],
    rules: (context) =>
      itemsRule(context, 'driver_details.licence.convictions', CONVICTION_QUESTIONS, {
        item: 'error.convictionItem',
        emptyMessage: msg('error.convictionsEmpty'),
        maxMessage: msg('error.convictionsMax', { max: REPEATER_MAX }),
      }),
  },
  {
    path: 'driver_details.has_medical_condition',
    label: 'q.hasMedical',
    driverLabel: 'q.hasMedicalDriver',
    hint: 'q.hasMedicalHint',
    why: 'why.medical',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.hasMedical'))),
  },
  ...MEDICAL_QUESTIONS,
  {
    path: 'driver_details.has_access_to_other_vehicles',
    label: 'q.otherVehicles',
    driverLabel: 'q.otherVehiclesDriver',
    hint: 'q.otherVehiclesHint',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.otherVehicles'))),
  },
  {
    path: 'driver_details.access_to_other_vehicles',
    label: 'q.whichVehicle',
    indent: true,
    control: { kind: 'select', list: 'person_vehicle_access' },
    when: answered('driver_details.has_access_to_other_vehicles', true),
    clearedTo: null,
    rules: rules(required(msg('error.whichVehicle'))),
  },
  {
    path: 'driver_details.has_motoring_organisation',
    label: 'q.motoringOrg',
    driverLabel: 'q.motoringOrgDriver',
    hint: 'q.motoringOrgHint',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.motoringOrg'))),
  },
  {
    path: 'driver_details.motoring_organisation',
    label: 'q.whichOrg',
    indent: true,
    control: { kind: 'select', list: 'person_motoring_organisation' },
    when: answered('driver_details.has_motoring_organisation', true),
    clearedTo: null,
    rules: rules(required(msg('error.whichOrg'))),
  },
];
