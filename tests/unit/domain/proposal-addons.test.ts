import { describe, expect, it } from 'vitest';
import { allCardsDecided, cardAddons, chooseAddon, toggleBreakdown } from '../../../src/domain/addons';
import { addonsChanged, isIncludedAddon, proposalAddons, selectionChanged } from '../../../src/domain/proposal-addons';
import { sandboxAddons } from '../../support/proposal';
import { quotedProposal } from '../../support/addons-proposal';

const selected = (list: { code: string; is_selected: boolean | null }[]) => list.filter((a) => a.is_selected === true).map((a) => a.code);

describe('the add-ons of a proposal', () => {
  it("reads the proposal's own list, and the quote's when the proposal has none (a recall answer)", () => {
    expect(proposalAddons(quotedProposal()).map((a) => a.code)).toEqual(sandboxAddons().map((a) => a.code));
    const recalled = quotedProposal((p) => {
      p.addons = [];
      p.quote.addons = [sandboxAddons()[1]];
    });
    expect(proposalAddons(recalled).map((a) => a.code)).toEqual(['LE']);
    expect(
      proposalAddons({
        ...quotedProposal((p) => {
          p.addons = [];
        }),
        quote: null,
      }),
    ).toEqual([]);
  });

  it('treats a free extra the insurer selected as included, and nothing else', () => {
    const [pa, le] = sandboxAddons();
    expect(isIncludedAddon(pa)).toBe(true);
    expect(isIncludedAddon({ ...le, is_selected: true })).toBe(false);
    expect(isIncludedAddon({ ...pa, is_selected: null })).toBe(false);
  });
});

describe('the choices a proposer makes on the screen', () => {
  it('gives cards to LE, KEY and EPA only: PA is included and breakdown has its own table', () => {
    expect(cardAddons(sandboxAddons()).map((a) => a.code)).toEqual(['LE', 'KEY', 'EPA']);
  });

  it('nothing is pre-selected: Continue waits for every card, breakdown never blocks it', () => {
    let addons = sandboxAddons();
    expect(allCardsDecided(addons)).toBe(false);
    addons = chooseAddon(addons, 'LE', true);
    addons = chooseAddon(addons, 'KEY', false);
    expect(allCardsDecided(addons)).toBe(false);
    addons = chooseAddon(addons, 'EPA', false);
    expect(allCardsDecided(addons)).toBe(true);
    expect(selected(addons)).toEqual(['PA', 'LE']);
  });

  it('keeps one breakdown tier: European then Roadside leaves Roadside; Roadside again removes it', () => {
    let addons = toggleBreakdown(sandboxAddons(), 'SAB5');
    expect(selected(addons)).toEqual(['PA', 'SAB5']);
    addons = toggleBreakdown(addons, 'SAB1');
    expect(selected(addons)).toEqual(['PA', 'SAB1']);
    expect(addons.find((a) => a.code === 'SAB5')?.is_selected).toBe(false);
    addons = toggleBreakdown(addons, 'SAB1');
    expect(selected(addons)).toEqual(['PA']);
  });

  it('counts a decline after no answer as a change to send, but not as a change of price', () => {
    const saved = sandboxAddons();
    const declined = chooseAddon(saved, 'KEY', false);
    expect(addonsChanged(saved, declined)).toBe(true);
    expect(selectionChanged(saved, declined)).toBe(false);
    const added = chooseAddon(saved, 'KEY', true);
    expect(selectionChanged(saved, added)).toBe(true);
    expect(
      addonsChanged(
        saved,
        saved.map((a) => ({ ...a })),
      ),
    ).toBe(false);
    expect(selectionChanged(toggleBreakdown(saved, 'SAB2'), toggleBreakdown(saved, 'SAB3'))).toBe(true);
  });
});
