import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch, reply, type FakeRoutes } from '../../support/fake-fetch';
import { FORM_ROUTES } from './fixtures';

function openCarStep(routes: FakeRoutes = FORM_ROUTES) {
  const { fetch } = fakeFetch(routes);
  const view = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
  act(() => {
    view.widget.stores.detailsForm.getState().reachAll();
    view.widget.stores.detailsForm.getState().open(2);
  });
  return view;
}

async function chooseManually(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, option] of [
    ['Manufacturer', 'Ford'],
    ['Model', 'Fiesta'],
    ['Fuel type', 'Petrol'],
    ['Year of registration', '2012'],
    ['Transmission', 'Manual'],
    ['Doors', '5 doors'],
  ]) {
    await screen.findByRole('option', { name: option });
    await user.selectOptions(screen.getByLabelText(label), option);
  }
  // The list's capitals read in title case: 'Fiesta Zetec 1.25 5dr'.
  await user.click(await screen.findByLabelText('Fiesta Zetec 1.25 5dr'));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('step 2: the car when the registration look-up gives up', () => {
  it('after two misses says why, and the car found by its details keeps the registration typed', async () => {
    const user = userEvent.setup();
    const { widget } = openCarStep();
    await user.click(within(screen.getByRole('group', { name: 'Do you know the car’s registration?' })).getByLabelText('Yes'));
    await user.type(screen.getByLabelText(/Registration number/), 'ZZ99ZZZ');
    await user.click(screen.getByRole('button', { name: 'Find car' }));
    expect(
      await screen.findByText('Sorry, we haven’t been able to find your car from the registration number you provided.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Find car' }));
    const manual = await screen.findByRole('group', { name: 'Find your car by its details' });
    expect(
      within(manual).getByText('Sorry, we haven’t been able to find your car from the registration number you provided.'),
    ).toBeVisible();
    await chooseManually(user);
    expect((await screen.findByText('ZZ99 ZZZ')).textContent).toBe('Registration number ZZ99 ZZZ');
    expect(widget.stores.proposal.getState().draft.risk.vehicle).toMatchObject({
      has_registration: true,
      registration: 'ZZ99ZZZ',
      abi_code: '32010104',
    });
  });

  it('a registration not found is said to her: focus moves to the message, beside Try again', async () => {
    const user = userEvent.setup();
    openCarStep();
    await user.click(within(screen.getByRole('group', { name: 'Do you know the car’s registration?' })).getByLabelText('Yes'));
    await user.type(screen.getByLabelText(/Registration number/), 'ZZ99ZZZ');
    await user.click(screen.getByRole('button', { name: 'Find car' }));
    const message = await screen.findByRole('status');
    expect(message.textContent).toContain('Sorry, we haven’t been able to find your car');
    await vi.waitFor(() => expect(document.activeElement).toBe(message));
  });

  it('a failed look-up (500) says so before the manual search, and keeps the registration', async () => {
    const user = userEvent.setup();
    const { widget } = openCarStep({ ...FORM_ROUTES, 'GET /api/vehicle/search': () => reply(500, { code: 'server_error' }) });
    await user.click(within(screen.getByRole('group', { name: 'Do you know the car’s registration?' })).getByLabelText('Yes'));
    await user.type(screen.getByLabelText(/Registration number/), 'AB12 CDE');
    await user.click(screen.getByRole('button', { name: 'Find car' }));
    const manual = await screen.findByRole('group', { name: 'Find your car by its details' });
    expect(within(manual).getByRole('status').textContent).toContain(
      'Sorry, we couldn’t look up your registration just now. Please choose your car from the lists below; we’ve kept your registration number.',
    );
    await chooseManually(user);
    expect(widget.stores.proposal.getState().draft.risk.vehicle).toMatchObject({ has_registration: true, registration: 'AB12CDE' });
  });
});

describe('step 2: a car found by its registration', () => {
  it('takes focus to the car found, named as a question with the car, instead of leaving it on the page', async () => {
    const user = userEvent.setup();
    openCarStep();
    await user.click(within(screen.getByRole('group', { name: 'Do you know the car’s registration?' })).getByLabelText('Yes'));
    await user.type(screen.getByLabelText(/Registration number/), 'AB12CDE');
    await user.click(screen.getByRole('button', { name: 'Find car' }));
    const panel = await screen.findByRole('group', { name: /^Your chosen car FORD FIESTA/i });
    await vi.waitFor(() => expect(document.activeElement).toBe(panel));
    expect(within(panel).getByText('AB12 CDE').textContent).toBe('Registration number AB12 CDE');
    // The car in readable case, not the list's capitals.
    expect(within(panel).getByRole('heading').textContent).toMatch(/ Fiesta$/);
    expect(within(panel).getByText('Fiesta Zetec 1.25 5dr')).toBeVisible();
  });

  it('leaves focus where she put it when she goes on to the car’s value before the car found takes it', async () => {
    const user = userEvent.setup();
    openCarStep();
    await user.click(within(screen.getByRole('group', { name: 'Do you know the car’s registration?' })).getByLabelText('Yes'));
    await user.type(screen.getByLabelText(/Registration number/), 'AB12CDE');
    // The frames are held back, as a busy browser (WebKit under load) holds them, until she has typed.
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    try {
      await user.click(screen.getByRole('button', { name: 'Find car' }));
      await screen.findByRole('group', { name: /^Your chosen car FORD FIESTA/i });
      const worth = screen.getByLabelText(/How much is the car worth/) as HTMLInputElement;
      await user.type(worth, '65');
      act(() => {
        while (frames.length) frames.shift()!(performance.now());
      });
      await user.keyboard('00');
      expect(document.activeElement).toBe(worth);
      expect(worth.value.replace(/\D/g, '')).toBe('6500');
    } finally {
      raf.mockRestore();
    }
  });
});
