/** Step 1's date of birth past the oldest age allowed: the message names the limit. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { FORM_ROUTES } from './fixtures';

describe('a date of birth past the age limit', () => {
  it('a date of birth 121 years ago is told the age limit, not that the date is not real', async () => {
    const user = userEvent.setup();
    const { fetch } = fakeFetch(FORM_ROUTES);
    renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    await user.type(screen.getByLabelText('Date of birth'), dayjs().subtract(121, 'year').format('DDMMYYYY'));
    await user.tab();
    expect(await screen.findByText('Date of birth must be within the last 120 years')).toBeVisible();
  });
});
