/** The car: what it would cost to replace, and its insurance group (1-50, repair cost and performance). */
const VALUE_BANDS: ReadonlyArray<readonly [maxValue: number, factor: number]> = [
  [5000, 0.9],
  [10000, 1],
  [20000, 1.1],
  [30000, 1.2],
  [50000, 1.35],
  [80000, 1.6],
  [Infinity, 1.9],
];

export function valueFactor(value: number): number {
  return (VALUE_BANDS.find(([maxValue]) => value < maxValue) ?? VALUE_BANDS[VALUE_BANDS.length - 1])[1];
}

/** A car with no known group is rated as a middling group 20. */
const DEFAULT_GROUP = 20;

export function groupFactor(group: number | null): number {
  const g = group && group >= 1 ? Math.min(50, group) : DEFAULT_GROUP;
  return 0.85 + 0.015 * g;
}

/**
 * Own-damage factors are weighted by how much own-damage cover the policy gives: a TPO policy
 * does not care what the car is worth, only (through the group) how hard it is to drive safely.
 */
export function vehicleFactor(value: number, group: number | null, ownDamageWeight: number): number {
  const own = valueFactor(value) ** ownDamageWeight;
  const performance = groupFactor(group) ** (0.5 + 0.5 * ownDamageWeight);
  return own * performance;
}

export function modificationsFactor(count: number): number {
  return 1 + 0.05 * Math.max(0, count);
}

export const LEFT_HAND_DRIVE_FACTOR = 1.1;
/** A working tracker makes theft recovery likely. */
export const TRACKER_FACTOR = 0.95;
