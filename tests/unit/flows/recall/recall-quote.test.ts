import { describe, expect, it } from 'vitest';
import { deepLinkRecall, recallQuote as recallQuoteOf } from '../../../../src/flows/recall/recall-quote';
import { recallErrors as recallErrorsOf } from '../../../../src/flows/recall/recall-rules';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { apiError, purchaseWidget } from '../purchase/fixtures';
import { inWords } from '../../support/default-words';

// Rules return label messages; these read them in the default words docs/product/README.md#required-wording gives.
const recallErrors: typeof recallErrorsOf = (...args) => inWords(recallErrorsOf(...args));
const recallQuote: typeof recallQuoteOf = (...args) => recallQuoteOf(...args).then(inWords);

const FORM = { reference: ' mq-7kq4-2p9d ', postcode: 'LS6 2AB', dob: '1988-03-14' };

describe('recallErrors', () => {
  it('asks for all three details', () => {
    expect(recallErrors({ reference: '', postcode: ' ', dob: '' })).toEqual({
      reference: 'Enter your quote reference',
      postcode: 'Enter your postcode',
      dob: 'Enter your date of birth',
    });
  });

  it('catches a postcode or date of birth the insurer could not match', () => {
    const errors = recallErrors({ reference: 'MQ-7KQ4-2P9D', postcode: 'LS6', dob: '31/02/1988' });
    expect(errors.postcode).toMatch(/real postcode/);
    expect(errors.dob).toMatch(/real date/);
    expect(recallErrors(FORM)).toEqual({});
  });

  it('catches a hidden character pasted into the reference, which the API would refuse', () => {
    expect(recallErrors({ ...FORM, reference: 'MQ-7KQ4-2P9D\u202e' }).reference).toBe(
      'Remove the line break or hidden formatting character from this answer',
    );
  });
});

describe('recallQuote', () => {
  it('sends reference, postcode and the date of birth as YYYY-MM-DD, then opens the quote on the price screen', async () => {
    const { widget, api, stores } = purchaseWidget();
    const saved = proposal();
    const current = { ...saved.quote!, premium: 598.1 };
    api.recallProposal.mockResolvedValue({ proposal: saved, quote: current });
    await expect(recallQuote(widget, { ...FORM, dob: '14/03/1988' })).resolves.toEqual({
      kind: 'route',
      to: `/quote/payment-option?uuid=${UUID}`,
    });
    expect(api.recallProposal).toHaveBeenCalledWith({ reference: 'mq-7kq4-2p9d', postcode: 'LS6 2AB', dob: '1988-03-14' });
    expect(stores.proposal.getState().draft.quote?.premium).toBe(598.1);
  });

  it('answers a bought policy’s receipt and opens nothing', async () => {
    const { widget, api, stores } = purchaseWidget();
    const receipt = { reference: 'MQ-7KQ4-2P9D', start_date: '2026-11-28', portal_url: 'https://api.example/portal' };
    api.recallProposal.mockResolvedValue({ receipt });
    await expect(recallQuote(widget, FORM)).resolves.toEqual({ kind: 'bought', receipt });
    expect(stores.proposal.getState().draft.uuid).toBeNull();
    expect(stores.proposal.getState().access).toBeNull();
  });

  it('does not call the insurer with an incomplete form', async () => {
    const { widget, api } = purchaseWidget();
    await expect(recallQuote(widget, { ...FORM, reference: '' })).resolves.toEqual({
      kind: 'invalid',
      errors: { reference: 'Enter your quote reference' },
    });
    expect(api.recallProposal).not.toHaveBeenCalled();
  });

  it('reports not_found so the screen can say so, and routes other failures by the product’s rule', async () => {
    const { widget, api } = purchaseWidget();
    api.recallProposal.mockRejectedValueOnce(apiError(404, 'not_found'));
    await expect(recallQuote(widget, FORM)).resolves.toEqual({ kind: 'not-found' });
    api.recallProposal.mockRejectedValueOnce(apiError(500, 'internal_error'));
    await expect(recallQuote(widget, FORM)).resolves.toEqual({ kind: 'route', to: '/error/exception' });
  });
});

describe('deepLinkRecall', () => {
  const deepLink = { reference: 'MQ-7KQ4-2P9D', postcode: 'LS6 2AB', dob: '1988-03-14', partner_ref: 'CC-99812', campaign: 'spring' };

  it('passes the partner’s whole request on and opens the quote', async () => {
    const { widget, api } = purchaseWidget({ deepLink });
    api.recallProposal.mockResolvedValue({ proposal: proposal(), quote: null });
    await expect(deepLinkRecall(widget)).resolves.toBe(`/quote/payment-option?uuid=${UUID}`);
    expect(api.recallProposal).toHaveBeenCalledWith(deepLink);
  });

  it('lands on Recall saying the policy is bought when the link names one', async () => {
    const { widget, api } = purchaseWidget({ deepLink });
    api.recallProposal.mockResolvedValue({ receipt: { reference: 'MQ-7KQ4-2P9D', start_date: null, portal_url: 'https://api.example/p' } });
    await expect(deepLinkRecall(widget)).resolves.toBe('/quote/recall?reason=bought');
  });

  it('lands on Recall with the reason when the link finds nothing or carries no valid request', async () => {
    const found = purchaseWidget({ deepLink });
    found.api.recallProposal.mockRejectedValue(apiError(404, 'not_found'));
    await expect(deepLinkRecall(found.widget)).resolves.toBe('/quote/recall?reason=not-found');
    const broken = purchaseWidget();
    await expect(deepLinkRecall(broken.widget)).resolves.toBe('/quote/recall?reason=invalid-link');
    expect(broken.api.recallProposal).not.toHaveBeenCalled();
  });
});
