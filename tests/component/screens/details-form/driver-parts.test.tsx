/**
 * The "Add a driver" form (3,560 px as one form on a phone) is asked in the parts
 * the proposer's own steps group it by, one at a time: Continue checks the part and lists only its
 * problems, each part opens with focus on its heading, Back keeps the answers, and the last part saves.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { toLastDriverPart } from '../../support/driver-parts';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { STEP_ROUTES } from './steps-fixtures';

async function axeViolations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openDriverForm() {
  const user = userEvent.setup();
  const { fetch } = fakeFetch(STEP_ROUTES);
  const { widget } = renderWidget(<DetailsFormScreen mode="create" />, { fetch });
  act(() => {
    widget.stores.detailsForm.getState().reachAll();
    widget.stores.detailsForm.getState().open(7);
  });
  await user.click(within(screen.getByRole('group', { name: 'Would you like to add another driver?' })).getByLabelText('Yes'));
  await user.click(screen.getByRole('button', { name: 'Add a driver' }));
  return { user, widget, form: screen.getByRole('dialog', { name: 'Add a driver' }) };
}

describe('the driver form, a part at a time', () => {
  it('opens on its first part, About them, and lists only that part’s problems on Continue', async () => {
    const { user, form } = await openDriverForm();
    expect(within(form).getByRole('heading', { level: 3, name: 'About them (part 1 of 5)' })).toBeVisible();
    expect(within(form).getByLabelText('Relationship to you')).toBeInTheDocument();
    expect(within(form).queryByRole('group', { name: 'Do they smoke?' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Save driver' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const summary = within(form).getByRole('alert');
    expect(summary.textContent).toContain('Select their relationship to you');
    // Nothing from a later part: their job is asked on the next.
    expect(summary.textContent).not.toMatch(/job|smoke|licence|claims/i);
    expect(within(form).getByRole('heading', { level: 3, name: /^About them/ })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('moves part by part with focus on each heading, Back keeps the answers, and the last part saves the driver', async () => {
    const { user, widget, form } = await openDriverForm();
    const last = await toLastDriverPart(user, widget);
    expect(last).toBe(form);
    const heading = within(form).getByRole('heading', { level: 3, name: 'Claims and convictions (part 5 of 5)' });
    expect((heading.getRootNode() as Document).activeElement).toBe(heading);
    expect(within(form).getByRole('button', { name: 'Save driver' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Back' }));
    const driving = within(form).getByRole('heading', { level: 3, name: 'Their driving (part 4 of 5)' });
    expect((driving.getRootNode() as Document).activeElement).toBe(driving);
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    for (const question of [
      'Have they had any claims, accidents or losses in the last 5 years?',
      'Any motoring convictions, endorsements or bans in the last 5 years?',
      'Do they have a medical condition the DVLA should know about?',
      'Do they have access to other vehicles?',
      'Are they a member of a motoring organisation?',
    ])
      await user.click(within(within(form).getByRole('group', { name: question })).getByLabelText('No'));
    await user.click(within(form).getByRole('button', { name: 'Save driver' }));
    expect(screen.queryByRole('dialog', { name: 'Add a driver' })).toBeNull();
    expect(screen.getByText('Tom Hart')).toBeVisible();
  });
});
