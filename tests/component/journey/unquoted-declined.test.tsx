/**
 * A proposal the insurer did not quote (a recalled declined quote, or its address)
 * never shows a price: every screen that shows one goes to Declined (src/flows/priced-proposal.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { AddonsScreen } from '../../../src/screens/addons/addons-screen';
import { InstalmentsScreen } from '../../../src/screens/instalments/instalments-screen';
import { PaymentScreen } from '../../../src/screens/payment/payment-screen';
import { PricePresentationScreen } from '../../../src/screens/price-presentation/price-presentation-screen';
import { SummaryScreen } from '../../../src/screens/summary/summary-screen';
import { renderScreen } from '../support/render-screen';
import { quoted, UUID } from '../screens/price-presentation/fixtures';

const declined = quoted((p) => {
  p.is_quoted = false;
  if (p.quote)
    Object.assign(p.quote, { is_quoted: false, premium: 0, metadata: { premium_subtotal: 0, monthly_total_payable_subtotal: 0 } });
});

const SCREENS: [string, ComponentType][] = [
  ['/quote/payment-option', PricePresentationScreen],
  ['/quote/addons', AddonsScreen],
  ['/quote/summary', SummaryScreen],
  ['/quote/instalments', InstalmentsScreen],
  ['/quote/payment', PaymentScreen],
];

describe('an unquoted proposal', () => {
  for (const [path, Screen] of SCREENS) {
    it(`goes from ${path} to Declined without showing a price`, async () => {
      const { current, calls } = renderScreen(<Route path={path} component={Screen} />, {
        path: `${path}?uuid=${UUID}`,
        routes: { [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: declined } }) },
      });
      await waitFor(() => expect(current()).toBe(`/quote/declined?uuid=${UUID}`));
      expect(screen.queryByText(/£0\.00/)).toBeNull();
      expect(screen.queryByText('Driving other cars is excluded')).toBeNull();
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /api/proposal/${UUID}`]);
    });
  }
});
