import { describe, expect, it, vi } from 'vitest';
import type { Proposal } from '../../../../src/contract/proposal';
import { submitQuote as submitQuoteOf } from '../../../../src/details-form/flows/submit-quote';
import type { Widget } from '../../../../src/widget/widget';
import { proposal } from '../../../support/proposal';
import { createProposalStore } from '../../../../src/store/proposal/proposal-store';
import { freshStores } from './helpers';
import { inWords } from '../../support/default-words';

// Rules return label messages; these read them in the default words docs/product/README.md#required-wording gives.
const submitQuote: typeof submitQuoteOf = (...args) => submitQuoteOf(...args).then(inWords);

function widgetWith(draft: Proposal) {
  const { stores } = freshStores();
  stores.proposal.getState().load(draft);
  const sent: Proposal[] = [];
  const quoted = (uuid: string) => ({
    ...sent.at(-1)!,
    uuid,
    is_quoted: true,
    quote: { reference: 'MQ1', is_quoted: true, premium: 512.4 },
  });
  const api = {
    createProposal: vi.fn(async (proposal: Proposal) => (sent.push(proposal), { ...proposal, uuid: 'new-uuid' })),
    updateProposal: vi.fn(async (uuid: string, proposal: Proposal) => (sent.push(proposal), { ...proposal, uuid })),
    createQuote: vi.fn(async (uuid: string) => quoted(uuid)),
    requoteProposal: vi.fn(async (uuid: string) => quoted(uuid)),
  };
  return { widget: { api, stores, emit: vi.fn() } as unknown as Pick<Widget, 'api' | 'stores' | 'emit'>, api, sent };
}

describe('Submit on step 7', () => {
  it('sends a new proposal without the claims answered away, then asks for its quote', async () => {
    const draft = proposal();
    draft.risk.proposer.driver_details.claims = [{ description: 'AF' } as never, { description: 'W' } as never];
    draft.risk.proposer.driver_details.has_claims = false;
    const { widget, api, sent } = widgetWith(draft);
    expect(await submitQuote(widget)).toEqual({ kind: 'route', to: '/quote/payment-option?uuid=new-uuid' });
    expect(sent[0].risk.proposer.driver_details.claims).toEqual([]);
    expect(api.createQuote).toHaveBeenCalledWith('new-uuid');
  });

  it('updates a saved proposal and re-quotes it (edit mode)', async () => {
    const draft = { ...proposal(), uuid: 'saved-uuid' };
    draft.risk.total_mileage = 20000;
    const { widget, api, sent } = widgetWith(draft);
    expect(await submitQuote(widget)).toEqual({ kind: 'route', to: '/quote/payment-option?uuid=saved-uuid' });
    expect(api.updateProposal).toHaveBeenCalledWith('saved-uuid', expect.anything());
    expect(sent[0].risk.total_mileage).toBe(20000);
    expect(api.requoteProposal).toHaveBeenCalledWith('saved-uuid');
    expect(api.createProposal).not.toHaveBeenCalled();
  });

  it('opens the first step with a problem instead of sending', async () => {
    const draft = proposal();
    draft.risk.has_additional_drivers = null;
    const { widget, api } = widgetWith(draft);
    expect(await submitQuote(widget)).toMatchObject({
      kind: 'invalid',
      step: 7,
      errors: { 'risk.has_additional_drivers': 'Select yes if you would like to add another driver' },
    });
    expect(api.createProposal).not.toHaveBeenCalled();
  });

  it('reports step 7 completed, then the quote shown on the price screen (the funnel’s names)', async () => {
    const { widget } = widgetWith(proposal());
    await submitQuote(widget);
    expect(vi.mocked(widget.emit).mock.calls).toEqual([
      ['step_completed', { step: 7, screen: 'details-form' }],
      ['quote_shown', { uuid: 'new-uuid', reference: 'MQ1', screen: 'price-presentation' }],
    ]);
  });

  it('reports no step completed while one is not valid', async () => {
    const draft = proposal();
    draft.risk.has_additional_drivers = null;
    const { widget } = widgetWith(draft);
    await submitQuote(widget);
    expect(widget.emit).not.toHaveBeenCalled();
  });
});

describe('the host’s attribution', () => {
  it('starts every draft of the widget, and is sent with the new proposal', async () => {
    const stores = {
      proposal: createProposalStore({
        storageKey: 'attributed',
        sourceOfBusiness: '105',
        attribution: { campaign: 'spring-2027', partner_click_ref: 'CLK-8842' },
      }),
      detailsForm: freshStores().stores.detailsForm,
    };
    const fresh = stores.proposal.getState().draft;
    expect(fresh.attribution).toEqual({ campaign: 'spring-2027', partner_click_ref: 'CLK-8842' });
    // Her answers, on the draft the store began.
    const draft = proposal();
    stores.proposal.getState().load({ ...draft, attribution: fresh.attribution });
    const createProposal = vi.fn(async (sent: Proposal) => ({ ...sent, uuid: 'u' }));
    const api = { createProposal, createQuote: async () => ({ ...draft, uuid: 'u', is_quoted: false }) };
    await submitQuote({ api, stores, emit: vi.fn() } as unknown as Pick<Widget, 'api' | 'stores' | 'emit'>);
    expect(createProposal.mock.calls[0][0].attribution).toEqual({ campaign: 'spring-2027', partner_click_ref: 'CLK-8842' });
  });
});
