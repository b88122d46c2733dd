/**
 * Paying monthly is credit (docs/product/regulation.md#paying-monthly-is-credit): the credit agreement
 * signed in the journey (POST /api/proposal/{uuid}/credit-agreement), and the two credit documents
 * filled with the quote's figures (GET /sandbox/documents/credit/{uuid}.{key}/{information|agreement}).
 */
import { SERVER_ERROR_CODES } from '../../../src/contract/responses';
import { signatureMatches } from '../../../src/domain/signature';
import { currentAgreement } from '../credit/agreement';
import {
  agreementHtml,
  amountOfCredit,
  CREDIT_DOCUMENT_NAMES,
  creditFigures,
  documentVersion,
  informationHtml,
  type Borrower,
  type CreditDocumentName,
} from '../credit/documents';
import { sendPage } from '../pages/shell';
import type { EndpointHandlers } from '../server/endpoint';
import { conflict } from '../server/errors';
import { HttpError } from '../server/http';
import type { PageContext, PageRoute } from '../server/pages';
import { assertNotBought, assertQuoted, changeRecord, envelope } from '../server/proposals';
import type { StoredRecord } from '../server/store';
import { canonicalUuid } from '../server/store';

const pence = (amount: number): number => Math.round(amount * 100);

/** The borrower the agreement names: the proposer. */
function borrowerOf({ proposal }: StoredRecord): Borrower & { person: { forenames: string | null; surname: string | null } } {
  const { name, address } = proposal.risk.proposer;
  return {
    name: [name.title, name.forenames, name.surname].filter(Boolean).join(' '),
    address: [address.line_1, address.line_2, address.line_3, address.postcode].filter(Boolean).join(', '),
    person: name,
  };
}

export const creditHandlers: EndpointHandlers = {
  signAgreement: async ({ params, body, services, ifMatch }) => {
    const record = await changeRecord(
      services,
      params.uuid,
      (record) => {
        const { proposal, sandbox } = record;
        assertNotBought(proposal);
        assertQuoted(proposal);
        if (!proposal.is_pay_monthly || sandbox.credit_check?.outcome !== 'approved' || !proposal.credit_agreement) {
          throw conflict('direct_debit_required', 'Set up the Direct Debit before signing the credit agreement');
        }
        const figures = creditFigures(proposal.quote);
        const documents = proposal.quote.credit_documents;
        if (!figures || !documents) throw conflict('monthly_unavailable', 'Instalments are not offered on this quote');
        if (body.agreement_version !== documents.agreement.version) {
          throw conflict(SERVER_ERROR_CODES.agreementChanged, 'The credit agreement has changed since it was read: read it again');
        }
        if (pence(body.amount_of_credit) !== pence(amountOfCredit(figures))) {
          throw conflict(SERVER_ERROR_CODES.priceChanged, 'The amount of credit is not this quote’s: read the agreement again');
        }
        if (!signatureMatches(body.signed_name, borrowerOf(record).person)) {
          throw new HttpError(422, {
            code: SERVER_ERROR_CODES.signatureMismatch,
            message: 'The name signed is not the borrower’s',
            errors: [{ path: 'signed_name', message: 'expected the borrower’s first name and surname' }],
          });
        }
        sandbox.agreement = {
          version: body.agreement_version,
          signed_name: body.signed_name,
          signed_at: services.now(),
          amount_of_credit: body.amount_of_credit,
          signed_by: 'proposer',
          proposal_version: proposal.version,
          credit_information_version: sandbox.credit_information?.version ?? null,
        };
      },
      ifMatch,
    );
    return envelope(record);
  },
};

/** True when a monthly plan may be paid for and bought: its agreement is signed for the proposal as it stands. */
export const agreementHolds = (record: StoredRecord, without: ReadonlySet<string>): boolean =>
  !record.proposal.is_pay_monthly || without.has('signed-agreement') || currentAgreement(record) !== null;

const notFound = (ctx: PageContext): void =>
  sendPage(ctx.res, 404, 'Document not found', '<h1>Document not found</h1><p>This document link is not valid.</p>');

/** A proposal's credit document, by its secret address; her copy of the agreement shows her signature once signed. */
async function showDocument(ctx: PageContext): Promise<void> {
  const [spelt, key] = ctx.params.token.split('.');
  const name = ctx.params.name as CreditDocumentName;
  if (!spelt || !key || !CREDIT_DOCUMENT_NAMES.includes(name)) return notFound(ctx);
  const record = await ctx.services.store.get(canonicalUuid(spelt));
  const figures = record?.proposal.quote ? creditFigures(record.proposal.quote) : null;
  if (!record || !figures || record.sandbox.documents_key !== key) return notFound(ctx);
  const version = documentVersion(name, figures);
  if (name === 'information') {
    sendPage(ctx.res, 200, 'Pre-contract credit information', informationHtml(figures, version));
    return;
  }
  const signed = currentAgreement(record);
  const signature = signed ? { name: signed.signed_name, at: signed.signed_at } : null;
  sendPage(ctx.res, 200, 'Your credit agreement', agreementHtml(figures, version, borrowerOf(record), signature));
}

export const creditPages: readonly PageRoute[] = [
  { method: 'GET', path: '/sandbox/documents/credit/{token}/{name}', handle: showDocument },
];
