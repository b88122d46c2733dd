import { describe, expect, it } from 'vitest';
import { ncdView } from '../../../src/view/ncd-view';
import { bannerView, endorsementsView, extrasView } from '../../../src/view/summary-view';
import { quotedProposal } from '../../support/addons-proposal';

const withChoices = (codes: string[]) =>
  quotedProposal((p) => {
    for (const a of p.addons) if (a.code !== 'PA') a.is_selected = codes.includes(a.code);
  });

describe('summary presenters', () => {
  it('banner: the total with optional extras when paying in full, the monthly payment and plan when monthly', () => {
    expect(bannerView(withChoices(['LE', 'SAB1']))).toEqual({ kind: 'annual', amount: 566.39 });
    const monthly = bannerView(
      quotedProposal((p) => {
        p.is_pay_monthly = true;
      }),
    );
    expect(monthly?.kind).toBe('monthly');
    expect(monthly?.amount).toBe(48.63);
    expect(bannerView({ ...quotedProposal(), quote: null })).toBeNull();
  });

  it('optional extras: the selected ones, none, or missing add-ons', () => {
    expect(extrasView(withChoices(['LE', 'SAB1']))).toEqual({
      kind: 'selected',
      extras: [
        { code: 'PA', description: 'Personal Accident Cover', included: true, breakdown: false },
        { code: 'LE', description: 'Motor Legal Protection', included: false, breakdown: false },
        { code: 'SAB1', description: 'Roadside', included: false, breakdown: true },
      ],
    });
    const thirdParty = quotedProposal((p) => {
      p.addons = p.addons.filter((a: { code: string }) => a.code !== 'PA');
      for (const a of p.addons) a.is_selected = false;
    });
    expect(extrasView(thirdParty)).toEqual({ kind: 'none' });
    expect(
      extrasView(
        quotedProposal((p) => {
          p.addons = [];
          p.quote.addons = [];
        }),
      ),
    ).toEqual({ kind: 'missing' });
  });

  it('endorsements: ascending by the number in extra_info, with driving other cars excluded unless 39 is there', () => {
    const proposal = quotedProposal((p) => {
      p.quote.endorsements = [
        { text: '<h4>41 - Tracking device</h4>', extra_info: '41' },
        { text: '<h4>9 - Garaging</h4>', extra_info: '9' },
        { text: '<h4>10 - Named drivers</h4>', extra_info: '10' },
      ];
    });
    const view = endorsementsView(proposal);
    expect(view.endorsements.map((e) => String(e.extra_info))).toEqual(['9', '10', '41']);
    expect(view.notes).toEqual(['drivingOtherCarsExcluded']);
    const with39 = quotedProposal((p) => {
      p.quote.endorsements = [{ text: '<h4>39 - DOC</h4>', extra_info: '39' }];
    });
    expect(endorsementsView(with39).notes).toEqual([]);
  });

  it('NCD: protection data and step-back only when the discount is protected', () => {
    expect(ncdView(quotedProposal())).toEqual({ years: 6, isProtected: false, protection: null });
    const protectedNcd = ncdView(
      quotedProposal((p) => {
        p.risk.previous_insurance = { type: 'own', ncd: { years: 2, is_protected: true } };
      }),
    );
    expect(protectedNcd.isProtected).toBe(true);
    expect(protectedNcd.protection?.discountPercent).toBe(8);
    expect(protectedNcd.protection?.stepBack[0]).toEqual({ claims: 1, withProtection: 1, withoutProtection: 0 });
    expect(protectedNcd.protection?.stepBack).toHaveLength(6);
    const none = ncdView(
      quotedProposal((p) => {
        p.risk.has_previous_insurance = false;
        p.risk.previous_insurance = null;
      }),
    );
    expect(none).toEqual({ years: 0, isProtected: false, protection: null });
  });
});
