import type { Addon } from '../contract/addon';
import type { Proposal } from '../contract/proposal';
import { parseAmount } from './money';

type AddonItem = Pick<Addon, 'code' | 'is_selected'>;

/**
 * The extras on offer with the choices recorded so far. The proposal holds the choices; its quote
 * carries the same list as priced, which is all a recall answer may bring, so it is the fallback.
 */
export function proposalAddons(proposal: Pick<Proposal, 'addons' | 'quote'>): Addon[] {
  return proposal.addons.length > 0 ? proposal.addons : (proposal.quote?.addons ?? []);
}

/** An extra the cover already includes (personal accident with comprehensive): free and selected by the insurer. */
export function isIncludedAddon(addon: Pick<Addon, 'premium' | 'is_selected'>): boolean {
  return addon.is_selected === true && parseAmount(addon.premium) === 0;
}

/** Any decision differs from the saved one, declines included: the server must record every answer. */
export function addonsChanged(saved: readonly AddonItem[], chosen: readonly AddonItem[]): boolean {
  const before = new Map(saved.map((a) => [a.code, a.is_selected]));
  return chosen.some((a) => (before.get(a.code) ?? null) !== a.is_selected);
}

/** Whether the price changes: a different set of selected extras (a decline instead of no answer does not). */
export function selectionChanged(saved: readonly AddonItem[], chosen: readonly AddonItem[]): boolean {
  const selected = (list: readonly AddonItem[]) => new Set(list.filter((a) => a.is_selected === true).map((a) => a.code));
  const before = selected(saved);
  const after = selected(chosen);
  return before.size !== after.size || [...after].some((code) => !before.has(code));
}
