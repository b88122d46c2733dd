import { msg } from '../../../config/label-message';
import { purchaseDate, date, dateTo } from '../../../domain/validation/date-rules';
import { minValue } from '../../../domain/validation/number-rules';
import { required } from '../../../domain/validation/required';
import { ordinalDate, todayIso } from '../../../domain/dates';
import { MAX_MODIFICATIONS, SEATS_OPTIONS, DOORS_OPTIONS } from '../../../domain/constants';
import type { Question } from '../question';
import { listRule, rules } from './rules';

const asked =
  (field: string) =>
  ({ vehicleMissing, draft }: { vehicleMissing: readonly string[]; draft: { risk: { vehicle: { abi_code?: string | null } } } }) =>
    Boolean(draft.risk.vehicle.abi_code) && vehicleMissing.includes(field);
const found = ({ draft }: { draft: { risk: { vehicle: { abi_code?: string | null } } } }) => Boolean(draft.risk.vehicle.abi_code);
// The contract counts seats and doors; '10+' is stored as 10.
const toOptions = (values: readonly (string | number)[]) =>
  values.map((value) => ({ value: String(value).replace('+', ''), name: String(value) }));

/** The car: docs/product/screens.md#the-details-form, step 2. The rest of the car's questions appear once the car is found. */
export const ABOUT_YOUR_CAR: Question[] = [
  {
    path: 'risk.vehicle.has_registration',
    kept: true,
    label: 'q.hasRegistration',
    control: { kind: 'yesno' },
    rules: rules(required(msg('error.hasRegistration'))),
  },
  {
    path: 'risk.vehicle.abi_code',
    kept: true,
    label: 'q.findCar',
    control: { kind: 'block', block: 'vehicle' },
    rules: rules(required(msg('error.findCar'))),
  },
  {
    path: 'risk.vehicle.fuel_type',
    kept: true,
    label: 'q.fuelType',
    control: { kind: 'select', list: 'vehicle_fuel_type' },
    when: asked('fuel_type'),
    rules: rules(required(msg('error.fuelType'))),
  },
  {
    path: 'risk.vehicle.seats',
    kept: true,
    label: 'q.seats',
    control: { kind: 'choices', options: toOptions(SEATS_OPTIONS), numeric: true },
    when: asked('seats'),
    rules: rules(required(msg('error.seats'))),
  },
  {
    path: 'risk.vehicle.doors',
    kept: true,
    label: 'q.doors',
    control: { kind: 'choices', options: toOptions(DOORS_OPTIONS), numeric: true },
    when: asked('doors'),
    rules: rules(required(msg('error.doors'))),
  },
  {
    path: 'risk.vehicle.body_style',
    kept: true,
    label: 'q.bodyStyle',
    control: { kind: 'select', list: 'vehicle_body_style' },
    when: asked('body_style'),
    rules: rules(required(msg('error.bodyStyle'))),
  },
  {
    path: 'risk.vehicle.value',
    kept: true,
    label: 'q.value',
    hint: 'q.valueHint',
    control: { kind: 'money' },
    when: found,
    rules: rules(required(msg('error.value')), minValue(100, msg('error.valueMin'))),
  },
  {
    path: 'risk.vehicle.purchased.is_purchased',
    kept: true,
    label: 'q.isPurchased',
    control: { kind: 'yesno' },
    when: found,
    rules: rules(required(msg('error.isPurchased'))),
  },
  {
    path: 'risk.vehicle.purchased.date_purchased',
    kept: true,
    label: 'q.datePurchased',
    hint: 'q.dateHint',
    control: {
      kind: 'date',
      max: () => todayIso(),
      min: ({ draft }) => (draft.risk.vehicle.year ? `${draft.risk.vehicle.year}-01-01` : undefined),
    },
    when: ({ draft }) => found({ draft }) && draft.risk.vehicle.purchased?.is_purchased === true,
    rules: ({ draft }) =>
      rules(
        required(msg('error.datePurchased')),
        date(msg('error.datePurchasedReal')),
        purchaseDate(
          () => draft.risk.vehicle.year,
          (limit) => msg('error.datePurchasedMin', { date: ordinalDate(limit) }),
        ),
        dateTo(() => todayIso(), msg('error.datePurchasedPast')),
      ),
  },
  {
    path: 'risk.vehicle.keeper',
    kept: true,
    label: 'q.keeper',
    hint: 'q.keeperHint',
    why: 'why.keeper',
    control: { kind: 'yesno' },
    when: found,
    rules: rules(required(msg('error.keeper'))),
  },
  {
    path: 'risk.duqs.vehicle_owner',
    kept: true,
    label: 'q.owner',
    why: 'why.owner',
    control: { kind: 'select', list: 'duq_vehicle_owner_short' },
    when: ({ draft }) => found({ draft }) && draft.risk.vehicle.keeper === false,
    rules: rules(required(msg('error.owner'))),
  },
  {
    path: 'risk.vehicle.has_tracker',
    kept: true,
    label: 'q.tracker',
    control: { kind: 'yesno' },
    when: found,
    rules: rules(required(msg('error.tracker'))),
  },
  {
    path: 'risk.vehicle.is_left_hand_drive',
    kept: true,
    label: 'q.leftHandDrive',
    control: { kind: 'yesno' },
    when: found,
    rules: rules(required(msg('error.leftHandDrive'))),
  },
  {
    path: 'risk.vehicle.is_modified',
    kept: true,
    label: 'q.modified',
    hint: 'q.modifiedHint',
    why: 'why.modified',
    control: { kind: 'yesno' },
    when: found,
    rules: rules(required(msg('error.modified'))),
  },
  {
    path: 'risk.vehicle.modifications',
    kept: true,
    label: 'q.modifications',
    control: { kind: 'block', block: 'modifications' },
    when: ({ draft }) => found({ draft }) && draft.risk.vehicle.is_modified === true,
    rules: listRule({
      max: MAX_MODIFICATIONS,
      emptyMessage: msg('error.modificationsEmpty'),
      maxMessage: msg('error.modificationsMax', { max: MAX_MODIFICATIONS }),
    }),
  },
];
