/**
 * The scripted proposal: Amelia Hart, 37, a teacher in Leeds with 6 years' NCD, driving the
 * sandbox's known Ford Fiesta. Complete (every question the details form asks is answered) and
 * quotable by the sandbox, with its dates counted from today so it never expires.
 *
 * The conformance checker sends it (dist/check-api.mjs bundles it, so it lives here, beside the
 * checker, not under tests/), and every test builds on it through tests/support/proposal.ts.
 * A `change` runs last; a test that asserts a value sets it there, so it reads what it asserts.
 */
import dayjs from 'dayjs';
import { emptyProposal, type Proposal } from '../src/contract/proposal';

/** The date `days` after today (before it when negative), YYYY-MM-DD. */
export const daysFromToday = (days: number): string => dayjs().add(days, 'day').format('YYYY-MM-DD');

/** The date `years` (and `days`) before today, YYYY-MM-DD. */
export const yearsAgo = (years: number, days = 0): string => dayjs().subtract(years, 'year').subtract(days, 'day').format('YYYY-MM-DD');

/** A complete, quotable proposal, not yet saved (uuid null). */
export function proposal(change: (p: Proposal) => void = () => {}): Proposal {
  const p = emptyProposal();
  const { risk } = p;
  risk.start_date = daysFromToday(1);
  risk.source_of_business = 'Website';
  risk.documentation_delivery_method = 'email';
  Object.assign(risk.proposer, {
    name: { title: 'Mrs', forenames: 'Amelia', surname: 'Hart', salutation: 'Mrs Hart' },
    date_of_birth: yearsAgo(37),
    resident: { is_uk_born: true, since: null },
    full_time_occupation: { status: 'Employed', role: 'T05', industry: '255' },
    has_part_time_occupation: false,
    has_insurance_refused: false,
    is_smoker: false,
    has_non_rta_conviction: false,
    email_address: 'amelia.hart@example.com',
    phone_numbers: { mobile: '07700900123', other: null, home: null },
    address: { line_1: '12 Park Lane', line_2: 'Headingley', line_3: 'Leeds', line_4: 'West Yorkshire', line_5: null, postcode: 'LS6 2AB' },
  });
  Object.assign(risk.proposer.driver_details, {
    has_access_to_other_vehicles: false,
    vehicle_use: 'SDPC',
    number_of_other_vehicles: 0,
    has_medical_condition: false,
    has_claims: false,
    has_motoring_organisation: false,
  });
  Object.assign(risk.proposer.driver_details.licence, {
    type: 'F',
    date: yearsAgo(19),
    has_convictions: false,
    has_provided_licence_number: false,
  });
  Object.assign(risk.vehicle, {
    has_registration: true,
    registration: 'AB12CDE',
    abi_code: '32010104',
    manufacturer: 'Ford',
    model: 'Fiesta',
    description: 'FIESTA ZETEC 1.25 5DR',
    year: 2012,
    engine_size: 1242,
    fuel_type: 'P',
    transmission: 'M',
    doors: 5,
    seats: 5,
    body_style: 'HB',
    value: 4500,
    cover_type: 'C',
    class_of_use: 'SDPC',
    has_tracker: false,
    keeper: true,
    owner: true,
    purchased: { is_purchased: true, date_purchased: yearsAgo(3) },
    is_modified: false,
    is_left_hand_drive: false,
    is_kept_at_proposer_postcode: true,
  });
  risk.total_mileage = 8000;
  risk.has_previous_insurance = true;
  risk.previous_insurance = { type: 'own', ncd: { years: 6, is_protected: false } };
  risk.has_driving_experience = false;
  risk.has_additional_drivers = false;
  risk.voluntary_excess = 250;
  Object.assign(risk.duqs, {
    is_pay_monthly: false,
    vehicle_night_location: '3',
    vehicle_used_during_night: 'O',
    vehicle_daytime_location: '1',
    marital_status_proposer: 'M',
    vehicle_owner: '1',
    education_level: 'DEGREE',
    proposer_has_pass_plus: false,
  });
  Object.assign(risk.userfields, { has_email_consent: false, has_third_party_authority: false });
  p.is_pay_monthly = false;
  change(p);
  return p;
}
