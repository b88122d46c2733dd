/**
 * The one proposal every test builds on: Amelia Hart, 37, a teacher in Leeds with 6 years' NCD,
 * driving the sandbox's known Ford Fiesta. Complete (every question the details form asks is
 * answered) and quotable by the sandbox, with its dates counted from today so it never expires.
 *
 * Thin layers add what a later screen has: a saved one (a uuid), a quoted one (the sandbox's offer
 * of add-ons and a full quote). Each takes a `change` that runs last; a test that asserts a value
 * sets it there (or in its own file's wrapper), so it reads what it asserts.
 */
import dayjs from 'dayjs';
import type { Addon } from '../../src/contract/addon';
import { emptyProposal, type Proposal, type SavedProposal } from '../../src/contract/proposal';
import type { Quote } from '../../src/contract/quote';
import { ncdStepBack } from '../../demo/sandbox/rating/ncd';

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

export const PROPOSAL_UUID = '5d2f8a61-3c7e-4b19-8f0a-6e1d9c4b7a20';

/** The proposal as the server stores it: with a uuid, at its first version. */
export function savedProposal(change: (p: SavedProposal) => void = () => {}): SavedProposal {
  const p: SavedProposal = { ...proposal(), uuid: PROPOSAL_UUID, version: 1, credit_agreement: null, holder_consent: null };
  change(p);
  return p;
}

const addon = (code: string, description: string, premium: number, isSelected: boolean | null = null): Addon => ({
  code,
  description,
  premium,
  is_selected: isSelected,
  ipid: { url: `https://sandbox.test/sandbox/documents/ipid/${code}` },
});

/** The sandbox's offer for comprehensive cover: PA included, three card extras, five breakdown tiers. */
export function sandboxAddons(): Addon[] {
  return [
    addon('PA', 'Personal Accident Cover', 0, true),
    addon('LE', 'Motor Legal Protection', 29.99),
    addon('KEY', 'Key Cover', 19.99),
    addon('EPA', 'Enhanced Personal Accident Cover', 24.99),
    addon('SAB1', 'Roadside', 24),
    addon('SAB2', 'Roadside & at Home', 39),
    addon('SAB3', 'Roadside, at Home & Recovery', 59),
    addon('SAB4', 'Roadside, at Home, Recovery & Onward Travel', 79),
    addon('SAB5', 'European', 119),
  ];
}

/** A full quote for the proposal: paid in full or over ten instalments, the sandbox's add-ons offered. */
export function quote(change: Partial<Quote> = {}): Quote {
  return {
    reference: 'MQ-000123',
    created_at: dayjs().subtract(1, 'hour').toISOString(),
    is_quoted: true,
    is_purchased: false,
    is_accepted: false,
    is_referred: false,
    premium: 512.4,
    arrangement_fee: null,
    addons: sandboxAddons(),
    metadata: { premium_subtotal: 512.4, monthly_total_payable_subtotal: 563.16 },
    compulsory_excess: 250,
    granted_voluntary_excess: 250,
    protected_ncd_implied_price: 553.39,
    ncd_protection: { available: true, price: 40.99, monthly_price: 4.51, step_back: ncdStepBack() },
    monthly_payment: 48.63,
    monthly_deposit: 76.86,
    monthly_interest: 50.76,
    monthly_interest_percent: 11.65,
    monthly_apr: 24.9,
    monthly_installments: 10,
    monthly_initial_payment: 0,
    monthly_total_payable: 563.16,
    excesses: [
      { policy_section: 'Accidental Damage, Fire & Theft', driver: null, value: 250 },
      { policy_section: 'Windscreen', driver: 0, value: 100 },
    ],
    endorsements: [],
    ipids: [{ url: 'https://sandbox.test/sandbox/documents/ipid/motor' }],
    credit_documents: {
      information: { url: 'https://sandbox.test/sandbox/documents/credit/key/information', version: 'SECCI-1.0a1b2c3d' },
      agreement: { url: 'https://sandbox.test/sandbox/documents/credit/key/agreement', version: 'FSA-1.0a1b2c3d' },
    },
    ...change,
  };
}

/** A saved proposal with its quote: what the sandbox answers a quote request with. */
export type QuotedProposal = SavedProposal & { quote: Quote };

/** The saved proposal quoted: the quote (with `quoteChange`) and its add-ons on it. */
export function quotedProposal(change: (p: QuotedProposal) => void = () => {}, quoteChange: Partial<Quote> = {}): QuotedProposal {
  const q = quote(quoteChange);
  const p: QuotedProposal = { ...savedProposal(), is_quoted: true, addons: structuredClone(q.addons), quote: q };
  change(p);
  return p;
}
