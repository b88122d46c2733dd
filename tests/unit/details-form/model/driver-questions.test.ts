import { describe, expect, it } from 'vitest';
import { emptyAdditionalDriver } from '../../../../src/contract/additional-driver';
import { ADDITIONAL_DRIVERS } from '../../../../src/details-form/model/questions/additional-drivers';
import { DRIVER_FORM } from '../../../../src/details-form/model/questions/driver-questions';
import { YOUR_DETAILS } from '../../../../src/details-form/model/questions/your-details';
import { draftWith, errorsOf, shownPaths } from './helpers';

const DRIVER = 'risk.additional_drivers.1';
const twoDrivers = (answers: Record<string, unknown> = {}) =>
  draftWith({ 'risk.additional_drivers': [emptyAdditionalDriver(), emptyAdditionalDriver()], ...answers });

describe('the additional-driver form', () => {
  it('asks the proposer’s questions with the relationship, but no address, e-mail, phones, education or Pass Plus', () => {
    const paths = shownPaths(DRIVER_FORM, twoDrivers({ [`${DRIVER}.driver_details.licence.type`]: 'F' }), DRIVER, 1);
    expect(paths[0]).toBe('risk.duqs.relationship_to_proposer_driver_2');
    expect(paths).toEqual(
      expect.arrayContaining([
        'risk.duqs.marital_status_driver_2',
        `${DRIVER}.name.forenames`,
        `${DRIVER}.date_of_birth`,
        `${DRIVER}.resident.is_uk_born`,
        `${DRIVER}.full_time_occupation.status`,
        `${DRIVER}.driver_details.licence.date`,
        `${DRIVER}.driver_details.has_claims`,
        `${DRIVER}.driver_details.licence.has_convictions`,
        `${DRIVER}.driver_details.has_medical_condition`,
      ]),
    );
    expect(paths.filter((path) => /address|email|phone|education|pass_plus/.test(path))).toEqual([]);
  });

  it('words every rule for them: requiredAdditionalDriver and the rest', () => {
    const errors = errorsOf(DRIVER_FORM, twoDrivers({ [`${DRIVER}.date_of_birth`]: new Date().toISOString().slice(0, 10) }), DRIVER, 1);
    expect(errors['risk.duqs.relationship_to_proposer_driver_2']).toBe('Select their relationship to you');
    expect(errors[`${DRIVER}.name.title`]).toBe('Select their title');
    expect(errors[`${DRIVER}.date_of_birth`]).toBe('They must be 17 or over to get a quote');
    expect(errors[`${DRIVER}.driver_details.has_claims`]).toBe(
      'Select yes if they have had any claims, accidents or losses in the last 5 years',
    );
  });

  it('leaves the proposer’s own wording alone', () => {
    expect(errorsOf(YOUR_DETAILS, draftWith())['risk.proposer.is_smoker']).toBe('Select yes if you smoke');
  });

  it('step 7 needs a driver when Yes, and at most 4', () => {
    const drivers = (count: number) =>
      errorsOf(
        ADDITIONAL_DRIVERS,
        draftWith({ 'risk.has_additional_drivers': true, 'risk.additional_drivers': Array.from({ length: count }, emptyAdditionalDriver) }),
        '',
      )['risk.additional_drivers'];
    expect(drivers(0)).toBe('Add a driver, or answer No');
    expect(drivers(4)).toBeUndefined();
    expect(drivers(5)).toBe('You can add up to 4 drivers');
  });
});
