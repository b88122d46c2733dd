import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { FORM_ROUTES } from './fixtures';

const EMAIL_ERROR = 'Enter an email address in the correct format, like name@example.com';

describe('an error revealed as focus leaves a typed field', () => {
  it('shows at once when focus moves to another field', async () => {
    renderWidget(<DetailsFormScreen mode="create" />, { fetch: fakeFetch(FORM_ROUTES).fetch });
    const email = screen.getByLabelText('Email address');
    await userEvent.type(email, 'amelia@');
    fireEvent.blur(email, { relatedTarget: screen.getByLabelText('Mobile number') });
    expect(screen.getByText(EMAIL_ERROR)).toBeTruthy();
  });

  it('waits its pause when focus moves to a button, so the button is not pushed away mid-click', async () => {
    renderWidget(<DetailsFormScreen mode="create" />, { fetch: fakeFetch(FORM_ROUTES).fetch });
    const email = screen.getByLabelText('Email address');
    await userEvent.type(email, 'amelia@');
    fireEvent.blur(email, { relatedTarget: screen.getByRole('button', { name: 'Continue' }) });
    expect(screen.queryByText(EMAIL_ERROR)).toBeNull();
    await waitFor(() => expect(screen.getByText(EMAIL_ERROR)).toBeTruthy());
  });
});
