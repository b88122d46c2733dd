import { describe, expect, it } from 'vitest';
import { FULL_TIME_EDUCATION_ROLES, OCCUPATION_QUESTIONS } from '../../../../src/details-form/model/questions/occupation-questions';
import { YOUR_DETAILS } from '../../../../src/details-form/model/questions/your-details';
import { contextFor } from '../../../../src/details-form/model/context';
import { draftWith, errorsOf, shownPaths } from './helpers';

const P = 'risk.proposer';
const job = (paths: string[]) => paths.filter((path) => /occupation/.test(path));

describe('step 3 Your Details', () => {
  it('asks the living-in-the-UK date only when not born in the UK, between birth and today', () => {
    expect(shownPaths(YOUR_DETAILS, draftWith({ [`${P}.resident.is_uk_born`]: true }))).not.toContain(`${P}.resident.since`);
    const abroad = draftWith({ [`${P}.resident.is_uk_born`]: false, [`${P}.date_of_birth`]: '1990-04-01' });
    expect(shownPaths(YOUR_DETAILS, abroad)).toContain(`${P}.resident.since`);
    expect(errorsOf(YOUR_DETAILS, abroad)[`${P}.resident.since`]).toBe('Enter the date you started living in the UK');
    const early = draftWith({
      [`${P}.resident.is_uk_born`]: false,
      [`${P}.date_of_birth`]: '1990-04-01',
      [`${P}.resident.since`]: '1989-01-01',
    });
    expect(errorsOf(YOUR_DETAILS, early)[`${P}.resident.since`]).toBe(
      'The date you started living in the UK must be after your date of birth',
    );
  });

  it('shows job title, industry and second job by employment status', () => {
    expect(job(shownPaths(YOUR_DETAILS, draftWith()))).toEqual([`${P}.full_time_occupation.status`]);
    expect(job(shownPaths(YOUR_DETAILS, draftWith({ [`${P}.full_time_occupation.status`]: 'Employed' })))).toEqual([
      `${P}.full_time_occupation.status`,
      `${P}.full_time_occupation.role`,
      `${P}.full_time_occupation.industry`,
      `${P}.has_part_time_occupation`,
    ]);
    for (const status of ['Retired', 'UnEmploy', 'None', 'NotKnown', 'HsePerson']) {
      expect(job(shownPaths(YOUR_DETAILS, draftWith({ [`${P}.full_time_occupation.status`]: status })))).toEqual([
        `${P}.full_time_occupation.status`,
      ]);
    }
    const student = draftWith({ [`${P}.full_time_occupation.status`]: 'FTEdu' });
    expect(shownPaths(YOUR_DETAILS, student)).not.toContain(`${P}.full_time_occupation.industry`);
    const role = OCCUPATION_QUESTIONS.find((question) => question.path === 'full_time_occupation.role')!;
    const allowed = role.control.kind === 'typeahead' ? role.control.allowed : undefined;
    expect(allowed?.(contextFor({ draft: student, vehicleMissing: [] }, P))).toBe(FULL_TIME_EDUCATION_ROLES);
    expect(FULL_TIME_EDUCATION_ROLES).toHaveLength(15);
  });

  it('asks the second job title and industry once the proposer says she has one', () => {
    const draft = draftWith({ [`${P}.full_time_occupation.status`]: 'Employed', [`${P}.has_part_time_occupation`]: true });
    expect(shownPaths(YOUR_DETAILS, draft)).toEqual(
      expect.arrayContaining([`${P}.part_time_occupation.role`, `${P}.part_time_occupation.industry`]),
    );
    expect(errorsOf(YOUR_DETAILS, draft)[`${P}.part_time_occupation.role`]).toBe(
      'Enter your second job title, then choose it from the list',
    );
  });

  it('asks the education level for direct quotes only', () => {
    expect(shownPaths(YOUR_DETAILS, draftWith({}, 'Website'))).toContain('risk.duqs.education_level');
    expect(shownPaths(YOUR_DETAILS, draftWith({}, ''))).toContain('risk.duqs.education_level');
    expect(shownPaths(YOUR_DETAILS, draftWith({}, '105'))).not.toContain('risk.duqs.education_level');
  });

  it('needs a chosen address, or a typed one with its first line, town and a real postcode', () => {
    expect(errorsOf(YOUR_DETAILS, draftWith())[`${P}.address`]).toBe('Enter your postcode and choose your address, or enter it manually');
    expect(
      errorsOf(YOUR_DETAILS, draftWith({ [`${P}.address.line_1`]: '1 High St', [`${P}.address.postcode`]: 'LS6 2AB' }))[`${P}.address`],
    ).toBe('Enter your town or city');
    expect(
      errorsOf(
        YOUR_DETAILS,
        draftWith({ [`${P}.address.line_1`]: '1 High St', [`${P}.address.line_3`]: 'Leeds', [`${P}.address.postcode`]: 'LS6' }),
      )[`${P}.address`],
    ).toBe('Enter a real postcode, like SW1A 1AA');
    expect(
      errorsOf(
        YOUR_DETAILS,
        draftWith({ [`${P}.address.line_1`]: '1 High St', [`${P}.address.line_3`]: 'Leeds', [`${P}.address.postcode`]: 'LS6 2AB' }),
      )[`${P}.address`],
    ).toBeUndefined();
  });

  it('refuses a typed address line holding a line break or a right-to-left override, as the API does', () => {
    for (const line of ['1 High St\nVisit evil.example', '1 High St\u202E']) {
      expect(
        errorsOf(
          YOUR_DETAILS,
          draftWith({ [`${P}.address.line_1`]: line, [`${P}.address.line_3`]: 'Leeds', [`${P}.address.postcode`]: 'LS6 2AB' }),
        )[`${P}.address`],
      ).toBe('Remove the line break or hidden formatting character from this answer');
    }
  });

  it('words each Yes/No as GOV.UK does when it is not answered', () => {
    const errors = errorsOf(YOUR_DETAILS, draftWith());
    expect(errors[`${P}.is_smoker`]).toBe('Select yes if you smoke');
    expect(errors[`${P}.resident.is_uk_born`]).toBe('Select yes if you were born in the UK');
  });
});
