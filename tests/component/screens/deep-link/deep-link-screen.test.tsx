import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { DeepLinkScreen } from '../../../../src/screens/deep-link/deep-link-screen';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { renderScreen } from '../../support/render-screen';

const DEEP_LINK = { reference: 'MQ-000123', postcode: 'LS6 2AB', dob: '1988-03-14', partner_ref: 'CC-1' };

describe('Deep link screen', () => {
  it('shows only “Please wait / Recalling quote...”, passes the whole request on, then opens the quote', async () => {
    const saved = proposal();
    const { calls, current } = renderScreen(<Route path="/quote/deeplink" component={DeepLinkScreen} />, {
      path: '/quote/deeplink',
      config: { deepLink: DEEP_LINK },
      routes: {
        'POST /api/proposal/recall': () => ({
          proposal: saved,
          quote: saved.quote,
          access_token: 'recalled-access-token-0123456789abcdef',
        }),
      },
    });
    const dialog = screen.getByRole('dialog', { name: 'Please wait' });
    expect(dialog.textContent).toContain('Recalling quote...');
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(current()).toBe(`/quote/payment-option?uuid=${UUID}`));
    expect(calls[0].body).toEqual(DEEP_LINK);
  });

  it('without a usable request goes to Recall with the reason', async () => {
    const { current, calls } = renderScreen(<Route path="/quote/deeplink" component={DeepLinkScreen} />, { path: '/quote/deeplink' });
    await waitFor(() => expect(current()).toBe('/quote/recall?reason=invalid-link'));
    expect(calls).toHaveLength(0);
  });
});
