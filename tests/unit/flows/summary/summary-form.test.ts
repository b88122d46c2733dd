import { describe, expect, it } from 'vitest';
import { initialAnswers, summaryErrors as summaryErrorsOf, type SummaryAnswers } from '../../../../src/flows/summary/summary-form';
import { quotedProposal } from '../../../support/addons-proposal';
import { inWords } from '../../support/default-words';

// Rules return label messages; these read them in the default words docs/product/README.md#required-wording gives.
const summaryErrors: typeof summaryErrorsOf = (...args) => inWords(summaryErrorsOf(...args));

const valid: SummaryAnswers = {
  email: 'amelia.hart@example.com',
  mobile: '07700900123',
  autoRenew: false,
  honest: true,
  terms: true,
  excesses: true,
};

describe('the summary answers', () => {
  it('start from the saved contact details and renewal choice, with no box ticked', () => {
    const answers = initialAnswers(
      quotedProposal((p) => {
        p.consent_to_auto_renew = true;
      }),
    );
    expect(answers).toEqual({
      email: 'amelia.hart@example.com',
      mobile: '07700900123',
      autoRenew: true,
      honest: false,
      terms: false,
      excesses: false,
    });
  });

  it('blank the placeholder mobile 01000000000 and a missing e-mail', () => {
    const answers = initialAnswers(
      quotedProposal((p) => {
        p.risk.proposer.phone_numbers.mobile = '01000000000';
        p.risk.proposer.email_address = null;
      }),
    );
    expect(answers.mobile).toBe('');
    expect(answers.email).toBe('');
    expect(answers.autoRenew).toBeNull();
  });

  it('need a valid e-mail and mobile, a renewal answer and all three ticks, reported in page order', () => {
    expect(summaryErrors(valid)).toEqual({});
    const errors = summaryErrors({ email: 'amelia@', mobile: '0770', autoRenew: null, honest: true, terms: false, excesses: false });
    expect(Object.keys(errors)).toEqual(['email', 'mobile', 'autoRenew', 'terms', 'excesses']);
    expect(errors.email).toBe('Enter an email address in the correct format, like name@example.com');
    expect(errors.mobile).toMatch(/^Enter a UK mobile number/);
    expect(summaryErrors({ ...valid, email: ' ', mobile: '' })).toEqual({
      email: 'Enter your email address',
      mobile: 'Enter your mobile number',
    });
  });

  it('accepts No to automatic renewal as an answer', () => {
    expect(summaryErrors({ ...valid, autoRenew: false })).toEqual({});
    expect(summaryErrors({ ...valid, mobile: '+447700900123' })).toEqual({});
  });
});
