// The conformance checker's property for paying monthly (docs/product/regulation.md#the-credit-agreement),
// called from check-api.ts and reported under its own name:
//   a monthly sale needs a signed agreement: after an approved Direct Debit, the deposit's card page
//   is refused (409 agreement_required) until the credit agreement is signed, and accept makes no
//   policy on credit that was never signed; once signed, the card page opens.
import type { PropertyCheckDeps } from './check-api-call';
import { acceptedAfterPaying, monthlyQuote, payMonthly, signAgreement } from './check-api-monthly';

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

export async function checkCreditAgreement(deps: PropertyCheckDeps): Promise<void> {
  const { base, call, last, result } = deps;
  const property = CREDIT_PROPERTY;
  const monthly = await monthlyQuote(deps, property);
  if (!monthly) return;
  const { p, uuid, quote } = monthly;
  const documents = quote.credit_documents;
  if (!documents?.information?.version || !documents?.agreement?.version) {
    result.problems.push({ call: property, status: 200, errors: ['the quote offers monthly payments but names no credit documents'] });
    return;
  }
  const applied = await payMonthly(deps, property, monthly, DIRECT_DEBIT);
  if (!applied) return;
  const errors: string[] = [];
  const returnUrl = `${base}/#/quote/thankyou?uuid=${uuid}`;
  const unsigned = await call('requestPayment', `${p}/quote/payment`, { return_url: returnUrl }, { property, expect: 409 });
  const refusal = last();
  if (refusal.status === 200) {
    errors.push('the deposit’s card page of a monthly plan opened with no signed credit agreement');
    if (await acceptedAfterPaying(deps, property, p, unsigned?.payment_url))
      errors.push('accept made a policy on credit that was never signed');
  } else if (refusal.json?.code !== AGREEMENT_REQUIRED) {
    errors.push(
      `the unsigned monthly plan’s card page was refused with code ${JSON.stringify(refusal.json?.code)}, expected "${AGREEMENT_REQUIRED}"`,
    );
  } else {
    const signed = await signAgreement(deps, property, monthly, applied);
    if (signed && signed.proposal?.credit_agreement?.status !== 'signed')
      errors.push('the answer to a signature does not say the agreement is signed');
    if (signed) await call('requestPayment', `${p}/quote/payment`, { return_url: returnUrl }, { property });
  }
  if (errors.length) result.problems.push({ call: property, status: refusal.status, errors });
}
