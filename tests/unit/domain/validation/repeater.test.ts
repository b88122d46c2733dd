import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_MODIFICATIONS, REPEATER_MAX } from '../../../../src/domain/constants';
import { canAddItem, repeater, repeaterIssue } from '../../../../src/domain/validation/repeater';
import { fieldErrors } from '../../../../src/domain/validation/validate-field';

describe('repeaterIssue', () => {
  const options = { emptyMessage: 'Add a claim, or answer No', maxMessage: 'You can add up to 5 claims' };

  it('needs an item when the answer is Yes', () => {
    expect(repeaterIssue(true, [], options)).toBe('Add a claim, or answer No');
    expect(repeaterIssue(true, null, options)).toBe('Add a claim, or answer No');
    expect(repeaterIssue(true, [{}], options)).toBeNull();
  });

  it('needs nothing when the answer is No or not given', () => {
    expect(repeaterIssue(false, [], options)).toBeNull();
    expect(repeaterIssue(null, undefined, options)).toBeNull();
  });

  it('allows the maximum and no more', () => {
    expect(repeaterIssue(true, Array(REPEATER_MAX).fill({}), options)).toBeNull();
    expect(repeaterIssue(true, Array(REPEATER_MAX + 1).fill({}), options)).toBe('You can add up to 5 claims');
    const modifications = { ...options, max: MAX_MODIFICATIONS, maxMessage: 'You can add up to 10' };
    expect(repeaterIssue(true, Array(MAX_MODIFICATIONS).fill({}), modifications)).toBeNull();
    expect(repeaterIssue(true, Array(11).fill({}), modifications)).toBe('You can add up to 10');
  });

  it('hides the add button at the maximum', () => {
    expect(canAddItem(4)).toBe(true);
    expect(canAddItem(5)).toBe(false);
    expect(canAddItem(9, MAX_MODIFICATIONS)).toBe(true);
    expect(canAddItem(10, MAX_MODIFICATIONS)).toBe(false);
  });
});

describe('repeater action', () => {
  const Claims = v.pipe(
    v.object({ has_claims: v.nullable(v.boolean()), claims: v.array(v.object({ date: v.string() })) }),
    repeater('has_claims', 'claims', { emptyMessage: 'Add a claim, or answer No', maxMessage: 'You can add up to 5' }),
  );

  it('reports on the list field', () => {
    expect(fieldErrors(Claims, { has_claims: true, claims: [] })).toEqual({ claims: 'Add a claim, or answer No' });
    expect(fieldErrors(Claims, { has_claims: false, claims: [] })).toEqual({});
    expect(fieldErrors(Claims, { has_claims: true, claims: Array(6).fill({ date: '2024-01-01' }) })).toEqual({
      claims: 'You can add up to 5',
    });
  });
});
