/** Price-screen and summary saves: payment option, confirmed contact details, the quote e-mail and the copy before she pays. */
import { TPA_FIELDS } from '../../../src/contract/userfields';
import { normaliseRegistration } from '../../../src/domain/registration';
import type { EndpointHandlers } from '../server/endpoint';
import { HttpError } from '../server/http';
import { invalid, refused } from '../server/errors';
import { mailboxKey } from '../server/mailbox';
import { assertNotBought, assertQuoted, changeRecord, envelope, loadRecord } from '../server/proposals';
import { issuedDocuments } from './documents';
import { documentsEmail } from './documents-email';
import { quoteEmail } from './quote-email';

/** 422: the body names a recipient the proposal does not hold; nothing is sent. */
const notOnProposal = (): HttpError =>
  new HttpError(422, {
    code: 'recipient_not_on_proposal',
    message: 'The quote e-mail goes only to the address on the proposal',
    errors: [{ path: 'email_address', message: 'expected the e-mail address the proposal holds' }],
  });

export const detailsHandlers: EndpointHandlers = {
  updatePaymentOption: async ({ params, body, services, ifMatch }) =>
    envelope(
      await changeRecord(
        services,
        params.uuid,
        ({ proposal }) => {
          assertNotBought(proposal);
          const { risk } = proposal;
          proposal.is_pay_monthly = body.is_pay_monthly;
          proposal.consent_to_auto_renew = body.consent_to_auto_renew;
          risk.duqs = { ...risk.duqs, is_pay_monthly: body.is_pay_monthly };
          risk.userfields = { ...risk.userfields, ...body.risk.userfields, has_email_consent: body.has_email_consent };
          // Turning third party authority off forgets the person it named.
          if (body.risk.userfields.has_third_party_authority !== true) for (const field of TPA_FIELDS) risk.userfields[field] = null;
          if (body.risk.vehicle.registration) risk.vehicle.registration = normaliseRegistration(body.risk.vehicle.registration);
        },
        ifMatch,
      ),
    ),

  confirmDetails: async ({ params, body, services, ifMatch }) =>
    envelope(
      await changeRecord(
        services,
        params.uuid,
        ({ proposal }) => {
          assertNotBought(proposal);
          const { proposer, vehicle } = proposal.risk;
          proposer.email_address = body.risk.proposer.email_address.trim();
          proposer.phone_numbers = { ...proposer.phone_numbers, mobile: body.risk.proposer.phone_numbers.mobile.trim() };
          proposal.consent_to_auto_renew = body.consent_to_auto_renew;
          if (body.risk.vehicle.registration) vehicle.registration = normaliseRegistration(body.risk.vehicle.registration);
        },
        ifMatch,
      ),
    ),

  sendQuoteEmail: async ({ params, body, services, origin }) => {
    if (body.uuid !== params.uuid) throw invalid([{ path: 'uuid', message: 'expected the uuid of the path' }]);
    const { proposal } = await loadRecord(services, params.uuid);
    assertQuoted(proposal);
    const to = proposal.risk.proposer.email_address;
    if (!to) throw invalid([{ path: 'risk.proposer.email_address', message: 'the proposal has no e-mail address' }]);
    if (body.email_address !== undefined && mailboxKey(body.email_address) !== mailboxKey(to)) throw notOnProposal();
    const limited = services.emailLimits.take(params.uuid, to);
    if (limited) throw refused(limited);
    await services.outbox.send({ at: services.now(), to, ...quoteEmail(proposal, origin) });
    return { success: true };
  },

  // Limited as the quote e-mail is (same counters: it is the brand's mail to her mailbox), and only
  // to the address the proposal holds; before the sale only, when it can still help her decide.
  sendDocumentsEmail: async ({ params, body, services }) => {
    if (body.uuid !== params.uuid) throw invalid([{ path: 'uuid', message: 'expected the uuid of the path' }]);
    const documents = issuedDocuments(body.documents);
    const { proposal } = await loadRecord(services, params.uuid);
    assertQuoted(proposal);
    assertNotBought(proposal);
    const to = proposal.risk.proposer.email_address;
    if (!to) throw invalid([{ path: 'risk.proposer.email_address', message: 'the proposal has no e-mail address' }]);
    const limited = services.emailLimits.take(params.uuid, to);
    if (limited) throw refused(limited);
    await services.outbox.send({ at: services.now(), to, ...documentsEmail(proposal, documents) });
    return { success: true };
  },
};
