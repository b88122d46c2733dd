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
    // Monthly chosen but the quote offers no plan: the customer pays in full, and the banner says so.
    const noPlan = quotedProposal((p) => {
      p.is_pay_monthly = true;
      p.quote.monthly_payment = null;
      p.quote.monthly_installments = null;
    });
    expect(bannerView(noPlan)?.kind).toBe('annual');
  });

  it('optional extras: the selected ones with their prices, none, or missing add-ons', () => {
    expect(extrasView(withChoices(['LE', 'SAB1']))).toEqual({
      kind: 'selected',
      extras: [
        { code: 'PA', description: 'Personal Accident Cover', included: true, breakdown: false, price: 0 },
        { code: 'LE', description: 'Motor Legal Protection', included: false, breakdown: false, price: 29.99 },
        { code: 'SAB1', description: 'Roadside', included: false, breakdown: true, price: 24 },
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

  it('NCD: protection data and step-back, from the quote, only when she bought protection', () => {
    expect(ncdView(quotedProposal())).toEqual({ years: 6, isProtected: false, price: null, protection: null });
    // Her answer that her past cover was protected buys nothing.
    const pastOnly = ncdView(quotedProposal((p) => (p.risk.previous_insurance = { type: 'own', ncd: { years: 2, is_protected: true } })));
    expect(pastOnly).toEqual({ years: 2, isProtected: false, price: null, protection: null });
    const bought = ncdView(
      quotedProposal((p) => {
        p.risk.previous_insurance = { type: 'own', ncd: { years: 2, is_protected: false } };
        p.protect_ncd = true;
      }),
    );
    expect(bought.isProtected).toBe(true);
    expect(bought.price).toBe(40.99);
    expect(bought.protection?.discountPercent).toBe(8);
    expect(bought.protection?.stepBack).toEqual([
      { claims: 1, withProtection: 1, withoutProtection: 0 },
      { claims: 2, withProtection: 0, withoutProtection: 0 },
      { claims: 3, withProtection: 0, withoutProtection: 0 },
    ]);
    const none = ncdView(
      quotedProposal((p) => {
        p.risk.has_previous_insurance = false;
        p.risk.previous_insurance = null;
      }),
    );
    expect(none).toEqual({ years: 0, isProtected: false, price: null, protection: null });
  });
});
