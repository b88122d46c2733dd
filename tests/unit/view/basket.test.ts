import { describe, expect, it } from 'vitest';
import { chooseAddon, toggleBreakdown } from '../../../src/domain/addons';
import { basketView } from '../../../src/view/basket';
import { sandboxAddons } from '../../support/proposal';
import { quotedProposal } from '../../support/addons-proposal';

describe('the add-ons basket', () => {
  it('totals premium_subtotal plus the selected extras, with the included one at no cost', () => {
    const proposal = quotedProposal();
    let chosen = chooseAddon(sandboxAddons(), 'LE', true);
    chosen = toggleBreakdown(chosen, 'SAB5');
    const basket = basketView(proposal, chosen);
    expect(basket.insurance).toBe(512.4);
    expect(basket.extras).toEqual([
      // The included cover names the enhanced extra on offer, so the basket can say how they differ.
      {
        code: 'PA',
        description: 'Personal Accident Cover',
        premium: 0,
        included: true,
        breakdown: false,
        enhanced: 'Enhanced Personal Accident Cover',
      },
      { code: 'LE', description: 'Motor Legal Protection', premium: 29.99, included: false, breakdown: false },
      { code: 'SAB5', description: 'European', premium: 119, included: false, breakdown: true },
    ]);
    expect(basket.total).toBe(661.39);
    expect(basketView(proposal, toggleBreakdown(chosen, 'SAB1')).total).toBe(566.39);
  });

  it('says the monthly plan is out of date only while the selected extras differ from the quoted ones', () => {
    const proposal = quotedProposal((p) => {
      p.is_pay_monthly = true;
    });
    const unchanged = basketView(proposal, chooseAddon(sandboxAddons(), 'KEY', false));
    expect(unchanged.payMonthly).toBe(true);
    expect(unchanged.plan?.regularPayment).toBe(48.63);
    expect(unchanged.plan?.regularPayments).toBe(10);
    expect(unchanged.planOutdated).toBe(false);
    const added = basketView(proposal, chooseAddon(sandboxAddons(), 'KEY', true));
    expect(added.planOutdated).toBe(true);
    expect(added.total).toBe(532.39);
    // The quote's figures scaled to the new cash price, 532.39 / 512.40 of each.
    expect(added.plan?.premium).toBe(532.39);
    expect(added.plan?.regularPayment).toBe(50.53);
    expect(added.plan?.deposit).toBe(79.86);
    expect(added.plan?.totalPayable).toBe(585.13);
    expect(added.plan?.regularPayments).toBe(10);
  });

  it('has no plan when the quote offers no instalments', () => {
    const proposal = quotedProposal((p) => {
      p.quote.monthly_payment = null;
      p.quote.monthly_installments = null;
    });
    expect(basketView(proposal, sandboxAddons()).plan).toBeNull();
  });

  it('shows no monthly payments when monthly was chosen but the quote offers no plan: the customer pays in full', () => {
    const proposal = quotedProposal((p) => {
      p.is_pay_monthly = true;
      p.quote.monthly_payment = null;
      p.quote.monthly_installments = null;
    });
    expect(basketView(proposal, sandboxAddons())).toMatchObject({ payMonthly: false, plan: null });
  });
});
