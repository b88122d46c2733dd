import { emptyVehicle } from '../../../contract/vehicle';
import { normaliseRegistration } from '../../../domain/registration';
import { setPath } from '../path';
import { at, type Behaviour } from './behaviour';

/** docs/product/questions.md#step-2-about-your-car: the field behaviours for the car. */
export const VEHICLE_BEHAVIOURS: Behaviour[] = [
  {
    // 'No' to "do you know the registration" resets the vehicle to its defaults.
    match: at('risk.vehicle.has_registration'),
    apply: ({ draft, value }) => (value === false ? setPath(draft, 'risk.vehicle', { ...emptyVehicle(), has_registration: false }) : draft),
  },
  {
    // Registration lookups use the plate uppercased with spaces removed.
    match: at('risk.vehicle.registration'),
    apply: ({ draft, value }) =>
      typeof value === 'string' ? setPath(draft, 'risk.vehicle.registration', normaliseRegistration(value)) : draft,
  },
  {
    match: at('risk.vehicle.purchased.is_purchased'),
    apply: ({ draft, value }) => (value === false ? setPath(draft, 'risk.vehicle.purchased.date_purchased', null) : draft),
  },
  {
    // Keeper = Yes means the proposer owns it ('1'); otherwise the owner question is asked afresh.
    match: at('risk.vehicle.keeper'),
    apply: ({ draft, value }) => setPath(draft, 'risk.duqs.vehicle_owner', value === true ? '1' : null),
  },
  {
    match: at('risk.vehicle.is_modified'),
    apply: ({ draft, value }) => (value === false ? setPath(draft, 'risk.vehicle.modifications', []) : draft),
  },
  {
    match: at('risk.vehicle.is_kept_at_proposer_postcode'),
    apply: ({ draft, value }) => (value === true ? setPath(draft, 'risk.vehicle.kept_postcode', null) : draft),
  },
];
