/** A price-screen proposal in a real proposal store, with a fake api whose calls a test scripts. */
import { ApiError } from '../../../../src/api/api-error';
import type { Proposal } from '../../../../src/contract/proposal';
import type { Quote } from '../../../../src/contract/quote';
import { quotedProposal } from '../../../support/proposal';
import { fakeWidget } from '../../support/fake-widget';

export const UUID = '6f1c1c1e-8d8e-4d57-9d3b-2b3f0c7c9a10';

/** The shared quoted proposal (tests/support/proposal.ts), saved under this file's UUID. */
export function savedProposal(change: (p: Proposal) => void = () => {}, quoteChange: Partial<Quote> = {}): Proposal {
  return quotedProposal((p: Proposal) => {
    p.uuid = UUID;
    change(p);
  }, quoteChange);
}

export const httpError = (status: number) =>
  new ApiError({
    endpoint: 'requoteProposal',
    method: 'POST',
    path: '/api/proposal/{uuid}/requote',
    status,
    code: status ? 'internal' : 'network',
    detail: 'test',
  });

/** The one fake widget (tests/unit/support/fake-widget.ts) on the price screen: saving answers echoes the draft. */
export function priceWidget(proposal: Proposal = savedProposal()) {
  const fake = fakeWidget({ proposal });
  fake.api.updateProposal.mockImplementation(async (_uuid: string, draft: Proposal) => draft);
  fake.api.updateStartDate.mockImplementation(async (uuid: string) => uuid);
  return fake;
}
