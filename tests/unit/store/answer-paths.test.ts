import { describe, expect, it } from 'vitest';
import { at, inPerson, personPath } from '../../../src/store/proposal/behaviours/behaviour';
import { childPath, getPath, type Path, type PathValue } from '../../../src/store/proposal/path';
import { emptyProposal } from '../../../src/contract/proposal';
import type { Proposal } from '../../../src/contract/proposal';

// The type check (npm test's first step) is the real test here: each @ts-expect-error below fails
// `tsc --noEmit` the day the path it names becomes valid, and each typed line fails the day a
// contract field it names is renamed.
describe('answer paths are typed by the contract', () => {
  it('accepts the contract’s paths, list items included, and refuses others', () => {
    const paths: Path[] = ['risk.vehicle.value', 'risk.additional_drivers.0.name.title', 'direct_debit.account_name'];
    // @ts-expect-error no such field of the vehicle
    const renamed: Path = 'risk.vehicle.valu';
    // @ts-expect-error a list's items are numbered, never named
    const named: Path = 'risk.additional_drivers.first.name.title';
    expect([...paths, renamed, named]).toHaveLength(5);
  });

  it('reads only the paths its source has', () => {
    const draft = emptyProposal();
    draft.risk.vehicle.value = 4000;
    expect(getPath(draft, 'risk.vehicle.value')).toBe(4000);
    expect(getPath({ third_party: { address: { postcode: 'LS6 2AB' } } }, 'third_party.address.postcode')).toBe('LS6 2AB');
    // @ts-expect-error no such field of the vehicle: a renamed contract field fails here
    expect(getPath(draft, 'risk.vehicle.valu')).toBeUndefined();
  });

  it('knows the type of the answer at a path', () => {
    const registration: PathValue<Proposal, 'risk.vehicle.has_registration'> = true;
    // @ts-expect-error has_registration holds a boolean
    const text: PathValue<Proposal, 'risk.vehicle.has_registration'> = 'yes';
    expect([registration, text]).toEqual([true, 'yes']);
  });

  it('builds the behaviours’ matches from typed paths', () => {
    expect(at('risk.vehicle.cover_type').test('risk.vehicle.cover_type')).toBe(true);
    expect(at('risk.additional_drivers.*.name.title').test('risk.additional_drivers.2.name.title')).toBe(true);
    expect(at('risk.vehicle.cover_type').test('risk.vehicle.cover_typeX')).toBe(false);
    const match = inPerson('driver_details.has_claims').exec('risk.additional_drivers.1.driver_details.has_claims');
    expect(match?.[1]).toBe('risk.additional_drivers.1');
    expect(inPerson('driver_details.has_claims').exec('risk.proposer.driver_details.has_claims')?.[1]).toBe('risk.proposer');
    expect(personPath('risk.proposer', 'resident.since')).toBe('risk.proposer.resident.since');
    expect(childPath('risk.proposer.address', 'postcode')).toBe('risk.proposer.address.postcode');
    // @ts-expect-error no such field of a driver
    expect(() => inPerson('driver_details.has_claim')).not.toThrow();
  });
});

describe('setAnswer checks the value of a written-out path', () => {
  it('takes the contract’s type there, and any value where the path is known only at run time', async () => {
    const { createProposalStore } = await import('../../../src/store/proposal/proposal-store');
    await import('../support/memory-session-storage');
    const store = createProposalStore({ storageKey: 'typed', sourceOfBusiness: 'Website' });
    store.getState().setAnswer('risk.vehicle.value', 12000);
    // Compiled, never run: the type check is the test of these two.
    const wrong = () => {
      // @ts-expect-error the car's value is a number, not text
      store.getState().setAnswer('risk.vehicle.value', 'twelve thousand');
      // @ts-expect-error has_registration holds a boolean
      store.getState().setAnswer('risk.vehicle.has_registration', 'yes');
    };
    // A question's own path is any Path: its rules, not the compiler, check what was typed.
    const fromQuestion = (path: Path, typed: unknown) => store.getState().setAnswer(path, typed);
    fromQuestion('risk.vehicle.value', 9000);
    expect(store.getState().draft.risk.vehicle.value).toBe(9000);
    expect(wrong).toBeTypeOf('function');
  });
});
