import { DEFAULT_LABELS } from '../../../../src/config/labels';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModificationsBlock } from '../../../../src/screens/details-form/blocks/modifications-block';
import { HistoryBlock } from '../../../../src/screens/details-form/blocks/history-block';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { toLastDriverPart } from '../../support/driver-parts';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { STEP_ROUTES } from './steps-fixtures';
import type { Path } from '../../../../src/store/proposal/path';

const CLAIMS = 'risk.proposer.driver_details.claims';
// The block shows once she says Yes to claims: No (or no answer) would clear the list it edits.
const SAID_YES: Array<[Path, unknown]> = [['risk.proposer.driver_details.has_claims', true]];

describe('the claims repeater', () => {
  it('adds a claim in a modal that lists its problems on Save, and Cancel leaves nothing behind', async () => {
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(<HistoryBlock kind="claims" path={CLAIMS} error={null} />, { fetch, answers: SAID_YES });
    await userEvent.click(screen.getByRole('button', { name: 'Add a claim' }));
    const modal = screen.getByRole('dialog', { name: 'Add a claim, accident or loss' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    const summary = await within(modal).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Select what happened' })).toBeVisible();
    expect(within(modal).getByLabelText('What happened?').getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(widget.stores.proposal.getState().draft.risk.proposer.driver_details.claims).toEqual([]);
  });

  it('says what to give for a cost not settled yet, under each amount (the API takes only an amount)', async () => {
    const { fetch } = fakeFetch(STEP_ROUTES);
    renderWidget(<HistoryBlock kind="claims" path={CLAIMS} error={null} />, { fetch, answers: SAID_YES });
    await userEvent.click(screen.getByRole('button', { name: 'Add a claim' }));
    const modal = screen.getByRole('dialog', { name: 'Add a claim, accident or loss' });
    for (const question of [
      'Was there a cost for damage to the car being driven?',
      'Was there a cost for damage or injury to anyone else?',
    ])
      await userEvent.click(within(within(modal).getByRole('group', { name: question })).getByLabelText('Yes'));
    for (const amount of ['How much did the damage to that car cost?', 'How much did it cost for the other people involved?'])
      expect(within(modal).getByLabelText(amount).getAttribute('aria-describedby')).toSatisfy((ids: string) =>
        ids.split(' ').some((id) => document.getElementById(id)?.textContent === DEFAULT_LABELS['claim.costHint']),
      );
    expect(DEFAULT_LABELS['claim.costHint']).toMatch(/best estimate/);
  });

  it('lists a saved claim with Change and Remove', async () => {
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(<HistoryBlock kind="claims" path={CLAIMS} error={null} />, { fetch, answers: SAID_YES });
    await userEvent.click(screen.getByRole('button', { name: 'Add a claim' }));
    const modal = screen.getByRole('dialog', { name: 'Add a claim, accident or loss' });
    await within(modal).findByRole('option', { name: 'Accident - my fault' });
    await userEvent.selectOptions(within(modal).getByLabelText('What happened?'), 'AF');
    await userEvent.type(within(modal).getByLabelText('When did it happen?'), new Date().toLocaleDateString('en-GB'));
    for (const question of [
      'Was there a cost for damage to the car being driven?',
      'Was there a cost for damage or injury to anyone else?',
      'Did it affect the no claims discount?',
      'Was anyone injured?',
    ]) {
      await userEvent.click(within(within(modal).getByRole('group', { name: question })).getByLabelText('No'));
    }
    await userEvent.click(within(within(modal).getByRole('group', { name: 'Was it claimed on your own policy?' })).getByLabelText('Yes'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change Accident - my fault' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Accident - my fault' }));
    expect(widget.stores.proposal.getState().draft.risk.proposer.driver_details.claims).toEqual([]);
    // Its button gone, focus is on the list she changed, not the page's body (WCAG 2.4.3).
    expect(screen.getByRole('heading', { name: 'Claims, accidents and losses' })).toHaveFocus();
  });
});

describe('the modifications list', () => {
  it('after Remove, focus goes to the list’s heading and the other modification stays', async () => {
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(<ModificationsBlock path="risk.vehicle.modifications" error={null} />, { fetch });
    act(() =>
      widget.stores.proposal.getState().setAnswer('risk.vehicle.modifications', [
        { type: 'ALLOY', description: null },
        { type: 'SPOIL', description: null },
      ]),
    );
    await userEvent.click(screen.getAllByRole('button', { name: /^Remove/ })[0]!);
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Modifications' })).toHaveFocus();
  });
});

describe('step 7 drivers', () => {
  it('shows the Sorry modal inside the driver form for a second medical condition and resets the answer', async () => {
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    act(() => {
      widget.stores.proposal.getState().setAnswer('risk.proposer.driver_details.has_medical_condition', true);
      widget.stores.detailsForm.getState().reachAll();
      widget.stores.detailsForm.getState().open(7);
    });
    await userEvent.click(within(screen.getByRole('group', { name: 'Would you like to add another driver?' })).getByLabelText('Yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Add a driver' }));
    const form = await toLastDriverPart(userEvent.setup(), widget);
    const medical = within(form).getByRole('group', { name: 'Do they have a medical condition the DVLA should know about?' });
    await userEvent.click(within(medical).getByLabelText('Yes'));
    const sorry = screen.getByRole('dialog', { name: 'Sorry!' });
    expect(form.contains(sorry)).toBe(true);
    // Not a dead end: a phone route to a quote (the brand's number).
    expect(within(sorry).getByText(/one medical condition/).textContent).toBe(
      'We can only quote online for one medical condition between all drivers on the policy. Call us on 0330\u00a0123\u00a04567 and we can look at a quote with you.',
    );
    expect(screen.getAllByRole('dialog', { name: 'Sorry!' })).toHaveLength(1);
    await userEvent.click(
      within(sorry)
        .getAllByRole('button', { name: /^Close/ })
        .at(-1)!,
    );
    expect(screen.queryByRole('dialog', { name: 'Sorry!' })).toBeNull();
    expect((within(medical).getByLabelText('No') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(widget.stores.proposal.getState().draft.risk.additional_drivers).toEqual([]);
  });

  it('keeps a driver with missing answers and names the problem on them when Submit is pressed', async () => {
    const { fetch } = fakeFetch(STEP_ROUTES);
    const { widget } = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    act(() => {
      widget.stores.proposal.getState().setAnswer('risk.has_additional_drivers', true);
      widget.stores.proposal
        .getState()
        .addItem('risk.additional_drivers', { name: { forenames: 'Tom', surname: 'Hughes' }, driver_details: {} });
      widget.stores.detailsForm.getState().attempt(7);
      widget.stores.detailsForm.getState().reachAll();
      widget.stores.detailsForm.getState().open(7);
    });
    const change = screen.getByRole('button', { name: 'Change Tom Hughes' });
    expect(change.getAttribute('aria-describedby')).toBe('mq-risk-additional_drivers-0-error');
    expect(screen.getByText('Tom Hughes: Select their relationship to you')).toBeVisible();
  });
});
