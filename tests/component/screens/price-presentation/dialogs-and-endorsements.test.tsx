/** The price screen's dialogs and its endorsements section, as the customer reads them. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../../../src/contract/proposal';
import { PricePresentationScreen } from '../../../../src/screens/price-presentation/price-presentation-screen';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { PATH as PRICE_PATH, priceRoutes, quoted } from './fixtures';

function renderPrice(saved: Proposal) {
  const api = fakeFetch(priceRoutes(saved));
  renderWidget(<PricePresentationScreen />, { path: PRICE_PATH, fetch: api.fetch });
}

const ready = () => screen.findByRole('heading', { level: 1, name: 'Your car insurance quote' });

describe('the price screen’s dialogs and endorsements', () => {
  it('the expired-start-date dialog’s hint is a start date’s, not a date of birth’s', async () => {
    const user = userEvent.setup();
    renderPrice(quoted((p) => (p.risk.start_date = dayjs().subtract(2, 'day').format('YYYY-MM-DD'))));
    await ready();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your quote start date has expired!' });
    expect(within(dialog).getByText(/^Today or within the next 30 days, for example \d\d\/\d\d\/\d{4}$/)).toBeVisible();
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
    expect(within(section).getByText('Driving other cars is excluded')).toBeVisible();
    expect(within(section).queryByText('There are no endorsements on this quote.')).toBeNull();
  });
});
