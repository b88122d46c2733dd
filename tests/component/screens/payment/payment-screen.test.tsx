import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { frameAllowed } from '../../../../src/browser/payment-frame';
import { coverEnd, ordinalDate, todayIso } from '../../../../src/domain/dates';
import { PaymentComplete } from '../../../../src/screens/payment/payment-complete';
import { PaymentScreen } from '../../../../src/screens/payment/payment-screen';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { renderScreen } from '../../support/render-screen';

const PATH = `/quote/payment?uuid=${UUID}`;
const PAY_URL = 'https://pay.provider.example/session/abc';

function setup(saved = proposal(), payUrl = PAY_URL) {
  // Inside its route, as in the app: once it navigates away the screen is gone.
  return renderScreen(<Route path="/quote/payment" component={PaymentScreen} />, {
    path: PATH,
    routes: {
      [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: saved } }),
      [`POST /api/proposal/${UUID}/quote/payment`]: () => ({ payment_url: payUrl }),
    },
  });
}

// jsdom neither loads frames nor enforces a Content-Security-Policy, so whether the host page lets a
// frame open the return page is answered here (the e2e csp-blocked test asks a real browser).
vi.mock('../../../../src/browser/payment-frame', async (original) => ({
  ...(await original<typeof import('../../../../src/browser/payment-frame')>()),
  frameAllowed: vi.fn(async () => true),
}));

afterEach(() => vi.restoreAllMocks());

describe('Payment screen', () => {
  it('shows the premium to pay and frames the hosted card page, asking it to return to the widget’s return page', async () => {
    const { calls } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay for your policy' })).toBe(document.activeElement);
    expect(screen.getByRole('status').textContent).toContain('Loading the secure payment form');
    const frame = await screen.findByTitle('Secure card payment');
    expect(frame.getAttribute('src')).toBe(PAY_URL);
    expect(screen.getByText('£612.34')).toBeVisible();
    expect(screen.getByText('Your annual premium, including Insurance Premium Tax.')).toBeVisible();
    expect(screen.getByText('MQ-000123')).toBeVisible();
    const request = calls.find((c) => c.path.endsWith('/quote/payment'));
    const returnUrl = new URL((request?.body as { return_url: string }).return_url);
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe('http://cdn.test/motor-quote-return.html');
    expect(returnUrl.searchParams.get('mq_uuid')).toBe(UUID);
  });

  it('gives the cover’s start and its end the day before a year on, at 23:59, beside the card page', async () => {
    setup();
    const start = await screen.findByText('7th June 2030 at 00:01');
    expect(start.previousElementSibling?.textContent).toBe('Your cover starts');
    const end = screen.getByText('6th June 2031 at 23:59');
    expect(end.previousElementSibling?.textContent).toBe('Your cover ends');
  });

  it('gives a start today from the moment she buys, never a bare date', async () => {
    const today = todayIso();
    setup(proposal((p) => (p.risk.start_date = today)));
    expect(await screen.findByText(`${ordinalDate(today)}, from the moment you buy`)).toBeVisible();
    expect(screen.getByText(`${ordinalDate(coverEnd(today))} at 23:59`)).toBeVisible();
  });

  it('says her card is kept for an automatic renewal, which she can cancel with us or her card issuer, never that it is not stored', async () => {
    setup();
    await screen.findByTitle('Secure card payment');
    const secure = screen.getByText(/secure payment provider/);
    expect(secure.textContent).toBe(
      'Your card details go straight to our secure payment provider; we never see them. If you chose automatic renewal, the provider keeps your card to pay the renewal: you can cancel that with us or your card issuer.',
    );
    expect(secure.textContent).not.toMatch(/never see or store/);
  });

  it('moves on to the thank-you page when its own card frame returns, and ignores any other window or nonce', async () => {
    const { calls, current } = setup();
    const frame = (await screen.findByTitle('Secure card payment')) as HTMLIFrameElement;
    const request = calls.find((c) => c.path.endsWith('/quote/payment'));
    const nonce = new URL((request?.body as { return_url: string }).return_url).searchParams.get('mq_nonce');
    const post = (data: unknown, { source = frame.contentWindow, origin = 'http://cdn.test' } = {}) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

    post({ type: 'motorquote:payment-return', uuid: UUID, nonce }, { source: window });
    post({ type: 'motorquote:payment-return', uuid: UUID, nonce }, { origin: 'https://evil.example' });
    post({ type: 'motorquote:payment-return', uuid: UUID, nonce: 'guessed' });
    expect(current()).toBe(PATH);
    post({ type: 'motorquote:payment-return', uuid: UUID, nonce });
    await waitFor(() => expect(current()).toBe(`/quote/thankyou?uuid=${UUID}`));
  });

  it('grows its card frame to the height its own card page posts, from the provider’s origin only, within bounds', async () => {
    setup();
    const frame = (await screen.findByTitle('Secure card payment')) as HTMLIFrameElement;
    const post = (height: unknown, { source = frame.contentWindow, origin = 'https://pay.provider.example' } = {}) =>
      act(() =>
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'motorquote:card-frame-height', height }, origin, source })),
      );

    post(1200, { source: window });
    post(1200, { origin: 'https://evil.example' });
    post(1200, { origin: 'http://cdn.test' });
    expect(frame.style.height).toBe('');
    // Its 1px border on each side is added, so the page inside has all it asked for.
    post(1200);
    expect(frame.style.height).toBe('1202px');
    post('tall');
    expect(frame.style.height).toBe('1202px');
    post(99_999);
    expect(frame.style.height).toBe('3002px');
    post(10);
    expect(frame.style.height).toBe('322px');
  });

  it('shows the deposit when paying monthly, and Back goes to the credit agreement', async () => {
    const user = userEvent.setup();
    const { current } = setup(proposal((p) => (p.is_pay_monthly = true)));
    await screen.findByTitle('Secure card payment');
    expect(screen.getByText('£61.23')).toBeVisible();
    expect(screen.getByText(/The deposit for your monthly plan/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(current()).toBe(`/quote/credit-agreement?uuid=${UUID}`);
  });

  it('Back goes to the summary when paying in full', async () => {
    const user = userEvent.setup();
    const { current } = setup();
    await screen.findByTitle('Secure card payment');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(current()).toBe(`/quote/summary?uuid=${UUID}`);
  });

  it('when the host page would refuse to frame the return page, stays here and says no payment was taken, with no card page asked for', async () => {
    vi.mocked(frameAllowed).mockResolvedValueOnce(false);
    const { calls, current } = setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The secure payment form can’t open on this page, so no payment has been taken. Please call us on 0330 123 4567 to buy your policy.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Secure card payment')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/quote/payment'))).toBe(false);
    expect(current()).toBe(PATH);
  });

  it('never frames a card page that is not https: Exception instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { current } = setup(proposal(), 'http://pay.provider.example/session/abc');
    await waitFor(() => expect(current()).toBe('/error/exception'));
    expect(screen.queryByTitle('Secure card payment')).toBeNull();
  });

  it.each([
    'javascript:window.__pwned=1',
    'data:text/html,<script>window.__pwned=1</script>',
    'http://evil.example/pay',
    'https://pay.bank.example@evil.example/',
  ])('refuses the card page address %s with one console line saying why, and goes to Exception', async (address) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { current, container } = setup(proposal(), address);
    await waitFor(() => expect(current()).toBe('/error/exception'));
    expect(container.querySelector('iframe')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('card payment address that is neither https nor on the API’s own origin'));
  });
});

describe('/quote/complete', () => {
  it('opened as a whole page (not in the card frame), moves on to the thank-you route', async () => {
    const { current } = renderScreen(<PaymentComplete />, { path: `/quote/complete?uuid=${UUID}` });
    await waitFor(() => expect(current()).toBe(`/quote/thankyou?uuid=${UUID}`));
  });
});
