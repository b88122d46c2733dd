import { describe, expect, it } from 'vitest';
import { baseNet, coverSelectionFactor } from '../../../../demo/sandbox/rating/cover';
import { ageFactor, experienceFactor, licenceKindFactor } from '../../../../demo/sandbox/rating/driver-factors';
import { voluntaryExcessDiscount } from '../../../../demo/sandbox/rating/excess';
import { claimsFactor, convictionsFactor } from '../../../../demo/sandbox/rating/history';
import { mileageFactor, useFactor } from '../../../../demo/sandbox/rating/usage';
import { groupFactor, valueFactor } from '../../../../demo/sandbox/rating/vehicle-factors';

const today = '2025-06-01';

describe('driver factors', () => {
  it('charges younger drivers more, with a dip in middle age and a gentle rise after', () => {
    for (let age = 18; age <= 30; age += 1) expect(ageFactor(age)).toBeLessThanOrEqual(ageFactor(age - 1));
    expect(ageFactor(17)).toBeGreaterThan(2 * ageFactor(40));
    expect(ageFactor(45)).toBeLessThan(ageFactor(27));
    expect(ageFactor(45)).toBeLessThan(ageFactor(72));
    expect(ageFactor(85)).toBeGreaterThan(ageFactor(72));
    expect(ageFactor(85)).toBeLessThan(ageFactor(19));
  });

  it('rewards experience up to five years', () => {
    expect(experienceFactor(0)).toBeGreaterThan(experienceFactor(2));
    expect(experienceFactor(4)).toBeGreaterThan(experienceFactor(5));
    expect(experienceFactor(5)).toBe(experienceFactor(30));
  });

  it('loads provisional licences above full ones', () => {
    expect(licenceKindFactor('provisional')).toBeGreaterThan(licenceKindFactor('full_uk'));
  });
});

describe('history', () => {
  it('makes a claim dearer, a fault claim more than a non-fault one', () => {
    const fault = claimsFactor([{ date: '2024-01-10', atFault: true, personalInjury: false }], today);
    const nonFault = claimsFactor([{ date: '2024-01-10', atFault: false, personalInjury: false }], today);
    expect(nonFault).toBeGreaterThan(1);
    expect(fault).toBeGreaterThan(nonFault);
  });

  it('ignores claims and convictions older than five years', () => {
    expect(claimsFactor([{ date: '2019-01-10', atFault: true, personalInjury: false }], today)).toBe(1);
    expect(convictionsFactor([{ code: 'SP30', date: '2019-01-10', banMonths: 0 }], today)).toBe(1);
  });

  it('rates SP30 dearer than nothing, careless driving dearer and DR10 dearest', () => {
    const sp30 = convictionsFactor([{ code: 'SP30', date: '2024-03-01', banMonths: 0 }], today);
    const dr10 = convictionsFactor([{ code: 'DR10', date: '2024-03-01', banMonths: 0 }], today);
    const cd10 = convictionsFactor([{ code: 'CD10', date: '2024-03-01', banMonths: 0 }], today);
    expect(sp30).toBeGreaterThan(1);
    expect(cd10).toBeGreaterThan(sp30);
    expect(dr10).toBeGreaterThan(cd10);
  });
});

describe('vehicle, use and excess', () => {
  it('charges more for dearer cars and higher groups', () => {
    expect(valueFactor(40000)).toBeGreaterThan(valueFactor(8000));
    expect(groupFactor(40)).toBeGreaterThan(groupFactor(5));
  });

  it('charges more for more miles and for commuting or business use', () => {
    expect(mileageFactor(25000)).toBeGreaterThan(mileageFactor(4000));
    expect(useFactor('commuting')).toBeGreaterThan(useFactor('social'));
    expect(useFactor('business3')).toBeGreaterThan(useFactor('business1'));
  });

  it('gives a larger discount for a higher voluntary excess, never above 20%', () => {
    for (let excess = 50; excess <= 2000; excess += 50) {
      expect(voluntaryExcessDiscount(excess)).toBeGreaterThan(voluntaryExcessDiscount(excess - 50));
    }
    expect(voluntaryExcessDiscount(0)).toBe(0);
    expect(voluntaryExcessDiscount(5000)).toBe(0.2);
  });

  it('makes TPO cheapest in the base but dearest for a young driver', () => {
    expect(baseNet('TPO')).toBeLessThan(baseNet('C'));
    const young = (cover: 'C' | 'TPO') => baseNet(cover) * coverSelectionFactor(cover, 19);
    expect(young('TPO')).toBeGreaterThan(young('C'));
  });
});
