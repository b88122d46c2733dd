import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { emptyAdditionalDriver } from '../../../../src/contract/additional-driver';
import { ThankYouScreen } from '../../../../src/screens/thank-you/thank-you-screen';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { renderScreen } from '../../support/render-screen';

const USES = { name: 'insurer.pc_class_of_use', options: [{ value: 'SDPC', name: 'Social, domestic and pleasure' }] };

describe('Thank-you screen: her copy of the demands and needs', () => {
  it('keeps the statement she saw on the summary, closed until she opens it', async () => {
    const bought = proposal((p) => {
      p.is_purchased = true;
      p.is_accepted = true;
      p.is_pay_monthly = true;
      for (const a of p.addons) if (a.code !== 'PA') a.is_selected = a.code === 'KEY' ? false : null;
      const tom = emptyAdditionalDriver();
      tom.name = { ...tom.name, forenames: 'Tom', surname: 'Hart' };
      p.risk.additional_drivers = [tom];
    });
    renderScreen(<Route path="/quote/thankyou" component={ThankYouScreen} />, {
      path: `/quote/thankyou?uuid=${UUID}`,
      routes: {
        [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: bought } }),
        [`GET /api/proposal/${UUID}/generate-portal-link`]: () => ({ portal_url: 'https://portal.example/p' }),
        'GET /api/list/insurer.pc_class_of_use': () => ({ list: USES }),
      },
    });
    const user = userEvent.setup();
    const toggle = await screen.findByText('Keep a copy of your demands and needs');
    const details = toggle.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(toggle);
    expect(details.open).toBe(true);
    const copy = within(details);
    expect(copy.getByRole('heading', { level: 2, name: 'Your demands and needs' })).toBeVisible();
    await copy.findByText('Use of the car: Social, domestic and pleasure');
    expect(copy.getByText('Cover for Amelia Hart and Tom Hart to drive the car')).toBeVisible();
    expect(copy.getByText('Not these extras, which you declined: Key Cover and breakdown cover')).toBeVisible();
    expect(copy.getByText('To pay monthly by Direct Debit')).toBeVisible();
    expect(copy.getByText('This policy meets those demands and needs.')).toBeVisible();
    expect(copy.getByText(/not given you advice/)).toBeVisible();
  });
});
