import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { InstalmentsScreen } from '../../../../src/screens/instalments/instalments-screen';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { renderScreen } from '../../support/render-screen';
import { reply, type FakeRoutes } from '../../support/fake-fetch';

const PATH = `/quote/instalments?uuid=${UUID}`;
const TITLES = {
  list: {
    name: 'insurer.person_title',
    options: [
      { value: 'Mrs', name: 'Mrs' },
      { value: 'Mr', name: 'Mr' },
    ],
  },
};
const yearsAgo = (years: number) => dayjs().subtract(years, 'year').format('YYYY-MM-DD');

function setup(saved = proposal((p) => (p.is_pay_monthly = true)), payMonthly: FakeRoutes[string] = () => ({ proposal: saved })) {
  return renderScreen(<Route path="/quote/instalments" component={InstalmentsScreen} />, {
    path: PATH,
    routes: {
      [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: saved } }),
      'GET /api/list/insurer.person_title': () => TITLES,
      [`POST /api/proposal/${UUID}/pay-monthly`]: payMonthly,
    },
  });
}

async function fillBank(user: ReturnType<typeof userEvent.setup>, name = 'Mrs A Hart') {
  await user.type(screen.getByLabelText('Name on the account'), name);
  await user.type(screen.getByLabelText(/Account number/), '00733445');
  await user.type(screen.getByLabelText(/Sort code/), '309430');
}

// userEvent typing on a shared 2-core machine can pass 5 s.
describe('Instalments screen', () => {
  it('shows the plan, the guarantee and the credit-check notice, and asks who holds the account', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Set up your Direct Debit' });
    expect(screen.getByText('10 monthly payments')).toBeVisible();
    expect(screen.getByText('Collected on the 7th of each month, the day your cover starts.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The Direct Debit Guarantee' })).toBeVisible();
    expect(screen.getByText(/full and immediate refund/)).toBeVisible();
    expect(screen.getByText(/hard search will appear on your credit file/)).toBeVisible();
    expect(screen.getByRole('group', { name: 'Are you the account holder?' })).toBeVisible();
  });

  it('names the lender, the firm as a credit broker, and the Direct Debit’s service user from config, and takes the deposit today by card', async () => {
    renderScreen(<Route path="/quote/instalments" component={InstalmentsScreen} />, {
      path: PATH,
      config: {
        brand: {
          firm: { legalName: 'Northgate Motor Ltd' },
          credit: { lender: 'Lend Ltd', lenderAddress: '2 Road, Leeds', serviceUser: 'LEND PREMIUM' },
        },
      },
      routes: {
        [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: proposal((p) => (p.is_pay_monthly = true)) } }),
        'GET /api/list/insurer.person_title': () => TITLES,
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Set up your Direct Debit' });
    expect(
      screen.getByText('Your monthly payments are collected by LEND PREMIUM by Direct Debit from a UK bank or building society account.'),
    ).toBeInstanceOf(HTMLElement);
    expect(
      screen.getByText(/Paying monthly is a loan from Lend Ltd, 2 Road, Leeds\. Northgate Motor Ltd acts as a credit broker, not a lender/),
    ).toBeInstanceOf(HTMLElement);
    const guarantee = screen.getByRole('region', { name: 'The Direct Debit Guarantee' });
    expect(within(guarantee).getByText('Your Direct Debit is paid to LEND PREMIUM, the name on your bank statement.')).toBeInstanceOf(
      HTMLElement,
    );
    expect(within(guarantee).getByText(/by LEND PREMIUM or your bank or building society/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Today, by card')).toBeInstanceOf(HTMLElement);
  });

  it('explains the loan before she applies: its key figures, missed payments, cancelling, withdrawing, and the credit information to keep', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'Paying monthly is a loan' });
    const figures = within(section);
    expect(figures.getByText('Amount of credit').nextSibling?.textContent).toBe('£551.11');
    expect(figures.getByText('Monthly payments').nextSibling?.textContent).toBe('10 payments of £48.63');
    expect(figures.getByText('Representative APR').nextSibling?.textContent).toBe('24.9%');
    expect(figures.getByText('Total amount payable').nextSibling?.textContent).toBe('£563.16');
    expect(figures.getByText(/If you miss a payment, the lender may charge a fee/)).toBeVisible();
    expect(figures.getByText('Cancelling your policy does not end the loan: you still owe what is left.')).toBeVisible();
    expect(figures.getByText(/You can withdraw from the loan within 14 days of signing it/)).toBeVisible();
    const information = figures.getByRole('link', { name: /Pre-contract credit information/ });
    expect(information.getAttribute('href')).toBe(proposal().quote.credit_documents!.information.url);
    expect(information.getAttribute('target')).toBe('_blank');
    expect(figures.getByText(/Save or print it to keep/)).toBeVisible();
    // It comes before the bank details she applies with.
    const accountName = screen.getByLabelText('Name on the account');
    expect(section.compareDocumentPosition(accountName) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('sends the version of the credit information it showed with the application', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(within(await screen.findByRole('group', { name: 'Are you the account holder?' })).getByLabelText('Yes'));
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/pay-monthly'))?.body).toMatchObject({
        credit_information_version: proposal().quote.credit_documents!.information.version,
      }),
    );
  });

  it('answering No asks for the account holder’s details; Yes puts them away', async () => {
    const user = userEvent.setup();
    setup();
    const holder = await screen.findByRole('group', { name: 'Are you the account holder?' });
    await user.click(within(holder).getByLabelText('No'));
    expect(screen.getByRole('group', { name: 'The account holder’s details' })).toBeVisible();
    await user.click(within(holder).getByLabelText('Yes'));
    expect(screen.queryByRole('group', { name: 'The account holder’s details' })).toBeNull();
  });

  it('someone else’s account: their e-mail asked, she is told they must sign, and the credit notice and mandate speak of their file and statement', async () => {
    const user = userEvent.setup();
    setup();
    expect((await screen.findByText(/a hard search will appear on your credit file/)).isConnected).toBe(true);
    await user.click(within(screen.getByRole('group', { name: 'Are you the account holder?' })).getByLabelText('No'));
    const block = screen.getByRole('group', { name: 'The account holder’s details' });
    expect(
      within(block)
        .getByLabelText(/Their email address/)
        .getAttribute('type'),
    ).toBe('text');
    expect(
      within(block).getByText(/its holder must read how their credit file is searched, agree to the Direct Debit and sign it themselves/)
        .isConnected,
    ).toBe(true);
    expect(within(block).getByText(/Your policy is bought only once they have signed/).isConnected).toBe(true);
    expect(screen.getByText(/When the account holder agrees, a hard search will appear on their credit file/).isConnected).toBe(true);
    expect(screen.queryByText(/on your credit file/)).toBeNull();
    expect(screen.getByText(/the name on the account holder’s bank statement/).isConnected).toBe(true);
  });

  it('stops the name on the account at the 40 characters its rule allows', async () => {
    const user = userEvent.setup();
    setup();
    const name = await screen.findByLabelText('Name on the account');
    await user.type(name, 'Mrs Amelia Hart-Whitmore of Little Snoring Estate');
    expect((name as HTMLInputElement).value).toBe('Mrs Amelia Hart-Whitmore of Little Snori');
    await user.tab();
    expect(screen.queryByText(/characters or fewer/)).toBeNull();
  });

  it('lists every missing detail after Continue, each linked to its field', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Select yes if the account is in your name',
      'Enter the name on the account',
      'Enter the account number',
      'Enter the sort code',
    ]);
    expect(calls.some((c) => c.path.endsWith('/pay-monthly'))).toBe(false);
  });

  it('a proposer under 18 is not asked: an adult account holder’s details are required and sent', async () => {
    const user = userEvent.setup();
    const { calls, current } = setup(
      proposal((p) => {
        p.is_pay_monthly = true;
        p.risk.proposer.date_of_birth = yearsAgo(17);
      }),
    );
    await screen.findByText('You need an adult account holder');
    expect(screen.queryByRole('group', { name: 'Are you the account holder?' })).toBeNull();
    const block = screen.getByRole('group', { name: 'The account holder’s details' });
    await fillBank(user, 'Mr D Hart');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Enter the account holder’s date of birth')).toBeVisible();

    await waitFor(() => expect(within(block).getByRole('option', { name: 'Mr' })).toBeVisible());
    await user.selectOptions(within(block).getByLabelText('Title'), 'Mr');
    await user.type(within(block).getByLabelText('First name'), 'David');
    await user.type(within(block).getByLabelText('Last name'), 'Hart');
    await user.type(within(block).getByLabelText('Date of birth'), '02091966');
    await user.type(within(block).getByLabelText('Address line 1'), '12 Park Lane');
    await user.type(within(block).getByLabelText('Town or city'), 'Leeds');
    await user.type(within(block).getByLabelText('Postcode'), 'LS6 2AB');
    await user.type(within(block).getByLabelText(/Their email address/), 'david.hart@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(current()).toBe(`/quote/credit-agreement?uuid=${UUID}`));
    expect(calls.find((c) => c.path.endsWith('/pay-monthly'))?.body).toMatchObject({
      is_pay_monthly: true,
      direct_debit: {
        is_proposer_account_holder: false,
        account_name: 'Mr D Hart',
        sort_code: '309430',
        collection_day: '07',
        third_party: {
          title: 'Mr',
          forename: 'David',
          surname: 'Hart',
          date_of_birth: '1966-09-02',
          address: { line_1: '12 Park Lane', line_3: 'Leeds', postcode: 'LS6 2AB' },
          email: 'david.hart@example.com',
        },
      },
    });
  });

  it('shows the insurer’s message in a red alert when the details are refused', async () => {
    const user = userEvent.setup();
    setup(undefined, () => reply(422, { code: 'bank_details_invalid', message: 'We could not verify those bank details.' }));
    await user.click(within(await screen.findByRole('group', { name: 'Are you the account holder?' })).getByLabelText('Yes'));
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your Direct Debit hasn’t been set up');
    expect(alert.textContent).toContain('We could not verify those bank details.');
    expect(alert.className).toContain('mq-notice--error');
  });

  it('a declined credit check goes to InstalmentsDeclined', async () => {
    const user = userEvent.setup();
    const { current } = setup(undefined, () => reply(422, { code: 'credit_declined', message: 'Declined' }));
    await user.click(within(await screen.findByRole('group', { name: 'Are you the account holder?' })).getByLabelText('Yes'));
    await fillBank(user, 'Decline');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(current()).toBe(`/quote/instalments/declined?uuid=${UUID}`));
  });
});
