import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { InstalmentsScreen } from '../../../../src/screens/instalments/instalments-screen';
import { proposal, UUID } from '../../../support/purchase-proposal';
import { renderScreen } from '../../support/render-screen';
import { expectRefusedPress, pastThePause, shownError, userWithOwnTimers } from '../../support/form-errors';

const ACCOUNT_NUMBER = 'mq-dd-account_number';

function setup() {
  const saved = proposal((p) => (p.is_pay_monthly = true));
  return renderScreen(<Route path="/quote/instalments" component={InstalmentsScreen} />, {
    path: `/quote/instalments?uuid=${UUID}`,
    routes: { [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: saved } }) },
  });
}

afterEach(() => vi.useRealTimers());

describe('the Direct Debit form shows its errors as the details form does', () => {
  it('none while she types; each after the press that revealed it, in a focused summary linking to each field', async () => {
    const user = userWithOwnTimers();
    const { calls } = setup();
    await user.type(await screen.findByLabelText(/Account number/), '123');
    await pastThePause();
    expect(shownError(ACCOUNT_NUMBER)).toBeNull();

    await expectRefusedPress(user, {
      button: screen.getByRole('button', { name: 'Continue to payment' }),
      typedFieldId: ACCOUNT_NUMBER,
      title: 'There is a problem',
      messages: [
        'Select yes if the account is in your name',
        'Enter the name on the account',
        'Enter an account number of 8 digits, like 00733445',
        'Enter the sort code',
      ],
    });
    expect(calls.some((call) => call.path.endsWith('/pay-monthly'))).toBe(false);
  });

  it('a field she leaves shows its error; typing again, a fix clears it at once and a new error waits for the pause', async () => {
    const user = userWithOwnTimers();
    setup();
    const accountNumber = await screen.findByLabelText(/Account number/);
    await user.type(accountNumber, '123');
    await user.tab();
    await vi.waitFor(() => expect(shownError(ACCOUNT_NUMBER)).toBe('Enter an account number of 8 digits, like 00733445'));

    await user.type(accountNumber, '45678');
    expect(shownError(ACCOUNT_NUMBER)).toBeNull();
    await user.clear(accountNumber);
    expect(shownError(ACCOUNT_NUMBER)).toBeNull();
    await pastThePause();
    expect(shownError(ACCOUNT_NUMBER)).toBe('Enter the account number');
  });
});
