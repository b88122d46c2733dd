/** A price-screen proposal in a real proposal store, with a fake api whose calls a test scripts. */
import * as v from 'valibot';
import { ApiError } from '../../../../src/api/api-error';
import { ProposalSchema, type Proposal } from '../../../../src/api/contract/proposal';
import { QuoteSchema, type Quote } from '../../../../src/api/contract/quote';
import { quoteBody } from '../../api/fixtures';
import { fakeWidget } from '../../support/fake-widget';

export const UUID = '6f1c1c1e-8d8e-4d57-9d3b-2b3f0c7c9a10';

export function quote(change: Partial<Quote> = {}): Quote {
  return { ...v.parse(QuoteSchema, quoteBody()), ...change };
}

export function savedProposal(change: (p: Proposal) => void = () => {}): Proposal {
  const p = v.parse(ProposalSchema, { uuid: UUID, is_quoted: true, quote: quote() });
  p.risk.start_date = '2026-03-10';
  p.risk.voluntary_excess = 250;
  Object.assign(p.risk.vehicle, { has_registration: true, registration: 'AB12CDE', abi_code: '32010104', cover_type: 'C' });
  change(p);
  return p;
}

export const httpError = (status: number) =>
  new ApiError({
    endpoint: 'requote',
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
