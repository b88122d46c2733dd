import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { TEXT_MAX } from '../../../../src/contract/common';
import { RecallScreen } from '../../../../src/screens/recall/recall-screen';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { renderScreen } from '../../support/render-screen';
import { reply, type FakeRoutes } from '../../support/fake-fetch';

function setup(recall: FakeRoutes[string], path = '/quote/recall') {
  return renderScreen(<Route path="/quote/recall" component={RecallScreen} />, { path, routes: { 'POST /api/proposal/recall': recall } });
}

/** The proposal's access token the recall answer hands out. */
const TOKEN = 'recalled-access-token-0123456789abcdef';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Quote reference'), 'MQ-000123');
  await user.type(screen.getByLabelText('Postcode'), 'LS6 2AB');
  await user.type(screen.getByLabelText('Date of birth'), '14031988');
}

describe('Retrieve a Quote', () => {
  it('opens the recalled quote on the price screen, sending the date of birth as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const saved = proposal();
    const { calls, current } = setup(() => ({ proposal: saved, quote: saved.quote, access_token: TOKEN }));
    expect(screen.getByRole('heading', { level: 1, name: 'Retrieve a Quote' })).toBe(document.activeElement);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Retrieve my quote' }));
    await waitFor(() => expect(current()).toBe(`/quote/payment-option?uuid=${UUID}`));
    expect(calls[0].body).toEqual({ reference: 'MQ-000123', postcode: 'LS6 2AB', dob: '1988-03-14' });
  });

  it('says a bought policy is bought, with its receipt and the portal, and opens nothing', async () => {
    const user = userEvent.setup();
    const receipt = { reference: 'MQ-000123', start_date: '2030-03-14', portal_url: 'https://api.example.co.uk/sandbox/portal' };
    const { current } = setup(() => ({ receipt }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Retrieve my quote' }));
    await screen.findByText('This policy is already bought');
    expect(screen.getByText('MQ-000123').textContent).toBe('MQ-000123');
    expect(screen.getByText(/14(th)? March 2030|14\/03\/2030/).textContent).toMatch(/2030/);
    expect(screen.getByRole('link', { name: /Go to your online account|portal|account/i }).getAttribute('href')).toBe(receipt.portal_url);
    expect(screen.queryByLabelText('Quote reference')).toBeNull();
    expect(current()).toBe('/quote/recall');
  });

  it('lists what is missing, and submits with Enter once fixed', async () => {
    const user = userEvent.setup();
    const saved = proposal();
    const { calls, current } = setup(() => ({ proposal: saved, quote: null, access_token: TOKEN }));
    await user.click(screen.getByRole('button', { name: 'Retrieve my quote' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link')).toHaveLength(3);
    // Nothing is sent, so no 'Please wait' dialog comes between the press and the summary taking focus.
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    await fill(user);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(current()).toBe(`/quote/payment-option?uuid=${UUID}`));
    expect(calls).toHaveLength(1);
  });

  it('replaces the fields with the product’s not-found message; Try again brings them back as typed', async () => {
    const user = userEvent.setup();
    setup(() => reply(404, { code: 'not_found', message: 'No quote matches' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Retrieve my quote' }));
    await screen.findByText(
      /couldn’t find a quote matching those details, please try again\. If you keep seeing this message, please call us on/,
    );
    expect(screen.queryByLabelText('Quote reference')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((screen.getByLabelText('Quote reference') as HTMLInputElement).value).toBe('MQ-000123');
  });

  it('explains a deep link that could not be read, above the fields', async () => {
    setup(() => ({}), '/quote/recall?reason=invalid-link');
    expect(screen.getByText('We couldn’t open your quote from that link')).toBeVisible();
    expect(screen.getByLabelText('Quote reference')).toBeInTheDocument();
  });

  it('asks for the quote’s details when its address was opened without its access token (another device, a shared link)', async () => {
    setup(() => ({}), '/quote/recall?reason=locked');
    expect(screen.getByText('Confirm it’s your quote')).toBeVisible();
    expect(screen.getByText(/a saved quote opens only where it was made/)).toBeVisible();
    expect(screen.getByLabelText('Quote reference')).toBeInTheDocument();
    expect(screen.queryByText('We couldn’t open your quote from that link')).toBeNull();
  });

  it('says when to try again after too many attempts, keeping the fields as typed', async () => {
    const user = userEvent.setup();
    setup(() => reply(429, { code: 'rate_limited', message: 'Too many attempts', retry_after: 601 }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Retrieve my quote' }));
    expect(await screen.findByText('Too many attempts')).toBeVisible();
    expect(screen.getByText(/Please try again in 11 minutes, or call us on 0330 123 4567/)).toBeVisible();
    expect((screen.getByLabelText('Quote reference') as HTMLInputElement).value).toBe('MQ-000123');
    expect(screen.getByRole('button', { name: 'Retrieve my quote' })).toBeVisible();
  });

  it('says when to try again when a deep link was rate-limited', () => {
    setup(() => ({}), '/quote/recall?reason=rate-limited&minutes=15');
    expect(screen.getByText(/Please try again in 15 minutes/)).toBeVisible();
    expect(screen.getByLabelText('Quote reference')).toBeInTheDocument();
  });

  it('stops typing where the API would refuse the text', () => {
    setup(() => ({}));
    expect((screen.getByLabelText('Quote reference') as HTMLInputElement).maxLength).toBe(TEXT_MAX.short);
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).maxLength).toBe(TEXT_MAX.short);
  });

  it('Back goes to the quote form', async () => {
    const user = userEvent.setup();
    const { current } = setup(() => ({}));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(current()).toBe('/quote/create');
  });
});
