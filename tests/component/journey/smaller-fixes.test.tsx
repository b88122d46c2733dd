/** Issue 18 item 8, "Smaller": each fix as the customer sees it. */
import { readFileSync } from 'node:fs';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { expireSession } from '../../../src/flows/session/expire-session';
import { DetailsFormScreen } from '../../../src/screens/details-form/details-form-screen';
import { Expired } from '../../../src/screens/end-states/expired';
import { InstalmentsScreen } from '../../../src/screens/instalments/instalments-screen';
import { PricePresentationScreen } from '../../../src/screens/price-presentation/price-presentation-screen';
import { SummaryScreen } from '../../../src/screens/summary/summary-screen';
import type { Proposal } from '../../../src/api/contract/proposal';
import { quotedProposal, UUID as SUMMARY_UUID } from '../../support/addons-proposal';
import { proposal, UUID as DD_UUID } from '../../support/purchase-proposal';
import { fakeFetch } from '../support/fake-fetch';
import { renderScreen } from '../support/render-screen';
import { renderWidget } from '../support/render-widget';
import { PATH as PRICE_PATH, priceRoutes, quoted } from '../screens/price-presentation/fixtures';
import { FORM_ROUTES } from '../screens/details-form/fixtures';

function renderPrice(saved: Proposal) {
  const api = fakeFetch(priceRoutes(saved));
  renderWidget(<PricePresentationScreen />, { path: PRICE_PATH, fetch: api.fetch });
}

const ready = () => screen.findByRole('heading', { level: 1, name: 'Your car insurance quote' });

describe('the smaller fixes of issue 18', () => {
  it('the expired-start-date dialog’s hint is a start date’s, not a date of birth’s', async () => {
    const user = userEvent.setup();
    renderPrice(quoted((p) => (p.risk.start_date = dayjs().subtract(2, 'day').format('YYYY-MM-DD'))));
    await ready();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your quote start date has expired!' });
    expect(within(dialog).getByText(/^Today or within the next 30 days, for example \d\d\/\d\d\/\d{4}$/)).toBeTruthy();
    expect(within(dialog).queryByText(/27\/03\/1990/)).toBeNull();
  });

  it('the removed add-on dialog’s title names one withdrawn extra, and speaks of several when it lists several', async () => {
    // The dialog opens on load, hiding the page behind it.
    renderPrice(
      quoted(
        (p) =>
          (p.removed_addons = [
            { code: 'EPA', description: 'Enhanced Personal Accident Cover' },
            { code: 'KEY', description: 'Key Cover' },
          ]),
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Some of your cover is no longer available' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Enhanced Personal Accident Cover', 'Key Cover']);
  });

  it('no "There are no endorsements" above "Driving other cars is excluded"', async () => {
    renderPrice(quoted(undefined, { endorsements: [] }));
    await ready();
    const section = screen.getByRole('region', { name: 'Endorsements' });
    expect(within(section).getByText('Driving other cars is excluded')).toBeTruthy();
    expect(within(section).queryByText('There are no endorsements on this quote.')).toBeNull();
  });

  it('the summary shows the registration with its space', async () => {
    const api = fakeFetch({
      [`GET /api/proposal/${SUMMARY_UUID}`]: () => ({ data: { proposal: quotedProposal() } }),
      'GET /api/list/insurer.pc_class_of_use': () => ({ list: { name: 'insurer.pc_class_of_use', options: [] } }),
    });
    renderWidget(<SummaryScreen />, { path: `/quote/summary?uuid=${SUMMARY_UUID}`, fetch: api.fetch });
    expect(await within(await screen.findByRole('region', { name: 'Cover and Use' })).findByText('AB12 CDE')).toBeTruthy();
    expect(screen.queryByText('AB12CDE')).toBeNull();
  });

  it('a date of birth 121 years ago is told the age limit, not that the date is not real', async () => {
    const user = userEvent.setup();
    const { fetch } = fakeFetch(FORM_ROUTES);
    renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    await user.type(screen.getByLabelText('Date of birth'), dayjs().subtract(121, 'year').format('DDMMYYYY'));
    await user.tab();
    expect(await screen.findByText('Date of birth must be within the last 120 years')).toBeTruthy();
  });

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
    expect(await screen.findByText('Collected on the 31st of each month, the day your cover starts.')).toBeTruthy();
    expect(screen.getByText('In months without a 31st, it is collected on the last day of the month.')).toBeTruthy();
  });

  it('a Direct Debit collected on the 7th has no such note', async () => {
    const routes = { [`GET /api/proposal/${DD_UUID}`]: () => ({ data: { proposal: proposal((p) => (p.is_pay_monthly = true)) } }) };
    renderScreen(<Route path="/quote/instalments" component={InstalmentsScreen} />, { path: `/quote/instalments?uuid=${DD_UUID}`, routes });
    expect(await screen.findByText('Collected on the 7th of each month, the day your cover starts.')).toBeTruthy();
    expect(screen.queryByText(/In months without/)).toBeNull();
  });

  it('the warning end state’s icon takes its tint from the theme, not a fixed pink', () => {
    const css = readFileSync('styles/screens/end-states.css', 'utf8');
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(css).toMatch(/\.mq-end-state--warning \.mq-end-state__icon \{\s*background: var\(--mq-color-accent-soft\);/);
    expect(readFileSync('styles/tokens.css', 'utf8')).toMatch(/--mq-color-accent-soft: color-mix\(in srgb, var\(--mq-color-accent\)/);
  });

  it('Session expired opened directly does not say answers were cleared; after a time-out it does', async () => {
    const direct = renderWidget(<Expired />, { path: '/quote/session-expired' });
    expect(screen.getByText(/sessions time out after a period of inactivity/)).toBeTruthy();
    expect(screen.queryByText(/have been cleared/)).toBeNull();
    direct.unmount();
    const { widget, location } = renderWidget(<Route path="/quote/session-expired" component={Expired} />, { path: '/quote/create' });
    act(() => location.navigate(expireSession(widget)));
    expect(
      screen.getByText(
        'For your security, your session timed out after a period of inactivity. Your answers on this device have been cleared.',
      ),
    ).toBeTruthy();
  });
});
