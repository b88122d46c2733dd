/**
 * The optional extras on offer. Premiums include IPT. PA is the personal accident benefit that
 * comprehensive cover already includes (so it is shown as selected at no cost and kept off the
 * add-on cards); EPA is the enhanced personal accident extra the customer may buy. The five
 * breakdown tiers (codes containing SAB) are mutually exclusive.
 */
import type { CoverType } from './cover';

export interface AddonOffer {
  code: string;
  description: string;
  premium: number;
  /** Included in the cover rather than chosen. */
  included?: boolean;
}

export const BREAKDOWN_TIERS: readonly AddonOffer[] = [
  { code: 'SAB1', description: 'Roadside', premium: 24 },
  { code: 'SAB2', description: 'Roadside & at Home', premium: 39 },
  { code: 'SAB3', description: 'Roadside, at Home & Recovery', premium: 59 },
  { code: 'SAB4', description: 'Roadside, at Home, Recovery & Onward Travel', premium: 79 },
  { code: 'SAB5', description: 'European', premium: 119 },
];

const EXTRAS: readonly AddonOffer[] = [
  { code: 'LE', description: 'Motor Legal Protection', premium: 29.99 },
  { code: 'KEY', description: 'Key Cover', premium: 19.99 },
  { code: 'EPA', description: 'Enhanced Personal Accident Cover', premium: 24.99 },
];

const INCLUDED_PA: AddonOffer = { code: 'PA', description: 'Personal Accident Cover', premium: 0, included: true };

/** Enhanced personal accident is not sold to drivers of 75 and over, nor with third-party-only cover. */
const EPA_MAX_AGE = 75;

export const isIncluded = (code: string): boolean => code === INCLUDED_PA.code;

export const isBreakdown = (code: string): boolean => code.includes('SAB');

export function offeredAddons(cover: CoverType, proposerAge: number): AddonOffer[] {
  const extras = EXTRAS.filter((a) => a.code !== 'EPA' || (cover !== 'TPO' && proposerAge < EPA_MAX_AGE));
  return [...(cover === 'C' ? [INCLUDED_PA] : []), ...extras, ...BREAKDOWN_TIERS];
}

export const ipidPath = (code: string): string => `/sandbox/documents/ipid/${encodeURIComponent(code)}`;
