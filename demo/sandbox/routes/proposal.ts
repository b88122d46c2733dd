/** Proposals: create, update, get and recall (docs/product/api.md#the-calls). */
import { randomUUID } from 'node:crypto';
import type { Proposal, SavedProposal } from '../../../src/contract/proposal';
import { isSamePostcode } from '../../../src/domain/postcode';
import { normaliseReference } from '../rating/reference';
import { grantAccess } from '../server/access-tokens';
import { maskedDirectDebit } from '../server/bank-details';
import type { EndpointHandlers } from '../server/endpoint';
import { notFound, refused } from '../server/errors';
import { assertNotBought, changeRecord, envelope, loadRecord } from '../server/proposals';
import { sleep } from '../server/faults';
import { RECALL_ANSWER_MS } from '../server/recall-limits';
import { emptySandboxState } from '../server/records';
import { refuseVehicleLinks } from './mail-text';

/** What the client may set; the quote, add-ons and purchase flags are the insurer's. */
function clientFields(
  body: Proposal,
): Pick<SavedProposal, 'risk' | 'consent_to_auto_renew' | 'is_pay_monthly' | 'protect_ncd' | 'direct_debit' | 'attribution'> {
  // The car's words reach the brand's e-mails' readers: none may hold a link (mail-text.ts).
  refuseVehicleLinks(body.risk.vehicle);
  // Bank details in a saved draft are kept masked: only pay-monthly's are the mandate's.
  return {
    risk: body.risk,
    consent_to_auto_renew: body.consent_to_auto_renew,
    is_pay_monthly: body.is_pay_monthly,
    // Her choice to buy no-claims protection: the next quote prices it.
    protect_ncd: body.protect_ncd,
    direct_debit: maskedDirectDebit(body.direct_debit),
    // The campaign and partner click that brought the sale, kept for the back office.
    attribution: body.attribution,
  };
}

export const proposalHandlers: EndpointHandlers = {
  createProposal: async ({ body, services }) => {
    const proposal: SavedProposal = {
      ...clientFields(body),
      uuid: randomUUID(),
      version: 1,
      addons: [],
      removed_addons: [],
      is_quoted: false,
      is_purchased: false,
      is_accepted: false,
      quote: null,
      credit_agreement: null,
      holder_consent: null,
    };
    const record = { proposal, sandbox: emptySandboxState() };
    const accessToken = grantAccess(record.sandbox, services.now());
    await services.store.put(record);
    return { ...envelope(record), access_token: accessToken };
  },

  updateProposal: async ({ params, body, services, ifMatch }) =>
    envelope(
      await changeRecord(
        services,
        params.uuid,
        (record) => {
          assertNotBought(record.proposal);
          record.proposal = { ...record.proposal, ...clientFields(body) };
        },
        ifMatch,
      ),
    ),

  getProposal: async ({ params, services }) => ({ data: envelope(await loadRecord(services, params.uuid)) }),

  recallProposal: async ({ body, req, services, origin }) => {
    const started = Date.now();
    const reference = normaliseReference(body.reference);
    // The socket's address, not X-Forwarded-For, which the guesser would set: behind a proxy the
    // insurer's API takes the address its own proxy appends.
    const client = req.socket.remoteAddress ?? 'unknown';
    // Counted before any other work (docs/security.md): a burst sent at once meets the limit too.
    const reservation = services.recallLimits.reserve(reference, client);
    if ('retryAfter' in reservation) throw refused(reservation);
    const found = await services.store.byQuoteReference(reference);
    const matches =
      found !== null &&
      found.proposal.quote !== null &&
      isSamePostcode(found.proposal.risk.proposer.address.postcode, body.postcode) &&
      found.proposal.risk.proposer.date_of_birth === body.dob;
    // A known reference (a file read) and an unknown one (none) answer after the same floor, so
    // the time taken never tells a guesser that a reference exists.
    await sleep(Math.max(0, RECALL_ANSWER_MS - (Date.now() - started)));
    if (!found || !matches) throw notFound('No quote matches that reference, postcode and date of birth');
    services.recallLimits.release(reservation);
    let accessToken = '';
    // Decided under the proposal's lock: a recall racing the sale never hands out a token to a bought policy.
    const record = await changeRecord(services, found.proposal.uuid, ({ proposal, sandbox }) => {
      if (!proposal.is_accepted) accessToken = grantAccess(sandbox, services.now());
    });
    const { proposal } = record;
    // A sale is final (docs/product/regulation.md#cover-start-and-a-bought-policy): a bought policy
    // answers its receipt and the portal's sign-in, never a token that reads or writes it.
    if (proposal.is_accepted)
      return {
        receipt: {
          reference: record.sandbox.accepted_reference ?? proposal.quote?.reference ?? reference,
          start_date: proposal.risk.start_date,
          portal_url: `${origin}/sandbox/portal`,
        },
      };
    return { proposal, quote: proposal.quote, access_token: accessToken };
  },
};
