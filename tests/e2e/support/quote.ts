/**
 * A quoted proposal made straight through the sandbox API, so a test of a screen after the details
 * form (price, add-ons, summary, payment) starts from a real quote without filling the form.
 */
import dayjs from 'dayjs';
import { emptyProposal, type Proposal, type SavedProposal } from '../../../src/api/contract/proposal';
import type { Quote } from '../../../src/api/contract/quote';
import type { CoverType } from '../../../src/api/contract/vehicle';
import { accessHeaders, lendAccess } from './access';

/** The sandbox always answers a quote request with a quote (is_quoted false on a decline). */
export type QuotedProposal = SavedProposal & { quote: Quote };

export interface QuoteOverrides {
  /** 'Decline', 'Refer' and 'Error' trigger the sandbox's outcomes. */
  surname?: string;
  /** 30000 or more without a tracker gives the tracking-device endorsement (extra_info 41). */
  vehicleValue?: number;
  hasTracker?: boolean;
  /** false leaves the registration blank (same car, same abi_code): the missing-registration block. */
  hasRegistration?: boolean;
  coverType?: CoverType;
  payMonthly?: boolean;
  /** YYYY-MM-DD; default tomorrow. */
  startDate?: string;
  /** Aggregator code (e.g. '105') or 'Website' (the default). */
  sourceOfBusiness?: string;
  /** Any further change to the proposal before it is sent. */
  change?: (proposal: Proposal) => void;
}

const yearsAgo = (years: number) => dayjs().subtract(years, 'year').format('YYYY-MM-DD');

/** Amelia Hart, 37, a teacher in Leeds with 6 years' NCD, driving the sandbox's known Ford Fiesta. */
export function realisticProposal(o: QuoteOverrides = {}): Proposal {
  const p = emptyProposal();
  const { risk } = p;
  const surname = o.surname ?? 'Hart';
  const cover = o.coverType ?? 'C';
  risk.start_date = o.startDate ?? dayjs().add(1, 'day').format('YYYY-MM-DD');
  risk.source_of_business = o.sourceOfBusiness ?? 'Website';
  risk.documentation_delivery_method = 'email';
  Object.assign(risk.proposer, {
    name: { title: 'Mrs', forenames: 'Amelia', surname, salutation: `Mrs ${surname}` },
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
  const hasRegistration = o.hasRegistration ?? true;
  Object.assign(risk.vehicle, {
    has_registration: hasRegistration,
    registration: hasRegistration ? 'AB12CDE' : null,
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
    value: o.vehicleValue ?? 4500,
    cover_type: cover,
    class_of_use: 'SDPC',
    has_tracker: o.hasTracker ?? false,
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
  risk.voluntary_excess = cover === 'C' ? 250 : 0;
  Object.assign(risk.duqs, {
    is_pay_monthly: o.payMonthly ?? false,
    vehicle_night_location: '3',
    vehicle_used_during_night: 'O',
    vehicle_daytime_location: '1',
    marital_status_proposer: 'M',
    vehicle_owner: '1',
    education_level: 'DEGREE',
    proposer_has_pass_plus: false,
  });
  Object.assign(risk.userfields, { has_email_consent: false, has_third_party_authority: false });
  p.is_pay_monthly = o.payMonthly ?? false;
  o.change?.(p);
  return p;
}

async function post(origin: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<any> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * Creates the proposal and asks for its quote. A declined proposal (surname 'Decline') still resolves
 * (proposal.is_quoted false); an HTTP failure (surname 'Error' gives 500) throws.
 */
export async function createQuotedProposal(
  origin: string,
  overrides: QuoteOverrides = {},
): Promise<{ uuid: string; proposal: QuotedProposal }> {
  const created = await post(origin, '/api/proposal', realisticProposal(overrides));
  const uuid: string = created.proposal.uuid;
  lendAccess(uuid, created.access_token);
  const quoted = await post(origin, `/api/proposal/${uuid}/quote`, undefined, accessHeaders(uuid));
  if (!quoted.proposal?.quote) throw new Error(`POST /api/proposal/${uuid}/quote answered no quote`);
  return { uuid, proposal: quoted.proposal };
}
