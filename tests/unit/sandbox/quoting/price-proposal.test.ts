import dayjs from 'dayjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Proposal, SavedProposal } from '../../../../src/contract/proposal';
import { QuoteSchema } from '../../../../src/contract/quote';
import { priceProposal, type PricingOutcome } from '../../../../demo/sandbox/quoting/price-proposal';
import { toPence } from '../../../../demo/sandbox/rating/money';
import { proposal, yearsAgo } from '../../../support/proposal';

const ctx = {
  today: dayjs().format('YYYY-MM-DD'),
  now: new Date().toISOString(),
  origin: 'http://sandbox.test',
  reference: 'MQ-TEST-0001',
};

const saved = (p: Proposal): SavedProposal => ({
  ...p,
  uuid: '6f1c1f0e-3c1a-4b51-9a43-0d7f3f5f2b11',
  version: 1,
  credit_agreement: null,
  holder_consent: null,
});

function price(change: (p: Proposal) => void = () => {}): Extract<PricingOutcome, { kind: 'quoted' }> {
  const outcome = priceProposal(saved(proposal(change)), ctx);
  if (outcome.kind !== 'quoted') throw new Error(`expected a quote, got ${outcome.kind}`);
  return outcome;
}

const codes = (o: ReturnType<typeof price>) => o.quote.endorsements.map((e) => String(e.extra_info));

describe('priceProposal', () => {
  it('answers a quote that keeps the contract', () => {
    expect(v.safeParse(QuoteSchema, price().quote).success).toBe(true);
  });

  it('includes 12% IPT to the penny and keeps the tax in metadata', () => {
    const { quote } = price();
    const meta = quote.metadata as typeof quote.metadata & { net_premium: number; ipt: number };
    expect(toPence(quote.metadata.premium_subtotal) - toPence(quote.arrangement_fee!)).toBe(Math.round(toPence(meta.net_premium) * 1.12));
    expect(toPence(meta.net_premium) + toPence(meta.ipt) + toPence(quote.arrangement_fee!)).toBe(toPence(quote.metadata.premium_subtotal));
  });

  it('adds the selected extras to the premium and the monthly plan agrees with it', () => {
    const { quote } = price((p) => {
      p.addons = [{ code: 'LE', description: 'Motor Legal Protection', premium: 29.99, is_selected: true, ipid: null }];
    });
    expect(toPence(quote.premium)).toBe(toPence(quote.metadata.premium_subtotal) + 2999);
    const deposit = toPence(quote.monthly_deposit!);
    const total = toPence(Number(quote.monthly_total_payable));
    expect(deposit + quote.monthly_installments! * toPence(quote.monthly_payment!)).toBe(total);
    expect(total - toPence(quote.premium)).toBe(toPence(quote.monthly_interest!));
  });

  it('offers NCD protection from 2 years as a share of the premium, with its step-back table, and prices it only when chosen', () => {
    const offered = price((p) => (p.risk.previous_insurance = { type: 'own', ncd: { years: 6, is_protected: false } }));
    const offer = offered.quote.ncd_protection!;
    expect(offer.available).toBe(true);
    const meta = offered.quote.metadata as typeof offered.quote.metadata & { net_premium: number };
    // The 10% loading on the net premium, with its 12% tax (each gross rounded to the penny).
    expect(Math.abs(toPence(offer.price!) - toPence(meta.net_premium) * 0.1 * 1.12)).toBeLessThan(2);
    expect(offer.monthly_price).toBeGreaterThan(0);
    expect(offer.step_back[2]).toEqual({ years: 2, average_discount: 8, unprotected: [0, 0, 0], protected: [1, 0, 0] });
    expect(offer.step_back.at(-1)).toMatchObject({ years: 20, average_discount: 20 });

    const bought = price((p) => {
      p.risk.previous_insurance = { type: 'own', ncd: { years: 6, is_protected: false } };
      p.protect_ncd = true;
    });
    expect(Math.abs(toPence(bought.quote.premium) - toPence(offered.quote.premium) - toPence(offer.price!))).toBeLessThanOrEqual(1);
    expect(bought.quote.ncd_protection).toEqual(offer);

    // Her answer that her past cover was protected is a fact about the past: it buys nothing.
    const pastOnly = price((p) => (p.risk.previous_insurance = { type: 'own', ncd: { years: 6, is_protected: true } }));
    expect(pastOnly.quote.premium).toBe(offered.quote.premium);

    const one = price((p) => {
      p.risk.previous_insurance = { type: 'own', ncd: { years: 1, is_protected: null } };
      p.protect_ncd = true;
    });
    expect(one.quote.ncd_protection).toMatchObject({ available: false, price: null, monthly_price: null });
    expect(one.quote.premium).toBe(
      price((p) => (p.risk.previous_insurance = { type: 'own', ncd: { years: 1, is_protected: null } })).quote.premium,
    );
  });

  it('sums the driverless excess items into the compulsory excess, with windscreen per driver', () => {
    const { quote } = price((p) => {
      p.risk.proposer.date_of_birth = yearsAgo(22);
    });
    const policyWide = quote.excesses.filter((e) => e.driver === null).reduce((s, e) => s + e.value, 0);
    expect(quote.compulsory_excess).toBe(policyWide);
    expect(quote.compulsory_excess).toBe(400);
    expect(quote.excesses.filter((e) => e.policy_section === 'Windscreen').map((e) => e.driver)).toEqual([0]);
  });

  it('endorses 41 for a car worth 30000 or more without a tracker, and not with one', () => {
    expect(
      codes(
        price((p) => {
          p.risk.vehicle.value = 30000;
        }),
      ),
    ).toContain('41');
    expect(
      codes(
        price((p) => {
          p.risk.vehicle.value = 29999;
        }),
      ),
    ).not.toContain('41');
    expect(
      codes(
        price((p) => {
          p.risk.vehicle.value = 45000;
          p.risk.vehicle.has_tracker = true;
        }),
      ),
    ).not.toContain('41');
  });

  it('gives driving other cars (39) to a settled comprehensive proposer only', () => {
    expect(codes(price())).toContain('39');
    expect(
      codes(
        price((p) => {
          p.risk.proposer.date_of_birth = yearsAgo(22);
        }),
      ),
    ).not.toContain('39');
    expect(
      codes(
        price((p) => {
          p.risk.vehicle.cover_type = 'TPFT';
        }),
      ),
    ).not.toContain('39');
  });

  it('withdraws enhanced personal accident cover from a driver of 75 and reports it', () => {
    const outcome = price((p) => {
      p.risk.proposer.date_of_birth = yearsAgo(76);
      p.addons = [{ code: 'EPA', description: 'Enhanced Personal Accident Cover', premium: 24.99, is_selected: true, ipid: null }];
    });
    expect(outcome.removed).toEqual([{ code: 'EPA', description: 'Enhanced Personal Accident Cover' }]);
    expect(outcome.addons.map((a) => a.code)).not.toContain('EPA');
    expect(outcome.quote.premium).toBe(outcome.quote.metadata.premium_subtotal);
  });

  it('answers a declined quote that still keeps the contract', () => {
    const outcome = priceProposal(
      saved(
        proposal((p) => {
          p.risk.proposer.name.surname = 'Decline';
        }),
      ),
      ctx,
    );
    expect(outcome.kind).toBe('declined');
    if (outcome.kind === 'declined') expect(v.safeParse(QuoteSchema, outcome.quote).success).toBe(true);
  });
});
