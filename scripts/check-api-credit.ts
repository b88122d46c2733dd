// The conformance checker's property for paying monthly (docs/product/regulation.md#the-credit-agreement),
// called from check-api.ts and reported under its own name:
//   a monthly sale needs a signed agreement: after an approved Direct Debit, the deposit's card page
//   is refused (409 agreement_required) until the credit agreement is signed, and accept makes no
//   policy on credit that was never signed; once signed, the card page opens.
import { proposal } from '../tests/support/proposal';
import type { PropertyCheckDeps } from './check-api-versions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an insurer's JSON, read untyped on purpose: each check tests the fields it reads (docs/api-team.md)
type Json = Record<string, any>;

export const CREDIT_PROPERTY = 'a monthly sale needs a signed agreement';

/** The stable code of the refusal (src/contract/responses.ts SERVER_ERROR_CODES.agreementRequired). */
const AGREEMENT_REQUIRED = 'agreement_required';
/** A UK test account that passes a modulus check, held by the scripted proposer. */
const DIRECT_DEBIT = {
  account_name: 'Mrs A Hart',
  account_number: '00733445',
  sort_code: '309430',
  collection_day: '1',
  is_proposer_account_holder: true,
  third_party: null,
};
const TEST_CARD = { card_number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'A Hart' };

const amountOfCredit = (quote: Json): number => Math.round((Number(quote.premium) - Number(quote.monthly_deposit ?? 0)) * 100) / 100;

export async function checkCreditAgreement({ base, call, last, fetch, result }: PropertyCheckDeps): Promise<void> {
  const property = CREDIT_PROPERTY;
  const scripted = proposal();
  const created = await call('createProposal', '/api/proposal', scripted, { property });
  const uuid: string | undefined = created?.proposal?.uuid;
  if (!uuid) return;
  const p = `/api/proposal/${uuid}`;
  const quote: Json | undefined = (await call('createQuote', `${p}/quote`, undefined, { property }))?.proposal?.quote;
  // Instalments not offered on the scripted risk: nothing to hold the API to.
  if (!quote || quote.monthly_payment === null || quote.monthly_payment === undefined) return;
  const documents = quote.credit_documents;
  if (!documents?.information?.version || !documents?.agreement?.version) {
    result.problems.push({ call: property, status: 200, errors: ['the quote offers monthly payments but names no credit documents'] });
    return;
  }
  const applied = await call(
    'payMonthly',
    `${p}/pay-monthly`,
    { is_pay_monthly: true, direct_debit: DIRECT_DEBIT, credit_information_version: documents.information.version },
    { property },
  );
  if (!applied) return;
  const errors: string[] = [];
  const returnUrl = `${base}/#/quote/thankyou?uuid=${uuid}`;
  const unsigned = await call('requestPayment', `${p}/quote/payment`, { return_url: returnUrl }, { property, expect: 409 });
  const refusal = last();
  if (refusal.status === 200) {
    errors.push('the deposit’s card page of a monthly plan opened with no signed credit agreement');
    // Paid on it with the provider's test card: accept must still make no policy.
    try {
      const paid = await fetch(String(unsigned?.payment_url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(TEST_CARD).toString(),
        redirect: 'manual',
      });
      await paid.text();
    } catch {
      // No answer from the card page: accept is still checked.
    }
    const accepted = await call('acceptQuote', `${p}/quote/accept`, {}, { property, expect: 409 });
    if (accepted?.proposal?.is_accepted === true) errors.push('accept made a policy on credit that was never signed');
  } else if (refusal.json?.code !== AGREEMENT_REQUIRED) {
    errors.push(
      `the unsigned monthly plan’s card page was refused with code ${JSON.stringify(refusal.json?.code)}, expected "${AGREEMENT_REQUIRED}"`,
    );
  } else {
    const { forenames, surname } = scripted.risk.proposer.name;
    const signed = await call(
      'signAgreement',
      `${p}/credit-agreement`,
      {
        agreement_version: documents.agreement.version,
        signed_name: `${forenames} ${surname}`,
        amount_of_credit: amountOfCredit(applied.proposal?.quote ?? quote),
        agreed: true,
      },
      { property },
    );
    if (signed && signed.proposal?.credit_agreement?.status !== 'signed')
      errors.push('the answer to a signature does not say the agreement is signed');
    if (signed) await call('requestPayment', `${p}/quote/payment`, { return_url: returnUrl }, { property });
  }
  if (errors.length) result.problems.push({ call: property, status: refusal.status, errors });
}
