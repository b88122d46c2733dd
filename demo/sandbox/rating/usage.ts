/** How much and for what the car is driven. */
const MILEAGE_BANDS: ReadonlyArray<readonly [maxMiles: number, factor: number]> = [
  [5000, 0.9],
  [8000, 0.97],
  [12000, 1.05],
  [20000, 1.15],
  [Infinity, 1.3],
];

export function mileageFactor(annualMiles: number): number {
  const miles = Number.isFinite(annualMiles) && annualMiles > 0 ? annualMiles : 0;
  return (MILEAGE_BANDS.find(([max]) => miles <= max) ?? MILEAGE_BANDS[MILEAGE_BANDS.length - 1])[1];
}

export type UseKind = 'social' | 'commuting' | 'business1' | 'business2' | 'business3';

/** Commuting puts the car on busy roads at rush hour; business use adds miles and other drivers' roads. */
const USE_FACTORS: Record<UseKind, number> = {
  social: 1,
  commuting: 1.1,
  business1: 1.2,
  business2: 1.3,
  business3: 1.45,
};

export function useFactor(kind: UseKind): number {
  return USE_FACTORS[kind];
}
