/**
 * When someone else holds the account (docs/product/regulation.md#when-someone-else-holds-the-account):
 * the customer asks, the sandbox mails the holder a single-use link that expires, and the holder's page
 * reads and signs by the code in it, with no proposal token. A monthly plan whose holder is not the
 * proposer is neither paid for nor bought until the holder has signed for the agreement as it stands.
 */
import { randomBytes } from 'node:crypto';
import { SERVER_ERROR_CODES } from '../../../src/contract/responses';
import { signatureMatches } from '../../../src/domain/signature';
import { amountOfCredit, creditFigures } from '../credit/documents';
import type { EndpointHandlers } from '../server/endpoint';
import { conflict, notFound, refused } from '../server/errors';
import { HttpError } from '../server/http';
import { holderOf } from '../credit/holder';
import { assertNotBought, assertQuoted, changeRecord, envelope } from '../server/proposals';
import { maskedDirectDebit } from '../server/bank-details';
import type { Services } from '../server/services';
import type { StoredRecord } from '../server/store';
import { canonicalUuid } from '../server/store';
import { mailText } from './mail-text';

/** How long the holder's link works: a week, for someone who may read their mail days later. */
export const HOLDER_LINK_DAYS = 7;

const pence = (amount: number): number => Math.round(amount * 100);

/** The record a holder's code names, when the code is its live link: unknown 404, used or expired 410. */
async function recordOf(code: string, services: Services): Promise<StoredRecord> {
  const [spelt, key] = code.split('.');
  const record = spelt && key ? await services.store.get(canonicalUuid(spelt)) : null;
  const link = record?.sandbox.holder;
  if (!record || !link || !holderOf(record)) throw notFound('This link is not known');
  if (link.key !== key) {
    if (link.key === null && link.signed) throw gone('This link has been used');
    throw notFound('This link is not known');
  }
  if (link.expires_at <= services.now()) throw gone('This link has expired: ask for a new one');
  return record;
}

const gone = (message: string): HttpError => new HttpError(410, { code: SERVER_ERROR_CODES.holderLinkGone, message });

export const holderHandlers: EndpointHandlers = {
  requestHolderConsent: async ({ params, services, origin }) => {
    let mail: { to: string; subject: string; body: string } | null = null;
    const record = await changeRecord(services, params.uuid, (record) => {
      const { proposal, sandbox } = record;
      assertNotBought(proposal);
      assertQuoted(proposal);
      const holder = holderOf(record);
      if (!holder?.email || sandbox.credit_check?.outcome !== 'approved') {
        throw conflict('direct_debit_required', 'Set up a Direct Debit from someone else’s account first');
      }
      const limited = services.emailLimits.take(params.uuid, holder.email);
      if (limited) throw refused(limited);
      const key = randomBytes(18).toString('base64url');
      const expires = new Date(Date.parse(services.now()) + HOLDER_LINK_DAYS * 86_400_000).toISOString();
      sandbox.holder = { key, sent_at: services.now(), expires_at: expires, signed: null };
      const { name } = proposal.risk.proposer;
      const customer = mailText([name.forenames, name.surname].filter(Boolean).join(' '));
      const account = maskedDirectDebit(sandbox.direct_debit!).account_number ?? '';
      mail = {
        to: holder.email,
        subject: `${customer} asks you to agree to a Direct Debit from your account`,
        body: [
          `Dear ${mailText([holder.title, holder.surname].filter(Boolean).join(' '))},`,
          '',
          `${customer} wants to pay for car insurance monthly, by Direct Debit from your account ${account}.`,
          'Before the policy can be bought, you must read how we search your credit file, agree to the Direct Debit and sign, yourself.',
          `Open this link on any device: ${origin}/#/account-holder?code=${params.uuid}.${key}`,
          `It works once, until ${expires.slice(0, 10)}. Nothing is taken from your account unless you sign.`,
          'If you do not know about this, ignore this e-mail.',
        ].join('\n'),
      };
    });
    if (mail) await services.outbox.send({ at: services.now(), ...(mail as { to: string; subject: string; body: string }) });
    return envelope(record);
  },

  getHolderConsent: async ({ params, services }) => {
    const record = await recordOf(params.code, services);
    const holder = holderOf(record)!;
    const dd = maskedDirectDebit(record.sandbox.direct_debit!);
    const quote = record.proposal.quote!;
    const figures = creditFigures(quote);
    if (!figures || !quote.credit_documents) throw conflict('monthly_unavailable', 'Instalments are not offered on this quote');
    const { name } = record.proposal.risk.proposer;
    return {
      holder: {
        forename: holder.forename ?? '',
        surname: holder.surname ?? '',
        customer: [name.forenames, name.surname].filter(Boolean).join(' '),
        account_name: dd.account_name ?? '',
        account_number: dd.account_number ?? '',
        sort_code: dd.sort_code ?? '',
        monthly_payment: figures.monthly_payment,
        payments: figures.monthly_initial_payment > 0 ? figures.monthly_installments - 1 : figures.monthly_installments,
        collection_day: dd.collection_day,
        amount_of_credit: amountOfCredit(figures),
        credit_documents: quote.credit_documents,
      },
    };
  },

  signHolderConsent: async ({ params, body, services }) => {
    const found = await recordOf(params.code, services);
    await changeRecord(services, found.proposal.uuid, (record) => {
      const { proposal, sandbox } = record;
      assertNotBought(proposal);
      assertQuoted(proposal);
      const holder = holderOf(record);
      const figures = creditFigures(proposal.quote);
      const documents = proposal.quote.credit_documents;
      // The link was used or replaced while this request waited for the lock.
      if (!holder || !sandbox.holder?.key || `${proposal.uuid}.${sandbox.holder.key}` !== params.code)
        throw gone('This link has been used');
      if (!figures || !documents) throw conflict('monthly_unavailable', 'Instalments are not offered on this quote');
      if (body.agreement_version !== documents.agreement.version) {
        throw conflict(SERVER_ERROR_CODES.agreementChanged, 'The credit agreement has changed since it was read: read it again');
      }
      if (pence(body.amount_of_credit) !== pence(amountOfCredit(figures))) {
        throw conflict(SERVER_ERROR_CODES.priceChanged, 'The amount is not this plan’s now: read it again');
      }
      if (!signatureMatches(body.signed_name, { forenames: holder.forename, surname: holder.surname })) {
        throw new HttpError(422, {
          code: SERVER_ERROR_CODES.signatureMismatch,
          message: 'The name signed is not the account holder’s',
          errors: [{ path: 'signed_name', message: 'expected the account holder’s first name and surname' }],
        });
      }
      // Single use: the link is spent as the signature is kept.
      sandbox.holder = {
        ...sandbox.holder,
        key: null,
        signed: {
          name: body.signed_name,
          at: services.now(),
          agreement_version: body.agreement_version,
          amount_of_credit: body.amount_of_credit,
        },
      };
    });
    return { success: true };
  },
};
