import { describe, expect, it } from 'vitest';
import { decide } from '../../../../demo/sandbox/rating/decisions';
import type { DriverInput, RatingInput } from '../../../../demo/sandbox/rating/input';

const driver = (change: Partial<DriverInput> = {}): DriverInput => ({
  age: 40,
  yearsLicensed: 20,
  licence: 'full_uk',
  claims: [],
  convictions: [],
  ...change,
});
const input = (change: Partial<RatingInput> = {}): RatingInput => ({
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
const conviction = (code: string, banMonths = 0) => ({ code, date: '2024-01-01', banMonths });

describe('decide', () => {
  it('quotes an ordinary risk', () => {
    expect(decide(input())).toEqual({ kind: 'quote', referred: false, reasons: [] });
  });

  it('honours the sandbox surnames whatever their case', () => {
    expect(decide(input({ surname: 'decline' })).kind).toBe('decline');
    expect(decide(input({ surname: ' Refer ' }))).toMatchObject({ kind: 'quote', referred: true });
    expect(decide(input({ surname: 'ERROR' })).kind).toBe('error');
  });

  it('declines no licence but quotes a provisional one', () => {
    expect(decide(input({ proposer: driver({ licence: 'none' }) })).kind).toBe('decline');
    expect(decide(input({ proposer: driver({ licence: 'provisional' }) })).kind).toBe('quote');
  });

  it('declines a drink-driving ban and more than three convictions, not one DR10 without a ban', () => {
    expect(decide(input({ proposer: driver({ convictions: [conviction('DR10', 12)] }) })).kind).toBe('decline');
    expect(decide(input({ proposer: driver({ convictions: [conviction('DR10')] }) })).kind).toBe('quote');
    const four = ['SP30', 'SP30', 'SP30', 'CU80'].map((code) => conviction(code));
    expect(decide(input({ proposer: driver({ convictions: four }) })).kind).toBe('decline');
  });

  it('declines drivers outside 17 to 120, also among named drivers', () => {
    expect(decide(input({ proposer: driver({ age: 121 }) })).kind).toBe('decline');
    expect(decide(input({ additionalDrivers: [driver({ age: 16 })] })).kind).toBe('decline');
  });

  it('refers a proposer who was refused insurance before', () => {
    expect(decide(input({ insuranceRefused: true }))).toMatchObject({ kind: 'quote', referred: true });
  });
});
