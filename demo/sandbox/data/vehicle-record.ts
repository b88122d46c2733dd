/** One car variant in the sandbox's ABI-style vehicle data set. */
export type VehicleRecord = {
  abi_code: string;
  manufacturer: string;
  model: string;
  description: string;
  /** Code from the vehicle_fuel_type list. */
  fuel_type: string;
  /** Code from the vehicle_transmission list. */
  transmission: string;
  doors: number;
  seats: number;
  /** Code from the vehicle_body_style list. */
  body_style: string;
  /** Engine capacity in cc; 0 for a battery electric car. */
  engine_size: number;
  year_min: number;
  /** Last production year, or null while the variant is still made (resolve with productionEnd). */
  year_max: number | null;
  /** ABI insurance group, 1 to 50. */
  insurance_group: number;
  /** List price when new, in GBP. */
  value_new: number;
};

/** [abi_code, model, description, fuel, transmission, doors, seats, body, cc, from, to, group, value] */
export type VehicleRow = readonly [
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  string,
  number,
  number,
  number | null,
  number,
  number,
];

export function defineVehicles(manufacturer: string, rows: readonly VehicleRow[]): VehicleRecord[] {
  return rows.map(
    ([
      abi_code,
      model,
      description,
      fuel_type,
      transmission,
      doors,
      seats,
      body_style,
      engine_size,
      year_min,
      year_max,
      insurance_group,
      value_new,
    ]) => ({
      abi_code,
      manufacturer,
      model,
      description,
      fuel_type,
      transmission,
      doors,
      seats,
      body_style,
      engine_size,
      year_min,
      year_max,
      insurance_group,
      value_new,
    }),
  );
}

/** The last production year, with a variant still in production counted up to this year. */
export function productionEnd(vehicle: VehicleRecord, today: Date = new Date()): number {
  return vehicle.year_max ?? today.getFullYear();
}

export function isMadeIn(vehicle: VehicleRecord, year: number, today: Date = new Date()): boolean {
  return year >= vehicle.year_min && year <= productionEnd(vehicle, today);
}
