import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../../../src/contract/proposal';
import { requoteExcess, requoteNcdProtection, requoteStartDate } from '../../../../src/flows/price/requote';
import { quote } from '../../../support/proposal';
import { priceWidget, httpError, savedProposal, UUID } from './fake-widget';

const requoted = (draft: Proposal, premium: number): Proposal => ({ ...draft, quote: quote({ premium }) });

describe('requoteNcdProtection', () => {
  it('saves her choice to buy protection, never her answer about past cover, then re-quotes and keeps the new price', async () => {
    const { widget, api, store } = priceWidget(savedProposal(() => {}, { premium: 612.34 }));
    api.requoteProposal.mockImplementation(async () => requoted(api.updateProposal.mock.calls[0][1], 653.33));
    const result = await requoteNcdProtection(widget, true);
    const sent = api.updateProposal.mock.calls[0][1];
    expect(sent.protect_ncd).toBe(true);
    expect(sent.risk.previous_insurance?.ncd).toEqual(savedProposal().risk.previous_insurance?.ncd);
    expect(api.requoteProposal).toHaveBeenCalledWith(UUID);
    expect(result).toMatchObject({ kind: 'quoted', quote: { premium: 653.33 } });
    expect(store.getState().draft.protect_ncd).toBe(true);

    api.requoteProposal.mockImplementation(async () => requoted(api.updateProposal.mock.calls[1][1], 612.34));
    await expect(requoteNcdProtection(widget, false)).resolves.toMatchObject({ kind: 'quoted', quote: { premium: 612.34 } });
    expect(api.updateProposal.mock.calls[1][1].protect_ncd).toBe(false);
  });
});

describe('requoteExcess', () => {
  it('stores the excess, saves the proposal with it, re-quotes and keeps the new quote', async () => {
    const { widget, api, store, emit } = priceWidget(savedProposal(() => {}, { premium: 612.34 }));
    api.requoteProposal.mockImplementation(async () => requoted(api.updateProposal.mock.calls[0][1], 590.1));
    const result = await requoteExcess(widget, 500);
    expect(api.updateProposal).toHaveBeenCalledWith(
      UUID,
      expect.objectContaining({ risk: expect.objectContaining({ voluntary_excess: 500 }) }),
    );
    expect(api.requoteProposal).toHaveBeenCalledWith(UUID);
    expect(result).toEqual({
      kind: 'quoted',
      previous: expect.objectContaining({ premium: 612.34 }),
      quote: expect.objectContaining({ premium: 590.1 }),
      addonsWithdrawn: false,
    });
    expect(store.getState().draft.risk.voluntary_excess).toBe(500);
    expect(store.getState().draft.quote?.premium).toBe(590.1);
    expect(emit).toHaveBeenCalledWith('quote_shown', expect.objectContaining({ uuid: UUID, screen: 'price-presentation' }));
  });

  it('says when the re-quote withdrew an extra, once: the price screen shows the removed add-on notice', async () => {
    const { widget, api } = priceWidget();
    const withdrawn = [{ code: 'KEY', description: 'Key Cover' }];
    api.requoteProposal.mockImplementation(async () => ({
      ...requoted(api.updateProposal.mock.calls.at(-1)![1], 640),
      removed_addons: withdrawn,
    }));
    await expect(requoteExcess(widget, 1000)).resolves.toMatchObject({ kind: 'quoted', addonsWithdrawn: true });
    // Already withdrawn before this re-quote: nothing new to say.
    await expect(requoteExcess(widget, 500)).resolves.toMatchObject({ kind: 'quoted', addonsWithdrawn: false });
  });

  it('goes to Declined with the uuid when the new answer is not quoted', async () => {
    const { widget, api } = priceWidget();
    api.requoteProposal.mockImplementation(async () => ({ ...savedProposal(), is_quoted: false, quote: quote({ is_quoted: false }) }));
    await expect(requoteExcess(widget, 1000)).resolves.toEqual({ kind: 'route', to: `/quote/declined?uuid=${UUID}` });
  });

  it('goes to Exception on a non-200 answer and to Declined on a network failure', async () => {
    const a = priceWidget();
    a.api.requoteProposal.mockRejectedValue(httpError(500));
    await expect(requoteExcess(a.widget, 100)).resolves.toEqual({ kind: 'route', to: '/error/exception' });
    const b = priceWidget();
    b.api.updateProposal.mockRejectedValue(httpError(0));
    await expect(requoteExcess(b.widget, 100)).resolves.toEqual({ kind: 'route', to: '/quote/declined' });
    expect(b.api.requoteProposal).not.toHaveBeenCalled();
  });
});

describe('requoteStartDate', () => {
  it('sends the start-date update, re-quotes through the legacy call and keeps the screen’s own choices', async () => {
    const { widget, api, store } = priceWidget();
    // The proposer chose monthly and named a third party; the server has not heard of either yet.
    store.getState().setAnswer('is_pay_monthly', true);
    store.getState().setAnswer('risk.userfields.has_third_party_authority', true);
    store.getState().setAnswer('risk.userfields.tpa_forename', 'Ruth');
    const server = savedProposal((p) => {
      p.risk.start_date = '2026-03-20';
    });
    api.requoteAfterStartDate.mockResolvedValue({ ...server, quote: quote({ premium: 600 }) });
    const result = await requoteStartDate(widget, '2026-03-20');
    expect(api.updateStartDate).toHaveBeenCalledWith(UUID, '2026-03-20');
    expect(api.requoteAfterStartDate).toHaveBeenCalledWith(UUID);
    expect(result.kind).toBe('quoted');
    const { draft } = store.getState();
    expect(draft.risk.start_date).toBe('2026-03-20');
    expect(draft.is_pay_monthly).toBe(true);
    expect(draft.risk.userfields.tpa_forename).toBe('Ruth');
  });

  it('routes a rejected start date (422) to Exception', async () => {
    const { widget, api } = priceWidget();
    api.updateStartDate.mockRejectedValue(httpError(422));
    await expect(requoteStartDate(widget, '2020-01-01')).resolves.toEqual({ kind: 'route', to: '/error/exception' });
    expect(api.requoteAfterStartDate).not.toHaveBeenCalled();
  });

  it('sends a proposal without a uuid back to the start', async () => {
    const { widget, api } = priceWidget(savedProposal((p) => (p.uuid = null)));
    await expect(requoteStartDate(widget, '2026-03-20')).resolves.toEqual({ kind: 'route', to: '/quote/create' });
    expect(api.updateStartDate).not.toHaveBeenCalled();
  });
});
