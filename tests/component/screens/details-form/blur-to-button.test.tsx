import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { FORM_ROUTES } from './fixtures';

const EMAIL_ERROR = 'Enter an email address in the correct format, like name@example.com';

describe('an error revealed as focus leaves a field', () => {
  it('shows at once when the keyboard moves focus on', async () => {
    const user = userEvent.setup();
    renderWidget(<DetailsFormScreen mode="create" />, { fetch: fakeFetch(FORM_ROUTES).fetch });
    await user.type(screen.getByLabelText('Email address'), 'amelia@');
    await user.tab();
    expect(screen.getByText(EMAIL_ERROR)).toBeVisible();
  });

  it('waits for the click when a press takes the focus, so what was pressed is not pushed away mid-click', async () => {
    const user = userEvent.setup();
    renderWidget(<DetailsFormScreen mode="create" />, { fetch: fakeFetch(FORM_ROUTES).fetch });
    await user.type(screen.getByLabelText('Email address'), 'amelia@');
    const other = screen.getByLabelText('Mobile number');
    // Pressed and held (Chromium and Firefox move focus on the press; WebKit too for a field).
    await user.pointer({ keys: '[MouseLeft>]', target: other });
    expect(screen.queryByText(EMAIL_ERROR)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: other });
    await waitFor(() => expect(screen.getByText(EMAIL_ERROR)).toBeVisible());
  });

  it('waits for the click of a press that takes no focus (WebKit never focuses a pressed button)', async () => {
    const user = userEvent.setup();
    renderWidget(<DetailsFormScreen mode="create" />, { fetch: fakeFetch(FORM_ROUTES).fetch });
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'amelia@');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await user.pointer({ keys: '[MouseLeft>]', target: continueButton });
    // What WebKit does: the field loses focus, nothing gains it.
    email.blur();
    expect(screen.queryByText(EMAIL_ERROR)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: continueButton });
    // The click acted: Continue checked the step (its error summary is shown).
    expect(await screen.findByText('There is a problem')).toBeVisible();
  });
});
