import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameAllowed } from '../../../../src/browser/payment-frame';
import { startPayment } from '../../../../src/flows/purchase/start-payment';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { apiError, purchaseWidget, PAGE, RETURN_PAGE } from './fixtures';

const PAY_URL = 'https://pay.provider.example/session/abc';

// Whether the host page lets a frame open the return page is the browser's answer (the e2e
// csp-blocked test asks a real one); here the page allows it unless a test says otherwise.
vi.mock('../../../../src/browser/payment-frame', async (original) => ({
  ...(await original<typeof import('../../../../src/browser/payment-frame')>()),
  frameAllowed: vi.fn(async () => true),
}));

afterEach(() => vi.restoreAllMocks());

describe('startPayment', () => {
  it('loads the proposal, asks for the card page returning to the widget’s return page with a new nonce, and frames it', async () => {
    const { widget, api, stores } = purchaseWidget();
    api.getProposal.mockResolvedValue(proposal());
    api.requestPayment.mockResolvedValue(PAY_URL);
    const started = await startPayment(widget, UUID, PAGE);
    expect(started).toMatchObject({ kind: 'frame', url: PAY_URL, amount: 612.34, amountKind: 'premium', monthly: false });
    const returnUrl = new URL(api.requestPayment.mock.calls[0][1]);
    expect(returnUrl.origin + returnUrl.pathname).toBe(RETURN_PAGE);
    const nonce = returnUrl.searchParams.get('mq_nonce');
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(started).toMatchObject({ expect: { uuid: UUID, nonce, origin: 'https://cdn.motor-quote.example' } });
    expect(stores.proposal.getState().draft.uuid).toBe(UUID);

    // Every card page opened gets its own nonce: an old frame's message cannot finish a new payment.
    await startPayment(widget, UUID, PAGE);
    expect(new URL(api.requestPayment.mock.calls[1][1]).searchParams.get('mq_nonce')).not.toBe(nonce);
  });

  it('opens no card page when no return page is known (the ES module without paymentReturnUrl), and says how to fix it', async () => {
    const { widget, api } = purchaseWidget();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(widget, { paymentReturnPage: null });
    api.getProposal.mockResolvedValue(proposal());
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: '/error/exception' });
    expect(api.requestPayment).not.toHaveBeenCalled();
    expect(log.mock.calls[0][0]).toContain('paymentReturnUrl');
  });

  it('asks for no card page when the host page would refuse to frame the return page, and asks the browser about that page', async () => {
    const { widget, api } = purchaseWidget();
    api.getProposal.mockResolvedValue(proposal());
    vi.mocked(frameAllowed).mockResolvedValueOnce(false);
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'blocked' });
    expect(frameAllowed).toHaveBeenLastCalledWith(RETURN_PAGE);
    expect(api.requestPayment).not.toHaveBeenCalled();
  });

  it('takes the deposit when paying monthly', async () => {
    const { widget, api } = purchaseWidget();
    api.getProposal.mockResolvedValue(proposal((p) => (p.is_pay_monthly = true)));
    api.requestPayment.mockResolvedValue(PAY_URL);
    await expect(startPayment(widget, UUID, PAGE)).resolves.toMatchObject({ amount: 61.23, amountKind: 'deposit', monthly: true });
  });

  it('never asks to pay twice: a bought quote goes to the thank-you page', async () => {
    const { widget, api } = purchaseWidget();
    api.getProposal.mockResolvedValue(proposal((p) => (p.is_purchased = true)));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: `/quote/thankyou?uuid=${UUID}` });
    expect(api.requestPayment).not.toHaveBeenCalled();
  });

  it('sends her to choose a new cover start when the insurer’s day has passed it (its clock, not this device’s)', async () => {
    const { widget, api } = purchaseWidget();
    api.getProposal.mockResolvedValue(proposal());
    api.requestPayment.mockRejectedValue(apiError(422, 'start_date_passed'));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({
      kind: 'route',
      to: `/quote/payment-option?uuid=${UUID}&start=passed`,
    });
  });

  it('sends a referred quote to Referred and a passed start date back to the price screen', async () => {
    const { widget, api } = purchaseWidget();
    api.getProposal.mockResolvedValueOnce(proposal((p) => (p.quote!.is_referred = true)));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: `/declined?uuid=${UUID}` });
    api.getProposal.mockResolvedValueOnce(proposal((p) => (p.risk.start_date = '2020-01-01')));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({
      kind: 'route',
      to: `/quote/payment-option?uuid=${UUID}&start=passed`,
    });
    expect(api.requestPayment).not.toHaveBeenCalled();
  });

  it('refuses to frame a card page that is not https, and says so on the console', async () => {
    const { widget, api } = purchaseWidget();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.getProposal.mockResolvedValue(proposal());
    api.requestPayment.mockResolvedValue('http://pay.provider.example/session/abc');
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: '/error/exception' });
    expect(log).toHaveBeenCalledOnce();
  });

  it('frames the API’s own origin over http (the sandbox in the demo)', async () => {
    const { widget, api } = purchaseWidget({ apiBase: 'http://localhost:4173' });
    api.getProposal.mockResolvedValue(proposal());
    api.requestPayment.mockResolvedValue('http://localhost:4173/sandbox/pay/x.y');
    await expect(startPayment(widget, UUID, 'http://localhost:4173/#/quote/payment')).resolves.toMatchObject({ kind: 'frame' });
  });

  it('goes to Instalments when a monthly plan has no direct debit yet', async () => {
    const { widget, api } = purchaseWidget();
    api.getProposal.mockResolvedValue(proposal((p) => (p.is_pay_monthly = true)));
    api.requestPayment.mockRejectedValue(apiError(409, 'direct_debit_required'));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: `/quote/instalments?uuid=${UUID}` });
  });

  it('goes to sign the credit agreement when a monthly plan’s is not signed for the quote as it stands', async () => {
    const { widget, api } = purchaseWidget();
    api.getProposal.mockResolvedValue(proposal((p) => (p.is_pay_monthly = true)));
    api.requestPayment.mockRejectedValue(apiError(409, 'agreement_required'));
    await expect(startPayment(widget, UUID, PAGE)).resolves.toEqual({ kind: 'route', to: `/quote/credit-agreement?uuid=${UUID}` });
  });

  it('loading the quote follows the product’s failure rule; the card page failing to open is always Exception; no uuid goes to the form', async () => {
    const { widget, api } = purchaseWidget();
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
