/**
 * No schema or library message ever reaches a customer. Every form of the journey is
 * submitted empty, half answered and with nonsense, and each message shown must be one of the label
 * set's texts (src/config/labels, placeholders filled).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { HistoryBlock } from '../../../src/screens/details-form/blocks/history-block';
import { ModificationsBlock } from '../../../src/screens/details-form/blocks/modifications-block';
import { DetailsFormScreen } from '../../../src/screens/details-form/details-form-screen';
import { InstalmentsScreen } from '../../../src/screens/instalments/instalments-screen';
import { PricePresentationScreen } from '../../../src/screens/price-presentation/price-presentation-screen';
import { RecallScreen } from '../../../src/screens/recall/recall-screen';
import { SummaryScreen } from '../../../src/screens/summary/summary-screen';
import { quotedProposal, UUID as SUMMARY_UUID } from '../../support/addons-proposal';
import { proposal, UUID } from '../../support/purchase-proposal';
import { fakeFetch } from '../support/fake-fetch';
import { expectOnlyLabelMessages, walkForm } from '../support/label-messages';
import { renderScreen } from '../support/render-screen';
import { renderWidget } from '../support/render-widget';
import { STEP_ROUTES } from '../screens/details-form/steps-fixtures';
import { PATH as PRICE_PATH, priceRoutes, quoted } from '../screens/price-presentation/fixtures';

const TITLES = {
  list: {
    name: 'insurer.person_title',
    options: [
      { value: 'Mrs', name: 'Mrs' },
      { value: 'Mr', name: 'Mr' },
    ],
  },
};
const user = () => userEvent.setup({ delay: null });

describe('every message shown is a label', { timeout: 120_000 }, () => {
  it('Direct Debit: No to "Are you the account holder?" then Continue asks for each detail in words', async () => {
    const u = user();
    renderScreen(<Route path="/quote/instalments" component={InstalmentsScreen} />, {
      path: `/quote/instalments?uuid=${UUID}`,
      routes: {
        [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: proposal((p) => (p.is_pay_monthly = true)) } }),
        'GET /api/list/insurer.person_title': () => TITLES,
      },
    });
    const holder = await screen.findByRole('group', { name: 'Are you the account holder?' });
    await u.click(within(holder).getByLabelText('No'));
    await u.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter the account holder’s first name' })).toBeVisible();
    expectOnlyLabelMessages('direct debit, No');
    const form = () => screen.getByRole('button', { name: 'Continue to payment' }).closest('section') as HTMLElement;
    const seen = await walkForm(u, 'direct debit', form, () => u.click(screen.getByRole('button', { name: 'Continue to payment' })));
    expect(seen.length).toBeGreaterThan(0);
  });

  it('Direct Debit of a proposer under 18', async () => {
    const u = user();
    const dob = `${new Date().getFullYear() - 17}-01-01`;
    renderScreen(<Route path="/quote/instalments" component={InstalmentsScreen} />, {
      path: `/quote/instalments?uuid=${UUID}`,
      routes: {
        [`GET /api/proposal/${UUID}`]: () => ({
          data: {
            proposal: proposal((p) => {
              p.is_pay_monthly = true;
              p.risk.proposer.date_of_birth = dob;
            }),
          },
        }),
        'GET /api/list/insurer.person_title': () => TITLES,
      },
    });
    await screen.findByRole('button', { name: 'Continue to payment' });
    const form = () => screen.getByRole('button', { name: 'Continue to payment' }).closest('section') as HTMLElement;
    await walkForm(u, 'direct debit, under 18', form, () => u.click(screen.getByRole('button', { name: 'Continue to payment' })));
  });

  it('Retrieve a Quote', async () => {
    const u = user();
    renderScreen(<Route path="/quote/recall" component={RecallScreen} />, { path: '/quote/recall', routes: {} });
    const button = () => screen.getByRole('button', { name: 'Retrieve my quote' });
    await walkForm(
      u,
      'recall',
      () => button().closest('section') ?? document.body,
      () => u.click(button()),
    );
  });

  it('Summary: contact details, renewal and the final points', async () => {
    const u = user();
    const saved = quotedProposal((p) => (p.risk.proposer.email_address = null));
    const api = fakeFetch({
      [`GET /api/proposal/${SUMMARY_UUID}`]: () => ({ data: { proposal: saved } }),
      'GET /api/list/insurer.pc_class_of_use': () => ({ list: { name: 'insurer.pc_class_of_use', options: [] } }),
    });
    renderWidget(<SummaryScreen />, { path: `/quote/summary?uuid=${SUMMARY_UUID}`, fetch: api.fetch });
    const button = await screen.findByRole('button', { name: 'Continue' });
    await walkForm(
      u,
      'summary',
      () => document.body,
      () => u.click(button),
    );
  });

  it('Price screen: third party authority turned on', async () => {
    const u = user();
    const api = fakeFetch({ ...priceRoutes(quoted()), 'GET /api/list/insurer.person_title': () => TITLES });
    renderWidget(<PricePresentationScreen />, { path: PRICE_PATH, fetch: api.fetch });
    await u.click(
      await screen
        .findByRole('switch', { name: 'Name someone to speak to us on your behalf' })
        .catch(() => screen.getByLabelText('Name someone to speak to us on your behalf')),
    );
    const section = () => screen.getByRole('heading', { name: 'Third party authority' }).closest('section') as HTMLElement;
    await walkForm(u, 'third party authority', section, () => u.click(screen.getAllByRole('button', { name: 'Continue' })[0]));
  });

  it('Details form: steps 1 to 7', async () => {
    const u = user();
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    for (let step = 1; step <= 7; step += 1) {
      act(() => {
        widget.stores.detailsForm.getState().reachAll();
        widget.stores.detailsForm.getState().open(step);
      });
      const body = () => document.querySelector('.mq-step-body') as HTMLElement;
      // Step 7's Get my quote checks every step and opens the first with a problem: press whichever step is open.
      const button = () => body().querySelector('.mq-step-body__actions .mq-button--primary') as HTMLElement;
      await walkForm(u, `details step ${step}`, body, () => u.click(button()));
    }
  });

  it('Details form: the driver modal', async () => {
    const u = user();
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    act(() => {
      widget.stores.detailsForm.getState().reachAll();
      widget.stores.detailsForm.getState().open(7);
    });
    await u.click(within(screen.getByRole('group', { name: 'Would you like to add another driver?' })).getByLabelText('Yes'));
    await u.click(screen.getByRole('button', { name: 'Add a driver' }));
    const modal = () => screen.queryByRole('dialog', { name: 'Add a driver' });
    // The driver form's first part (it is asked a part at a time): Continue checks it as Save did.
    await walkForm(u, 'driver modal', modal, async () => {
      const open = modal();
      if (open) await u.click(within(open).getByRole('button', { name: /^(Save|Continue)/ }));
    });
  });

  for (const kind of ['claims', 'convictions'] as const) {
    it(`Details form: the ${kind} modal`, async () => {
      const u = user();
      const { fetch } = fakeFetch(STEP_ROUTES);
      renderWidget(
        <HistoryBlock
          kind={kind}
          path={`risk.proposer.driver_details.${kind === 'claims' ? 'claims' : 'licence.convictions'}`}
          error={null}
        />,
        { fetch },
      );
      await u.click(screen.getByRole('button', { name: kind === 'claims' ? 'Add a claim' : 'Add a conviction' }));
      const modal = () => screen.queryByRole('dialog');
      await walkForm(u, `${kind} modal`, modal, async () => {
        const open = modal();
        if (open) await u.click(within(open).getByRole('button', { name: /^Save/ }));
      });
    });
  }

  it('Details form: the modification modal', async () => {
    const u = user();
    const { fetch } = fakeFetch(STEP_ROUTES);
    renderWidget(<ModificationsBlock path="risk.vehicle.modifications" error={null} />, { fetch });
    await u.click(screen.getByRole('button', { name: 'Add a modification' }));
    const modal = () => screen.queryByRole('dialog');
    const seen = await walkForm(u, 'modification modal', modal, async () => {
      const open = modal();
      if (open) await u.click(within(open).getByRole('button', { name: /^Save/ }));
    });
    expect(seen).toContain('Select the type of modification');
  });
});
