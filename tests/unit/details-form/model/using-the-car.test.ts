import { describe, expect, it } from 'vitest';
import { USING_THE_CAR } from '../../../../src/details-form/model/questions/using-the-car';
import { draftWith, errorsOf, shownPaths } from './helpers';

describe('step 5 Using the car', () => {
  it('asks business miles for classes C1, C2 and C3 only', () => {
    for (const use of ['C1', 'C2', 'C3'])
      expect(shownPaths(USING_THE_CAR, draftWith({ 'risk.vehicle.class_of_use': use }), '')).toContain('risk.business_mileage');
    for (const use of ['SDP', 'SDPC'])
      expect(shownPaths(USING_THE_CAR, draftWith({ 'risk.vehicle.class_of_use': use }), '')).not.toContain('risk.business_mileage');
  });

  it('compares business miles with the total', () => {
    const errors = (business: unknown, total: unknown) =>
      errorsOf(
        USING_THE_CAR,
        draftWith({ 'risk.vehicle.class_of_use': 'C1', 'risk.business_mileage': business, 'risk.total_mileage': total }),
        '',
      );
    expect(errors(3000, 2000)['risk.business_mileage']).toBe('Business miles must be the same as or fewer than your total miles a year');
    expect(errors(2000, 2000)['risk.business_mileage']).toBeUndefined();
    expect(errors('lots', 2000)['risk.business_mileage']).toBe('Business miles must be a whole number, like 2000');
    expect(errors(null, null)['risk.total_mileage']).toBe('Enter how many miles you drive a year');
  });

  it('asks where the car is kept only when not at home, and never the home postcode', () => {
    const away = (postcode: string | null) =>
      draftWith({
        'risk.proposer.address.postcode': 'LS6 2AB',
        'risk.vehicle.is_kept_at_proposer_postcode': false,
        'risk.vehicle.kept_postcode': postcode,
      });
    expect(shownPaths(USING_THE_CAR, draftWith({ 'risk.vehicle.is_kept_at_proposer_postcode': true }), '')).not.toContain(
      'risk.vehicle.kept_postcode',
    );
    expect(errorsOf(USING_THE_CAR, away(null), '')['risk.vehicle.kept_postcode']).toBe(
      'Enter the postcode where the car is kept overnight',
    );
    expect(errorsOf(USING_THE_CAR, away('ls62ab'), '')['risk.vehicle.kept_postcode']).toMatch(/different from your home postcode/);
    expect(errorsOf(USING_THE_CAR, away('LS1 4AP'), '')['risk.vehicle.kept_postcode']).toBeUndefined();
  });
});
