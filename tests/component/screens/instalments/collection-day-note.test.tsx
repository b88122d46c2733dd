/** The instalments screen's collection day, and its note for a day some months lack. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { InstalmentsScreen } from '../../../../src/screens/instalments/instalments-screen';
import { proposal, UUID as DD_UUID } from '../../../support/purchase-proposal';
import { renderScreen } from '../../support/render-screen';

describe('the Direct Debit collection day', () => {
  it('a Direct Debit collected on the 31st says what happens in shorter months', async () => {
    const routes = {
      [`GET /api/proposal/${DD_UUID}`]: () => ({
        data: {
          proposal: proposal((p) => {
            p.is_pay_monthly = true;
            p.risk.start_date = '2030-01-31';
          }),
        },
      }),
    };
    renderScreen(<Route path="/quote/instalments" component={InstalmentsScreen} />, { path: `/quote/instalments?uuid=${DD_UUID}`, routes });
    expect(await screen.findByText('Collected on the 31st of each month, the day your cover starts.')).toBeVisible();
    expect(screen.getByText('In months with no 31st, it is collected on the last day of the month.')).toBeVisible();
  });

  it('a Direct Debit collected on the 7th has no such note', async () => {
    const routes = { [`GET /api/proposal/${DD_UUID}`]: () => ({ data: { proposal: proposal((p) => (p.is_pay_monthly = true)) } }) };
    renderScreen(<Route path="/quote/instalments" component={InstalmentsScreen} />, { path: `/quote/instalments?uuid=${DD_UUID}`, routes });
    expect(await screen.findByText('Collected on the 7th of each month, the day your cover starts.')).toBeVisible();
    expect(screen.queryByText(/In months with no/)).toBeNull();
  });
});
