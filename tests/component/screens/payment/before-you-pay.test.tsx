import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { PaymentScreen } from '../../../../src/screens/payment/payment-screen';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { renderScreen } from '../../support/render-screen';

describe('Payment screen: who she is paying', () => {
  it('names the firm and its FRN, her 14 days to cancel, and links complaints, privacy and the FCA register beside the card form', async () => {
    renderScreen(<Route path="/quote/payment" component={PaymentScreen} />, {
      path: `/quote/payment?uuid=${UUID}`,
      config: {
        brand: {
          firm: { legalName: 'Northgate Motor Ltd', frn: '123456', registerUrl: 'https://register.fca.org.uk/s/firm?id=123456' },
          documents: { complaints: 'https://northgate.example/complaints', privacyNotice: 'https://northgate.example/privacy' },
        },
      },
      routes: {
        [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: proposal() } }),
        [`POST /api/proposal/${UUID}/quote/payment`]: () => ({ payment_url: 'https://pay.provider.example/session/abc' }),
      },
    });
    await screen.findByTitle('Secure card payment');
    const note = screen.getByText(
      /^Underwritten by Juniper Underwriting Ltd \(demo\)\. Your insurer is .* Northgate Motor Ltd, .*arranges your policy as an insurance broker acting for you\..*firm reference number 123456\..* You can cancel within 14 days\.$/,
    );
    const box = within(note.closest('.mq-notice') as HTMLElement);
    expect(box.getByText('Before you buy')).toBeVisible();
    expect(
      box
        .getAllByRole('link')
        .map((a) => [a.textContent?.replace(' (opens in a new tab)', ''), a.getAttribute('href'), a.getAttribute('target')]),
    ).toEqual([
      ['How to complain', 'https://northgate.example/complaints', '_blank'],
      ['Privacy notice', 'https://northgate.example/privacy', '_blank'],
      ['Check us on the FCA register', 'https://register.fca.org.uk/s/firm?id=123456', '_blank'],
    ]);
  });
});
