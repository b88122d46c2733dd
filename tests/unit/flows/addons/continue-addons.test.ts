import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/api-error';
import { chooseAddon, declineBreakdown, toggleBreakdown } from '../../../../src/domain/addons';
import { continueFromAddons } from '../../../../src/flows/addons/continue-addons';
import { sandboxAddons } from '../../../support/proposal';
import { quotedProposal, UUID } from '../../../support/addons-proposal';
import { quotedWidget } from './fixtures';

const decided = () => {
  let addons = chooseAddon(sandboxAddons(), 'LE', true);
  addons = chooseAddon(addons, 'KEY', false);
  addons = chooseAddon(addons, 'EPA', false);
  return toggleBreakdown(toggleBreakdown(addons, 'SAB5'), 'SAB1');
};

const failure = (status: number) =>
  new ApiError({
    endpoint: 'requoteProposal',
    method: 'POST',
    path: '/api/proposal/{uuid}/requote',
    status,
    code: status ? 'server_error' : 'network',
    detail: 'failed',
  });

describe('Add-ons Continue', () => {
  it('does nothing while a card extra is undecided', async () => {
    const { deps, api } = quotedWidget();
    await expect(continueFromAddons(deps, chooseAddon(sandboxAddons(), 'LE', true))).resolves.toEqual({ kind: 'undecided' });
    expect(api.updateAddons).not.toHaveBeenCalled();
  });

  it('does nothing while breakdown cover is undecided; No breakdown cover is a decision', async () => {
    const { deps, api } = quotedWidget();
    const cards = chooseAddon(chooseAddon(chooseAddon(sandboxAddons(), 'LE', false), 'KEY', false), 'EPA', false);
    await expect(continueFromAddons(deps, cards)).resolves.toEqual({ kind: 'breakdown' });
    // A level chosen and then removed is undecided again.
    await expect(continueFromAddons(deps, toggleBreakdown(toggleBreakdown(cards, 'SAB2'), 'SAB2'))).resolves.toEqual({ kind: 'breakdown' });
    expect(api.updateAddons).not.toHaveBeenCalled();
    await expect(continueFromAddons(deps, declineBreakdown(cards))).resolves.toEqual({ kind: 'route', to: `/quote/summary?uuid=${UUID}` });
    expect(api.updateAddons).toHaveBeenCalledWith(UUID, ['PA']);
  });

  it('sends the selected codes, then re-quotes, then goes to the summary', async () => {
    const { deps, api, emit, store } = quotedWidget();
    const requoted = quotedProposal((p) => {
      p.quote.premium = 661.39;
    });
    const calls: string[] = [];
    api.updateAddons.mockImplementation(async () => {
      calls.push('addons');
      return store.getState().draft;
    });
    api.requoteProposal.mockImplementation(async () => {
      calls.push('requoteProposal');
      return requoted;
    });
    const result = await continueFromAddons(deps, decided());
    expect(result).toEqual({ kind: 'route', to: `/quote/summary?uuid=${UUID}` });
    expect(calls).toEqual(['addons', 'requoteProposal']);
    expect(api.updateAddons).toHaveBeenCalledWith(UUID, ['PA', 'LE', 'SAB1']);
    expect(store.getState().draft.quote?.premium).toBe(661.39);
    expect(emit).toHaveBeenCalledWith('addons_chosen', { uuid: UUID, screen: 'addons', addons: ['PA', 'LE', 'SAB1'] });
  });

  it('goes straight to the summary when nothing changed', async () => {
    const saved = quotedProposal((p) => {
      for (const a of p.addons) if (a.code !== 'PA') a.is_selected = a.code === 'LE';
    });
    const { deps, api } = quotedWidget(saved);
    await expect(
      continueFromAddons(
        deps,
        saved.addons.map((a) => ({ ...a })),
      ),
    ).resolves.toEqual({ kind: 'route', to: `/quote/summary?uuid=${UUID}` });
    expect(api.updateAddons).not.toHaveBeenCalled();
    expect(api.requoteProposal).not.toHaveBeenCalled();
  });

  it('goes to Declined when the re-quote is not quoted', async () => {
    const { deps, api } = quotedWidget();
    api.requoteProposal.mockResolvedValue(
      quotedProposal((p) => {
        p.is_quoted = false;
        p.quote.is_quoted = false;
      }),
    );
    await expect(continueFromAddons(deps, decided())).resolves.toEqual({ kind: 'route', to: `/quote/declined?uuid=${UUID}` });
  });

  it('routes a non-200 failure to Exception and any other failure to Declined', async () => {
    const server = quotedWidget();
    server.api.updateAddons.mockRejectedValue(failure(500));
    await expect(continueFromAddons(server.deps, decided())).resolves.toEqual({ kind: 'route', to: '/error/exception' });
    expect(server.api.requoteProposal).not.toHaveBeenCalled();
    const network = quotedWidget();
    network.api.requoteProposal.mockRejectedValue(failure(0));
    await expect(continueFromAddons(network.deps, decided())).resolves.toEqual({ kind: 'route', to: '/quote/declined' });
    expect(network.emit).not.toHaveBeenCalled();
  });
});
