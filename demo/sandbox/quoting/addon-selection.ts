/**
 * Carries the customer's add-on choices across a requote: a choice stands while the extra is still
 * offered; a selected extra that is no longer offered is reported in removed_addons.
 */
import type { Addon, RemovedAddon } from '../../../src/contract/addon';
import { type AddonOffer, ipidPath, isBreakdown, isIncluded } from '../rating/addons';

export interface AddonSelection {
  addons: Addon[];
  removed: RemovedAddon[];
}

export function carryAddons(offers: readonly AddonOffer[], previous: readonly Addon[], origin: string): AddonSelection {
  const chosen = new Map(previous.map((a) => [a.code, a.is_selected]));
  const addons = offers.map((offer) => ({
    code: offer.code,
    description: offer.description,
    premium: offer.premium,
    is_selected: offer.included ? true : (chosen.get(offer.code) ?? null),
    ipid: { url: `${origin}${ipidPath(offer.code)}` },
  }));
  const offered = new Set(offers.map((o) => o.code));
  const removed = previous
    .filter((a) => a.is_selected === true && !offered.has(a.code))
    .map(({ code, description }) => ({ code, description }));
  return { addons, removed };
}

/**
 * Applies an add-ons call: the codes sent are selected and every other extra is declined; included
 * extras stay selected. Returns the codes that are not on offer, for the 400 answer.
 */
export function applySelection(addons: readonly Addon[], codes: readonly string[]): { addons: Addon[]; unknown: string[] } {
  const offered = new Set(addons.map((a) => a.code));
  const unknown = codes.filter((code) => !offered.has(code));
  const selected = new Set(codes);
  return {
    addons: addons.map((a) => ({ ...a, is_selected: isIncluded(a.code) || selected.has(a.code) })),
    unknown,
  };
}

export const breakdownCount = (codes: readonly string[]): number => new Set(codes.filter(isBreakdown)).size;

/** What the chosen extras add to the premium, in pence. */
export const selectedExtrasPence = (addons: readonly Addon[]): number =>
  addons.filter((a) => a.is_selected === true).reduce((sum, a) => sum + Math.round(a.premium * 100), 0);
