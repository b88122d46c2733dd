/** Sent back because the cover start passed (the card page or accept refused it): the new-date dialog, in plain words. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { PricePresentationScreen } from '../../../../src/screens/price-presentation/price-presentation-screen';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { PATH, priceRoutes, quoted } from './fixtures';

describe('the price screen after the cover start passed', () => {
  it('opens the new-date dialog by itself, says no money is kept, and re-quotes today’s date', async () => {
    const user = userEvent.setup();
    const today = dayjs().format('YYYY-MM-DD');
    // The insurer's day had moved past the quote's start, though this device's clock had not.
    const routes = priceRoutes(quoted((p) => (p.risk.start_date = today)));
    const update = routes['POST /json/proposal/update'];
    // The start-date update answers the proposal's next version, which the re-quote sends.
    routes['POST /json/proposal/update'] = (request) => ({ data: { ...(update(request) as { data: { uuid: string } }).data, version: 3 } });
    const api = fakeFetch(routes);
    renderWidget(<PricePresentationScreen />, { path: `${PATH}&start=passed`, fetch: api.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Your quote start date has expired!' });
    expect(
      within(dialog).queryByText(
        'Cover can’t start on a day that has already passed, so this quote can’t be bought as it is. You haven’t been charged for it: any payment taken has been refunded in full. Choose today or a later date and we’ll update your price.',
      ),
    ).not.toBeNull();
    await user.type(within(dialog).getByLabelText('New start date'), dayjs().format('DD/MM/YYYY'));
    await user.click(within(dialog).getByRole('button', { name: 'Update start date' }));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/json/proposal/re-quote'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your quote start date has expired!' })).toBeNull());
    const sent = api.calls.filter((c) => c.path.startsWith('/json/proposal/'));
    expect(sent.map((c) => [c.path, c.body])).toEqual([
      ['/json/proposal/update', expect.objectContaining({ start_date: today })],
      ['/json/proposal/re-quote', expect.anything()],
    ]);
  });

  it('stays closed when she arrives without that reason', async () => {
    const api = fakeFetch(priceRoutes(quoted()));
    renderWidget(<PricePresentationScreen />, { path: PATH, fetch: api.fetch });
    await screen.findByRole('heading', { level: 1, name: 'Your car insurance quote' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
