/**
 * The monthly plan's two credit documents, as a premium-finance lender serves them: the pre-contract
 * credit information (the SECCI of the Consumer Credit (Disclosure of Information) Regulations 2010,
 * with the adequate explanations of CONC 4.2.5R) and the fixed-sum loan agreement she signs, each
 * filled with this quote's figures. Each has a version naming its wording and its figures together,
 * so the version stored with the sale says exactly what she read (docs/product/regulation.md#pre-contract-credit-information).
 * The long text lives here, in the sandbox, never in the widget's script.
 */
import { createHash } from 'node:crypto';
import dayjs from 'dayjs';
import * as v from 'valibot';
import type { CreditDocuments } from '../../../src/contract/credit';
import type { MonthlyFigures } from '../../../src/contract/quote';
import { BrandSchema } from '../../../src/config/brand-schema';
import { pounds } from '../pages/shell';
import { escapeHtml } from '../server/http';

const DEMO_BRAND = v.parse(BrandSchema, {});

/**
 * The demo's premium-finance lender: the creditor of every monthly plan the sandbox sells. Its name
 * and address are the demo brand's brand.credit, so the lender the screens name is the one the
 * documents name.
 */
export const LENDER = {
  name: DEMO_BRAND.credit.lender,
  address: DEMO_BRAND.credit.lenderAddress,
  phone: '0330 123 4590',
  email: 'credit@hedgerow-finance.example',
} as const;

/** The firm that arranges the credit (the credit intermediary of the SECCI): the demo brand. */
const BROKER = DEMO_BRAND.firm;

/** Charged for each missed monthly payment (demo figure). */
export const MISSED_PAYMENT_FEE = 12;

/** The wording's own versions; a document's version adds a digest of the figures it was filled with. */
const WORDING = { information: 'SECCI-2026.1', agreement: 'FSLA-2026.1' } as const;

export type CreditDocumentName = keyof typeof WORDING;
export const CREDIT_DOCUMENT_NAMES = Object.keys(WORDING) as CreditDocumentName[];

/** The figures a credit document is filled with: the quote's premium and its monthly plan, all given. */
export type CreditFigures = { premium: number } & { [K in keyof MonthlyFigures]: NonNullable<MonthlyFigures[K]> };

/** The quote's figures when instalments are offered, else null: these and nothing else fill (and version) a document. */
export function creditFigures(quote: { premium: number } & MonthlyFigures): CreditFigures | null {
  const figures = {
    premium: quote.premium,
    monthly_payment: quote.monthly_payment,
    monthly_deposit: quote.monthly_deposit,
    monthly_interest: quote.monthly_interest,
    monthly_interest_percent: quote.monthly_interest_percent,
    monthly_apr: quote.monthly_apr,
    monthly_installments: quote.monthly_installments,
    monthly_initial_payment: quote.monthly_initial_payment,
    monthly_total_payable: quote.monthly_total_payable === null ? null : Number(quote.monthly_total_payable),
  };
  return Object.values(figures).some((figure) => figure === null) ? null : (figures as CreditFigures);
}

/** Cash price less deposit, in pounds to the penny. */
export const amountOfCredit = (figures: CreditFigures): number => Math.round((figures.premium - figures.monthly_deposit) * 100) / 100;

/** The version of a document filled with these figures: its wording's version and a digest of the figures. */
export function documentVersion(name: CreditDocumentName, figures: CreditFigures): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([WORDING[name], figures]))
    .digest('hex')
    .slice(0, 8);
  return `${WORDING[name]}.${digest}`;
}

/** Where the documents of one proposal are served: its uuid and a secret key (the card page's pattern), never the uuid alone. */
export const creditDocumentsPath = (uuid: string, key: string): string => `/sandbox/documents/credit/${uuid}.${key}`;

/** The quote's credit_documents: each document's address and version, or null when instalments are not offered. */
export function creditDocuments(figures: CreditFigures | null, base: string): CreditDocuments | null {
  if (!figures) return null;
  const doc = (name: CreditDocumentName) => ({ url: `${base}/${name}`, version: documentVersion(name, figures) });
  return { information: doc('information'), agreement: doc('agreement') };
}

/** Interest a day on the credit at the APR, what she pays for each day she had it if she withdraws. */
const dailyInterest = (figures: CreditFigures): number =>
  Math.max(0.01, Math.round(((amountOfCredit(figures) * figures.monthly_apr) / 100 / 365) * 100) / 100);

const row = (label: string, value: string): string => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
const para = (text: string): string => `<p>${escapeHtml(text)}</p>`;

/** The borrower and the date the cover (and the first instalment's month) starts. */
export interface Borrower {
  name: string;
  address: string;
}

/** What every document says of what she pays, in the SECCI's order. */
function keyFigures(figures: CreditFigures): string {
  const n = figures.monthly_installments;
  return `<table><tbody>
${row('Cash price of the policy', pounds(figures.premium))}
${row('Deposit, paid today by card', pounds(figures.monthly_deposit))}
${row('Total amount of credit', pounds(amountOfCredit(figures)))}
${row('Repayments', `${n} monthly payments of ${pounds(figures.monthly_payment)} by Direct Debit`)}
${row('Interest', `${pounds(figures.monthly_interest)} (a fixed rate of ${figures.monthly_interest_percent}% of the credit)`)}
${row('Representative APR', `${figures.monthly_apr}%`)}
${row('Total amount payable, deposit included', pounds(figures.monthly_total_payable))}
</tbody></table>`;
}

/** The points a customer must understand before she is bound (CONC 4.2.5R(2)), in plain words. */
function explanations(figures: CreditFigures): string {
  const extra = Math.round((figures.monthly_total_payable - figures.premium) * 100) / 100;
  return `<h2>What you should know before you apply</h2>
${para(`This loan pays for this car insurance policy only. Paying monthly costs ${pounds(extra)} more than paying ${pounds(figures.premium)} in full today. If you can pay in full, it is cheaper.`)}
${para(`You pay a deposit of ${pounds(figures.monthly_deposit)} today, then ${figures.monthly_installments} monthly payments of ${pounds(figures.monthly_payment)}: ${pounds(figures.monthly_total_payable)} in all.`)}
<h3>If you miss a payment</h3>
${para(`We will write to you and try to collect it again. We may charge ${pounds(MISSED_PAYMENT_FEE)} for each missed payment. Missed payments are reported to credit reference agencies and may make it harder or more expensive for you to borrow. If payments stay missed, we may end the agreement, ask you to pay everything you owe at once, and ask the insurer to cancel your policy, leaving you uninsured.`)}
<h3>Cancelling your policy does not end the loan</h3>
${para('If your policy is cancelled, by you or by the insurer, you still owe us what is left of the loan. Any premium the insurer refunds goes towards it, and you must pay the rest.')}
<h3>Your right to withdraw</h3>
${para(`You can withdraw from the loan without giving a reason within 14 days, counting from the day the agreement is made or, if later, the day you receive your copy of it. Tell us by phone on ${LENDER.phone} or by e-mail to ${LENDER.email}. You must then repay the ${pounds(amountOfCredit(figures))} of credit and interest of ${pounds(dailyInterest(figures))} for each day you had it, within 30 days of telling us. Withdrawing ends the loan, not your insurance: to stay insured you pay for the policy another way.`)}
<h3>Questions</h3>
${para(`Ask us anything about this loan before you sign: call ${LENDER.phone}, or write to ${LENDER.email}.`)}`;
}

/** The pre-contract credit information: the SECCI's four parts, then the explanations. */
export function informationHtml(figures: CreditFigures, version: string): string {
  return `<h1>Pre-contract credit information</h1>
<p class="note">Standard European Consumer Credit Information. Version ${escapeHtml(version)}. Sandbox document: demonstration figures and wording. Keep a copy: save or print this page.</p>
<h2>1. Contact details</h2>
<table><tbody>
${row('Creditor', `${LENDER.name}, ${LENDER.address}`)}
${row('Telephone and e-mail', `${LENDER.phone}, ${LENDER.email}`)}
${row('Credit intermediary', `${BROKER.legalName}, ${BROKER.address}`)}
</tbody></table>
<h2>2. Key features of the credit</h2>
<table><tbody>
${row('Type of credit', 'A fixed-sum loan to pay for your car insurance')}
${row('How and when credit is provided', 'Paid by us to the insurer for you when your policy starts')}
${row('Duration of the agreement', `${figures.monthly_installments} months`)}
</tbody></table>
${keyFigures(figures)}
<h2>3. Costs of the credit</h2>
<table><tbody>
${row('Borrowing rate', `${figures.monthly_interest_percent}% of the credit, fixed`)}
${row('Other costs', 'None')}
${row('Costs of missing payments', `${pounds(MISSED_PAYMENT_FEE)} for each missed payment`)}
</tbody></table>
<h2>4. Other legal aspects</h2>
<table><tbody>
${row('Right of withdrawal', 'Yes: within 14 days, as explained below')}
${row('Early repayment', 'You can repay all or part of the loan at any time, and pay less interest')}
${row('Consultation of a database', 'If we decline your application after searching a credit reference agency, we tell you at once and name the agency')}
${row('Right to a draft credit agreement', 'Yes, free of charge: the agreement you are asked to sign is shown to you in full before you sign it')}
${row('How long this information holds', 'Until your quote changes')}
</tbody></table>
${explanations(figures)}`;
}

/** A signature as the agreement shows it, once signed. */
export interface SignatureShown {
  name: string;
  at: string;
}

/**
 * The fixed-sum loan agreement: the parties, the figures, the terms of withdrawal, early repayment,
 * missed payments and cancelling the policy, and the signature box with its prescribed words.
 */
export function agreementHtml(figures: CreditFigures, version: string, borrower: Borrower, signature: SignatureShown | null): string {
  const signed = signature
    ? `Signed electronically by ${signature.name} on ${dayjs(signature.at).format('D MMMM YYYY [at] HH:mm')}.`
    : 'Not signed yet.';
  return `<h1>Fixed-sum loan agreement regulated by the Consumer Credit Act 1974</h1>
<p class="note">Version ${escapeHtml(version)}. Sandbox document: demonstration figures and wording. Keep a copy: save or print this page.</p>
<h2>The parties</h2>
<table><tbody>
${row('Lender', `${LENDER.name}, ${LENDER.address}`)}
${row('Borrower', `${borrower.name}, ${borrower.address}`)}
${row('Arranged by', `${BROKER.legalName}, ${BROKER.address}`)}
</tbody></table>
<h2>What you borrow and repay</h2>
${para('We lend you the amount of credit below to pay the premium of your car insurance policy, paid straight to the insurer when your policy starts. You repay it by Direct Debit.')}
${keyFigures(figures)}
<h2>Terms</h2>
${explanations(figures)}
<h3>Repaying early</h3>
${para('You can repay all or part of what you owe at any time. Tell us, and we will tell you how much to pay; you pay less interest.')}
<h3>Complaints</h3>
${para(`Tell us first, on ${LENDER.phone}. If you are not happy with our answer, you can refer your complaint to the Financial Ombudsman Service, free of charge.`)}
<h2>Signatures</h2>
<p><strong>This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.</strong></p>
<table><tbody>
${row('Signature of the borrower', signed)}
${row('Signature for the lender', signature ? `Signed for ${LENDER.name} when the borrower signed.` : 'Signed once the borrower signs.')}
</tbody></table>`;
}
