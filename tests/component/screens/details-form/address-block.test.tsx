import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressBlock } from '../../../../src/screens/details-form/blocks/address-block';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { STEP_ROUTES } from './steps-fixtures';

const PATH = 'risk.proposer.address';

/** Finds the addresses at LS6 2AB and puts focus on their list, as a keyboard user reaches it. */
async function focusedAddressList() {
  const { fetch } = fakeFetch(STEP_ROUTES);
  const { widget } = renderWidget(<AddressBlock path={PATH} error={null} />, { fetch });
  await userEvent.type(screen.getByLabelText('Postcode'), 'LS6 2AB');
  await userEvent.click(screen.getByRole('button', { name: 'Find address' }));
  const list = (await screen.findByLabelText('Select your address')) as HTMLSelectElement;
  list.focus();
  return { widget, list };
}

describe('the address look-up', () => {
  it('finds the addresses at a postcode, spaces removed, and shows the one chosen', async () => {
    const { fetch, calls } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(<AddressBlock path={PATH} error={null} />, { fetch });
    await userEvent.type(screen.getByLabelText('Postcode'), 'ls6 2ab');
    await userEvent.click(screen.getByRole('button', { name: 'Find address' }));
    const list = await screen.findByLabelText('Select your address');
    expect(calls.at(-1)?.path).toBe('/api/address');
    expect(screen.getByRole('option', { name: '2 addresses found' })).toBeVisible();
    await userEvent.selectOptions(list, '14 Park Lane, Headingley, Leeds, LS6 2AB');
    expect(widget.stores.proposal.getState().draft.risk.proposer.address).toMatchObject({ line_1: '14 Park Lane', postcode: 'LS6 2AB' });
    expect(screen.getByRole('button', { name: 'Change address' })).toBeVisible();
    expect(screen.getByText('14 Park Lane')).toBeVisible();
    // Focus goes to what replaced the list, which reads the address, not to the page's body.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change address' }));
    expect(screen.getByRole('button', { name: 'Change address' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('14 Park Lane').parentElement?.id,
    );
  });

  it('lets a keyboard user move through the addresses without choosing one; Enter chooses (WCAG 3.2.2)', async () => {
    const { widget, list } = await focusedAddressList();
    // A closed select in Chromium and Firefox changes its value, with a change event, at each arrow key.
    for (const index of ['0', '1']) {
      fireEvent.keyDown(list, { key: 'ArrowDown' });
      fireEvent.change(list, { target: { value: index } });
    }
    expect(screen.getByLabelText('Select your address')).toBe(list);
    expect(list.value).toBe('1');
    expect(widget.stores.proposal.getState().draft.risk.proposer.address.line_1).toBeFalsy();
    fireEvent.keyDown(list, { key: 'Enter' });
    await screen.findByRole('button', { name: 'Change address' });
    expect(widget.stores.proposal.getState().draft.risk.proposer.address.line_1).toBe('14 Park Lane');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change address' }));
  });

  it('chooses the address shown when a keyboard user leaves the list by Tab', async () => {
    const { widget, list } = await focusedAddressList();
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.change(list, { target: { value: '0' } });
    fireEvent.blur(list);
    await screen.findByRole('button', { name: 'Change address' });
    expect(widget.stores.proposal.getState().draft.risk.proposer.address.line_1).toBe('12 Park Lane');
  });

  it('says a postcode is not real before searching', async () => {
    const { fetch, calls } = fakeFetch(STEP_ROUTES);
    renderWidget(<AddressBlock path={PATH} error={null} />, { fetch });
    await userEvent.type(screen.getByLabelText('Postcode'), 'LS6');
    await userEvent.click(screen.getByRole('button', { name: 'Find address' }));
    expect(await screen.findByText('Enter a real postcode, like SW1A 1AA')).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/address')).toEqual([]);
  });

  it('moves to manual entry when nothing is found, keeping the postcode', async () => {
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(<AddressBlock path={PATH} error={null} />, { fetch });
    await userEvent.type(screen.getByLabelText('Postcode'), 'ZZ1 1ZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Find address' }));
    expect(await screen.findByText('We couldn’t find any addresses for ZZ1 1ZZ. Please enter your address below.')).toBeVisible();
    // The search and its button are gone: focus goes to the notice that says why (WCAG 2.4.3), not to <body>.
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('ZZ1 1ZZ');
    await userEvent.type(screen.getByLabelText('Address line 1'), '1 High Street');
    expect(widget.stores.proposal.getState().draft.risk.proposer.address.line_1).toBe('1 High Street');
  });

  it('moves to manual entry without an error when the look-up fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch } = fakeFetch({ ...STEP_ROUTES, 'GET /api/address': () => ({ nonsense: true }) });
    renderWidget(<AddressBlock path={PATH} error={null} />, { fetch });
    await userEvent.type(screen.getByLabelText('Postcode'), 'LS6 2AB');
    await userEvent.click(screen.getByRole('button', { name: 'Find address' }));
    await screen.findByLabelText('Address line 1');
    expect(document.activeElement).toBe(screen.getByLabelText('Address line 1'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/couldn’t find/)).toBeNull();
    await waitFor(() => expect(error).toHaveBeenCalled());
    error.mockRestore();
  });

  it('shows the first missing line of a typed address once the step is checked', async () => {
    const { fetch } = fakeFetch(STEP_ROUTES);
    renderWidget(<AddressBlock path={PATH} error="Enter your town or city" />, { fetch });
    await userEvent.click(screen.getByRole('button', { name: 'Enter address manually' }));
    expect(screen.getByText('Enter the first line of your address')).toBeVisible();
    expect(screen.getByLabelText('Town or city').getAttribute('aria-invalid')).toBe('true');
  });
});
