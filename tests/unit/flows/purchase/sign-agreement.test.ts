import { describe, expect, it } from 'vitest';
import { signAgreement as signAgreementOf, signatureErrors as signatureErrorsOf } from '../../../../src/flows/purchase/sign-agreement';
import { signatureMatches } from '../../../../src/domain/signature';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { inWords } from '../../support/default-words';
import { apiError, purchaseWidget } from './fixtures';

const signatureErrors: typeof signatureErrorsOf = (...args) => inWords(signatureErrorsOf(...args));
const signAgreement: typeof signAgreementOf = (...args) => signAgreementOf(...args).then(inWords);
const AMELIA = { forenames: 'Amelia', surname: 'Hart' };

describe('signatureMatches: her typed name against the borrower’s, loosely', () => {
  it('takes case, accents, titles, punctuation, middle names and order as they come', () => {
    for (const typed of ['Amelia Hart', 'amelia hart', 'Mrs Amelia Hart', 'HART, Amelia', 'Amelia J. Hart', '  amélia   hart '])
      expect(signatureMatches(typed, AMELIA), typed).toBe(true);
    expect(signatureMatches('Siân Jones-Evans', { forenames: 'Sian Mair', surname: 'Jones-Evans' })).toBe(true);
  });

  it('wants the first name in full and every part of the surname', () => {
    for (const typed of ['A Hart', 'Amelia', 'Hart', 'Amelia Hartley', 'Amy Hart', 'Mrs Hart', ''])
      expect(signatureMatches(typed, AMELIA), typed).toBe(false);
    expect(signatureMatches('Sian Jones', { forenames: 'Sian', surname: 'Jones-Evans' })).toBe(false);
    expect(signatureMatches('Amelia Hart', { forenames: null, surname: 'Hart' })).toBe(false);
  });
});

describe('signatureErrors', () => {
  it('says what is missing in the words of its label: the name, the box', () => {
    expect(signatureErrors({ name: ' ', agreed: false }, AMELIA)).toEqual({
      name: 'Enter your full name',
      agreed: 'Tick ‘I agree to the credit agreement’ to sign it',
    });
    expect(signatureErrors({ name: 'Amelia Jones', agreed: true }, AMELIA)).toEqual({
      name: 'Enter your full name as it is on your quote',
    });
    expect(signatureErrors({ name: 'Amelia Hart', agreed: true }, AMELIA)).toEqual({});
  });
});

describe('signAgreement', () => {
  const monthly = () => proposal((p) => (p.is_pay_monthly = true));
  const setUp = () => {
    const fake = purchaseWidget();
    fake.stores.proposal.getState().load(monthly());
    return fake;
  };

  it('sends the agreement’s version, the name as typed (tidied), the amount of credit shown and her agreement, then the deposit', async () => {
    const { widget, api } = setUp();
    api.signAgreement.mockResolvedValue(monthly());
    await expect(signAgreement(widget, UUID, { name: ' Amelia   Hart ', agreed: true })).resolves.toEqual({
      kind: 'route',
      to: `/quote/payment?uuid=${UUID}`,
    });
    expect(api.signAgreement).toHaveBeenCalledWith(UUID, {
      agreement_version: monthly().quote.credit_documents!.agreement.version,
      signed_name: 'Amelia Hart',
      amount_of_credit: 551.11,
      agreed: true,
    });
  });

  it('sends nothing when the rules refuse', async () => {
    const { widget, api } = setUp();
    await expect(signAgreement(widget, UUID, { name: 'Amelia Hart', agreed: false })).resolves.toMatchObject({ kind: 'invalid' });
    expect(api.signAgreement).not.toHaveBeenCalled();
  });

  it('a quote changed since she read it is loaded again, with the notice, for her to read and sign again', async () => {
    for (const error of [apiError(412, 'stale_version'), apiError(409, 'price_changed'), apiError(409, 'agreement_changed')]) {
      const { widget, api, stores } = setUp();
      const before = stores.proposal.getState().draft;
      api.signAgreement.mockRejectedValue(error);
      api.getProposal.mockResolvedValue(monthly());
      await expect(signAgreement(widget, UUID, { name: 'Amelia Hart', agreed: true })).resolves.toEqual({
        kind: 'route',
        to: `/quote/credit-agreement?uuid=${UUID}`,
      });
      expect(stores.proposal.getState().changeNotice).toEqual({ kind: 'elsewhere', route: '/quote/credit-agreement', before });
    }
  });

  it('the API’s refusal of the name shows on the name; any other failure stays with the server’s words', async () => {
    const { widget, api } = setUp();
    api.signAgreement.mockRejectedValueOnce(apiError(422, 'signature_mismatch'));
    await expect(signAgreement(widget, UUID, { name: 'Amelia Hart', agreed: true })).resolves.toEqual({
      kind: 'invalid',
      errors: { name: 'Enter your full name as it is on your quote' },
    });
    api.signAgreement.mockRejectedValueOnce(apiError(500, 'internal_error', 'The lender is not answering'));
    await expect(signAgreement(widget, UUID, { name: 'Amelia Hart', agreed: true })).resolves.toEqual({
      kind: 'message',
      message: 'The lender is not answering',
    });
  });
});
