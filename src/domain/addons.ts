import type { Addon } from '../contract/addon';
import { parseAmount, roundPence } from './money';

/** The breakdown tiers of the comparison table, from least to most cover. */
export const BREAKDOWN_TIERS: readonly string[] = [
  'Roadside',
  'Roadside & at Home',
  'Roadside, at Home & Recovery',
  'Roadside, at Home, Recovery & Onward Travel',
  'European',
];

/** Never given a card of their own: breakdown tiers sit in the breakdown table, MF, KE and PA elsewhere. */
const CARD_EXCLUDED_CODES: readonly string[] = ['MF', 'KE', 'PA'];

type AddonItem = Pick<Addon, 'code' | 'is_selected'>;
type PricedAddon = AddonItem & Pick<Addon, 'premium'>;

/** Breakdown tiers have codes containing 'SAB'. */
export function isBreakdown(addon: Pick<Addon, 'code'>): boolean {
  return addon.code.includes('SAB');
}

/** Whether an extra gets an Add to quote / No Thanks card. */
function isCardAddon(addon: Pick<Addon, 'code'>): boolean {
  return !isBreakdown(addon) && !CARD_EXCLUDED_CODES.includes(addon.code);
}

/** The extras shown as cards, in the insurer's order. */
export function cardAddons<T extends AddonItem>(addons: readonly T[]): T[] {
  return addons.filter(isCardAddon);
}

/** The breakdown tiers on offer, in the insurer's order. */
export function breakdownAddons<T extends AddonItem>(addons: readonly T[]): T[] {
  return addons.filter(isBreakdown);
}

/** Records a card's Add to quote (true) or No Thanks (false). */
export function chooseAddon<T extends AddonItem>(addons: readonly T[], code: string, selected: boolean): T[] {
  return addons.map((a) => (a.code === code ? { ...a, is_selected: selected } : a));
}

/** One breakdown tier at most: choosing a tier replaces any other; choosing the selected one removes it. */
export function toggleBreakdown<T extends AddonItem>(addons: readonly T[], code: string): T[] {
  const wasSelected = addons.some((a) => a.code === code && a.is_selected === true);
  return addons.map((a) => {
    if (!isBreakdown(a)) return a;
    if (a.code === code) return { ...a, is_selected: !wasSelected };
    return a.is_selected === true ? { ...a, is_selected: false } : a;
  });
}

/** 'No breakdown cover': every tier declined, a choice as much as a tier is. */
export function declineBreakdown<T extends AddonItem>(addons: readonly T[]): T[] {
  return addons.map((a) => (isBreakdown(a) ? { ...a, is_selected: false } : a));
}

/** Every tier declined: she chose no breakdown cover (no tier on offer is no choice to make). */
export const breakdownDeclined = (addons: readonly AddonItem[]): boolean => {
  const tiers = breakdownAddons(addons);
  return tiers.length > 0 && tiers.every((a) => a.is_selected === false);
};

/** Breakdown is an active choice: a tier, or no breakdown cover, chosen (docs/product/screens.md#optional-extras). */
export function breakdownDecided(addons: readonly AddonItem[]): boolean {
  const tiers = breakdownAddons(addons);
  return tiers.length === 0 || tiers.some((a) => a.is_selected === true) || breakdownDeclined(addons);
}

/** Continue waits until every card extra has Add or No Thanks (is_selected not null). */
export function allCardsDecided(addons: readonly AddonItem[]): boolean {
  return cardAddons(addons).every((a) => a.is_selected === true || a.is_selected === false);
}

/** The selected extras (breakdown included). */
export function selectedAddons<T extends AddonItem>(addons: readonly T[]): T[] {
  return addons.filter((a) => a.is_selected === true);
}

/** Price with optional extras: premium_subtotal plus the selected extras' premiums. */
export function optionalExtrasTotal(premiumSubtotal: unknown, addons: readonly PricedAddon[]): number {
  const extras = selectedAddons(addons).reduce((sum, a) => sum + (parseAmount(a.premium) ?? 0), 0);
  return roundPence((parseAmount(premiumSubtotal) ?? 0) + extras);
}

/** The add-ons update body: the selected codes only. */
export function addonsRequest(addons: readonly AddonItem[]): { addons: { code: string }[] } {
  return { addons: selectedAddons(addons).map(({ code }) => ({ code })) };
}
