import { describe, expect, it } from 'vitest';
import { LISTS, optionName } from '../../../../demo/sandbox/data/lists';
import { BUSINESS_CLASSES_OF_USE } from '../../../../demo/sandbox/data/lists/cover';
import { NO_LICENCE } from '../../../../demo/sandbox/data/lists/licence';
import { FULL_TIME_EDUCATION_INDUSTRY } from '../../../../demo/sandbox/data/lists/occupation-industries';
import { FULL_TIME_EDUCATION_ROLES } from '../../../../demo/sandbox/data/lists/occupation-roles';
import { FULL_TIME_EDUCATION_STATUS, NON_WORKING_STATUSES, WORKING_STATUSES } from '../../../../demo/sandbox/data/lists/occupation-status';
import { PROPOSER_OWNER } from '../../../../demo/sandbox/data/lists/vehicle-keeping';
import { BLANK_BODY_STYLE } from '../../../../demo/sandbox/data/lists/vehicle-specs';

const PRODUCT_LISTS = [
  'vehicle_fuel_type',
  'vehicle_transmission',
  'vehicle_body_style',
  'cover_type',
  'occupation_status',
  'occupation_role',
  'occupation_industry',
  'duq_marital_status',
  'duq_education_level_short',
  'duq_vehicle_owner_short',
  'driving_license_type',
  'motor_claim',
  'motor_convictions',
  'duq_vehicle_modification',
  'person_vehicle_access',
  'person_motoring_organisation',
  'duq_relationship_to_proposer_driver',
  'duq_vehicle_kept_night',
  'duq_vehicle_night_usage_short',
  'duq_vehicle_daytime_location',
  'pc_class_of_use',
  'title',
];

const values = (list: string) => LISTS[list].map((option) => option.value);

describe('reference lists', () => {
  it('serves exactly the lists the product names', () => {
    expect(Object.keys(LISTS).sort()).toEqual([...PRODUCT_LISTS].sort());
  });

  it.each(PRODUCT_LISTS)('%s has named entries with unique values', (list) => {
    const options = LISTS[list];
    expect(options.length).toBeGreaterThanOrEqual(2);
    for (const option of options) {
      expect(option.value.trim()).not.toBe('');
      expect(option.name.trim()).not.toBe('');
    }
    expect(new Set(values(list)).size).toBe(options.length);
    expect(new Set(options.map((option) => option.name)).size).toBe(options.length);
  });

  it('has hundreds of job titles and over 150 industries, with 950 for full-time education', () => {
    expect(LISTS.occupation_role.length).toBeGreaterThanOrEqual(300);
    expect(LISTS.occupation_industry.length).toBeGreaterThanOrEqual(150);
    expect(FULL_TIME_EDUCATION_INDUSTRY).toBe('950');
    expect(values('occupation_industry')).toContain('950');
    expect(LISTS.occupation_role.find((o) => o.name === 'Accountant')?.value).toMatch(/^A\d{2}$/);
  });

  it('limits full-time education to 15 existing job titles, all of them study roles', () => {
    expect(FULL_TIME_EDUCATION_ROLES).toHaveLength(15);
    expect(new Set(FULL_TIME_EDUCATION_ROLES).size).toBe(15);
    for (const role of FULL_TIME_EDUCATION_ROLES) expect(optionName('occupation_role', role)).toMatch(/Student|Pupil/);
  });

  it('has the employment status codes the form treats specially', () => {
    const statuses = values('occupation_status');
    for (const code of ['Employed', 'SelfEmp', 'FTEdu', 'Retired', 'UnEmploy', 'None', 'NotKnown', 'HsePerson']) {
      expect(statuses).toContain(code);
    }
    expect(FULL_TIME_EDUCATION_STATUS).toBe('FTEdu');
    expect(NON_WORKING_STATUSES).toEqual(expect.arrayContaining(['Retired', 'UnEmploy', 'None', 'NotKnown', 'HsePerson']));
    // Every status is exactly one of working, non-working or full-time education.
    expect([...WORKING_STATUSES, ...NON_WORKING_STATUSES, FULL_TIME_EDUCATION_STATUS].sort()).toEqual([...statuses].sort());
  });

  it('has the cover types, classes of use and the codes other rules depend on', () => {
    expect(values('cover_type')).toEqual(['C', 'TPFT', 'TPO']);
    expect(optionName('cover_type', 'TPFT')).toBe('Third Party, Fire and Theft');
    expect(values('pc_class_of_use')).toEqual(expect.arrayContaining(['SDP', 'SDPC', 'C1', 'C2', 'C3']));
    expect(BUSINESS_CLASSES_OF_USE).toEqual(['C1', 'C2', 'C3']);
    expect(NO_LICENCE).toBe('<No Licence>');
    expect(values('driving_license_type')).toContain('<No Licence>');
    expect(values('vehicle_body_style')).toContain(BLANK_BODY_STYLE);
    expect(values('duq_vehicle_owner_short')).toContain(PROPOSER_OWNER);
    expect(values('vehicle_transmission')).toEqual(['M', 'A']);
    expect(values('vehicle_fuel_type')).toEqual(expect.arrayContaining(['P', 'D', 'E', 'H']));
    expect(values('title')).toEqual(expect.arrayContaining(['Mrs', 'Miss', 'Ms', 'Mr', 'Dr', 'Mx']));
  });

  it('has real DVLA conviction codes and enough modifications', () => {
    expect(LISTS.motor_convictions.length).toBeGreaterThanOrEqual(40);
    for (const code of values('motor_convictions')) expect(code).toMatch(/^[A-Z]{2}\d{2}$/);
    expect(optionName('motor_convictions', 'SP30')).toBe('Exceeding statutory speed limit on a public road');
    expect(values('motor_convictions')).toEqual(expect.arrayContaining(['SP50', 'CU80', 'DR10', 'IN10', 'MS90', 'TS10']));
    expect(LISTS.duq_vehicle_modification.length).toBeGreaterThanOrEqual(20);
  });

  it('names an unknown value or list Unknown', () => {
    expect(optionName('title', 'Mrs')).toBe('Mrs');
    expect(optionName('title', 'Xyz')).toBe('Unknown');
    expect(optionName('no_such_list', 'C')).toBe('Unknown');
    expect(optionName('cover_type', null)).toBe('Unknown');
  });
});
