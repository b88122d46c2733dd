import type { CoverType } from '../../../src/contract/vehicle';

// The contract's levels of cover: the sandbox rates exactly what the widget can send.
export type { CoverType };

/**
 * Base annual net premium by cover type for a standard risk. Less cover costs less in the base,
 * but third-party-only policies attract the riskiest young drivers (they pick the cheapest-looking
 * cover), so for drivers under 25 insurers load them until TPO is dearer than comprehensive.
 */
const BASE_NET: Record<CoverType, number> = { C: 400, TPFT: 370, TPO: 340 };

const YOUNG_SELECTION_LOADING: Record<CoverType, number> = { C: 1, TPFT: 1.15, TPO: 1.35 };

const YOUNG_DRIVER_AGE = 25;

export function baseNet(cover: CoverType): number {
  return BASE_NET[cover];
}

export function coverSelectionFactor(cover: CoverType, proposerAge: number): number {
  return proposerAge < YOUNG_DRIVER_AGE ? YOUNG_SELECTION_LOADING[cover] : 1;
}

/** How much of the vehicle's own value is at risk: all of it (C), fire and theft (TPFT), none (TPO). */
export function ownDamageWeight(cover: CoverType): number {
  if (cover === 'C') return 1;
  return cover === 'TPFT' ? 0.5 : 0;
}
