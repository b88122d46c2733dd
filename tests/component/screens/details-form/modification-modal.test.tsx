import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModificationModal } from '../../../../src/screens/details-form/blocks/modification-modal';
import { renderWidget } from '../../support/render-widget';
import { expectRefusedPress, shownError, userWithOwnTimers } from '../../support/form-errors';

const OPTIONS = [
  { value: 'ALLOY', name: 'Alloy wheels' },
  { value: 'SPOIL', name: 'Spoiler' },
];

afterEach(() => vi.useRealTimers());

describe('the modification modal', () => {
  it('a Save with no type lists the problem at the top, takes focus there, and its link goes to the field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWidget(<ModificationModal open options={OPTIONS} onSave={onSave} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a modification' });
    // The dialog opens with focus on its title, as a customer finds it.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Add a modification' })));
    await user.click(within(dialog).getByRole('button', { name: 'Save modification' }));
    const summary = within(dialog).getByRole('alert');
    expect(within(summary).getByText('There is a problem')).toBeVisible();
    expect(document.activeElement).toBe(summary);
    await user.click(within(summary).getByRole('link', { name: 'Select the type of modification' }));
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Type of modification'));
    expect(onSave).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByLabelText('Type of modification'), 'Spoiler');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save modification' }));
    expect(onSave).toHaveBeenCalledWith({ type: 'SPOIL', description: null });
  });

  // Its form state is every form's (ui/use-form-state.ts): docs/product/validation.md#when-an-error-shows.
  it('shows no error until she leaves the type or presses Save, and the press’s error only after its click', async () => {
    const user = userWithOwnTimers();
    renderWidget(<ModificationModal open options={OPTIONS} onSave={() => undefined} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a modification' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Add a modification' })));
    within(dialog).getByLabelText('Type of modification').focus();
    expect(shownError('mq-modification-type')).toBeNull();
    await expectRefusedPress(user, {
      button: within(dialog).getByRole('button', { name: 'Save modification' }),
      typedFieldId: 'mq-modification-type',
      title: 'There is a problem',
      messages: ['Select the type of modification'],
    });
    expect((await axe.run(dialog)).violations).toEqual([]);
  });

  it('shows the type’s error once she leaves it empty', async () => {
    const user = userEvent.setup();
    renderWidget(<ModificationModal open options={OPTIONS} onSave={() => undefined} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a modification' });
    await user.click(within(dialog).getByLabelText('Type of modification'));
    expect(shownError('mq-modification-type')).toBeNull();
    await user.tab();
    await waitFor(() => expect(shownError('mq-modification-type')).toBe('Select the type of modification'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
