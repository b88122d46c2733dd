/** A quoted proposal as the sandbox answers it, and the one fake widget (support/fake-widget.ts) around it. */
import * as v from 'valibot';
import { ProposalSchema, type Proposal } from '../../../../src/api/contract/proposal';
import { fakeWidget } from '../../support/fake-widget';

export const UUID = '3b0c2d9e-5a41-4f7e-9d1b-0c6f2a8e4d11';

const addon = (code: string, description: string, premium: number, isSelected: boolean | null = null) => ({
  code,
  description,
  premium,
  is_selected: isSelected,
  ipid: { url: `https://sandbox.test/sandbox/documents/ipid/${code}` },
});

/** The sandbox's offer for comprehensive cover: PA included, three card extras, five breakdown tiers. */
export function sandboxAddons() {
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

export function quotedProposal(change: (p: Record<string, any>) => void = () => undefined): Proposal {
  const addons = sandboxAddons();
  const raw: Record<string, any> = {
    uuid: UUID,
    addons,
    is_quoted: true,
    is_pay_monthly: false,
    consent_to_auto_renew: null,
    risk: {
      start_date: '2026-03-02',
      proposer: {
        name: { title: 'Mrs', forenames: 'Amelia', surname: 'Hart' },
        email_address: 'amelia.hart@example.com',
        phone_numbers: { mobile: '07700900123' },
      },
      vehicle: {
        registration: 'AB12CDE',
        cover_type: 'C',
        class_of_use: 'SDPC',
        manufacturer: 'Ford',
        model: 'Fiesta',
        description: 'FIESTA ZETEC 1.25 5DR',
      },
      has_previous_insurance: true,
      previous_insurance: { type: 'own', ncd: { years: 6, is_protected: false } },
      userfields: { has_email_consent: true, has_third_party_authority: false },
    },
    quote: {
      reference: 'JUN-4821-7730',
      created_at: '2026-03-01T09:00:00.000Z',
      is_quoted: true,
      premium: 512.4,
      addons,
      metadata: { premium_subtotal: 512.4, monthly_total_payable_subtotal: 560.1 },
      compulsory_excess: 250,
      granted_voluntary_excess: 250,
      monthly_payment: 48.63,
      monthly_deposit: 76.86,
      monthly_interest: 50.76,
      monthly_interest_percent: 11.65,
      monthly_apr: 24.9,
      monthly_installments: 10,
      monthly_initial_payment: 0,
      monthly_total_payable: 563.16,
      endorsements: [],
      ipids: [{ url: 'https://sandbox.test/sandbox/documents/ipid/motor' }],
    },
  };
  change(raw);
  return v.parse(ProposalSchema, raw);
}

/** The widget parts a flow takes: a fake api whose calls are spies, a real proposal store, an emit spy. */
export function quotedWidget(proposal: Proposal = quotedProposal()) {
  const fake = fakeWidget({ proposal });
  // Every call these flows make answers with the draft as it stands, as the sandbox echoes it.
  const draft = async () => fake.store.getState().draft;
  for (const call of ['updateAddons', 'requote', 'confirmDetails', 'updatePaymentOption'] as const)
    fake.api[call].mockImplementation(draft);
  return { ...fake, deps: fake.widget };
}
