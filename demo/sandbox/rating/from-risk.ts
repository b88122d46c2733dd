/** Boils a contract Risk down to the engine's RatingInput. Unanswered questions take a neutral value. */
import dayjs from 'dayjs';
import type { AdditionalDriver } from '../../../src/contract/additional-driver';
import type { Proposer } from '../../../src/contract/proposer';
import type { Risk } from '../../../src/contract/risk';
import type { LicenceKind } from './driver-factors';
import type { DriverInput, RatingInput } from './input';
import type { UseKind } from './usage';
import { own } from '../server/own';

/** The licence codes of data/lists/licence.ts. */
const LICENCE_KINDS: Readonly<Record<string, LicenceKind>> = {
  F: 'full_uk',
  FA: 'full_uk',
  P: 'provisional',
  PA: 'provisional',
  E: 'foreign',
  EA: 'foreign',
  I: 'foreign',
  O: 'foreign',
  '<No Licence>': 'none',
};

const USE_KINDS: Readonly<Record<string, UseKind>> = {
  SDP: 'social',
  SDPC: 'commuting',
  C1: 'business1',
  C2: 'business2',
  C3: 'business3',
};

/** An average annual mileage for a proposal that has not said. */
const DEFAULT_MILEAGE = 8000;
const MIN_DRIVING_AGE = 17;

export const wholeYears = (from: string, to: string): number => dayjs(to).diff(dayjs(from), 'year');

function driverInput(person: Proposer | AdditionalDriver, onDate: string): DriverInput {
  const details = person.driver_details;
  const age = person.date_of_birth ? wholeYears(person.date_of_birth, onDate) : 0;
  const licence = own(LICENCE_KINDS, details.licence.type ?? 'F') ?? 'foreign';
  const yearsLicensed = details.licence.date
    ? wholeYears(details.licence.date, onDate)
    : Math.max(0, licence === 'full_uk' ? age - MIN_DRIVING_AGE : 0);
  const claims = details.has_claims === false ? [] : details.claims;
  const convictions = details.licence.has_convictions === false ? [] : details.licence.convictions;
  return {
    age,
    yearsLicensed,
    licence,
    claims: claims.map((c) => ({
      date: c.date ?? onDate,
      atFault: c.is_ncb_prejudiced ?? c.description === 'AF',
      personalInjury: c.is_personal_injury === true,
    })),
    convictions: convictions.map((c) => ({
      code: c.code ?? '',
      date: c.conviction_date ?? c.offence_date ?? onDate,
      banMonths: c.has_ban_months === false ? 0 : (c.ban_months ?? 0),
    })),
  };
}

/**
 * `protectNcd` is the proposal's choice to buy protection now; her answer about her previous policy's
 * protection is a fact about the past and prices nothing (docs/product/regulation.md#no-claims-protection).
 */
export function ratingInput(risk: Risk, today: string, groupOf: (abiCode: string) => number | null, protectNcd = false): RatingInput {
  const startDate = risk.start_date ?? today;
  const { proposer, vehicle } = risk;
  const cover = vehicle.cover_type ?? 'C';
  const ncdYears = risk.has_previous_insurance ? (risk.previous_insurance?.ncd.years ?? 0) : 0;
  const keptElsewhere = vehicle.is_kept_at_proposer_postcode === false && vehicle.kept_postcode;
  return {
    startDate,
    surname: proposer.name.surname ?? '',
    cover,
    proposer: driverInput(proposer, startDate),
    additionalDrivers: risk.has_additional_drivers === false ? [] : risk.additional_drivers.map((d) => driverInput(d, startDate)),
    postcode: (keptElsewhere ? vehicle.kept_postcode : proposer.address.postcode) ?? '',
    vehicleValue: vehicle.value ?? 0,
    insuranceGroup: vehicle.abi_code ? groupOf(vehicle.abi_code) : null,
    hasTracker: vehicle.has_tracker === true,
    modifications: vehicle.is_modified ? vehicle.modifications.length : 0,
    leftHandDrive: vehicle.is_left_hand_drive === true,
    annualMileage: risk.total_mileage ?? DEFAULT_MILEAGE,
    use: own(USE_KINDS, vehicle.class_of_use ?? 'SDP') ?? 'social',
    ncdYears,
    ncdProtected: protectNcd,
    voluntaryExcess: cover === 'C' ? Number(risk.voluntary_excess) : 0,
    insuranceRefused: proposer.has_insurance_refused === true,
    nonMotoringConviction: proposer.has_non_rta_conviction === true,
  };
}
