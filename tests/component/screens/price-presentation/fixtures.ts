/** A saved, quoted proposal as the API answers it, and the fake routes the price screen calls. */
import type { Proposal } from '../../../../src/contract/proposal';
import type { Quote } from '../../../../src/contract/quote';
import { quotedProposal } from '../../../support/proposal';
import type { FakeRoutes } from '../../support/fake-fetch';

export const UUID = 'c0ffee00-1111-4222-8333-444455556666';
export const PATH = `/quote/payment-option?uuid=${UUID}`;

/**
 * The figures the price screen's tests read: £420.30 a year or a £42.03 deposit and ten payments of
 * £41.58 (23.3% APR), quote MQ-TEST-0001, endorsements 07 and 01 (one with a script to sanitise).
 */
const FIGURES: Partial<Quote> = {
  reference: 'MQ-TEST-0001',
  premium: 420.3,
  metadata: { premium_subtotal: 420.3, monthly_total_payable_subtotal: 457.83 },
  monthly_deposit: 42.03,
  monthly_payment: 41.58,
  monthly_interest: 37.53,
  monthly_interest_percent: 9.9,
  monthly_apr: 23.3,
  monthly_total_payable: 457.83,
  endorsements: [
    { text: '<h4>07 - Approved repairer</h4><p>Repairs by our approved repairer.</p>', extra_info: '07' },
    { text: '<h4>01 - Windscreen</h4><p>Glass is covered.</p><script>alert(1)</script>', extra_info: '01' },
  ],
};

/** The shared quoted proposal (tests/support/proposal.ts), saved under this file's UUID, with FIGURES. */
export function quoted(change: (p: Proposal) => void = () => {}, quote: Partial<Quote> = {}): Proposal {
  return quotedProposal(
    (p: Proposal) => {
      p.uuid = UUID;
      change(p);
    },
    { ...FIGURES, ...quote },
  );
}

/** GET answers `proposal`; a requote answers `next` (the saved proposal with a new quote). */
export function priceRoutes(proposal: Proposal, next: (saved: Proposal) => Proposal = (saved) => saved): FakeRoutes {
  let saved = proposal;
  return {
    [`GET /api/proposal/${UUID}`]: () => ({ data: { proposal: saved } }),
    [`POST /api/proposal/${UUID}`]: ({ body }) => {
      saved = body as Proposal;
      return { proposal: saved };
    },
    [`POST /api/proposal/${UUID}/requote`]: () => ({ proposal: (saved = next(saved)) }),
    'POST /json/proposal/update': ({ body }) => {
      saved = { ...saved, risk: { ...saved.risk, start_date: (body as { start_date: string }).start_date } };
      return { data: { uuid: UUID } };
    },
    'POST /json/proposal/re-quote': () => ({ data: { proposal: (saved = next(saved)) } }),
    [`POST /api/proposal/${UUID}/payment-option`]: () => ({ proposal: saved }),
    'GET /api/list/insurer.person_title': () => ({
      list: {
        name: 'insurer.person_title',
        options: [
          { value: 'Mr', name: 'Mr' },
          { value: 'Mrs', name: 'Mrs' },
        ],
      },
    }),
  };
}
