// The steps the checker's two properties of a monthly sale share (check-api-credit.ts,
// check-api-holder.ts): the scripted proposal quoted with instalments, its Direct Debit applied, the
// credit agreement signed in the customer's name, and a card page that should have been refused
// paid on anyway to see whether accept then makes a policy.
import type { Proposal } from '../src/contract/proposal';
import { payByTestCard, type Json, type PropertyCheckDeps } from './check-api-call';
import { proposal } from './scripted-proposal';

export interface MonthlyQuote {
  scripted: Proposal;
  /** The proposal's path, /api/proposal/{uuid}. */
  p: string;
  uuid: string;
  quote: Json;
}

/** The scripted proposal created and quoted under `property`; null when a call failed or instalments are not offered. */
export async function monthlyQuote({ call }: PropertyCheckDeps, property: string): Promise<MonthlyQuote | null> {
  const scripted = proposal();
  const uuid: string | undefined = (await call('createProposal', '/api/proposal', scripted, { property }))?.proposal?.uuid;
  if (!uuid) return null;
  const p = `/api/proposal/${uuid}`;
  const quote: Json | undefined = (await call('createQuote', `${p}/quote`, undefined, { property }))?.proposal?.quote;
  // Instalments not offered on the scripted risk: nothing to hold the API to.
  if (!quote || quote.monthly_payment === null || quote.monthly_payment === undefined) return null;
  return { scripted, p, uuid, quote };
}

/** The monthly plan applied from `directDebit`, on the credit information's version: the answer, or null. */
export const payMonthly = ({ call }: PropertyCheckDeps, property: string, { p, quote }: MonthlyQuote, directDebit: Json) =>
  call(
    'payMonthly',
    `${p}/pay-monthly`,
    { is_pay_monthly: true, direct_debit: directDebit, credit_information_version: quote.credit_documents.information.version },
    { property },
  );

/** The credit agreement signed in the customer's name for the plan's amount of credit: the answer, or null. */
export function signAgreement({ call }: PropertyCheckDeps, property: string, { p, quote, scripted }: MonthlyQuote, applied: Json) {
  const planned = applied.proposal?.quote ?? quote;
  const { forenames, surname } = scripted.risk.proposer.name;
  return call(
    'signAgreement',
    `${p}/credit-agreement`,
    {
      agreement_version: quote.credit_documents.agreement.version,
      signed_name: `${forenames} ${surname}`,
      amount_of_credit: Math.round((Number(planned.premium) - Number(planned.monthly_deposit ?? 0)) * 100) / 100,
      agreed: true,
    },
    { property },
  );
}

/** A card page that should have been refused, paid on with the test card anyway: whether accept then made a policy (it must not). */
export async function acceptedAfterPaying(deps: PropertyCheckDeps, property: string, p: string, paymentUrl: unknown): Promise<boolean> {
  // No answer from the card page: accept is still checked.
  await payByTestCard(deps.fetch, String(paymentUrl));
  const accepted = await deps.call('acceptQuote', `${p}/quote/accept`, {}, { property, expect: 409 });
  return accepted?.proposal?.is_accepted === true;
}
