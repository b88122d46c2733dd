import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RecallRequestSchema, SubmittedDirectDebitSchema } from '../../../src/contract/requests';

const bank = { account_name: 'Jane Doe', account_number: '12345678', sort_code: '112233', collection_day: '05' };

describe('SubmittedDirectDebitSchema', () => {
  it('accepts the proposer as account holder without a third party', () => {
    expect(v.safeParse(SubmittedDirectDebitSchema, { ...bank, is_proposer_account_holder: true }).success).toBe(true);
  });

  it('routes a missing account holder to third_party', () => {
    const result = v.safeParse(SubmittedDirectDebitSchema, { ...bank, is_proposer_account_holder: false });
    expect(result.success).toBe(false);
    if (!result.success) expect(v.flatten<typeof SubmittedDirectDebitSchema>(result.issues).nested).toHaveProperty('third_party');
  });

  it('refuses a hyphenated sort code, a short account number and a day outside the month', () => {
    const holder = { ...bank, is_proposer_account_holder: true };
    expect(v.safeParse(SubmittedDirectDebitSchema, { ...holder, sort_code: '11-22-33' }).success).toBe(false);
    expect(v.safeParse(SubmittedDirectDebitSchema, { ...holder, account_number: '1234567' }).success).toBe(false);
    expect(v.safeParse(SubmittedDirectDebitSchema, { ...holder, collection_day: '32' }).success).toBe(false);
  });
});

describe('RecallRequestSchema', () => {
  it('keeps the rest of a partner request and requires the three keys', () => {
    const request = { reference: 'MQ-1', postcode: 'LS11AA', dob: '1985-06-15', partner_ref: 'abc' };
    expect(v.parse(RecallRequestSchema, request)).toEqual(request);
    expect(v.safeParse(RecallRequestSchema, { ...request, reference: ' ' }).success).toBe(false);
  });
});
