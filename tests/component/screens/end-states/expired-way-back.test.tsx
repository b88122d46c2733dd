/**
 * The timeout that loses nothing and a dead token's notice:
 * docs/security.md#data-that-ends-with-the-sale.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { expireSession } from '../../../../src/flows/session/expire-session';
import { Expired } from '../../../../src/screens/end-states/expired';
import { RecallScreen } from '../../../../src/screens/recall/recall-screen';
import { ThankYouScreen } from '../../../../src/screens/thank-you/thank-you-screen';
import { proposal as unsaved } from '../../../support/proposal';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { renderScreen } from '../../support/render-screen';

const TOKEN = 'recalled-access-token-0123456789abcdef';

function setup() {
  const saved = proposal();
  return renderScreen(
    <Switch>
      <Route path="/quote/session-expired" component={Expired} />
      <Route path="/quote/recall" component={RecallScreen} />
    </Switch>,
    {
      path: '/quote/create',
      routes: { 'POST /api/proposal/recall': () => ({ proposal: saved, quote: saved.quote, access_token: TOKEN }) },
    },
  );
}

describe('Session expired: the way back', () => {
  it('a quoted customer retrieves her quote with its reference filled in, proving it is her with postcode and date of birth', async () => {
    const user = userEvent.setup();
    const { widget, location, current, calls } = setup();
    widget.stores.proposal.getState().load(proposal());
    widget.stores.proposal.getState().setAccess(UUID, 'old-token-0123456789abcdef0123456789');
    act(() => location.navigate(expireSession(widget)));
    expect(screen.getByRole('heading', { level: 1, name: 'Your session has expired' })).toBeVisible();
    expect(screen.getByText(/Your quote MQ-000123 is saved: enter your postcode and date of birth/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retrieve your quote' }));
    expect(current()).toBe('/quote/recall');
    expect((screen.getByLabelText('Quote reference') as HTMLInputElement).value).toBe('MQ-000123');
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText('Postcode'), 'LS6 2AB');
    await user.type(screen.getByLabelText('Date of birth'), '14031988');
    await user.click(screen.getByRole('button', { name: 'Retrieve my quote' }));
    await waitFor(() => expect(current()).toBe(`/quote/payment-option?uuid=${UUID}`));
    expect(calls[0]!.body).toEqual({ reference: 'MQ-000123', postcode: 'LS6 2AB', dob: '1988-03-14' });
    expect(widget.stores.proposal.getState().resume).toBeNull();
  });

  it('a form not quoted yet continues with the car and cover kept, her own details to enter again', async () => {
    const user = userEvent.setup();
    const { widget, location, current } = setup();
    widget.stores.proposal.getState().load(unsaved());
    act(() => location.navigate(expireSession(widget)));
    expect(screen.getByText(/We’ve kept your answers about the car and your cover/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue your quote' }));
    expect(current()).toBe('/quote/create');
    expect(widget.stores.proposal.getState().draft.risk.vehicle.registration).toBe('AB12CDE');
    expect(widget.stores.proposal.getState().draft.risk.proposer.name.surname).toBeNull();
  });

  it('opened with nothing to come back to, it offers a new quote first and never claims a saved one', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Retrieve your quote' })).toBeNull();
    expect(screen.queryByText(/is saved/)).toBeNull();
  });
});

describe('Retrieve a Quote after the API ended the quote’s access', () => {
  it.each([
    ['expired', 'We closed your quote to keep your details safe', /hadn’t been used for a while/],
    ['revoked', 'Your quote was opened somewhere else', /retrieved in another window or on another device, or the policy has been bought/],
  ])('says why (%s), above the fields', (reason, title, body) => {
    renderScreen(<Route path="/quote/recall" component={RecallScreen} />, { path: `/quote/recall?reason=${reason}` });
    expect(screen.getByText(title)).toBeVisible();
    expect(screen.getByText(body)).toBeVisible();
    expect(screen.getByLabelText('Quote reference')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Retrieve a Quote' })).toBeVisible();
  });
});

describe('Thank-you page reloaded after the sale', () => {
  it('shows the confirmation from the receipt alone, asking the API nothing and naming no address', async () => {
    // What a sale leaves in the tab's storage (the proposal store's key for a host without an id).
    const receipt = { uuid: UUID, reference: 'MQ-000123', startDate: '2030-06-07', sourceOfBusiness: '105' };
    sessionStorage.setItem('motor-quote:widget:proposal', JSON.stringify({ state: { receipt, access: null }, version: 1 }));
    const { calls } = renderScreen(<Route path="/quote/thankyou" component={ThankYouScreen} />, { path: `/quote/thankyou?uuid=${UUID}` });
    // Cover that starts on a later day is not yet in force: the title says when it starts.
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you. Your cover starts on 7th June 2030' })).toBeVisible();
    expect(screen.getByText('MQ-000123')).toBeVisible();
    expect(screen.getByText('7th June 2030 at 00:01')).toBeVisible();
    expect(screen.getByText('Thank you for choosing us through CompareCover.')).toBeVisible();
    expect(screen.getByText(/emailed your policy documents to you/)).toBeVisible();
    expect(screen.getByText(/Your welcome email has a link to your customer portal/)).toBeVisible();
    // Her answers left the tab with the sale: the statement built from them is in the e-mail.
    expect(screen.getByText('Your demands and needs statement is in your confirmation e-mail.')).toBeVisible();
    expect(calls).toHaveLength(0);
    sessionStorage.clear();
  });
});
