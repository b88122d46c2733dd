/** Excesses: the voluntary excess the customer offers, and the compulsory ones the insurer sets. */
import type { CoverType } from './cover';

/** Discount rises with the excess offered, ever more slowly: points between are interpolated. */
const VOLUNTARY_POINTS: ReadonlyArray<readonly [excess: number, discount: number]> = [
  [0, 0],
  [250, 0.06],
  [500, 0.1],
  [1000, 0.15],
  [2000, 0.2],
];

export function voluntaryExcessDiscount(excess: number): number {
  const x = Math.max(0, Math.min(excess, 2000));
  for (let i = 1; i < VOLUNTARY_POINTS.length; i += 1) {
    const [x1, d1] = VOLUNTARY_POINTS[i];
    const [x0, d0] = VOLUNTARY_POINTS[i - 1];
    if (x <= x1) return d0 + ((d1 - d0) * (x - x0)) / (x1 - x0);
  }
  return VOLUNTARY_POINTS[VOLUNTARY_POINTS.length - 1][1];
}

export interface ExcessItem {
  policy_section: string;
  driver: number | null;
  value: number;
}

const WINDSCREEN_SECTION = 'Windscreen';
const BASE_COMPULSORY = 250;
const WINDSCREEN_EXCESS = 100;

/** Young proposers carry an extra compulsory excess: they claim more often for small damage. */
function youngDriverExcess(proposerAge: number): number {
  if (proposerAge < 21) return 250;
  return proposerAge < 25 ? 150 : 0;
}

/**
 * Policy-wide items carry driver null and add up to the compulsory excess (docs/product/constants.md#excesses), so
 * each amount appears once; the windscreen excess is listed per driver (index 0 is the proposer).
 * TPO gives no cover for the car itself, so it has no excess at all.
 */
export function excessItems(cover: CoverType, proposerAge: number, driverCount: number): ExcessItem[] {
  if (cover === 'TPO') return [];
  const young = youngDriverExcess(proposerAge);
  const compulsory: ExcessItem[] = [
    { policy_section: cover === 'C' ? 'Accidental Damage, Fire & Theft' : 'Fire & Theft', driver: null, value: BASE_COMPULSORY },
    ...(young > 0 ? [{ policy_section: 'Young Driver', driver: null, value: young }] : []),
  ];
  if (cover !== 'C') return compulsory;
  const windscreen = Array.from({ length: driverCount }, (_, driver) => ({
    policy_section: WINDSCREEN_SECTION,
    driver,
    value: WINDSCREEN_EXCESS,
  }));
  return [...compulsory, ...windscreen];
}
