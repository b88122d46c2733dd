import { describe, expect, it } from 'vitest';
import {
  addonsRequest,
  allCardsDecided,
  BREAKDOWN_TIERS,
  breakdownAddons,
  cardAddons,
  chooseAddon,
  isBreakdown,
  optionalExtrasTotal,
  selectedAddons,
  toggleBreakdown,
} from '../../../src/domain/addons';

const addon = (code: string, premium: number, is_selected: boolean | null = null) => ({ code, premium, is_selected });
const offered = [
  addon('LE', 29.99),
  addon('KEY', 15),
  addon('PA', 20),
  addon('MF', 5),
  addon('KE', 7),
  addon('SAB1', 30),
  addon('SAB2', 45),
  addon('SAB5', 90),
];

describe('add-ons', () => {
  it('names five breakdown tiers in order', () => {
    expect(BREAKDOWN_TIERS).toEqual([
      'Roadside',
      'Roadside & at Home',
      'Roadside, at Home & Recovery',
      'Roadside, at Home, Recovery & Onward Travel',
      'European',
    ]);
  });

  it('gives cards to everything but breakdown, MF, KE and PA', () => {
    expect(cardAddons(offered).map((a) => a.code)).toEqual(['LE', 'KEY']);
    expect(breakdownAddons(offered).map((a) => a.code)).toEqual(['SAB1', 'SAB2', 'SAB5']);
    expect(isBreakdown({ code: 'XSABX' })).toBe(true);
  });

  it('blocks Continue until every card is decided', () => {
    expect(allCardsDecided(offered)).toBe(false);
    const one = chooseAddon(offered, 'LE', true);
    expect(allCardsDecided(one)).toBe(false);
    const both = chooseAddon(one, 'KEY', false);
    expect(allCardsDecided(both)).toBe(true);
    expect(allCardsDecided([addon('SAB1', 30)])).toBe(true);
  });

  it('allows one breakdown tier: choosing another replaces it, choosing it again removes it', () => {
    const first = toggleBreakdown(offered, 'SAB1');
    expect(selectedAddons(first).map((a) => a.code)).toEqual(['SAB1']);
    const second = toggleBreakdown(first, 'SAB5');
    expect(selectedAddons(second).map((a) => a.code)).toEqual(['SAB5']);
    expect(second.find((a) => a.code === 'SAB1')!.is_selected).toBe(false);
    const none = toggleBreakdown(second, 'SAB5');
    expect(selectedAddons(none)).toEqual([]);
    expect(none.find((a) => a.code === 'LE')).toBe(offered[0]);
  });

  it('totals premium_subtotal and the selected extras', () => {
    const chosen = toggleBreakdown(chooseAddon(chooseAddon(offered, 'LE', true), 'KEY', false), 'SAB2');
    expect(optionalExtrasTotal(500.1, chosen)).toBe(575.09);
    expect(optionalExtrasTotal('500.10', offered)).toBe(500.1);
    expect(addonsRequest(chosen)).toEqual({ addons: [{ code: 'LE' }, { code: 'SAB2' }] });
  });
});
