/**
 * The quote changed under the customer: a save refused as stale shows
 * the latest quote with a plain notice and keeps what she typed; a price moved while paying sends
 * her back to a fresh card page at the new amount, with the reason.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../../../src/contract/proposal';
import { ChangeNotice } from '../../../../src/app/layout/change-notice';
import { RouteTable } from '../../../../src/app/route-table';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch, reply } from '../../support/fake-fetch';
import { quotedProposal, UUID } from '../../../support/addons-proposal';

const USES = { name: 'insurer.pc_class_of_use', options: [{ value: 'SDPC', name: 'Social, domestic and pleasure, including commuting' }] };
const STALE = reply(412, { code: 'stale_version', message: 'changed elsewhere' });

const at = (version: number, change: (p: Proposal & { quote: NonNullable<Proposal['quote']> }) => void = () => {}) =>
  quotedProposal((p) => {
    (p as Proposal & { version: number }).version = version;
    change(p);
  });

describe('the quote changed in another window', () => {
  it('a stale save on the summary loads the latest quote, says so, and keeps what she typed', async () => {
    const user = userEvent.setup();
    let proposal = at(3);
    const latest = at(5, (p) => {
      p.quote.reference = 'MQ-LATEST-0005';
    });
    const api = fakeFetch({
      [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal } }),
      'GET /api/list/insurer.pc_class_of_use': () => ({ list: USES }),
      [`POST /api/proposal/${UUID}/confirm`]: () => {
        proposal = latest;
        return STALE;
      },
    });
    renderWidget(
      <>
        <ChangeNotice />
        <RouteTable />
      </>,
      { path: `/quote/summary?uuid=${UUID}`, fetch: api.fetch },
    );
    const renew = await screen.findByRole('group', { name: 'Would you like your policy to renew automatically?' });
    await user.click(within(renew).getByLabelText('No'));
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const notice = await screen
      .findByRole('status', { name: '' })
      .catch(() => screen.findByText('Your quote was changed in another window'));
    expect(notice).toBeVisible();
    expect(await screen.findByText('Your quote was changed in another window')).toBeVisible();
    expect(screen.getByText(/We’ve loaded the latest version/)).toBeVisible();
    expect(await screen.findByText('MQ-LATEST-0005')).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Would you like your policy to renew automatically?' })).getByLabelText('No'),
    ).toBeChecked();
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    // Nothing went on to the payment.
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/proposal/${UUID}/confirm`]);
  }, 20_000);

  it('says what the other window changed and the new price', async () => {
    const user = userEvent.setup();
    let proposal = at(3);
    const latest = at(5, (p) => {
      p.risk.voluntary_excess = 500;
      p.quote.metadata.premium_subtotal = 480.1;
    });
    const api = fakeFetch({
      [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal } }),
      'GET /api/list/insurer.pc_class_of_use': () => ({ list: USES }),
      [`POST /api/proposal/${UUID}/confirm`]: () => {
        proposal = latest;
        return STALE;
      },
    });
    renderWidget(
      <>
        <ChangeNotice />
        <RouteTable />
      </>,
      { path: `/quote/summary?uuid=${UUID}`, fetch: api.fetch },
    );
    await screen.findByRole('group', { name: 'Would you like your policy to renew automatically?' });
    await user.click(
      within(screen.getByRole('group', { name: 'Would you like your policy to renew automatically?' })).getByLabelText('No'),
    );
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const what = await screen.findByText(/^What is different now:/);
    expect(what.textContent).toBe('What is different now: Voluntary excess: £500.');
    expect(screen.getByText(/^Your price is now/).textContent).toBe('Your price is now £480.10.');
  }, 20_000);

  it('a price moved while paying goes back to a fresh card page at the new amount, with the reason', async () => {
    const paidAt = at(3);
    const now = at(4, (p) => {
      p.quote.premium = 589.28;
    });
    const api = fakeFetch({
      [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: now } }),
      [`POST /api/proposal/${UUID}/quote/payment`]: () => ({ payment_url: 'http://sandbox.test/sandbox/pay/abc' }),
    });
    const { widget, location } = renderWidget(
      <>
        <ChangeNotice />
        <RouteTable />
      </>,
      { path: '/quote/complete', fetch: api.fetch },
    );
    // This tab opened the card page at version 3; another window has since moved the quote to 4.
    widget.stores.proposal.getState().load(paidAt);
    widget.stores.proposal.getState().setVersion(UUID, 3);
    act(() => location.navigate(`/quote/thankyou?uuid=${UUID}`));

    expect(await screen.findByRole('heading', { name: 'Pay for your policy' })).toBeVisible();
    expect(screen.getByText('The price changed while you were paying')).toBeVisible();
    expect(screen.getByText(/Nothing has been taken from your card/)).toBeVisible();
    expect(await screen.findByText('£589.28')).toBeVisible();
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/quote/payment'))).toBe(true));
    // Never accepted at the old price.
    expect(api.calls.some((c) => c.path.endsWith('/quote/accept'))).toBe(false);
  }, 20_000);
});
