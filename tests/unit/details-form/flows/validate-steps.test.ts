import { describe, expect, it } from 'vitest';
import { emptyAdditionalDriver, type AdditionalDriver } from '../../../../src/contract/additional-driver';
import {
  driverErrors as driverErrorsOf,
  firstInvalidStep as firstInvalidStepOf,
  stepErrors as stepErrorsOf,
} from '../../../../src/details-form/flows/validate-steps';
import { proposal } from '../../../support/proposal';
import { inWords } from '../../support/default-words';

// Rules return label messages; these read them in the default words docs/product/README.md#required-wording gives.
const driverErrors: typeof driverErrorsOf = (...args) => inWords(driverErrorsOf(...args));
const firstInvalidStep: typeof firstInvalidStepOf = (...args) => inWords(firstInvalidStepOf(...args));
const stepErrors: typeof stepErrorsOf = (...args) => inWords(stepErrorsOf(...args));

const source = (draft = proposal()) => ({ draft, vehicleMissing: [], sourceOfBusiness: draft.risk.source_of_business ?? '' });

/** A named driver answered in full, as the driver form would leave them. */
function tom(): AdditionalDriver {
  const proposer = proposal().risk.proposer;
  const { address: _a, email_address: _e, phone_numbers: _p, ...person } = proposer;
  return {
    ...emptyAdditionalDriver(),
    ...person,
    name: { title: 'Mr', forenames: 'Tom', surname: 'Hughes', salutation: null },
    relationship_to_proposer: 'S',
  };
}
const withDrivers = (drivers: AdditionalDriver[]) => {
  const draft = proposal();
  draft.risk.has_additional_drivers = true;
  draft.risk.additional_drivers = drivers;
  drivers.forEach((_, index) =>
    Object.assign(draft.risk.duqs, { [`relationship_to_proposer_driver_${index + 1}`]: 'S', [`marital_status_driver_${index + 1}`]: 'M' }),
  );
  return draft;
};

describe('validating the steps', () => {
  it('passes a proposal answered in full at every one of the seven steps', () => {
    expect(firstInvalidStep(source(), {})).toBeNull();
  });

  it('checks every additional driver’s own form on step 7, one error per driver on their list entry', () => {
    const half = { ...tom(), date_of_birth: null };
    const draft = withDrivers([tom(), half]);
    expect(stepErrors(7, source(draft), {})).toEqual({ 'risk.additional_drivers.1': 'Tom Hughes: Enter their date of birth' });
    expect(driverErrors(1, source(draft), {})).toEqual({ 'risk.additional_drivers.1.date_of_birth': 'Enter their date of birth' });
    expect(firstInvalidStep(source(draft), {})).toMatchObject({ step: 7 });
    expect(stepErrors(7, source(withDrivers([tom()])), {})).toEqual({});
  });

  it('names a driver without a name by number, and ignores the list when the answer is No', () => {
    const draft = withDrivers([emptyAdditionalDriver()]);
    expect(stepErrors(7, source(draft), {})['risk.additional_drivers.0']).toBe('Driver 1: Select their title');
    draft.risk.has_additional_drivers = false;
    expect(stepErrors(7, source(draft), {})).toEqual({});
  });

  it('reads a date typed but not yet real as typed', () => {
    const draft = proposal();
    draft.risk.start_date = null;
    expect(stepErrors(6, source(draft), { 'risk.start_date': '31/02/2030' })).toEqual({
      'risk.start_date': 'The start date must be a real date, like 01/06/2026',
    });
  });
});
