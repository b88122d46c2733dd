/**
 * The one proposal every test builds on is the checker's scripted proposal (scripts/scripted-proposal.ts:
 * Amelia Hart, 37, driving the sandbox's known Ford Fiesta), re-exported here for the tests.
 *
 * Thin layers add what a later screen has: a saved one (a uuid), a quoted one (the sandbox's offer
 * of add-ons and a full quote). Each takes a `change` that runs last; a test that asserts a value
 * sets it there (or in its own file's wrapper), so it reads what it asserts.
 */
import dayjs from 'dayjs';
import type { Addon } from '../../src/contract/addon';
import type { SavedProposal } from '../../src/contract/proposal';
import type { Quote } from '../../src/contract/quote';
import { ncdStepBack } from '../../demo/sandbox/rating/ncd';
import { proposal } from '../../scripts/scripted-proposal';

export { daysFromToday, proposal, yearsAgo } from '../../scripts/scripted-proposal';

export const PROPOSAL_UUID = '5d2f8a61-3c7e-4b19-8f0a-6e1d9c4b7a20';

/** The proposal as the server stores it: with a uuid, at its first version. */
export function savedProposal(change: (p: SavedProposal) => void = () => {}): SavedProposal {
  const p: SavedProposal = { ...proposal(), uuid: PROPOSAL_UUID, version: 1, credit_agreement: null, holder_consent: null };
  change(p);
  return p;
}

const addon = (code: string, description: string, premium: number, isSelected: boolean | null = null): Addon => ({
  code,
  description,
  premium,
  is_selected: isSelected,
  ipid: { url: `https://sandbox.test/sandbox/documents/ipid/${code}` },
});

/** The sandbox's offer for comprehensive cover: PA included, three card extras, five breakdown tiers. */
export function sandboxAddons(): Addon[] {
  return [
    addon('PA', 'Personal Accident Cover', 0, true),
    addon('LE', 'Motor Legal Protection', 29.99),
    addon('KEY', 'Key Cover', 19.99),
    addon('EPA', 'Enhanced Personal Accident Cover', 24.99),
    addon('SAB1', 'Roadside', 24),
    addon('SAB2', 'Roadside & at Home', 39),
    addon('SAB3', 'Roadside, at Home & Recovery', 59),
    addon('SAB4', 'Roadside, at Home, Recovery & Onward Travel', 79),
    addon('SAB5', 'European', 119),
  ];
}

/** A full quote for the proposal: paid in full or over ten instalments, the sandbox's add-ons offered. */
export function quote(change: Partial<Quote> = {}): Quote {
  return {
    reference: 'MQ-000123',
    created_at: dayjs().subtract(1, 'hour').toISOString(),
    is_quoted: true,
    is_purchased: false,
    is_accepted: false,
    is_referred: false,
    premium: 512.4,
    arrangement_fee: null,
    addons: sandboxAddons(),
    metadata: { premium_subtotal: 512.4, monthly_total_payable_subtotal: 563.16 },
    compulsory_excess: 250,
    granted_voluntary_excess: 250,
    protected_ncd_implied_price: 553.39,
    ncd_protection: { available: true, price: 40.99, monthly_price: 4.51, step_back: ncdStepBack() },
    monthly_payment: 48.63,
    monthly_deposit: 76.86,
    monthly_interest: 50.76,
    monthly_interest_percent: 11.65,
    monthly_apr: 24.9,
    monthly_installments: 10,
    monthly_initial_payment: 0,
    monthly_total_payable: 563.16,
    excesses: [
      { policy_section: 'Accidental Damage, Fire & Theft', driver: null, value: 250 },
      { policy_section: 'Windscreen', driver: 0, value: 100 },
    ],
    endorsements: [],
    ipids: [{ url: 'https://sandbox.test/sandbox/documents/ipid/motor' }],
    credit_documents: {
      information: { url: 'https://sandbox.test/sandbox/documents/credit/key/information', version: 'SECCI-1.0a1b2c3d' },
      agreement: { url: 'https://sandbox.test/sandbox/documents/credit/key/agreement', version: 'FSA-1.0a1b2c3d' },
    },
    ...change,
  };
}

/** A saved proposal with its quote: what the sandbox answers a quote request with. */
export type QuotedProposal = SavedProposal & { quote: Quote };

/** The saved proposal quoted: the quote (with `quoteChange`) and its add-ons on it. */
export function quotedProposal(change: (p: QuotedProposal) => void = () => {}, quoteChange: Partial<Quote> = {}): QuotedProposal {
  const q = quote(quoteChange);
  const p: QuotedProposal = { ...savedProposal(), is_quoted: true, addons: structuredClone(q.addons), quote: q };
  change(p);
  return p;
}
