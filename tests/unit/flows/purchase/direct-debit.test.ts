import dayjs from 'dayjs';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { DirectDebitSchema, type DirectDebit } from '../../../../src/contract/direct-debit';
import { directDebitErrors as directDebitErrorsOf, isMinor } from '../../../../src/flows/purchase/direct-debit-rules';
import {
  HOLDER_DOB_PATH,
  saveDirectDebit as saveDirectDebitOf,
  submittedDirectDebit,
} from '../../../../src/flows/purchase/save-direct-debit';
import { storedText } from '../../support/memory-session-storage';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { apiError, purchaseWidget } from './fixtures';
import { inWords } from '../../support/default-words';

// Rules return label messages; these read them in the default words docs/product/README.md#required-wording gives.
const directDebitErrors: typeof directDebitErrorsOf = (...args) => inWords(directDebitErrorsOf(...args));
const saveDirectDebit: typeof saveDirectDebitOf = (...args) => saveDirectDebitOf(...args).then(inWords);

const yearsAgo = (years: number, days = 0) => dayjs().subtract(years, 'year').add(days, 'day').format('YYYY-MM-DD');
const ADULT = '1988-03-14';

const ownAccount = (change: Partial<DirectDebit> = {}): DirectDebit =>
  v.parse(DirectDebitSchema, {
    account_name: 'Mrs A Hart',
    account_number: '00733445',
    sort_code: '309430',
    is_proposer_account_holder: true,
    ...change,
  });

const parentsAccount = (thirdParty: Record<string, unknown> = {}): DirectDebit =>
  ownAccount({
    is_proposer_account_holder: false,
    account_name: 'Mr D Hart',
    third_party: {
      title: 'Mr',
      forename: 'David',
      surname: 'Hart',
      date_of_birth: '1966-09-02',
      address: { line_1: '12 Park Lane', line_2: null, line_3: 'Leeds', line_4: null, line_5: null, postcode: 'LS6 2AB' },
      email: 'david.hart@example.com',
      ...thirdParty,
    } as DirectDebit['third_party'],
  });

describe('directDebitErrors', () => {
  it('asks for every bank detail, the account-holder question included', () => {
    expect(directDebitErrors(v.parse(DirectDebitSchema, {}), ADULT)).toEqual({
      is_proposer_account_holder: 'Select yes if the account is in your name',
      account_name: 'Enter the name on the account',
      account_number: 'Enter the account number',
      sort_code: 'Enter the sort code',
    });
  });

  it('accepts the proposer’s own complete account, the sort code typed with or without hyphens', () => {
    expect(directDebitErrors(ownAccount(), ADULT)).toEqual({});
    expect(directDebitErrors(ownAccount({ sort_code: '30-94-30' }), ADULT)).toEqual({});
  });

  it('takes a name on the account of up to 40 characters (docs/product/validation.md#direct-debit)', () => {
    expect(directDebitErrors(ownAccount({ account_name: 'A'.repeat(40) }), ADULT)).toEqual({});
    expect(directDebitErrors(ownAccount({ account_name: 'A'.repeat(41) }), ADULT).account_name).toBe(
      'Name on the account must be 40 characters or fewer',
    );
  });

  it('wants an 8-digit account number and a 6-digit sort code', () => {
    const errors = directDebitErrors(ownAccount({ account_number: '0073344', sort_code: '30-94-3' }), ADULT);
    expect(errors.account_number).toMatch(/8 digits/);
    expect(errors.sort_code).toMatch(/valid sort code/);
  });

  it('does not let a proposer under 18 hold the account (docs/product/README.md#who-may-do-what)', () => {
    const minor = yearsAgo(17);
    expect(isMinor(minor)).toBe(true);
    expect(isMinor(yearsAgo(18))).toBe(false);
    expect(directDebitErrors(ownAccount(), minor).is_proposer_account_holder).toMatch(/18 or over/);
    expect(directDebitErrors(parentsAccount(), minor)).toEqual({});
  });

  it('asks for the third party’s title, names, date of birth and address only when the proposer is not the holder', () => {
    const errors = directDebitErrors(ownAccount({ is_proposer_account_holder: false }), ADULT);
    expect(Object.keys(errors).sort()).toEqual([
      'third_party.address.line_1',
      'third_party.address.line_3',
      'third_party.address.postcode',
      'third_party.date_of_birth',
      'third_party.email',
      'third_party.forename',
      'third_party.surname',
      'third_party.title',
    ]);
    expect(directDebitErrors(ownAccount({ third_party: parentsAccount().third_party }), ADULT)).toEqual({});
    // Their link to agree and sign goes to the e-mail given (docs/product/regulation.md#when-someone-else-holds-the-account).
    expect(directDebitErrors(parentsAccount({ email: 'not an address' }), ADULT)).toEqual({
      'third_party.email': 'Enter an email address in the correct format, like name@example.com',
    });
  });

  it('wants an account holder born at least 18 years ago, and a real date', () => {
    expect(directDebitErrors(parentsAccount({ date_of_birth: yearsAgo(18, 1) }), ADULT)['third_party.date_of_birth']).toBe(
      'The account holder must be 18 or over',
    );
    expect(directDebitErrors(parentsAccount({ date_of_birth: yearsAgo(18) }), ADULT)).toEqual({});
    expect(directDebitErrors(parentsAccount({ date_of_birth: null }), ADULT, '31/02/1970')['third_party.date_of_birth']).toMatch(
      /real date/,
    );
    expect(directDebitErrors(parentsAccount({ address: { postcode: 'NOPE' } }), ADULT)['third_party.address.postcode']).toMatch(
      /real postcode/,
    );
  });
});

describe('submittedDirectDebit', () => {
  it('removes the sort code’s hyphens, takes the start date’s day as two digits and leaves out the third party for the proposer’s own account', () => {
    expect(submittedDirectDebit(ownAccount({ sort_code: '30-94-30', third_party: parentsAccount().third_party }), '2030-06-07')).toEqual({
      account_name: 'Mrs A Hart',
      account_number: '00733445',
      sort_code: '309430',
      collection_day: '07',
      is_proposer_account_holder: true,
      third_party: null,
    });
  });

  it('sends the third party when it holds the account, and collection day 1 without a start date', () => {
    const body = submittedDirectDebit(parentsAccount(), null);
    expect(body.collection_day).toBe('1');
    expect(body.third_party).toMatchObject({
      title: 'Mr',
      forename: 'David',
      surname: 'Hart',
      date_of_birth: '1966-09-02',
      address: { line_1: '12 Park Lane', postcode: 'LS6 2AB' },
    });
  });
});

describe('saveDirectDebit', () => {
  const setUp = (dd: DirectDebit) => {
    const fake = purchaseWidget();
    fake.stores.proposal.getState().load(proposal((p) => (p.direct_debit = dd)));
    return fake;
  };

  it('stops on invalid details without calling the insurer', async () => {
    const { widget, api } = setUp(ownAccount({ account_number: null }));
    await expect(saveDirectDebit(widget, UUID)).resolves.toEqual({
      kind: 'invalid',
      errors: { account_number: 'Enter the account number' },
    });
    expect(api.payMonthly).not.toHaveBeenCalled();
  });

  it('reads a typed but unreal date of birth from the store’s raw text', async () => {
    const { widget, stores } = setUp(parentsAccount({ date_of_birth: null }));
    stores.proposal.getState().setRaw(HOLDER_DOB_PATH, '31/02/1970');
    const result = await saveDirectDebit(widget, UUID);
    expect(result).toMatchObject({ kind: 'invalid', errors: { 'third_party.date_of_birth': expect.stringMatching(/real date/) } });
  });

  it('saves with is_pay_monthly and the credit information shown, goes on to sign the agreement, and keeps the bank details out of storage', async () => {
    const { widget, api, stores } = setUp(ownAccount({ sort_code: '30-94-30' }));
    api.payMonthly.mockImplementation(async () => proposal((p) => (p.is_pay_monthly = true)));
    await expect(saveDirectDebit(widget, UUID)).resolves.toEqual({ kind: 'route', to: `/quote/credit-agreement?uuid=${UUID}` });
    expect(api.payMonthly).toHaveBeenCalledWith(
      UUID,
      expect.objectContaining({ sort_code: '309430', collection_day: '07', third_party: null }),
      proposal().quote.credit_documents!.information.version,
    );
    expect(stores.proposal.getState().draft.direct_debit.account_number).toBe('00733445');
    await vi.waitFor(() => expect(storedText()).toContain('amelia@example.com')); // written once typing pauses
    const stored = storedText();
    expect(stored).not.toContain('00733445');
    expect(stored).not.toContain('309430');
  });

  it('goes to Referred when the saved quote is referred', async () => {
    const { widget, api } = setUp(ownAccount());
    api.payMonthly.mockResolvedValue(proposal((p) => (p.quote!.is_referred = true)));
    await expect(saveDirectDebit(widget, UUID)).resolves.toEqual({ kind: 'route', to: `/declined?uuid=${UUID}` });
  });

  it('goes to InstalmentsDeclined when the credit check fails', async () => {
    const { widget, api } = setUp(ownAccount({ account_name: 'Decline' }));
    api.payMonthly.mockRejectedValue(apiError(422, 'credit_declined', 'Your credit application has been declined.'));
    await expect(saveDirectDebit(widget, UUID)).resolves.toEqual({ kind: 'route', to: `/quote/instalments/declined?uuid=${UUID}` });
  });

  it('hands back the server’s message on any other failure, or null when it sent none', async () => {
    const { widget, api } = setUp(ownAccount({ sort_code: '000000' }));
    api.payMonthly.mockRejectedValueOnce(apiError(422, 'bank_details_invalid', 'We could not verify those bank details.'));
    await expect(saveDirectDebit(widget, UUID)).resolves.toEqual({ kind: 'message', message: 'We could not verify those bank details.' });
    api.payMonthly.mockRejectedValueOnce(apiError(0, 'network'));
    await expect(saveDirectDebit(widget, UUID)).resolves.toEqual({ kind: 'message', message: null });
  });
});
