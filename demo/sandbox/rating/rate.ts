/**
 * The net premium: a base rate by cover type multiplied by the risk factors, then the no-claims
 * and voluntary-excess discounts, then the NCD protection loading. MODEL.md explains the model.
 */
import { baseNet, coverSelectionFactor, ownDamageWeight } from './cover';
import { ageFactor, experienceFactor, licenceKindFactor } from './driver-factors';
import { voluntaryExcessDiscount } from './excess';
import { claimsFactor, convictionsFactor } from './history';
import type { DriverInput, RatingInput } from './input';
import { areaRisk } from '../data/addresses';
import { canProtectNcd, NCD_PROTECTION_LOADING, ncdDiscount } from './ncd';
import { mileageFactor, useFactor } from './usage';
import { LEFT_HAND_DRIVE_FACTOR, modificationsFactor, TRACKER_FACTOR, vehicleFactor } from './vehicle-factors';

const MINIMUM_NET = 150;

export interface Rating {
  /** Net of IPT, with the NCD protection loading only when the customer chose protection. */
  net: number;
  /** Net without protection: what protection's price is measured from. */
  unprotectedNet: number;
  /** Net if the NCD were protected; null where it cannot be protected. */
  protectedNet: number | null;
  factors: Record<string, number>;
}

function driverRisk(driver: DriverInput, onDate: string): number {
  return (
    ageFactor(driver.age) *
    experienceFactor(driver.yearsLicensed) *
    licenceKindFactor(driver.licence) *
    claimsFactor(driver.claims, onDate) *
    convictionsFactor(driver.convictions, onDate)
  );
}

/** A named driver shares the car, so only part of their risk is added; a mature one slightly lowers it. */
function additionalDriverLoad(driver: DriverInput, onDate: string): number {
  return Math.max(0.95, 1 + 0.4 * (driverRisk(driver, onDate) - 1));
}

export function rate(input: RatingInput): Rating {
  const weight = ownDamageWeight(input.cover);
  const factors: Record<string, number> = {
    cover_selection: coverSelectionFactor(input.cover, input.proposer.age),
    proposer: driverRisk(input.proposer, input.startDate),
    area: areaRisk(input.postcode),
    vehicle: vehicleFactor(input.vehicleValue, input.insuranceGroup, weight),
    tracker: input.hasTracker ? TRACKER_FACTOR ** weight : 1,
    modifications: modificationsFactor(input.modifications),
    left_hand_drive: input.leftHandDrive ? LEFT_HAND_DRIVE_FACTOR : 1,
    mileage: mileageFactor(input.annualMileage),
    use: useFactor(input.use),
    additional_drivers: input.additionalDrivers.reduce((f, d) => f * additionalDriverLoad(d, input.startDate), 1),
    ncd: 1 - ncdDiscount(input.ncdYears),
    voluntary_excess: 1 - (input.cover === 'C' ? voluntaryExcessDiscount(input.voluntaryExcess) : 0),
  };
  const unprotected = Math.max(
    MINIMUM_NET,
    Object.values(factors).reduce((p, f) => p * f, baseNet(input.cover)),
  );
  const protectable = canProtectNcd(input.ncdYears);
  const protectedNet = protectable ? unprotected * (1 + NCD_PROTECTION_LOADING) : null;
  const net = input.ncdProtected && protectedNet !== null ? protectedNet : unprotected;
  const pence = (n: number) => Math.round(n * 100) / 100;
  return {
    net: pence(net),
    unprotectedNet: pence(unprotected),
    protectedNet: protectedNet === null ? null : Math.round(protectedNet * 100) / 100,
    factors,
  };
}
