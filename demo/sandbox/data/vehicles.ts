import type { VehicleRecord } from './vehicle-record';
import { ASIAN_VEHICLES } from './vehicles/asian';
import { BMW_MINI_VEHICLES } from './vehicles/bmw-mini';
import { BRITISH_VEHICLES } from './vehicles/british';
import { FORD_VEHICLES } from './vehicles/ford';
import { FRENCH_VEHICLES } from './vehicles/french';
import { ITALIAN_AMERICAN_VEHICLES } from './vehicles/italian-american';
import { KOREAN_VEHICLES } from './vehicles/korean';
import { MERCEDES_PORSCHE_VEHICLES } from './vehicles/mercedes-porsche';
import { NISSAN_HONDA_VEHICLES } from './vehicles/nissan-honda';
import { NORDIC_ELECTRIC_VEHICLES } from './vehicles/nordic-electric';
import { TOYOTA_LEXUS_VEHICLES } from './vehicles/toyota-lexus';
import { VAUXHALL_VEHICLES } from './vehicles/vauxhall';
import { VOLKSWAGEN_VEHICLES } from './vehicles/volkswagen';

/** The whole sandbox vehicle data set, one record per ABI code. */
export const VEHICLES: readonly VehicleRecord[] = [
  ...FORD_VEHICLES,
  ...VAUXHALL_VEHICLES,
  ...VOLKSWAGEN_VEHICLES,
  ...BMW_MINI_VEHICLES,
  ...MERCEDES_PORSCHE_VEHICLES,
  ...TOYOTA_LEXUS_VEHICLES,
  ...NISSAN_HONDA_VEHICLES,
  ...ASIAN_VEHICLES,
  ...KOREAN_VEHICLES,
  ...FRENCH_VEHICLES,
  ...ITALIAN_AMERICAN_VEHICLES,
  ...BRITISH_VEHICLES,
  ...NORDIC_ELECTRIC_VEHICLES,
];

const BY_ABI_CODE = new Map(VEHICLES.map((vehicle) => [vehicle.abi_code, vehicle]));

/** The record for an ABI code (the rating engine reads group and list price from it). */
export function vehicleByAbiCode(abiCode: string): VehicleRecord | undefined {
  return BY_ABI_CODE.get(abiCode);
}
