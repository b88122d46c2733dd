import { describe, expect, it } from 'vitest';
import { compulsoryExcess, driverExcesses, excessRows, isWindscreenExcess, windscreenExcesses } from '../../../src/domain/excess';

const excesses = [
  { policy_section: 'Accidental Damage', driver: null, value: 250 },
  { policy_section: 'Fire and Theft', driver: null, value: 100.5 },
  { policy_section: 'Windscreen', driver: null, value: 95 },
  { policy_section: 'Windscreen Repair', driver: null, value: 10 },
  { policy_section: 'Accidental Damage', driver: 1, value: 200 },
  { policy_section: 'Fire and Theft', driver: 1, value: 50 },
];

describe('excess', () => {
  it('recognises windscreen sections in any case', () => {
    expect(isWindscreenExcess({ policy_section: 'WINDSCREEN' })).toBe(true);
    expect(isWindscreenExcess({ policy_section: 'Theft' })).toBe(false);
  });

  it('sums non-windscreen items with no driver as the compulsory excess', () => {
    expect(compulsoryExcess(excesses)).toBe(350.5);
    expect(compulsoryExcess([])).toBe(0);
    expect(compulsoryExcess([{ policy_section: 'Windscreen', driver: null, value: 95 }])).toBe(0);
  });

  it('keeps windscreen items and per-driver items apart', () => {
    expect(windscreenExcesses(excesses).map((e) => e.value)).toEqual([95, 10]);
    expect([...driverExcesses(excesses)]).toEqual([[1, 250]]);
  });

  it('presents rows, with no value for no voluntary excess', () => {
    expect(excessRows(excesses, 0)).toEqual([
      { kind: 'compulsory', value: '£350.50', driver: null },
      { kind: 'voluntary', value: null, driver: null },
      { kind: 'total', value: '£350.50', driver: null },
      { kind: 'driver', value: '£250.00', driver: 1 },
      { kind: 'windscreen', value: '£95.00', driver: null },
      { kind: 'windscreen', value: '£10.00', driver: null },
    ]);
  });

  it('adds a voluntary excess to the total and keeps the driver index of a driver’s excess', () => {
    const rows = excessRows([...excesses.slice(0, 1), { policy_section: 'Theft', driver: 2, value: 75 }], '150');
    expect(rows).toEqual([
      { kind: 'compulsory', value: '£250.00', driver: null },
      { kind: 'voluntary', value: '£150.00', driver: null },
      { kind: 'total', value: '£400.00', driver: null },
      { kind: 'driver', value: '£75.00', driver: 2 },
    ]);
  });
});
