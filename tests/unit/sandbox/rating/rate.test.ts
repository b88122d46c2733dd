import { describe, expect, it } from 'vitest';
import type { DriverInput, RatingInput } from '../../../../demo/sandbox/rating/input';
import { rate } from '../../../../demo/sandbox/rating/rate';

const driver = (change: Partial<DriverInput> = {}): DriverInput => ({
  age: 40,
  yearsLicensed: 20,
  licence: 'full_uk',
  claims: [],
  convictions: [],
  ...change,
});

const base = (change: Partial<RatingInput> = {}): RatingInput => ({
  startDate: '2025-06-01',
  surname: 'Driver',
  cover: 'C',
  proposer: driver(),
  additionalDrivers: [],
  postcode: 'TA1 1AA',
  vehicleValue: 8000,
  insuranceGroup: 12,
  hasTracker: false,
  modifications: 0,
  leftHandDrive: false,
  annualMileage: 7000,
  use: 'social',
  ncdYears: 5,
  ncdProtected: false,
  voluntaryExcess: 0,
  insuranceRefused: false,
  nonMotoringConviction: false,
  ...change,
});

const net = (change: Partial<RatingInput>) => rate(base(change)).net;

describe('rate: each factor moves the price the way an underwriter expects', () => {
  it('charges a younger driver more', () => {
    expect(net({ proposer: driver({ age: 19, yearsLicensed: 1 }) })).toBeGreaterThan(2 * net({}));
    expect(net({ proposer: driver({ age: 23, yearsLicensed: 5 }) })).toBeGreaterThan(
      net({ proposer: driver({ age: 45, yearsLicensed: 5 }) }),
    );
  });

  it('charges less for more years of no-claims discount', () => {
    expect(net({ ncdYears: 9 })).toBeLessThan(net({ ncdYears: 3 }));
    expect(net({ ncdYears: 3 })).toBeLessThan(net({ ncdYears: 0 }));
    expect(net({ ncdYears: 20 })).toBeCloseTo(net({ ncdYears: 0 }) * 0.8, 1);
  });

  it('charges less for a higher voluntary excess on comprehensive cover only', () => {
    expect(net({ voluntaryExcess: 500 })).toBeLessThan(net({ voluntaryExcess: 250 }));
    expect(net({ cover: 'TPO', voluntaryExcess: 500 })).toBe(net({ cover: 'TPO', voluntaryExcess: 0 }));
  });

  it('charges more after a claim and after an SP30', () => {
    expect(net({ proposer: driver({ claims: [{ date: '2024-02-01', atFault: true, personalInjury: false }] }) })).toBeGreaterThan(net({}));
    expect(net({ proposer: driver({ convictions: [{ code: 'SP30', date: '2024-02-01', banMonths: 0 }] }) })).toBeGreaterThan(net({}));
  });

  it('charges more in inner London than in the Highlands', () => {
    expect(net({ postcode: 'E1 6AN' })).toBeGreaterThan(net({ postcode: 'IV1 1AA' }));
  });

  it('makes TPO cheaper than comprehensive at 40 but dearer at 19', () => {
    expect(net({ cover: 'TPO' })).toBeLessThan(net({ cover: 'C' }));
    const young = { proposer: driver({ age: 19, yearsLicensed: 1 }), ncdYears: 0 };
    expect(net({ ...young, cover: 'TPO' })).toBeGreaterThan(net({ ...young, cover: 'C' }));
  });

  it('charges more for a dearer car, more miles, commuting, and a young named driver', () => {
    expect(net({ vehicleValue: 40000, insuranceGroup: 35 })).toBeGreaterThan(net({}));
    expect(net({ annualMileage: 25000 })).toBeGreaterThan(net({}));
    expect(net({ use: 'commuting' })).toBeGreaterThan(net({}));
    expect(net({ additionalDrivers: [driver({ age: 18, yearsLicensed: 0 })] })).toBeGreaterThan(1.5 * net({}));
    expect(net({ additionalDrivers: [driver({ age: 42 })] })).toBeLessThanOrEqual(net({}));
  });

  it('prices protection of the no-claims discount above the unprotected price', () => {
    const open = rate(base({ ncdYears: 5 }));
    expect(open.protectedNet).toBeGreaterThan(open.net);
    expect(rate(base({ ncdYears: 5, ncdProtected: true })).net).toBe(open.protectedNet);
    expect(rate(base({ ncdYears: 1 })).protectedNet).toBeNull();
  });
});
