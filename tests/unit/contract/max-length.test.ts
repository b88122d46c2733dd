import { describe, expect, it } from 'vitest';
import { TEXT_MAX } from '../../../src/contract/common';
import { maxLengthAt } from '../../../src/contract/max-length';
import { ProposalSchema } from '../../../src/contract/proposal';
import { RecallRequestSchema } from '../../../src/contract/requests';

describe('maxLengthAt', () => {
  it('reads the contract limit of a text at a path, through nullish wrappers and lists', () => {
    expect(maxLengthAt(ProposalSchema, 'risk.proposer.name.forenames')).toBe(TEXT_MAX.short);
    expect(maxLengthAt(ProposalSchema, 'risk.proposer.email_address')).toBe(TEXT_MAX.email);
    expect(maxLengthAt(ProposalSchema, 'risk.additional_drivers.2.name.surname')).toBe(TEXT_MAX.short);
    expect(maxLengthAt(ProposalSchema, 'risk.proposer.driver_details.medical_condition.treatment_description')).toBe(TEXT_MAX.description);
    // A pipe built on a piped text (trim and nonEmpty after the limit).
    expect(maxLengthAt(RecallRequestSchema, 'reference')).toBe(TEXT_MAX.short);
  });

  it('answers undefined for paths that name no text, Object members included', () => {
    expect(maxLengthAt(ProposalSchema, 'risk.total_mileage')).toBeUndefined();
    expect(maxLengthAt(ProposalSchema, 'risk.nothing.here')).toBeUndefined();
    expect(maxLengthAt(ProposalSchema, 'risk.constructor')).toBeUndefined();
    expect(maxLengthAt(ProposalSchema, '__proto__.toString')).toBeUndefined();
  });
});
