import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { AgreementScreen } from '../../../../src/screens/instalments/agreement-screen';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { reply } from '../../support/fake-fetch';
import { renderScreen } from '../../support/render-screen';

const monthly = () => proposal((p) => (p.is_pay_monthly = true));

function setup(sign: (request: { body: unknown }) => unknown = () => ({ proposal: monthly() })) {
  return renderScreen(<Route path="/quote/credit-agreement" component={AgreementScreen} />, {
    path: `/quote/credit-agreement?uuid=${UUID}`,
    routes: {
      [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: monthly() } }),
      [`POST /api/proposal/${UUID}/credit-agreement`]: sign,
    },
  });
}

describe('Credit agreement screen', () => {
  it('shows the key terms, the whole agreement to open and the regulated-agreement warning before she signs', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Sign your credit agreement' });
    const terms = screen.getByText('Amount of credit').closest('dl')!;
    expect(within(terms).getByText('£551.11')).toBeVisible();
    expect(within(terms).getByText('10 payments of £48.63')).toBeVisible();
    expect(within(terms).getByText('Representative APR')).toBeVisible();
    expect(within(terms).getByText('Total amount payable')).toBeVisible();
    expect(screen.getByText(/Cancelling your policy does not end the loan/)).toBeVisible();
    expect(screen.getByText(/withdraw from the loan within 14 days/)).toBeVisible();
    const agreement = screen.getByRole('link', { name: /Your credit agreement/ });
    expect(agreement.getAttribute('href')).toBe(monthly().quote.credit_documents!.agreement.url);
    expect(agreement.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/Sign it only if you want to be legally bound by its terms/)).toBeVisible();
    expect(screen.getByLabelText(/Your full name/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree to the credit agreement' })).toBeVisible();
  });

  it('refuses a missing name and an unticked box in their labels’ words, focus on the error summary, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign and continue to payment' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Enter your full name', 'Tick ‘I agree to the credit agreement’ to sign it']);
    expect(document.activeElement).toBe(summary);
    const name = screen.getByLabelText(/Your full name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'I agree to the credit agreement' }).getAttribute('aria-invalid')).toBe('true');
    // Each link takes her to its field.
    await user.click(within(summary).getByRole('link', { name: 'Enter your full name' }));
    expect(document.activeElement).toBe(name);
    expect(calls.some((c) => c.path.endsWith('/credit-agreement'))).toBe(false);
  });

  it('refuses a name that is not hers, and the box alone is not enough', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.type(await screen.findByLabelText(/Your full name/), 'Amelia Jones');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the credit agreement' }));
    await user.click(screen.getByRole('button', { name: 'Sign and continue to payment' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe('Enter your full name as it is on your quote');
    expect(calls.some((c) => c.path.endsWith('/credit-agreement'))).toBe(false);
  });

  it('signs with the agreement’s version, her name, the amount of credit and her agreement, then goes to the deposit', async () => {
    const user = userEvent.setup();
    const { calls, current } = setup();
    await user.type(await screen.findByLabelText(/Your full name/), 'Mrs Amelia Hart');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the credit agreement' }));
    await user.click(screen.getByRole('button', { name: 'Sign and continue to payment' }));
    await waitFor(() => expect(current()).toBe(`/quote/payment?uuid=${UUID}`));
    expect(calls.find((c) => c.path.endsWith('/credit-agreement'))?.body).toEqual({
      agreement_version: monthly().quote.credit_documents!.agreement.version,
      signed_name: 'Mrs Amelia Hart',
      amount_of_credit: 551.11,
      agreed: true,
    });
  });

  it('a failure to record it stays on the page with the server’s words', async () => {
    const user = userEvent.setup();
    setup(() => reply(503, { code: 'lender_unavailable', message: 'The lender is not answering. Please try again.' }));
    await user.type(await screen.findByLabelText(/Your full name/), 'Amelia Hart');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the credit agreement' }));
    await user.click(screen.getByRole('button', { name: 'Sign and continue to payment' }));
    expect(await screen.findByText('The lender is not answering. Please try again.')).toBeVisible();
    expect(screen.getByText('Your agreement hasn’t been signed')).toBeVisible();
  });

  it('Back goes to the Direct Debit screen', async () => {
    const user = userEvent.setup();
    const { current } = setup();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(current()).toBe(`/quote/instalments?uuid=${UUID}`);
  });
});
