import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { RecallScreen } from '../../../../src/screens/recall/recall-screen';
import { renderScreen } from '../../support/render-screen';
import { expectRefusedPress, pastThePause, shownError, userWithOwnTimers } from '../../support/form-errors';

const POSTCODE = 'mq-recall-postcode';

function setup() {
  return renderScreen(<Route path="/quote/recall" component={RecallScreen} />, {
    path: '/quote/recall',
    routes: { 'POST /api/proposal/recall': () => ({}) },
  });
}

afterEach(() => vi.useRealTimers());

describe('Retrieve a Quote shows its errors as every form does', () => {
  it('none while she types; each after the press that revealed it, in a focused summary linking to each field', async () => {
    const user = userWithOwnTimers();
    const { calls } = setup();
    await user.type(screen.getByLabelText('Postcode'), 'LS6');
    await pastThePause();
    expect(shownError(POSTCODE)).toBeNull();

    await expectRefusedPress(user, {
      button: screen.getByRole('button', { name: 'Retrieve my quote' }),
      typedFieldId: POSTCODE,
      title: 'There is a problem',
      messages: ['Enter your quote reference', 'Enter a real postcode, like SW1A 1AA', 'Enter your date of birth'],
    });
    expect(calls).toHaveLength(0);
  });
});
