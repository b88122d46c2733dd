/** Claims and convictions count only inside the five-year look-back of docs/product/constants.md#claims-and-convictions. */
import dayjs from 'dayjs';
import { own } from '../server/own';

const LOOK_BACK_YEARS = 5;

export interface ClaimInput {
  date: string;
  /** A claim that prejudiced the no-claims bonus was the driver's fault. */
  atFault: boolean;
  personalInjury: boolean;
}

export interface ConvictionInput {
  code: string;
  date: string;
  banMonths: number;
}

export function withinLookBack(date: string, onDate: string): boolean {
  const when = dayjs(date);
  if (!when.isValid()) return true;
  return when.isAfter(dayjs(onDate).subtract(LOOK_BACK_YEARS, 'year'));
}

export function claimsFactor(claims: readonly ClaimInput[], onDate: string): number {
  return claims
    .filter((claim) => withinLookBack(claim.date, onDate))
    .reduce((factor, claim) => {
      const base = claim.atFault ? 1.35 : 1.05;
      return factor * (claim.personalInjury ? base + 0.1 : base);
    }, 1);
}

/** Loading per conviction by its DVLA code family (the letters of the code); unlisted families × 1.2. */
const FAMILY_FACTORS: Readonly<Record<string, number>> = {
  SP: 1.15, // speeding
  TS: 1.15, // traffic directions and signs
  PC: 1.1, // pedestrian crossings
  MS: 1.2, // miscellaneous
  CU: 1.3, // construction and use: defective vehicle, mobile phone (CU80)
  CD: 1.5, // careless driving
  LC: 1.5, // licence offences
  AC: 1.8, // failing to stop or report an accident
  UT: 1.8, // taking without consent
  TT: 1.6, // totting up
  IN: 2.0, // driving uninsured
  DR: 2.2, // drink or drugs
  DG: 2.2, // drugs
  DD: 2.5, // dangerous driving
  BA: 2.5, // driving while disqualified
};

export const convictionFamily = (code: string): string =>
  code
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

export function convictionsFactor(convictions: readonly ConvictionInput[], onDate: string): number {
  return convictions
    .filter((conviction) => withinLookBack(conviction.date, onDate))
    .reduce((factor, c) => factor * (own(FAMILY_FACTORS, convictionFamily(c.code)) ?? 1.2) * (c.banMonths > 0 ? 1.25 : 1), 1);
}
