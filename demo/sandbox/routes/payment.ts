/** Paying: the hosted card page address, monthly instalments with a credit check, and accepting the quote. */
import { randomBytes } from 'node:crypto';
import { SERVER_ERROR_CODES } from '../../../src/contract/responses';
import { wholeYears } from '../rating/from-risk';
import { endAccessAfterSale } from '../server/access-tokens';
import type { EndpointHandlers } from '../server/endpoint';
import { conflict, invalid } from '../server/errors';
import { HttpError } from '../server/http';
import { assertNotBought, assertQuoted, changeRecord, envelope } from '../server/proposals';
import { maskedDirectDebit } from '../server/bank-details';
import { startDatePassed, startPassed, voidPayments } from '../server/cover-start';
import { openAgreement } from '../credit/agreement';
import { confirmationEmail } from './confirmation-email';
import { holderHolds } from '../credit/holder';
import { agreementHolds } from './credit';
import { issuedDocuments } from './documents';
import { newSession, pricedAsNow } from './payment-session';
import { isRegistered, returnNotRegistered } from '../pages/card-frame';

const CREDIT_DECLINE_NAME = 'decline';
const BAD_SORT_CODE = '000000';
const CREDIT_DECLINED_MESSAGE = 'Your credit application has been declined. You can still buy this policy by paying in full.';
const BAD_BANK_MESSAGE = 'We could not verify those bank details. Please check the sort code and account number.';

const paymentToken = (uuid: string, nonce: string): string => `${uuid}.${nonce}`;

export const paymentHandlers: EndpointHandlers = {
  requestPayment: async ({ params, body, services, origin, returnOrigins, ifMatch }) => {
    if (!/^https?:$/.test(new URL(body.return_url).protocol))
      throw invalid([{ path: 'return_url', message: 'expected an http(s) address' }]);
    // As a card scheme's provider does: back only to a site the insurer registered for the brand.
    if (!isRegistered(body.return_url, returnOrigins)) throw returnNotRegistered();
    const nonce = randomBytes(12).toString('hex');
    await changeRecord(
      services,
      params.uuid,
      ({ proposal, sandbox }) => {
        assertNotBought(proposal);
        assertQuoted(proposal);
        if (proposal.quote.is_referred) throw conflict('referred', 'This quote needs a review before it can be bought');
        if (startPassed(proposal, services.today())) throw startDatePassed(services.today());
        if (proposal.is_pay_monthly && sandbox.credit_check?.outcome !== 'approved') {
          throw conflict('direct_debit_required', 'Set up the direct debit before paying the deposit');
        }
        if (!agreementHolds({ proposal, sandbox }, services.without)) {
          throw conflict(SERVER_ERROR_CODES.agreementRequired, 'Sign the credit agreement before paying the deposit');
        }
        if (!holderHolds({ proposal, sandbox }, services.without)) {
          throw conflict(SERVER_ERROR_CODES.holderConsentRequired, 'The account holder has not signed: no deposit is taken yet');
        }
        sandbox.sessions[nonce] = newSession(proposal, body.return_url, services.now());
      },
      ifMatch,
    );
    return { payment_url: `${origin}/sandbox/pay/${paymentToken(params.uuid, nonce)}` };
  },

  payMonthly: async ({ params, body, services, ifMatch }) => {
    const dd = body.direct_debit;
    let declined = false;
    const record = await changeRecord(
      services,
      params.uuid,
      (record) => {
        const { proposal, sandbox } = record;
        assertNotBought(proposal);
        assertQuoted(proposal);
        if (proposal.quote.monthly_payment === null) throw conflict('monthly_unavailable', 'Instalments are not offered on this quote');
        // She applies having been shown the pre-contract credit information of this quote, not another's.
        if (body.credit_information_version !== proposal.quote.credit_documents?.information.version) {
          throw conflict(
            SERVER_ERROR_CODES.creditInformationChanged,
            'The credit information has changed since it was shown: please read it again before you apply',
          );
        }
        const dob = proposal.risk.proposer.date_of_birth;
        if (dd.is_proposer_account_holder && dob && wholeYears(dob, services.today()) < 18) {
          throw invalid([{ path: 'direct_debit.is_proposer_account_holder', message: 'the account holder must be 18 or over' }]);
        }
        const holderDob = dd.third_party?.date_of_birth;
        if (!dd.is_proposer_account_holder && holderDob && wholeYears(holderDob, services.today()) < 18) {
          throw invalid([{ path: 'direct_debit.third_party.date_of_birth', message: 'the account holder must be 18 or over' }]);
        }
        if (dd.sort_code === BAD_SORT_CODE) throw new HttpError(422, { code: 'bank_details_invalid', message: BAD_BANK_MESSAGE });
        declined = dd.account_name.trim().toLowerCase() === CREDIT_DECLINE_NAME;
        sandbox.credit_check = { at: services.now(), outcome: declined ? 'declined' : 'approved' };
        sandbox.credit_information = { version: body.credit_information_version, at: services.now() };
        // A declined applicant can still pay in full, so the proposal falls back to it.
        proposal.is_pay_monthly = !declined;
        proposal.risk.duqs = { ...proposal.risk.duqs, is_pay_monthly: !declined };
        if (!declined) {
          const mandate = { ...dd, third_party: dd.is_proposer_account_holder ? null : dd.third_party };
          sandbox.direct_debit = mandate;
          // A new mandate needs its holder's own signature again.
          sandbox.holder = null;
          proposal.direct_debit = maskedDirectDebit(mandate);
          openAgreement(record);
        }
      },
      ifMatch,
    );
    if (declined) throw new HttpError(422, { code: SERVER_ERROR_CODES.creditDeclined, message: CREDIT_DECLINED_MESSAGE });
    return envelope(record);
  },

  acceptQuote: async ({ params, req, body, services, ifMatch }) => {
    // The version of each document she was shown (docs/product/regulation.md#product-documents):
    // an address the insurer never issued is refused, not recorded.
    const documents = issuedDocuments(body.documents ?? []);
    let accepted = false;
    let startRefused = false;
    const today = services.today();
    const record = await changeRecord(
      services,
      params.uuid,
      ({ proposal, sandbox }) => {
        if (proposal.is_accepted) return;
        assertQuoted(proposal);
        // Cover never starts before the day it is bought: no policy, and the money taken goes back
        // (saved, not thrown, so the refund is written before the refusal is answered).
        if (startPassed(proposal, today)) {
          startRefused = true;
          voidPayments(proposal, sandbox, services.now(), SERVER_ERROR_CODES.startDatePassed);
          return;
        }
        const creditOk = !proposal.is_pay_monthly || sandbox.credit_check?.outcome === 'approved';
        if (!proposal.is_purchased || proposal.quote.is_referred || !creditOk) return;
        // No policy on credit she has not agreed to (docs/product/regulation.md#the-credit-agreement).
        if (!agreementHolds({ proposal, sandbox }, services.without)) {
          throw conflict(SERVER_ERROR_CODES.agreementRequired, 'The credit agreement is not signed: no policy was made');
        }
        // Nor on a Direct Debit from someone else's account that they never agreed to themselves.
        if (!holderHolds({ proposal, sandbox }, services.without)) {
          throw conflict(SERVER_ERROR_CODES.holderConsentRequired, 'The account holder has not signed: no policy was made');
        }
        // Never a policy at a price she did not pay: the session that took the money must have been
        // priced at this version and amount. The card page already refuses a stale session; this
        // holds even if a payment raced a change some other way (the insurer then voids or refunds it).
        const paid = Object.values(sandbox.sessions).find((session) => session.paid);
        if (!paid || !pricedAsNow(paid, proposal)) {
          throw conflict(SERVER_ERROR_CODES.priceChanged, 'What was paid is not what is due on this quote: no policy was made');
        }
        // The mandate is the one pay-monthly checked and stored (sandbox.direct_debit); details
        // sent again with accept change nothing.
        proposal.is_accepted = true;
        proposal.documents = documents;
        proposal.quote = { ...proposal.quote, is_accepted: true };
        sandbox.accepted_at = services.now();
        sandbox.accepted_reference = proposal.quote.reference;
        accepted = true;
        // The sale ends the proposal's tokens; after-sale lives in the portal (docs/security.md#data-that-ends-with-the-sale).
        endAccessAfterSale(sandbox, req, services.now());
      },
      ifMatch,
    );
    if (startRefused) throw startDatePassed(today);
    // Once, at the sale: her copy of the demands-and-needs statement (docs/configuration.md#what-the-customer-is-told-before-she-pays).
    const { proposal } = record;
    const to = proposal.risk.proposer.email_address;
    if (accepted && to && proposal.quote)
      await services.outbox.send({ at: services.now(), to, ...confirmationEmail({ ...proposal, quote: proposal.quote }) });
    return envelope(record);
  },
};
