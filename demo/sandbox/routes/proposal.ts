/** Proposals: create, update, get and recall (SPEC.md section 7). */
import { randomUUID } from 'node:crypto';
import type { Proposal, SavedProposal } from '../../../src/api/contract/proposal';
import { normaliseReference } from '../rating/reference';
import type { EndpointHandlers } from '../server/endpoint';
import { notFound } from '../server/errors';
import { assertNotBought, changeRecord, envelope, loadRecord } from '../server/proposals';
import { emptySandboxState } from '../server/records';

/** What the client may set; the quote, add-ons and purchase flags are the insurer's. */
function clientFields(body: Proposal): Pick<SavedProposal, 'risk' | 'consent_to_auto_renew' | 'is_pay_monthly' | 'direct_debit'> {
  return { risk: body.risk, consent_to_auto_renew: body.consent_to_auto_renew, is_pay_monthly: body.is_pay_monthly, direct_debit: body.direct_debit };
}

const normalisePostcode = (postcode: string | null | undefined): string => (postcode ?? '').toUpperCase().replace(/\s+/g, '');

export const proposalHandlers: EndpointHandlers = {
  createProposal: async ({ body, services }) => {
    const proposal: SavedProposal = {
      ...clientFields(body),
      uuid: randomUUID(),
      addons: [],
      removed_addons: [],
      is_quoted: false,
      is_purchased: false,
      is_accepted: false,
      quote: null,
    };
    const record = { proposal, sandbox: emptySandboxState() };
    await services.store.put(record);
    return envelope(record);
  },

  updateProposal: async ({ params, body, services }) =>
    envelope(
      await changeRecord(services, params.uuid, (record) => {
        assertNotBought(record.proposal);
        record.proposal = { ...record.proposal, ...clientFields(body) };
      }),
    ),

  getProposal: async ({ params, services }) => ({ data: envelope(await loadRecord(services, params.uuid)) }),

  recallProposal: async ({ body, services }) => {
    const reference = normaliseReference(body.reference);
    const postcode = normalisePostcode(body.postcode);
    const found = (await services.store.all()).find(({ proposal }) =>
      proposal.quote !== null
      && normaliseReference(proposal.quote.reference) === reference
      && normalisePostcode(proposal.risk.proposer.address.postcode) === postcode
      && proposal.risk.proposer.date_of_birth === body.dob);
    if (!found) throw notFound('No quote matches that reference, postcode and date of birth');
    return { proposal: found.proposal, quote: found.proposal.quote };
  },
};
