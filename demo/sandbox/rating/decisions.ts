/**
 * Underwriting decisions taken before any price: decline (no quotation), refer (quoted, but a
 * person must look before it can be bought), or error. The surnames Decline, Refer and Error are
 * the sandbox's documented test triggers; the rest are rules a real insurer would apply.
 */
import type { DriverInput, RatingInput } from './input';
import { convictionFamily, withinLookBack } from './history';

export type Decision = { kind: 'quote'; referred: boolean; reasons: string[] } | { kind: 'decline'; reasons: string[] } | { kind: 'error' };

const MAX_CONVICTIONS = 3;
const MAX_FAULT_CLAIMS = 3;
const MAX_VEHICLE_VALUE = 150000;
const MIN_AGE = 17;
const MAX_AGE = 120;

const trigger = (surname: string): string => surname.trim().toLowerCase();

function driverDeclines(driver: DriverInput, onDate: string): string[] {
  const reasons: string[] = [];
  const convictions = driver.convictions.filter((c) => withinLookBack(c.date, onDate));
  if (driver.age < MIN_AGE || driver.age > MAX_AGE) reasons.push('age outside 17 to 120');
  if (driver.licence === 'none') reasons.push('no driving licence');
  if (convictions.length > MAX_CONVICTIONS) reasons.push('too many convictions');
  if (convictions.some((c) => convictionFamily(c.code) === 'DR' && c.banMonths > 0)) reasons.push('drink-driving ban');
  const faultClaims = driver.claims.filter((c) => c.atFault && withinLookBack(c.date, onDate));
  if (faultClaims.length > MAX_FAULT_CLAIMS) reasons.push('too many fault claims');
  return reasons;
}

export function decide(input: RatingInput): Decision {
  const surname = trigger(input.surname);
  if (surname === 'error') return { kind: 'error' };
  const reasons = [input.proposer, ...input.additionalDrivers].flatMap((d) => driverDeclines(d, input.startDate));
  if (surname === 'decline') reasons.push('sandbox decline trigger');
  if (input.vehicleValue > MAX_VEHICLE_VALUE) reasons.push('vehicle value above our limit');
  if (input.nonMotoringConviction) reasons.push('unspent non-motoring conviction');
  if (reasons.length > 0) return { kind: 'decline', reasons };
  const referrals: string[] = [];
  if (surname === 'refer') referrals.push('sandbox refer trigger');
  if (input.insuranceRefused) referrals.push('insurance previously refused');
  return { kind: 'quote', referred: referrals.length > 0, reasons: referrals };
}
