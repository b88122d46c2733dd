/**
 * A saved quote opened for editing from the new quote's form in the same tab (only the hash
 * changes, e.g. its link pasted in the address bar): the form of the quote she had comes down and
 * Please wait stands in front until the saved quote is in, as it does from any other screen, so no
 * press of hers is made on a form the load then resets (docs/contributing.md#finding-a-flaky-test).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RouteTable } from '../../../src/app/route-table';
import { fakeFetch } from '../support/fake-fetch';
import { renderWidget } from '../support/render-widget';
import { quoted, UUID } from '../screens/price-presentation/fixtures';
import { STEP_ROUTES } from '../screens/details-form/steps-fixtures';

describe('the route table', () => {
  it('opens a saved quote from the new quote’s form behind Please wait, and her press after it is kept', async () => {
    const user = userEvent.setup();
    const api = fakeFetch({ ...STEP_ROUTES, [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: quoted() } }) });
    // The saved quote's answer is held until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (new URL(String(input)).pathname === `/api/proposal/${UUID}`) await held;
      return api.fetch(input, init);
    };
    const { widget, location } = renderWidget(<RouteTable />, { fetch, path: '/quote/create' });
    // A new quote's form with every step reached: each step heading can be pressed.
    act(() => widget.stores.detailsForm.getState().reachAll());
    await screen.findByRole('button', { name: /Additional Drivers/ });

    act(() => location.navigate(`/quote/edit?uuid=${UUID}`));
    expect(screen.getByRole('dialog', { name: 'Please wait' })).toBeVisible();
    expect(screen.getByText('We are now updating your quote.')).toBeVisible();

    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText(/quote reference MQ-TEST-0001/);
    await user.click(screen.getByRole('button', { name: /Additional Drivers/ }));
    expect(await screen.findByRole('button', { name: 'Get my quote' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Additional Drivers/ }).getAttribute('aria-expanded')).toBe('true');
  });
});
