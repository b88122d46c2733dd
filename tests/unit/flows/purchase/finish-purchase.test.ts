import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DirectDebitSchema } from '../../../../src/contract/direct-debit';
import { finishPurchase } from '../../../../src/flows/purchase/finish-purchase';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { apiError, purchaseWidget } from './fixtures';

const PORTAL = 'https://portal.juniper.example/policy?ref=MQ-000123';
const OWN_ACCOUNT = {
  account_name: 'Mrs A Hart',
  account_number: '00733445',
  sort_code: '309430',
  collection_day: '07',
  is_proposer_account_holder: true,
  third_party: null,
};

const paid = (monthly = false) =>
  proposal((p) => {
    p.is_purchased = true;
    p.is_pay_monthly = monthly;
  });
const accepted = (monthly = false) =>
  proposal((p) => {
    p.is_purchased = true;
    p.is_accepted = true;
    p.is_pay_monthly = monthly;
  });

function scripted(first = paid()) {
  const fake = purchaseWidget();
  fake.api.getProposal.mockResolvedValue(first);
  fake.api.deviceRisk.mockResolvedValue(true);
  fake.api.saveDeviceRiskCheck.mockResolvedValue({ result: 'allow' });
  fake.api.acceptQuote.mockImplementation(async () => accepted(first.is_pay_monthly));
  fake.api.generatePortalLink.mockResolvedValue(PORTAL);
  return fake;
}

afterEach(() => vi.restoreAllMocks());

describe('finishPurchase', () => {
  it('shows an already accepted quote’s confirmation with its portal link, accepting nothing', async () => {
    const { widget, api, deviceRisk } = scripted(accepted());
    await expect(finishPurchase(widget, UUID)).resolves.toMatchObject({
      kind: 'confirmed',
      portalUrl: PORTAL,
      receipt: { uuid: UUID, reference: 'MQ-000123' },
    });
    expect(api.acceptQuote).not.toHaveBeenCalled();
    expect(deviceRisk.blackbox).not.toHaveBeenCalled();
    expect(api.generatePortalLink).toHaveBeenCalledWith(UUID);
  });

  it('runs the device-risk check, then accepts a quote paid in full without bank details', async () => {
    const { widget, api, emit } = scripted();
    await expect(finishPurchase(widget, UUID)).resolves.toMatchObject({ kind: 'confirmed', portalUrl: PORTAL });
    expect(api.deviceRisk).toHaveBeenCalledWith(UUID, 'sandbox-bb.abc', true);
    expect(api.saveDeviceRiskCheck).toHaveBeenCalledWith(UUID);
    expect(api.acceptQuote).toHaveBeenCalledWith(UUID, undefined, undefined);
    expect(api.saveDeviceRiskCheck.mock.invocationCallOrder[0]).toBeLessThan(api.acceptQuote.mock.invocationCallOrder[0]);
    // The sale's value for the partner's records: the annual premium, in pounds.
    expect(emit).toHaveBeenCalledExactlyOnceWith('purchase_completed', {
      uuid: UUID,
      reference: 'MQ-000123',
      option: 'annual',
      screen: 'thank-you',
      amount: 612.34,
      currency: 'GBP',
    });
  });

  it('returns the campaign and partner click the API kept with the proposal in purchase_completed', async () => {
    const { widget, api, emit } = scripted();
    api.acceptQuote.mockImplementation(async () => {
      const sold = accepted();
      sold.attribution = { campaign: 'spring-2027', partner_click_ref: 'CLK-8842' };
      return sold;
    });
    await finishPurchase(widget, UUID);
    expect(emit).toHaveBeenCalledWith(
      'purchase_completed',
      expect.objectContaining({ attribution: { campaign: 'spring-2027', partnerClickRef: 'CLK-8842' } }),
    );
  });

  it('accepts a monthly purchase with the direct debit typed in this tab', async () => {
    const { widget, api, stores } = scripted(paid(true));
    stores.proposal.getState().load(proposal((p) => (p.direct_debit = v.parse(DirectDebitSchema, OWN_ACCOUNT))));
    await finishPurchase(widget, UUID);
    expect(api.acceptQuote).toHaveBeenCalledWith(UUID, OWN_ACCOUNT, undefined);
    // A monthly plan's value is its total payable, interest included.
    const accepted = await api.acceptQuote.mock.results[0]!.value;
    expect(widget.emit).toHaveBeenCalledWith(
      'purchase_completed',
      expect.objectContaining({ option: 'monthly', amount: Number(accepted.quote.monthly_total_payable), currency: 'GBP' }),
    );
  });

  it('accepts as paid in full, without bank details, when monthly was chosen but the quote offers no plan', async () => {
    const noPlan = (p: ReturnType<typeof proposal>) => {
      p.quote.monthly_payment = null;
      p.quote.monthly_installments = null;
    };
    const { widget, api, stores, emit } = scripted(proposal((p) => ((p.is_purchased = true), (p.is_pay_monthly = true), noPlan(p))));
    api.acceptQuote.mockImplementation(async () =>
      proposal((p) => ((p.is_purchased = p.is_accepted = p.is_pay_monthly = true), noPlan(p))),
    );
    stores.proposal.getState().load(proposal((p) => (p.direct_debit = v.parse(DirectDebitSchema, OWN_ACCOUNT))));
    await finishPurchase(widget, UUID);
    expect(api.acceptQuote).toHaveBeenCalledWith(UUID, undefined, undefined);
    expect(emit).toHaveBeenCalledWith('purchase_completed', expect.objectContaining({ option: 'annual', amount: 612.34 }));
  });

  it('after a reload (nothing typed in memory) accepts with the insurer’s copy of the direct debit', async () => {
    const server = paid(true);
    server.direct_debit = v.parse(DirectDebitSchema, { ...OWN_ACCOUNT, account_name: 'Amelia Hart' });
    const { widget, api } = scripted(server);
    await finishPurchase(widget, UUID);
    expect(api.acceptQuote).toHaveBeenCalledWith(UUID, { ...OWN_ACCOUNT, account_name: 'Amelia Hart' }, undefined);
  });

  it('carries on when the fingerprint script times out, logging the product’s error', async () => {
    const { widget, api, deviceRisk } = scripted();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    deviceRisk.blackbox.mockRejectedValue(new Error('IGLOO initialization timed out'));
    await expect(finishPurchase(widget, UUID)).resolves.toMatchObject({ kind: 'confirmed' });
    expect(log.mock.calls[0][0]).toContain('IGLOO initialization timed out');
    expect(api.deviceRisk).toHaveBeenCalledWith(UUID, '', true);
    expect(api.acceptQuote).toHaveBeenCalledOnce();
  });

  it('after her payment, goes to the Exception that says not to pay again when the quote is not accepted or the accept call fails', async () => {
    const { widget, api } = scripted();
    api.acceptQuote.mockResolvedValueOnce(paid());
    await expect(finishPurchase(widget, UUID)).resolves.toEqual({ kind: 'route', to: '/error/exception?paid' });
    api.acceptQuote.mockRejectedValueOnce(apiError(0, 'network'));
    await expect(finishPurchase(widget, UUID)).resolves.toEqual({ kind: 'route', to: '/error/exception?paid' });
  });

  it('sends her to choose a new cover start when accept refuses a start date that has passed (the payment refunded)', async () => {
    const { widget, api } = scripted();
    api.acceptQuote.mockRejectedValueOnce(apiError(422, 'start_date_passed'));
    await expect(finishPurchase(widget, UUID)).resolves.toEqual({ kind: 'route', to: `/quote/payment-option?uuid=${UUID}&start=passed` });
  });

  it('sends her to choose a new cover start when the card page took nothing because the start had passed', async () => {
    const { widget, api } = scripted(proposal((p) => (p.risk.start_date = '2020-01-01')));
    await expect(finishPurchase(widget, UUID)).resolves.toEqual({ kind: 'route', to: `/quote/payment-option?uuid=${UUID}&start=passed` });
    expect(api.acceptQuote).not.toHaveBeenCalled();
  });

  it('goes to Failed when the quote was not bought (a declined card)', async () => {
    const { widget, api } = scripted(proposal());
    await expect(finishPurchase(widget, UUID)).resolves.toEqual({ kind: 'route', to: `/quote/payment/failed?uuid=${UUID}` });
    expect(api.acceptQuote).not.toHaveBeenCalled();
  });

  it('accepts once when two arrivals overlap, and a later reload only shows the confirmation', async () => {
    const { widget, api } = scripted();
    const [first, second] = await Promise.all([finishPurchase(widget, UUID), finishPurchase(widget, UUID)]);
    expect(first).toBe(second);
    expect(api.acceptQuote).toHaveBeenCalledOnce();
    api.getProposal.mockResolvedValue(accepted());
    await expect(finishPurchase(widget, UUID)).resolves.toMatchObject({ kind: 'confirmed' });
    expect(api.acceptQuote).toHaveBeenCalledOnce();
  });

  it('still confirms when the portal link cannot be had', async () => {
    const { widget, api } = scripted(accepted());
    api.generatePortalLink.mockRejectedValue(apiError(409, 'not_accepted'));
    await expect(finishPurchase(widget, UUID)).resolves.toMatchObject({ kind: 'confirmed', portalUrl: null });
  });

  it('goes to the plain Exception when the proposal cannot be loaded (no payment known), and to the form without a uuid', async () => {
    const { widget, api } = scripted();
    api.getProposal.mockRejectedValue(apiError(404, 'not_found'));
    await expect(finishPurchase(widget, UUID)).resolves.toEqual({ kind: 'route', to: '/error/exception' });
    await expect(finishPurchase(widget, null)).resolves.toEqual({ kind: 'route', to: '/quote/create' });
  });
});
