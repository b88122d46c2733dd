import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../../../src/contract/proposal';
import { PricePresentationScreen } from '../../../../src/screens/price-presentation/price-presentation-screen';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { PATH, priceRoutes, quoted, UUID } from './fixtures';

function renderPrice(proposal: Proposal, next?: (saved: Proposal) => Proposal) {
  const api = fakeFetch(priceRoutes(proposal, next));
  const view = renderWidget(<PricePresentationScreen />, { path: PATH, fetch: api.fetch });
  return { ...view, calls: api.calls, user: userEvent.setup() };
}

const ready = () => screen.findByRole('heading', { level: 1, name: 'Your car insurance quote' });
const repriced =
  (premium: number, monthly: number) =>
  (saved: Proposal): Proposal => ({ ...saved, quote: { ...saved.quote!, premium, monthly_payment: monthly } });
const region = (name: string) => screen.getByRole('region', { name });

describe('PricePresentationScreen', () => {
  it('shows the annual price first and focuses the heading', async () => {
    renderPrice(quoted());
    const heading = await ready();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const card = region('Your price');
    expect(within(card).getByText('£420.30', { selector: '.mq-price-headline__figure' })).toBeVisible();
    expect(within(card).getByRole('radio', { name: 'Pay in full' })).toHaveProperty('checked', true);
    // A monthly figure is on the page (the Pay monthly option), so its representative example is too.
    const example = region('Representative example');
    expect(within(example).getByText('Representative APR')).toBeInstanceOf(HTMLElement);
    expect(within(example).getByText(/Paying monthly is a loan from Hedgerow Premium Finance Ltd \(demo\)/)).toBeInstanceOf(HTMLElement);
    expect(within(example).getByText(/renewing monthly means a new credit agreement/)).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('Underwritten by Juniper Underwriting Ltd (demo).')).toBeInstanceOf(HTMLElement);
  });

  it('switches to monthly on click and presents the representative example', async () => {
    const { user, widget } = renderPrice(quoted());
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Pay monthly' }));
    expect(widget.stores.proposal.getState().draft.is_pay_monthly).toBe(true);
    expect(screen.getByText('£41.58', { selector: '.mq-price-headline__figure' })).toBeVisible();
    const example = region('Representative example');
    const value = (term: string) => within(example).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Deposit')).toBe('£42.03');
    expect(value('Monthly payments')).toBe('10 payments of £41.58');
    expect(value('Total amount payable')).toBe('£457.83');
    expect(value('Representative APR')).toBe('23.3%');
    expect(within(example).getByText('Paying monthly costs £37.53 more than paying in full.')).toBeVisible();
    await user.click(within(example).getByRole('button', { name: 'Read the Direct Debit Guarantee' }));
    expect(screen.getByRole('dialog', { name: 'The Direct Debit Guarantee' }).textContent).toContain('full and immediate refund');
  });

  it('offers no monthly choice when the quote has no instalments', async () => {
    renderPrice(quoted(undefined, { monthly_payment: null, monthly_installments: null }));
    await ready();
    expect(screen.queryByRole('radio', { name: 'Pay monthly' })).toBeNull();
    expect(screen.getByText('Monthly payments are not available for this quote.')).toBeVisible();
  });

  it('holds a new excess until Confirm & requote, then re-quotes and announces the difference politely', async () => {
    const { user, calls } = renderPrice(quoted(), repriced(396.9, 39.24));
    await ready();
    const proceed = screen.getByRole('button', { name: 'Continue' });
    await user.selectOptions(screen.getByLabelText('Voluntary excess'), '500');
    expect(proceed).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Confirm & requote' }));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(status.textContent).toBe('Your price has been updated: £396.90 a year, £23.40 less than before.'));
    const saved = calls.find((c) => c.method === 'POST' && c.path === `/api/proposal/${UUID}`);
    expect((saved?.body as Proposal).risk.voluntary_excess).toBe(500);
    expect(calls.some((c) => c.path === `/api/proposal/${UUID}/requote`)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Confirm & requote' })).toBeNull();
    expect(proceed).toHaveProperty('disabled', false);
    // Its button gone, focus is on the new price, not the page's body (WCAG 2.4.3).
    expect(document.activeElement?.textContent).toContain('£396.90');
    expect(document.activeElement?.contains(status)).toBe(true);
  });

  it('lets a changed excess be undone without a re-quote, focus back on the excess', async () => {
    const { user, calls } = renderPrice(quoted());
    await ready();
    await user.selectOptions(screen.getByLabelText('Voluntary excess'), '0');
    await user.click(screen.getByRole('button', { name: 'Keep £250' }));
    expect(screen.queryByRole('button', { name: 'Confirm & requote' })).toBeNull();
    // Its button gone, focus is back in the excess she kept, not on the page's body (WCAG 2.4.3).
    expect(screen.getByLabelText('Voluntary excess')).toHaveFocus();
    expect(screen.getByLabelText('Voluntary excess')).toHaveValue('250');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('enables the voluntary excess for comprehensive cover only', async () => {
    renderPrice(quoted((p) => (p.risk.vehicle.cover_type = 'TPFT')));
    await ready();
    expect(screen.getByLabelText('Voluntary excess')).toHaveProperty('disabled', true);
    expect(screen.getByText('You can choose a voluntary excess with comprehensive cover only.')).toBeVisible();
  });

  it('lists excesses with windscreen apart, and voluntary N/A when none is granted', async () => {
    renderPrice(quoted((p) => (p.risk.voluntary_excess = 0), { granted_voluntary_excess: 0 }));
    await ready();
    const rows = within(region('Excesses'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Compulsory excess£250.00',
      'Voluntary excessN/A',
      'Total excess£250.00',
      'Windscreen excess (Amelia Hart)£100.00',
    ]);
  });

  it('shows endorsements sanitised, by code ascending, noting that driving other cars is excluded without 39', async () => {
    renderPrice(quoted());
    await ready();
    const endorsements = region('Endorsements');
    expect(
      within(endorsements)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['01 - Windscreen', '07 - Approved repairer']);
    expect(endorsements.querySelector('script')).toBeNull();
    expect(within(endorsements).getByText('Driving other cars is excluded')).toBeVisible();
  });

  it('opens the tracking-device warning on load for endorsement 41, then the removed add-on notice', async () => {
    const { user } = renderPrice(
      quoted((p) => (p.removed_addons = [{ code: 'EPA', description: 'Enhanced Personal Accident Cover' }]), {
        endorsements: [{ text: '<h4>41 - Tracking device</h4><p>Theft needs a tracker.</p>', extra_info: '41' }],
      }),
    );
    // The dialog opens at once and hides the page behind it from assistive technology.
    const tracker = await screen.findByRole('dialog', { name: 'A tracking device is needed for theft cover' });
    await user.click(within(tracker).getByRole('button', { name: 'I understand' }));
    const removed = await screen.findByRole('dialog', { name: 'Enhanced Personal Accident Cover is no longer available' });
    expect(within(removed).getByText('Enhanced Personal Accident Cover')).toBeVisible();
    await user.click(within(removed).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // The insurer's own scale, unlike any constant in the widget: the screen must show what the quote says.
  const INSURER_NCD = {
    available: true,
    price: 40.99,
    monthly_price: 4.51,
    step_back: [
      { years: 0, average_discount: 0, unprotected: [0, 0], protected: [0, 0] },
      { years: 3, average_discount: 25, unprotected: [1, 0], protected: [3, 1] },
      { years: 5, average_discount: 40, unprotected: [2, 0], protected: [5, 3] },
    ],
  };

  it('offers NCD protection as its own choice with its cost, never by editing her details, and requotes when she adds it', async () => {
    const withProtection = (saved: Proposal): Proposal => ({ ...saved, quote: { ...saved.quote!, premium: 461.29 } });
    const { user, calls, widget } = renderPrice(quoted(undefined, { ncd_protection: INSURER_NCD }), withProtection);
    await ready();
    const ncd = region('No Claims Discount (NCD)');
    expect(
      within(ncd).getByText(
        'You have 6 years of no claims discount. Customers with 6 years had an average discount of 40% last year: an average, not your own discount.',
      ),
    ).toBeVisible();
    expect(within(ncd).getByText('You can add no claims discount protection to this policy for £40.99 a year.')).toBeVisible();
    expect(within(ncd).getByText(/does not keep your discount whole or protect your price/)).toBeVisible();
    expect(ncd.textContent).not.toMatch(/edit your details/i);

    await user.click(within(ncd).getByRole('button', { name: 'Add NCD protection' }));
    await waitFor(() => expect(within(ncd).getByText('No claims discount protection is in your price: £40.99 a year.')).toBeVisible());
    const saved = calls.find((c) => c.method === 'POST' && c.path === `/api/proposal/${UUID}`)?.body as Proposal;
    expect(saved.protect_ncd).toBe(true);
    // Her answer about her past cover is a fact, never changed to buy protection.
    expect(saved.risk.previous_insurance?.ncd.is_protected).toBe(false);
    expect(calls.some((c) => c.path === `/api/proposal/${UUID}/requote`)).toBe(true);
    expect(widget.stores.proposal.getState().draft.protect_ncd).toBe(true);
    expect(screen.getByText('£461.29', { selector: '.mq-price-headline__figure' })).toBeVisible();
    expect(within(ncd).getByRole('button', { name: 'Remove NCD protection' })).toBeVisible();
  });

  it('shows the monthly cost of protection to a customer paying monthly', async () => {
    renderPrice(quoted((p) => (p.is_pay_monthly = true), { ncd_protection: INSURER_NCD }));
    await ready();
    expect(
      within(region('No Claims Discount (NCD)')).getByText(
        'You can add no claims discount protection to this policy for £40.99 a year (£4.51 a month).',
      ),
    ).toBeVisible();
  });

  it('offers no protection the insurer does not offer', async () => {
    renderPrice(quoted(undefined, { ncd_protection: { ...INSURER_NCD, available: false, price: null, monthly_price: null } }));
    await ready();
    expect(within(region('No Claims Discount (NCD)')).queryByRole('button', { name: 'Add NCD protection' })).toBeNull();
  });

  it('explains NCD protection with the insurer’s step-back tables and average discounts from the quote, marking her level', async () => {
    const { user } = renderPrice(quoted(undefined, { ncd_protection: INSURER_NCD }));
    await ready();
    await user.click(screen.getByRole('button', { name: 'How NCD protection works' }));
    const dialog = screen.getByRole('dialog', { name: 'How no claims discount protection works' });
    expect(within(dialog).getByText(/does not protect the price of your insurance: your premium may still go up/)).toBeVisible();
    const averages = within(dialog).getByRole('table', { name: 'Average discount by claim-free years, last year' });
    expect(
      within(averages)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Claim-free yearsAverage discount', '00%', '325%', '5+40%']);
    const without = within(dialog).getByRole('table', { name: /without protection/ });
    const withIt = within(dialog).getByRole('table', { name: /with protection/ });
    const row = (table: HTMLElement, name: RegExp) => within(table).getByRole('rowheader', { name }).parentElement!.textContent;
    expect(
      within(without)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Years now', '1 claim', '2 claims']);
    expect(row(without, /^3/)).toBe('310');
    expect(row(withIt, /^3/)).toBe('331');
    expect(row(withIt, /^5\+/)).toBe('5+ (yours)53');
  });

  it('clears every tpa_ field when the authority is switched off', async () => {
    const { user, widget } = renderPrice(quoted());
    await ready();
    const toggle = screen.getByRole('switch', { name: 'Name someone to speak to us on your behalf' });
    await user.click(toggle);
    await user.type(screen.getByLabelText('Their first name'), 'Tom');
    await user.type(screen.getByLabelText('Their email address'), 'tom@example.com');
    await user.click(toggle);
    expect(screen.queryByLabelText('Their first name')).toBeNull();
    const fields = widget.stores.proposal.getState().draft.risk.userfields;
    expect([fields.has_third_party_authority, fields.tpa_forename, fields.tpa_email]).toEqual([false, null, null]);
  });

  it('shows Special Offers only for a partner’s quote', async () => {
    renderPrice(quoted((p) => (p.risk.source_of_business = '114')));
    await ready();
    expect(within(region('Special Offers')).getByText(/QuoteHound/)).toBeVisible();
  });

  it('hides Special Offers for a direct (Website) quote', async () => {
    renderPrice(quoted());
    await ready();
    expect(screen.queryByRole('heading', { name: 'Special Offers' })).toBeNull();
  });

  it('continues to Addons with the payment options, and Back goes to the edit form', async () => {
    const { user, calls, location } = renderPrice(quoted());
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Pay monthly' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/quote/addons?uuid=${UUID}`));
    const saved = calls.find((c) => c.path === `/api/proposal/${UUID}/payment-option`);
    expect(saved?.body).toMatchObject({ check: null, is_pay_monthly: true, risk: { vehicle: { registration: 'AB12CDE' } } });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location.history.at(-1)).toBe(`/quote/edit?uuid=${UUID}`);
  });
});

describe('missing registration', () => {
  const unregistered = () => quoted((p) => Object.assign(p.risk.vehicle, { has_registration: false, registration: null }));
  const withSearch = (vehicles: unknown[]) => {
    const api = fakeFetch({ ...priceRoutes(unregistered()), 'GET /api/vehicle/search': () => ({ vehicles }) });
    return { ...renderWidget(<PricePresentationScreen />, { path: PATH, fetch: api.fetch }), user: userEvent.setup() };
  };
  const car = {
    registration: 'AB12CDE',
    abi_code: '99990000',
    manufacturer: 'Vauxhall',
    model: 'Corsa',
    description: 'CORSA SE',
    year: 2015,
  };

  it('blocks Continue, and says a car was not found', async () => {
    const { user } = withSearch([]);
    await ready();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Registration number' }), 'ZZ99ZZZ');
    await user.click(screen.getByRole('button', { name: 'Find car' }));
    expect(await screen.findByText(/haven’t been able to find your car/)).toBeVisible();
  });

  it('refuses a different car and offers the way back to the edit form', async () => {
    const { user, location } = withSearch([car]);
    await ready();
    await user.type(screen.getByRole('textbox', { name: 'Registration number' }), 'AB12CDE');
    await user.click(screen.getByRole('button', { name: 'Find car' }));
    expect(await screen.findByText(/car details are different to the original ones/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Return to edit form' }));
    expect(location.history.at(-1)).toBe(`/quote/edit?uuid=${UUID}`);
  });
});
