import { describe, expect, it } from 'vitest';
import { isMadeIn } from '../../../../demo/sandbox/data/vehicle-record';
import { vehicleByAbiCode } from '../../../../demo/sandbox/data/vehicles';
import {
  findByRegistration,
  INCOMPLETE_REGISTRATION,
  KNOWN_REGISTRATION,
  manualSearch,
  NOT_FOUND_REGISTRATION,
} from '../../../../demo/sandbox/data/vehicle-search';

const today = new Date(2026, 10, 21);
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXY';

/** Distinct current-style plates over many ages and letters, generated without randomness. */
function samplePlates(count: number): string[] {
  const AGES = [2, 3, 5, 8, 11, 12, 15, 18, 19, 21, 24, 52, 55, 60, 64, 68, 71, 73, 74];
  const letter = (n: number) => LETTERS[n % LETTERS.length];
  return Array.from({ length: count }, (_, i) => {
    const age = String(AGES[i % AGES.length]).padStart(2, '0');
    // The 1st, 2nd and 4th letters spell i in base 21, so no plate repeats.
    return `${letter(i)}${letter(Math.floor(i / 21))}${age}${letter(Math.floor(i / 441))}${letter(i * 7)}${letter(i * 13 + 5)}`;
  });
}

describe('findByRegistration', () => {
  it('answers the documented 2012 Ford Fiesta for AB12CDE, however it is typed', () => {
    const { vehicles } = findByRegistration(KNOWN_REGISTRATION, today);
    expect(vehicles).toHaveLength(1);
    expect(vehicles[0]).toMatchObject({
      registration: 'AB12CDE',
      manufacturer: 'Ford',
      model: 'Fiesta',
      year: 2012,
      fuel_type: 'P',
      transmission: 'M',
      doors: 5,
      seats: 5,
      body_style: 'HB',
      engine_size: 1242,
    });
    expect(findByRegistration(' ab12 cde', today)).toEqual({ vehicles });
  });

  it('never finds ZZ99ZZZ nor an invalid plate', () => {
    expect(findByRegistration(NOT_FOUND_REGISTRATION, today)).toEqual({ vehicles: [] });
    expect(findByRegistration('zz99 zzz', today)).toEqual({ vehicles: [] });
    expect(findByRegistration('NOT A REG', today)).toEqual({ vehicles: [] });
    expect(findByRegistration('', today)).toEqual({ vehicles: [] });
  });

  it('answers MS12SNG without seats or body style', () => {
    const [vehicle] = findByRegistration(INCOMPLETE_REGISTRATION, today).vehicles;
    expect(vehicle.seats).toBe(0);
    expect(vehicle.body_style).toBe('BLANK');
    expect(vehicle.fuel_type).not.toBeNull();
    expect(vehicle.year).toBe(2012);
  });

  it("maps any other valid plate to the same car every time, made in the plate's year", () => {
    for (const reg of ['LR74XYZ', 'BD51SMR', 'K123ABC', 'ABC123D']) {
      const first = findByRegistration(reg, today).vehicles;
      expect(first).toHaveLength(1);
      expect(findByRegistration(reg.toLowerCase(), today)).toEqual({ vehicles: first });
      const record = vehicleByAbiCode(first[0].abi_code)!;
      expect(record.manufacturer).toBe(first[0].manufacturer);
      expect(isMadeIn(record, first[0].year, today)).toBe(true);
    }
    expect(findByRegistration('LR74XYZ', today).vehicles[0].year).toBe(2024);
    expect(findByRegistration('K123ABC', today).vehicles[0].year).toBe(1992);
  });

  it("dates a dateless plate within the car's production years", () => {
    for (const reg of ['1ABC', 'A1', 'BOB 1', '999 XYZ']) {
      const [found] = findByRegistration(reg, today).vehicles;
      expect(isMadeIn(vehicleByAbiCode(found.abi_code)!, found.year, today), reg).toBe(true);
    }
  });

  it('spreads plates across many cars and leaves about one in ten incomplete', () => {
    const plates = samplePlates(2000);
    expect(new Set(plates).size).toBe(2000);
    const found = plates.map((reg) => findByRegistration(reg, today).vehicles[0]);
    expect(new Set(found.map((v) => v.abi_code)).size).toBeGreaterThan(150);
    const incomplete = found.filter((v) => v.seats === 0 || v.body_style === 'BLANK' || v.fuel_type === null);
    expect(incomplete.length / found.length).toBeGreaterThan(0.06);
    expect(incomplete.length / found.length).toBeLessThan(0.14);
    // Each kind of gap happens, one at a time.
    expect(incomplete.some((v) => v.seats === 0)).toBe(true);
    expect(incomplete.some((v) => v.body_style === 'BLANK')).toBe(true);
    expect(incomplete.some((v) => v.fuel_type === null)).toBe(true);
    for (const v of incomplete) {
      expect([v.seats === 0, v.body_style === 'BLANK', v.fuel_type === null].filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('manualSearch', () => {
  it('walks the cascade from manufacturer to the matching vehicles', () => {
    const makes = manualSearch({}, today).options.manufacturer!;
    expect(makes.length).toBeGreaterThanOrEqual(20);
    expect(makes).toContainEqual({ value: 'Ford', name: 'Ford' });

    const models = manualSearch({ manufacturer: 'Ford' }, today);
    expect(Object.keys(models.options)).toEqual(['model']);
    expect(models.options.model).toContainEqual({ value: 'Fiesta', name: 'Fiesta' });
    expect(models.vehicles).toBeUndefined();

    const fuels = manualSearch({ manufacturer: 'Ford', model: 'Fiesta' }, today).options.fuel_type!;
    expect(fuels).toContainEqual({ value: 'P', name: 'Petrol' });
    expect(fuels).toContainEqual({ value: 'D', name: 'Diesel' });

    const years = manualSearch({ manufacturer: 'Ford', model: 'Fiesta', fuel_type: 'P' }, today).options.year!;
    expect(years[0]).toEqual({ value: '2023', name: '2023' });
    expect(years.map((y) => Number(y.value))).toContain(2012);
    expect(years.map((y) => Number(y.value))).not.toContain(2024);

    const transmissions = manualSearch({ manufacturer: 'Ford', model: 'Fiesta', fuel_type: 'P', year: '2012' }, today);
    expect(transmissions.options.transmission).toEqual([{ value: 'M', name: 'Manual' }]);

    const doors = manualSearch({ manufacturer: 'Ford', model: 'Fiesta', fuel_type: 'P', year: '2012', transmission: 'M' }, today);
    expect(doors.options.doors).toEqual([
      { value: '3', name: '3 doors' },
      { value: '5', name: '5 doors' },
    ]);

    const last = manualSearch({ manufacturer: 'Ford', model: 'Fiesta', fuel_type: 'P', year: 2012, transmission: 'M', doors: 5 }, today);
    expect(last.options).toEqual({});
    expect(last.vehicles!.length).toBeGreaterThan(0);
    for (const v of last.vehicles!) {
      expect(v).toMatchObject({ manufacturer: 'Ford', model: 'Fiesta', fuel_type: 'P', transmission: 'M', doors: 5 });
      expect(v.year_min).toBeLessThanOrEqual(2012);
      expect(v.year_max).toBeGreaterThanOrEqual(2012);
    }
    expect(last.vehicles!.map((v) => v.abi_code)).toContain(findByRegistration('AB12CDE', today).vehicles[0].abi_code);
  });

  it('counts a model still made up to the current year', () => {
    const years = manualSearch({ manufacturer: 'Tesla', model: 'Model Y', fuel_type: 'E' }, today).options.year!;
    expect(years.map((y) => y.value)).toEqual(['2026', '2025', '2024', '2023', '2022']);
    const [vehicle] = manualSearch(
      { manufacturer: 'Tesla', model: 'Model Y', fuel_type: 'E', year: 2026, transmission: 'A', doors: 5 },
      today,
    ).vehicles!;
    expect(vehicle.year_max).toBe(2026);
  });

  it('matches names without regard to case and ignores answers after a gap', () => {
    expect(manualSearch({ manufacturer: 'ford' }, today)).toEqual(manualSearch({ manufacturer: 'Ford' }, today));
    expect(manualSearch({ manufacturer: 'Ford', fuel_type: 'E', doors: 3 }, today)).toEqual(manualSearch({ manufacturer: 'Ford' }, today));
  });

  it('offers nothing after an answer no car matches', () => {
    expect(manualSearch({ manufacturer: 'Trabant' }, today)).toEqual({ options: { model: [] } });
    const none = manualSearch({ manufacturer: 'Ford', model: 'Fiesta', fuel_type: 'E', year: 2012, transmission: 'A', doors: 5 }, today);
    expect(none).toEqual({ options: {}, vehicles: [] });
  });
});
