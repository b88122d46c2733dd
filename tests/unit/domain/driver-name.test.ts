import { describe, expect, it } from 'vitest';
import { driverName } from '../../../src/domain/driver-name';
import type { Proposal } from '../../../src/contract/proposal';

const draftWith = (name: object | undefined) => ({ risk: { additional_drivers: [{ name }] } }) as unknown as Proposal;

describe('driverName', () => {
  it("joins an additional driver's forenames and surname", () => {
    expect(driverName(draftWith({ forenames: 'Ada', surname: 'Lovelace' }), 0)).toBe('Ada Lovelace');
  });
  it('is null for a driver not yet named, or not there, so the caller says "Driver 2"', () => {
    expect(driverName(draftWith({}), 0)).toBeNull();
    expect(driverName(draftWith(undefined), 1)).toBeNull();
  });
});
