import { describe, expect, it } from 'vitest';
import { emptyClaim } from '../../../../src/contract/claim';
import { YOUR_DRIVING } from '../../../../src/details-form/model/questions/your-driving';
import { yearsAgo } from '../../../support/proposal';
import { draftWith, errorsOf, shownPaths } from './helpers';

const D = 'risk.proposer.driver_details';
const completeClaim = {
  ...emptyClaim(),
  description: 'AF',
  date: yearsAgo(1),
  has_own_damage_cost: false,
  has_third_party_cost: false,
  is_ncb_prejudiced: true,
  is_personal_injury: false,
  is_under_policyholders_cover: true,
};

describe('step 4 Your Driving', () => {
  it("hides the licence date, number and Pass Plus for '<No Licence>'", () => {
    const none = shownPaths(YOUR_DRIVING, draftWith({ [`${D}.licence.type`]: '<No Licence>' }));
    expect(none).not.toContain(`${D}.licence.date`);
    expect(none).not.toContain('risk.duqs.proposer_has_pass_plus');
    const full = shownPaths(YOUR_DRIVING, draftWith({ [`${D}.licence.type`]: 'F' }));
    expect(full).toEqual(
      expect.arrayContaining([`${D}.licence.date`, `${D}.licence.has_provided_licence_number`, 'risk.duqs.proposer_has_pass_plus']),
    );
  });

  it('takes a licence date from the day she turned 17 to today', () => {
    const base = { 'risk.proposer.date_of_birth': '1990-06-15', [`${D}.licence.type`]: 'F' };
    expect(errorsOf(YOUR_DRIVING, draftWith({ ...base, [`${D}.licence.date`]: '2007-06-14' }))[`${D}.licence.date`]).toBe(
      'The date you got your licence must be on or after 15th June 2007, when you turned 17',
    );
    expect(errorsOf(YOUR_DRIVING, draftWith({ ...base, [`${D}.licence.date`]: '2007-06-15' }))[`${D}.licence.date`]).toBeUndefined();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(errorsOf(YOUR_DRIVING, draftWith({ ...base, [`${D}.licence.date`]: tomorrow }))[`${D}.licence.date`]).toBe(
      'The date you got your licence must be today or in the past',
    );
  });

  it('checks a UK licence number against the DVLA format, a foreign one loosely', () => {
    const uk = { [`${D}.licence.type`]: 'F', [`${D}.licence.has_provided_licence_number`]: true };
    expect(
      errorsOf(YOUR_DRIVING, draftWith({ ...uk, [`${D}.licence.number`]: 'MORGA753116SM9IJ' }))[`${D}.licence.number`],
    ).toBeUndefined();
    expect(errorsOf(YOUR_DRIVING, draftWith({ ...uk, [`${D}.licence.number`]: '12345' }))[`${D}.licence.number`]).toMatch(
      /as it is shown on the licence/,
    );
    expect(
      errorsOf(YOUR_DRIVING, draftWith({ ...uk, [`${D}.licence.type`]: 'E', [`${D}.licence.number`]: 'B072RRE2I55' }))[
        `${D}.licence.number`
      ],
    ).toBeUndefined();
  });

  it('needs at least one claim when Yes, at most 5, each one complete', () => {
    const claims = (list: unknown[]) =>
      errorsOf(YOUR_DRIVING, draftWith({ [`${D}.has_claims`]: true, [`${D}.claims`]: list }))[`${D}.claims`];
    expect(claims([])).toBe('Add a claim, or answer No');
    expect(claims([completeClaim])).toBeUndefined();
    expect(claims(Array(6).fill(completeClaim))).toBe('You can add up to 5 claims');
    expect(claims([completeClaim, { ...completeClaim, date: null }])).toBe('Claim 2: Enter the date it happened');
    expect(claims([{ ...completeClaim, date: yearsAgo(5, 2) }])).toBe('Claim 1: Only include claims from the last 5 years');
    expect(shownPaths(YOUR_DRIVING, draftWith({ [`${D}.has_claims`]: false }))).not.toContain(`${D}.claims`);
  });

  it('asks the SP30 questions and the alcohol reading only for a drink-driving code', () => {
    const conviction = {
      code: 'SP30',
      offence_date: yearsAgo(1, 30),
      conviction_date: yearsAgo(1),
      points: 3,
      fine: 100,
      has_ban_months: false,
    };
    const errors = (item: object) =>
      errorsOf(YOUR_DRIVING, draftWith({ [`${D}.licence.has_convictions`]: true, [`${D}.licence.convictions`]: [item] }))[
        `${D}.licence.convictions`
      ];
    expect(errors(conviction)).toBeUndefined();
    expect(errors({ ...conviction, points: 13 })).toBe('Conviction 1: Penalty points must be a whole number from 0 to 12');
    expect(errors({ ...conviction, conviction_date: yearsAgo(1, 60) })).toBe(
      'Conviction 1: The date of the conviction must be the same as or after the date of the offence',
    );
    expect(errors({ ...conviction, code: 'DR10' })).toBe('Conviction 1: Select how the alcohol level was measured');
    expect(errors({ ...conviction, code: 'DR10', alcohol_reading_type: 'breath', alcohol_reading: 52 })).toBeUndefined();
    expect(errors({ ...conviction, has_ban_months: true })).toBe('Conviction 1: Enter how many months the ban was');
  });

  it('asks the medical follow-ups that fit the condition', () => {
    const M = `${D}.medical_condition`;
    expect(shownPaths(YOUR_DRIVING, draftWith({ [`${D}.has_medical_condition`]: false })).filter((path) => path.startsWith(M))).toEqual([]);
    const diabetes = shownPaths(
      YOUR_DRIVING,
      draftWith({ [`${D}.has_medical_condition`]: true, [`${M}.code`]: 'DIABETES', [`${M}.has_insulin_injections`]: true }),
    );
    expect(diabetes).toEqual(expect.arrayContaining([`${M}.has_insulin_injections`, `${M}.insulin_units`]));
    expect(diabetes).not.toContain(`${M}.number_of_coronary_attacks`);
    const heart = shownPaths(
      YOUR_DRIVING,
      draftWith({
        [`${D}.has_medical_condition`]: true,
        [`${M}.code`]: 'HEART',
        [`${M}.number_of_coronary_attacks`]: 0,
        [`${M}.has_coronary_by_pass`]: false,
      }),
    );
    expect(heart).toContain(`${M}.has_coronary_by_pass`);
    expect(heart).not.toContain(`${M}.coronary_date`);
    expect(
      shownPaths(
        YOUR_DRIVING,
        draftWith({ [`${D}.has_medical_condition`]: true, [`${M}.code`]: 'HEART', [`${M}.number_of_coronary_attacks`]: 1 }),
      ),
    ).toContain(`${M}.coronary_date`);
    expect(shownPaths(YOUR_DRIVING, draftWith({ [`${D}.has_medical_condition`]: true, [`${M}.is_dvla_notified`]: false }))).not.toContain(
      `${M}.has_dvla_restriction`,
    );
  });

  it('asks which vehicle and which organisation only after a Yes', () => {
    const paths = shownPaths(
      YOUR_DRIVING,
      draftWith({ [`${D}.has_access_to_other_vehicles`]: true, [`${D}.has_motoring_organisation`]: false }),
    );
    expect(paths).toContain(`${D}.access_to_other_vehicles`);
    expect(paths).not.toContain(`${D}.motoring_organisation`);
  });
});
