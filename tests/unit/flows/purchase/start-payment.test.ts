import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPayment } from '../../../../src/flows/purchase/start-payment';
import { apiError, fakeWidget, PAGE, proposal, UUID } from './fixtures';

const PAY_URL = 'https://pay.provider.example/session/abc';

afterEach(() => vi.restoreAllMocks());

describe('startPayment', () => {
  it('loads the proposal, asks for the card page with this page’s /quote/complete as return_url, and frames it', async () => {
    const { widget, api, stores } = fakeWidget();
    api.getProposal.mockResolvedValue(proposal());
    api.requestPayment.mockResolvedValue(PAY_URL);
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'frame', url: PAY_URL, amount: 612.34, amountKind: 'premium', monthly: false });
    expect(api.requestPayment).toHaveBeenCalledWith(UUID, `https://www.juniper.example/car-insurance?utm_source=mail#/quote/complete?uuid=${UUID}`);
    expect(stores.proposal.getState().draft.uuid).toBe(UUID);
  });

  it('takes the deposit when paying monthly', async () => {
    const { widget, api } = fakeWidget();
    api.getProposal.mockResolvedValue(proposal((p) => (p.is_pay_monthly = true)));
    api.requestPayment.mockResolvedValue(PAY_URL);
    await expect(startPayment(widget, UUID, PAGE)).resolves.toMatchObject({ amount: 61.23, amountKind: 'deposit', monthly: true });
  });

  it('never asks to pay twice: a bought quote goes to the thank-you page', async () => {
    const { widget, api } = fakeWidget();
    api.getProposal.mockResolvedValue(proposal((p) => (p.is_purchased = true)));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: `/quote/thankyou?uuid=${UUID}` });
    expect(api.requestPayment).not.toHaveBeenCalled();
  });

  it('sends a referred quote to SiraDeclined and a passed start date back to the price screen', async () => {
    const { widget, api } = fakeWidget();
    api.getProposal.mockResolvedValueOnce(proposal((p) => (p.quote!.is_referred = true)));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: '/declined' });
    api.getProposal.mockResolvedValueOnce(proposal((p) => (p.risk.start_date = '2020-01-01')));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: `/quote/payment-option?uuid=${UUID}` });
    expect(api.requestPayment).not.toHaveBeenCalled();
  });

  it('refuses to frame a card page that is not https, and says so on the console', async () => {
    const { widget, api } = fakeWidget();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.getProposal.mockResolvedValue(proposal());
    api.requestPayment.mockResolvedValue('http://pay.provider.example/session/abc');
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: '/error/exception' });
    expect(log).toHaveBeenCalledOnce();
  });

  it('frames the API’s own origin over http (the sandbox in the demo)', async () => {
    const { widget, api } = fakeWidget({ apiBase: 'http://localhost:4173' });
    api.getProposal.mockResolvedValue(proposal());
    api.requestPayment.mockResolvedValue('http://localhost:4173/sandbox/pay/x.y');
    await expect(startPayment(widget, UUID, 'http://localhost:4173/#/quote/payment')).resolves.toMatchObject({ kind: 'frame' });
  });

  it('goes to Instalments when a monthly plan has no direct debit yet', async () => {
    const { widget, api } = fakeWidget();
    api.getProposal.mockResolvedValue(proposal((p) => (p.is_pay_monthly = true)));
    api.requestPayment.mockRejectedValue(apiError(409, 'direct_debit_required'));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: `/quote/instalments?uuid=${UUID}` });
  });

  it('loading the quote follows SPEC’s failure rule; the card page failing to open is always Exception; no uuid goes to the form', async () => {
    const { widget, api } = fakeWidget();
    api.getProposal.mockResolvedValue(proposal());
    api.requestPayment.mockRejectedValueOnce(apiError(500, 'internal_error'));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: '/error/exception' });
    api.requestPayment.mockRejectedValueOnce(apiError(0, 'network'));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: '/error/exception' });
    api.getProposal.mockRejectedValueOnce(apiError(0, 'network'));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: '/quote/declined' });
    await expect(startPayment(widget, null, PAGE)).resolves.toEqual({ kind: 'route', to: '/quote/create' });
  });
});
