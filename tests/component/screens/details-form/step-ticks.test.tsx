import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { proposal } from '../../../support/proposal';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { STEP_ROUTES } from './steps-fixtures';

const STEP_TITLES = ['About You', 'About Your Car', 'Your Details', 'Your Driving', 'Using the car', 'Cover Details', 'Additional Drivers'];
const header = (step: number) => screen.getByRole('button', { name: new RegExp(`^Step ${step} ${STEP_TITLES[step - 1]}`) });
const ticked = () => STEP_TITLES.map((_, i) => i + 1).filter((step) => /Completed$/.test(header(step).textContent ?? ''));

/** A whole, valid draft with the form at `current`, steps 1..furthest-1 completed. */
function formAt(current: number, furthest: number) {
  const { fetch } = fakeFetch(STEP_ROUTES);
  const view = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
  act(() => {
    view.widget.stores.proposal.getState().load(proposal());
    const completed = Object.fromEntries(Array.from({ length: furthest - 1 }, (_, i) => [i + 1, true as const]));
    view.widget.stores.detailsForm.setState({ current, furthest, completed, captchaVerified: true });
  });
  return view;
}

describe('Completed ticks and re-checking steps 1 and 2', () => {
  it('a changed step 1 loses its tick, and Continue on a later step checks it again and opens it', async () => {
    const user = userEvent.setup();
    formAt(1, 5);
    expect(ticked()).toEqual([1, 2, 3, 4]);
    await user.clear(screen.getByLabelText('Last name'));
    expect(ticked()).toEqual([2, 3, 4]);
    await user.click(header(4));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter your last name' })).toBeVisible();
    expect(header(1).getAttribute('aria-expanded')).toBe('true');
    await user.type(screen.getByLabelText('Last name'), 'Hart');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: /^Step 1 About You, Completed/ })).toBeVisible();
  });

  it('No to "Do you know the car’s registration?" says which steps it emptied and reopens them', async () => {
    const user = userEvent.setup();
    const { widget } = formAt(2, 7);
    expect(ticked()).toEqual([1, 2, 3, 4, 5, 6]);
    await user.click(within(screen.getByRole('group', { name: 'Do you know the car’s registration?' })).getByLabelText('No'));
    const notice = screen.getByText('We’ve cleared some of your later answers').closest('[role="status"]') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Step 5: Using the car', 'Step 6: Cover Details']);
    expect(ticked()).toEqual([1, 3, 4]);
    expect((header(7) as HTMLButtonElement).disabled).toBe(true);
    expect(widget.stores.detailsForm.getState().furthest).toBe(5);
  });
});
