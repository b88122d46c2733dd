import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { fieldId } from '../../../../src/screens/details-form/use-question';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { expectRefusedPress, pastThePause, shownError, userWithOwnTimers } from '../../support/form-errors';
import { FORM_ROUTES } from './fixtures';
import { STEP_ROUTES } from './steps-fixtures';

afterEach(() => vi.useRealTimers());

describe('the details form shows its errors as every form does', () => {
  it('a step: none while she types; each after the Continue that revealed it, in a focused summary linking to each field', async () => {
    const user = userWithOwnTimers();
    renderWidget(<DetailsFormScreen mode="create" />, { fetch: fakeFetch(FORM_ROUTES).fetch });
    const email = fieldId('risk.proposer.email_address');
    await user.type(screen.getByLabelText('Email address'), 'amelia@');
    await pastThePause();
    expect(shownError(email)).toBeNull();

    await expectRefusedPress(user, {
      button: screen.getByRole('button', { name: 'Continue' }),
      typedFieldId: email,
      title: 'There is a problem',
      messages: [
        'Select your title',
        'Enter your first name',
        'Enter your last name',
        'Enter your date of birth',
        'Select your marital status',
        'Enter an email address in the correct format, like name@example.com',
        'Enter your mobile number',
      ],
      thenFirstError: true,
    });
  });

  it('a part of the driver form: none while she types; each after the Continue that revealed it, in a focused summary', async () => {
    const user = userWithOwnTimers();
    const { widget } = renderWidget(<DetailsFormScreen mode="create" />, { fetch: fakeFetch(STEP_ROUTES).fetch });
    act(() => {
      widget.stores.detailsForm.getState().reachAll();
      widget.stores.detailsForm.getState().open(7);
    });
    await user.click(within(screen.getByRole('group', { name: 'Would you like to add another driver?' })).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Add a driver' }));
    const form = screen.getByRole('dialog', { name: 'Add a driver' });
    const firstName = within(form).getByLabelText('First name');
    await user.type(firstName, 'Tom9');
    await pastThePause();
    expect(shownError(firstName.id)).toBeNull();

    await expectRefusedPress(user, {
      button: within(form).getByRole('button', { name: 'Continue' }),
      typedFieldId: firstName.id,
      title: 'There is a problem',
      messages: [
        'Select their relationship to you',
        'Select their title',
        'First name must only include letters, spaces, hyphens and apostrophes',
        'Enter their last name',
        'Enter their date of birth',
        'Select their marital status',
        'Select yes if they were born in the UK',
      ],
    });
  });
});
