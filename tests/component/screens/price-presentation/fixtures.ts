/** A saved, quoted proposal as the API answers it, and the fake routes the price screen calls. */
import dayjs from 'dayjs';
import * as v from 'valibot';
import { ProposalSchema, type Proposal } from '../../../../src/api/contract/proposal';
import type { Quote } from '../../../../src/api/contract/quote';
import type { FakeRoutes } from '../../support/fake-fetch';

export const UUID = 'c0ffee00-1111-4222-8333-444455556666';
export const PATH = `/quote/payment-option?uuid=${UUID}`;

export function quoted(change: (p: Proposal) => void = () => {}, quote: Partial<Quote> = {}): Proposal {
  const p = v.parse(ProposalSchema, {
    uuid: UUID,
    is_quoted: true,
    addons: [{ code: 'PA', description: 'Personal Accident Cover', premium: 0, is_selected: true, ipid: null }],
    quote: {
      reference: 'MQ-TEST-0001',
      created_at: '2026-03-01T10:00:00.000Z',
      is_quoted: true,
      premium: 420.3,
      metadata: { premium_subtotal: 420.3, monthly_total_payable_subtotal: 457.83 },
      compulsory_excess: 250,
      granted_voluntary_excess: 250,
      protected_ncd_implied_price: 462.32,
      monthly_deposit: 42.03,
      monthly_initial_payment: 0,
      monthly_installments: 10,
      monthly_payment: 41.58,
      monthly_interest: 37.53,
      monthly_interest_percent: 9.9,
      monthly_apr: 23.3,
      monthly_total_payable: 457.83,
      excesses: [
        { policy_section: 'Accidental Damage, Fire & Theft', driver: null, value: 250 },
        { policy_section: 'Windscreen', driver: 0, value: 100 },
      ],
      endorsements: [
        { text: '<h4>07 - Approved repairer</h4><p>Repairs by our approved repairer.</p>', extra_info: '07' },
        { text: '<h4>01 - Windscreen</h4><p>Glass is covered.</p><script>alert(1)</script>', extra_info: '01' },
      ],
      ...quote,
    },
  });
  p.risk.start_date = dayjs().add(2, 'day').format('YYYY-MM-DD');
  p.risk.voluntary_excess = 250;
  p.risk.source_of_business = 'Website';
  p.risk.proposer.name = { title: 'Mrs', forenames: 'Amelia', surname: 'Hart', salutation: 'Mrs Hart' };
  p.risk.has_previous_insurance = true;
  p.risk.previous_insurance = { type: 'own', ncd: { years: 6, is_protected: false } };
  Object.assign(p.risk.vehicle, {
    has_registration: true,
    registration: 'AB12CDE',
    abi_code: '32010104',
    manufacturer: 'Ford',
    model: 'Fiesta',
    cover_type: 'C',
  });
  change(p);
  return p;
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
