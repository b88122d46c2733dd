import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { proposal } from '../../../support/proposal';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { STEP_ROUTES } from './steps-fixtures';

/** A whole, valid draft with the form at step 3, steps 1 and 2 completed. */
function formAtStep3() {
  const { fetch } = fakeFetch(STEP_ROUTES);
  const view = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
  act(() => {
    view.widget.stores.proposal.getState().load(proposal());
    view.widget.stores.detailsForm.setState({ current: 3, furthest: 3, completed: { 1: true, 2: true }, captchaVerified: true });
  });
  return view;
}

const expanded = (step: number) => document.querySelector(`#mq-step-${step}-heading`)?.getAttribute('aria-expanded');

// docs/performance.md#interactions: Continue paints its busy button before the step's check and
// the next step's render, in a later task; the press must still act once, and a later press wins.
describe('Continue answers first, then acts', () => {
  it('shows the busy button at once, then opens the next step; a second press meanwhile does not skip a step', async () => {
    formAtStep3();
    const button = screen.getByRole('button', { name: 'Continue' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(expanded(4)).toBe('true'));
    expect(expanded(5)).toBe('false');
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-busy')).toBeNull();
  });

  it('Back pressed before the check runs wins: the earlier step opens and this Continue does nothing', async () => {
    const { widget } = formAtStep3();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(expanded(2)).toBe('true'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-busy')).toBeNull());
    expect(widget.stores.detailsForm.getState().current).toBe(2);
  });
});
