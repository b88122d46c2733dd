import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SummaryScreen } from '../../../../src/screens/summary/summary-screen';
import { renderWidget } from '../../support/render-widget';
import { fakeFetch } from '../../support/fake-fetch';
import { expectRefusedPress, pastThePause, shownError, userWithOwnTimers } from '../../support/form-errors';
import { quotedProposal, UUID } from '../../../support/addons-proposal';

const EMAIL = 'mq-summary-email';

function setup() {
  // A partner's quote without her contact details: the summary asks for them.
  const proposal = quotedProposal((p) => {
    p.risk.proposer.email_address = '';
    p.risk.proposer.phone_numbers.mobile = '01000000000';
  });
  const api = fakeFetch({
    [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal } }),
    'GET /api/list/insurer.pc_class_of_use': () => ({ list: { name: 'insurer.pc_class_of_use', options: [] } }),
  });
  renderWidget(<SummaryScreen />, { path: `/quote/summary?uuid=${UUID}`, fetch: api.fetch });
  return api;
}

afterEach(() => vi.useRealTimers());

describe('the summary’s form shows its errors as every form does', () => {
  it('none while she types; each after the press that revealed it, in a focused summary linking to each field', async () => {
    const user = userWithOwnTimers();
    const { calls } = setup();
    const email = await screen.findByLabelText('Email address');
    await user.clear(email);
    await user.type(email, 'amelia@');
    await pastThePause();
    expect(shownError(EMAIL)).toBeNull();

    await expectRefusedPress(user, {
      button: screen.getByRole('button', { name: 'Continue' }),
      typedFieldId: EMAIL,
      title: 'There is a problem',
      messages: [
        'Enter an email address in the correct format, like name@example.com',
        'Enter your mobile number',
        'Select if you would like your policy to renew automatically',
        'Confirm that you have completed the questions honestly',
        'Confirm that you have read and agree to the Administration Services Contract and the Terms and Conditions',
        'Confirm that you have read and agree to the excesses and endorsements',
      ],
    });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
