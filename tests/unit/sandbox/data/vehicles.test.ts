import { describe, expect, it } from 'vitest';
import { LISTS } from '../../../../demo/sandbox/data/lists';
import { BLANK_BODY_STYLE } from '../../../../demo/sandbox/data/lists/vehicle-specs';
import { isMadeIn, productionEnd } from '../../../../demo/sandbox/data/vehicle-record';
import { VEHICLES, vehicleByAbiCode } from '../../../../demo/sandbox/data/vehicles';

const codes = (list: string) => new Set(LISTS[list].map((option) => option.value));
const today = new Date(2026, 5, 1);

describe('vehicle data set', () => {
  it('has 200+ variants from 20+ manufacturers, each with a unique 8-digit ABI code', () => {
    expect(VEHICLES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(VEHICLES.map((v) => v.manufacturer)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(VEHICLES.map((v) => v.abi_code)).size).toBe(VEHICLES.length);
    for (const v of VEHICLES) expect(v.abi_code).toMatch(/^\d{8}$/);
  });

  it('uses only codes from the reference lists', () => {
    const fuels = codes('vehicle_fuel_type');
    const transmissions = codes('vehicle_transmission');
    const bodies = codes('vehicle_body_style');
    for (const v of VEHICLES) {
      expect(fuels.has(v.fuel_type), v.description).toBe(true);
      expect(transmissions.has(v.transmission), v.description).toBe(true);
      expect(bodies.has(v.body_style) && v.body_style !== BLANK_BODY_STYLE, v.description).toBe(true);
    }
  });

  it('keeps every figure in a plausible range', () => {
    for (const v of VEHICLES) {
      expect(v.doors, v.description).toBeGreaterThanOrEqual(2);
      expect(v.doors, v.description).toBeLessThanOrEqual(7);
      expect(v.seats, v.description).toBeGreaterThanOrEqual(2);
      expect(v.seats, v.description).toBeLessThanOrEqual(9);
      expect(v.insurance_group, v.description).toBeGreaterThanOrEqual(1);
      expect(v.insurance_group, v.description).toBeLessThanOrEqual(50);
      expect(v.value_new, v.description).toBeGreaterThan(0);
      expect(v.year_min, v.description).toBeLessThanOrEqual(productionEnd(v, today));
      expect(v.year_min, v.description).toBeGreaterThanOrEqual(1950);
      // Only battery cars have no engine capacity.
      expect(v.engine_size === 0, v.description).toBe(v.fuel_type === 'E');
    }
  });

  it('includes the UK best sellers', () => {
    const has = (manufacturer: string, model: string) => VEHICLES.some((v) => v.manufacturer === manufacturer && v.model === model);
    for (const [make, model] of [
      ['Ford', 'Fiesta'],
      ['Vauxhall', 'Corsa'],
      ['Volkswagen', 'Golf'],
      ['Toyota', 'Yaris'],
      ['Nissan', 'Qashqai'],
      ['Kia', 'Sportage'],
      ['Tesla', 'Model 3'],
      ['BMW', '3 Series'],
      ['MINI', 'Hatch'],
    ])
      expect(has(make, model), `${make} ${model}`).toBe(true);
  });

  it('counts a variant still in production up to the current year', () => {
    const current = VEHICLES.find((v) => v.year_max === null)!;
    expect(productionEnd(current, today)).toBe(2026);
    expect(isMadeIn(current, 2026, today)).toBe(true);
    expect(isMadeIn(current, current.year_min - 1, today)).toBe(false);
  });

  it('finds a record by ABI code', () => {
    expect(vehicleByAbiCode(VEHICLES[10].abi_code)).toBe(VEHICLES[10]);
    expect(vehicleByAbiCode('00000000')).toBeUndefined();
  });
});
