import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PricePresentationScreen } from '../../../../src/screens/price-presentation/price-presentation-screen';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { expectRefusedPress, pastThePause, shownError, userWithOwnTimers } from '../../support/form-errors';
import { PATH, priceRoutes, quoted } from './fixtures';

const EMAIL = 'mq-tpa-email';

afterEach(() => vi.useRealTimers());

describe('third party authority shows its errors as the details form does', () => {
  it('none while she types; each after the press that revealed it, in a focused summary linking to each field', async () => {
    const user = userWithOwnTimers();
    const api = fakeFetch(priceRoutes(quoted()));
    renderWidget(<PricePresentationScreen />, { path: PATH, fetch: api.fetch });
    await user.click(await screen.findByRole('switch', { name: 'Name someone to speak to us on your behalf' }));
    await user.type(screen.getByLabelText('Their email address'), 'tom@');
    await pastThePause();
    expect(shownError(EMAIL)).toBeNull();

    await expectRefusedPress(user, {
      button: screen.getByRole('button', { name: 'Continue' }),
      typedFieldId: EMAIL,
      title: 'There is a problem',
      messages: [
        'Select their title',
        'Enter their first name',
        'Enter their last name',
        'Enter their date of birth',
        'Enter an email address in the correct format, like name@example.com',
        'Enter their phone number',
      ],
    });
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
