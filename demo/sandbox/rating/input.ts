/** What the engine rates: the risk boiled down to the facts an underwriter prices on. */
import type { CoverType } from './cover';
import type { LicenceKind } from './driver-factors';
import type { ClaimInput, ConvictionInput } from './history';
import type { UseKind } from './usage';

export interface DriverInput {
  /** Age in whole years on the cover start date. */
  age: number;
  yearsLicensed: number;
  licence: LicenceKind;
  claims: ClaimInput[];
  convictions: ConvictionInput[];
}

export interface RatingInput {
  /** YYYY-MM-DD; claims and convictions are looked back from here. */
  startDate: string;
  surname: string;
  cover: CoverType;
  proposer: DriverInput;
  additionalDrivers: DriverInput[];
  postcode: string;
  vehicleValue: number;
  insuranceGroup: number | null;
  hasTracker: boolean;
  modifications: number;
  leftHandDrive: boolean;
  annualMileage: number;
  use: UseKind;
  ncdYears: number;
  ncdProtected: boolean;
  voluntaryExcess: number;
  insuranceRefused: boolean;
  nonMotoringConviction: boolean;
}
