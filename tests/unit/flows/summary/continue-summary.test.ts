import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/api-error';
import { continueFromSummary } from '../../../../src/flows/summary/continue-summary';
import type { SummaryAnswers } from '../../../../src/flows/summary/summary-form';
import { quotedProposal, UUID } from '../../../support/addons-proposal';
import { quotedWidget } from '../addons/fixtures';

const answers: SummaryAnswers = {
  email: ' amelia.new@example.com ',
  mobile: '07700900999',
  autoRenew: true,
  honest: true,
  terms: true,
  excesses: true,
};

describe('Summary Continue', () => {
  it('stops on invalid answers without calling the API', async () => {
    const { deps, api } = quotedWidget();
    const result = await continueFromSummary(deps, { ...answers, mobile: '12', excesses: false });
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && Object.keys(result.errors)).toEqual(['mobile', 'excesses']);
    expect(api.confirmDetails).not.toHaveBeenCalled();
  });

  it('stores changed contact details, confirms them, saves the payment options, then goes to Payment', async () => {
    const { deps, api, store } = quotedWidget(
      quotedProposal((p) => {
        p.risk.userfields.has_email_consent = true;
      }),
    );
    const calls: string[] = [];
    api.confirmDetails.mockImplementation(async () => {
      calls.push('confirm');
      return store.getState().draft;
    });
    api.updatePaymentOption.mockImplementation(async () => {
      calls.push('payment-option');
      return store.getState().draft;
    });
    const result = await continueFromSummary(deps, answers);
    expect(result).toEqual({ kind: 'route', to: `/quote/payment?uuid=${UUID}`, replace: false });
    expect(calls).toEqual(['confirm', 'payment-option']);
    expect(api.confirmDetails).toHaveBeenCalledWith(UUID, {
      risk: {
        vehicle: { registration: 'AB12CDE' },
        proposer: { email_address: 'amelia.new@example.com', phone_numbers: { mobile: '07700900999' } },
      },
      consent_to_auto_renew: true,
    });
    expect(api.updatePaymentOption).toHaveBeenCalledWith(
      UUID,
      expect.objectContaining({
        check: true,
        is_pay_monthly: false,
        consent_to_auto_renew: true,
        has_email_consent: true,
        risk: expect.objectContaining({ vehicle: { registration: 'AB12CDE' } }),
      }),
    );
    expect(store.getState().draft.risk.proposer.email_address).toBe('amelia.new@example.com');
  });

  it('goes to Instalments, replacing history, when paying monthly', async () => {
    const { deps } = quotedWidget(
      quotedProposal((p) => {
        p.is_pay_monthly = true;
      }),
    );
    await expect(continueFromSummary(deps, answers)).resolves.toEqual({
      kind: 'route',
      to: `/quote/instalments?uuid=${UUID}`,
      replace: true,
    });
  });

  it('goes to Referred when the saved quote is referred, whatever the payment method', async () => {
    const { deps, api } = quotedWidget(
      quotedProposal((p) => {
        p.is_pay_monthly = true;
      }),
    );
    api.updatePaymentOption.mockResolvedValue(
      quotedProposal((p) => {
        p.is_pay_monthly = true;
        p.quote.is_referred = true;
      }),
    );
    await expect(continueFromSummary(deps, { ...answers, autoRenew: false })).resolves.toEqual({
      kind: 'route',
      to: `/declined?uuid=${UUID}`,
      replace: false,
    });
    expect(api.confirmDetails.mock.calls[0][1]).toMatchObject({ consent_to_auto_renew: false });
  });

  it('routes a non-200 failure to Exception and a network failure to Declined', async () => {
    const server = quotedWidget();
    server.api.confirmDetails.mockRejectedValue(
      new ApiError({
        endpoint: 'confirmDetails',
        method: 'POST',
        path: '/api/proposal/{uuid}/confirm',
        status: 500,
        code: 'server_error',
        detail: 'x',
      }),
    );
    await expect(continueFromSummary(server.deps, answers)).resolves.toMatchObject({ to: '/error/exception' });
    expect(server.api.updatePaymentOption).not.toHaveBeenCalled();
    const network = quotedWidget();
    network.api.updatePaymentOption.mockRejectedValue(
      new ApiError({
        endpoint: 'updatePaymentOption',
        method: 'POST',
        path: '/api/proposal/{uuid}/payment-option',
        status: 0,
        code: 'network',
        detail: 'x',
      }),
    );
    await expect(continueFromSummary(network.deps, answers)).resolves.toMatchObject({ to: '/quote/declined' });
  });
});
