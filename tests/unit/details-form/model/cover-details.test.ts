import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS } from '../../../../src/config/labels';
import { NCD_YEARS_OPTIONS } from '../../../../src/domain/constants';
import { COVER_BENEFIT_LABELS, COVER_DETAILS } from '../../../../src/details-form/model/questions/cover-details';
import { draftWith, errorsOf, shownPaths } from './helpers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('step 6 Cover Details', () => {
  it('lists the standard benefits of docs/product/constants.md#covers-and-benefits for each cover type', () => {
    const words = (type: keyof typeof COVER_BENEFIT_LABELS) => COVER_BENEFIT_LABELS[type].map((key) => DEFAULT_LABELS[key]);
    expect(words('C')).toEqual([
      'Windscreen',
      'Accidental damage',
      'Courtesy car',
      'Uninsured driver',
      'Child car seats',
      'Personal accident',
      'Handbag',
    ]);
    expect(words('TPFT')).toEqual(['Third party damage', 'Third party injury', 'Fire damage', 'Theft', 'Audio']);
    expect(words('TPO')).toEqual(['Third party damage', 'Third party injury']);
  });

  it('offers the voluntary excess for comprehensive cover only, £0 to £2,000 in £25 steps', () => {
    expect(shownPaths(COVER_DETAILS, draftWith({ 'risk.vehicle.cover_type': 'C' }), '')).toContain('risk.voluntary_excess');
    expect(shownPaths(COVER_DETAILS, draftWith({ 'risk.vehicle.cover_type': 'TPO' }), '')).not.toContain('risk.voluntary_excess');
    const excess = (amount: number) =>
      errorsOf(COVER_DETAILS, draftWith({ 'risk.vehicle.cover_type': 'C', 'risk.voluntary_excess': amount }), '')['risk.voluntary_excess'];
    expect(excess(125)).toBeUndefined();
    expect(excess(2000)).toBeUndefined();
    expect(excess(130)).toMatch(/steps of £25/);
    expect(excess(2025)).toMatch(/£0 to £2,000/);
  });

  it('starts cover today to 30 days ahead', () => {
    const start = (date: string) => errorsOf(COVER_DETAILS, draftWith({ 'risk.start_date': date }), '')['risk.start_date'];
    expect(start(inDays(0))).toBeUndefined();
    expect(start(inDays(30))).toBeUndefined();
    expect(start(inDays(31))).toBe('The start date must be today or within the next 30 days');
    expect(start(inDays(-1))).toBe('The start date must be today or within the next 30 days');
  });

  it('asks NCD years 0 to 20+ with previous insurance, and protection only above 0', () => {
    expect(NCD_YEARS_OPTIONS.map((option) => option.name).at(-1)).toBe('20+');
    expect(shownPaths(COVER_DETAILS, draftWith({ 'risk.has_previous_insurance': false }), '')).not.toContain(
      'risk.previous_insurance.ncd.years',
    );
    const none = shownPaths(COVER_DETAILS, draftWith({ 'risk.has_previous_insurance': true, 'risk.previous_insurance.ncd.years': 0 }), '');
    expect(none).toContain('risk.previous_insurance.ncd.years');
    expect(none).not.toContain('risk.previous_insurance.ncd.is_protected');
    expect(
      shownPaths(COVER_DETAILS, draftWith({ 'risk.has_previous_insurance': true, 'risk.previous_insurance.ncd.years': 3 }), ''),
    ).toContain('risk.previous_insurance.ncd.is_protected');
  });

  it('requires every radio question', () => {
    const errors = errorsOf(COVER_DETAILS, draftWith(), '');
    expect(errors['risk.documentation_delivery_method']).toBe('Select how you would like your documents');
    expect(errors['risk.duqs.is_pay_monthly']).toBe('Select how you would prefer to pay');
    expect(errorsOf(COVER_DETAILS, draftWith({ 'risk.duqs.is_pay_monthly': false }), '')['risk.duqs.is_pay_monthly']).toBeUndefined();
  });
});
