import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Proposal } from '../../../../src/contract/proposal';
import { additionalDriversErrors } from '../../../../src/details-form/flows/validate-steps';
import { setPath } from '../../../../src/store/proposal/path';
import { proposalWithDrivers } from '../../../e2e/support/household';

// Every date a rule checks is parsed by toIsoDate: counting its calls counts the dates checked.
const parsed = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../src/domain/dates', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/domain/dates')>();
  return {
    ...actual,
    toIsoDate: (value: unknown) => {
      parsed.count += 1;
      return actual.toIsoDate(value);
    },
  };
});

// Rules are built with their messages (msg): counting msg's calls counts the rules built.
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../src/config/label-message', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/config/label-message')>();
  return {
    ...actual,
    msg: (...args: Parameters<typeof actual.msg>) => {
      built.count += 1;
      return actual.msg(...args);
    },
  };
});

const source = (draft: Proposal) => ({ draft, vehicleMissing: [], sourceOfBusiness: draft.risk.source_of_business ?? '' });

/**
 * Dates parsed by step 7's list (the drivers block's selector, run on every store change) for one
 * key typed in the first driver's first name, as the store makes that change (setPath copies only
 * the objects along the path), after the list was worked out once before it.
 */
function datesParsedForOneKey(drivers: number, items: number): number {
  const before = proposalWithDrivers(drivers, items);
  additionalDriversErrors(source(before), {});
  const after = setPath(before, 'risk.additional_drivers.0.name.forenames', 'Toma');
  parsed.count = 0;
  expect(additionalDriversErrors(source(after), {})).toEqual({});
  return parsed.count;
}

describe('a key typed in one driver’s form', () => {
  beforeEach(() => {
    parsed.count = 0;
  });

  it('checks the dates of that driver only, however many drivers there are', () => {
    expect(datesParsedForOneKey(4, 5)).toBe(datesParsedForOneKey(1, 5));
  });

  it('does not check again the claims and convictions it did not change', () => {
    expect(datesParsedForOneKey(4, 5)).toBe(datesParsedForOneKey(4, 1));
    expect(datesParsedForOneKey(1, 5)).toBeLessThan(10);
  });

  it('checks nothing again when nothing changed', () => {
    const draft = proposalWithDrivers(4, 5);
    additionalDriversErrors(source(draft), {});
    parsed.count = 0;
    additionalDriversErrors(source(draft), {});
    expect(parsed.count).toBe(0);
  });
});

describe('the rules of a driver’s questions', () => {
  it('are built once, not again on each key, unless they read the answers', () => {
    const draft = proposalWithDrivers(1, 0);
    additionalDriversErrors(source(draft), {});
    built.count = 0;
    const typed = setPath(draft, 'risk.additional_drivers.0.name.forenames', 'Toma');
    additionalDriversErrors(source(typed), {});
    const perKey = built.count;
    built.count = 0;
    additionalDriversErrors(source(setPath(typed, 'risk.additional_drivers.0.name.forenames', 'Tomas')), {});
    expect(built.count).toBe(perKey);
    // The few that read the answers (a licence number checked against the name and date of birth,
    // a date after another) build theirs again (3 messages today, 27 when every rule was rebuilt).
    expect(perKey).toBeLessThan(8);
  });
});
