import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { HolderView } from '../../../../src/contract/credit';
import { HolderScreen } from '../../../../src/screens/instalments/holder-screen';
import { HolderWaitScreen } from '../../../../src/screens/instalments/holder-wait-screen';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { reply } from '../../support/fake-fetch';
import { renderScreen } from '../../support/render-screen';

const CODE = `${UUID}.k3y`;
const VIEW: HolderView = {
  forename: 'Daniel',
  surname: 'Hart',
  customer: 'Amelia Hart',
  account_name: 'Mr D Hart',
  account_number: '******45',
  sort_code: '**-**-**',
  monthly_payment: 48.63,
  payments: 10,
  collection_day: '05',
  amount_of_credit: 551.11,
  credit_documents: {
    information: { url: 'https://api.example/sandbox/documents/credit/x/information', version: 'SECCI-1' },
    agreement: { url: 'https://api.example/sandbox/documents/credit/x/agreement', version: 'FSLA-1' },
  },
};

function holderPage(
  get: () => unknown = () => ({ holder: VIEW }),
  sign: (request: { body: unknown }) => unknown = () => ({ success: true }),
) {
  return renderScreen(<Route path="/account-holder" component={HolderScreen} />, {
    path: `/account-holder?code=${CODE}`,
    routes: { [`GET /api/account-holder/${CODE}`]: get, [`POST /api/account-holder/${CODE}`]: sign },
  });
}

describe('The account holder’s page', () => {
  it('addresses the holder: the credit search of their file, the Direct Debit from their account, the guarantee and the credit documents', async () => {
    holderPage();
    await screen.findByRole('heading', { level: 1, name: 'Agree to a Direct Debit from your account' });
    expect(screen.getByText(/Amelia Hart wants to pay for car insurance monthly from your account/).isConnected).toBe(true);
    expect(screen.getByText(/a hard search will appear on your credit file/).isConnected).toBe(true);
    const mandate = screen.getByRole('region', { name: 'The Direct Debit' });
    expect(within(mandate).getByText('******45').isConnected).toBe(true);
    expect(within(mandate).getByText('10 monthly payments').isConnected).toBe(true);
    expect(within(mandate).getByText('£48.63').isConnected).toBe(true);
    expect(
      within(mandate)
        .getByRole('link', { name: /The credit agreement/ })
        .getAttribute('href'),
    ).toBe(VIEW.credit_documents.agreement.url);
    expect(within(mandate).getByRole('link', { name: /Pre-contract credit information/ }).isConnected).toBe(true);
    expect(screen.getByRole('heading', { name: 'The Direct Debit Guarantee' }).isConnected).toBe(true);
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the credit search, and I instruct my bank to pay these Direct Debits' }).isConnected,
    ).toBe(true);
  });

  it('refuses another person’s name in its own words, and signs with the version and amount shown', async () => {
    const user = userEvent.setup();
    const { calls } = holderPage();
    await user.type(await screen.findByLabelText(/Your full name/), 'Amelia Hart');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect((await screen.findByRole('link', { name: 'Enter your full name as it was given to us' })).isConnected).toBe(true);
    await user.clear(screen.getByLabelText(/Your full name/));
    await user.type(screen.getByLabelText(/Your full name/), 'Mr Daniel Hart');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect((await screen.findByRole('heading', { level: 1, name: 'Thank you, you’ve signed' })).isConnected).toBe(true);
    expect(screen.getByText('Amelia Hart can now finish buying their policy. You can close this page.').isConnected).toBe(true);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      agreement_version: 'FSLA-1',
      signed_name: 'Mr Daniel Hart',
      amount_of_credit: 551.11,
      agreed: true,
    });
  });

  it('says plainly when the link was used or has expired', async () => {
    holderPage(() => reply(410, { code: 'holder_link_gone' }));
    expect((await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).isConnected).toBe(true);
    expect(screen.getByText(/Ask the person who sent it to send you a new one/).isConnected).toBe(true);
  });
});

describe('Waiting for the account holder', () => {
  const monthly = () =>
    proposal((p) => {
      p.is_pay_monthly = true;
      p.direct_debit = {
        ...p.direct_debit,
        is_proposer_account_holder: false,
        third_party: { ...p.direct_debit.third_party!, forename: 'Daniel', surname: 'Hart' },
      };
    });
  const consent = (status: 'sent' | 'signed') => ({
    status,
    email: 'dan@example.com',
    expires_at: '2030-06-12T10:00:00.000Z',
    signed_at: null,
  });

  it('emails the holder the link, says where and until when, and goes on to pay once they have signed', async () => {
    const user = userEvent.setup();
    let signed = false;
    const { current } = renderScreen(<Route path="/quote/account-holder" component={HolderWaitScreen} />, {
      path: `/quote/account-holder?uuid=${UUID}`,
      routes: {
        [`GET /api/proposal/${UUID}`]: () => ({
          data: { proposal: { ...monthly(), holder_consent: consent(signed ? 'signed' : 'sent') } },
        }),
        [`POST /api/proposal/${UUID}/account-holder`]: () => ({ proposal: { ...monthly(), holder_consent: consent('sent') } }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Now the account holder signs' });
    expect(screen.getByText(/^Daniel Hart holds the account\. Before we take your deposit and buy your policy/).isConnected).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Email them the link' }));
    expect(
      (
        await screen.findByText(
          'We emailed a link to dan@example.com. It works once, until 12 June 2030. Ask them to open it, read it and sign.',
        )
      ).isConnected,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'They’ve signed, check again' }));
    expect((await screen.findByText('The account holder hasn’t signed yet. When they have, check again.')).isConnected).toBe(true);
    signed = true;
    await user.click(screen.getByRole('button', { name: 'They’ve signed, check again' }));
    await expect.poll(current).toBe(`/quote/payment?uuid=${UUID}`);
  });
});
