/** A save refused as stale (412 stale_version): the latest proposal is loaded and what is on screen kept. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { Proposal } from '../../../src/contract/proposal';
import { submitQuote } from '../../../src/details-form/flows/submit-quote';
import { requoteExcess } from '../../../src/flows/price/requote';
import { quotedProposal } from '../../support/proposal';
import { fakeWidget } from '../support/fake-widget';

const stale = () =>
  new ApiError({
    endpoint: 'updateProposal',
    method: 'POST',
    path: '/api/proposal/{uuid}',
    status: 412,
    code: 'stale_version',
    detail: 'test',
  });

const ours = () => quotedProposal();
/** What another window saved: a fault claim declared, the excess raised, a new quote. */
const theirs = () =>
  quotedProposal((p) => {
    p.risk.voluntary_excess = 500;
    p.risk.proposer.driver_details.has_claims = true;
    p.quote.reference = 'MQ-THEIRS';
  });

describe('a stale save', () => {
  it('on the details form: loads the latest, keeps the open step as typed, raises the notice and stays', async () => {
    const { widget, api, stores } = fakeWidget({ proposal: ours() });
    stores.detailsForm.getState().reachAll();
    stores.detailsForm.getState().open(5);
    stores.proposal.getState().setAnswer('risk.total_mileage', 20000);
    api.updateProposal.mockRejectedValue(stale());
    api.getProposal.mockResolvedValue(theirs());
    expect(await submitQuote(widget)).toEqual({ kind: 'changed' });
    const { draft, changeNotice } = stores.proposal.getState();
    expect(draft.risk.total_mileage).toBe(20000);
    expect(draft.risk.voluntary_excess).toBe(500);
    expect(draft.risk.proposer.driver_details.has_claims).toBe(true);
    expect(draft.quote?.reference).toBe('MQ-THEIRS');
    expect(changeNotice).toMatchObject({ kind: 'elsewhere', route: '/quote/edit' });
    expect(api.requoteProposal).not.toHaveBeenCalled();
  });

  it('on the price screen: shows the latest quote, keeping the screen’s own choices', async () => {
    const { widget, api, stores } = fakeWidget({ proposal: ours() });
    stores.proposal.getState().setAnswer('is_pay_monthly', true);
    api.updateProposal.mockRejectedValue(stale());
    api.getProposal.mockResolvedValue(theirs());
    const result = await requoteExcess(widget, 250);
    expect(result).toEqual({ kind: 'route', to: `/quote/payment-option?uuid=${ours().uuid}` });
    const draft: Proposal = stores.proposal.getState().draft;
    expect(draft.risk.voluntary_excess).toBe(500);
    expect(draft.is_pay_monthly).toBe(true);
    expect(stores.proposal.getState().changeNotice).toMatchObject({ kind: 'elsewhere', route: '/quote/payment-option' });
  });
});
