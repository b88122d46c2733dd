// The conformance checker's property for someone else's account (docs/product/regulation.md#when-someone-else-holds-the-account),
// called from check-api.ts and reported under its own name:
//   a monthly sale from someone else's account needs the holder's own signature: with the Direct
//   Debit approved and the credit agreement signed by the customer, the deposit's card page is
//   refused (409 holder_consent_required) and accept makes no policy until the account holder signs.
import type { PropertyCheckDeps } from './check-api-call';
import { acceptedAfterPaying, monthlyQuote, payMonthly, signAgreement } from './check-api-monthly';

export const HOLDER_PROPERTY = 'a sale from someone else’s account needs the holder’s signature';

/** The stable code of the refusal (src/contract/responses.ts SERVER_ERROR_CODES.holderConsentRequired). */
const HOLDER_CONSENT_REQUIRED = 'holder_consent_required';
/** A UK test account that passes a modulus check, held by an adult who is not the scripted proposer. */
const DIRECT_DEBIT = {
  account_name: 'Mr D Hart',
  account_number: '00733445',
  sort_code: '309430',
  collection_day: '1',
  is_proposer_account_holder: false,
  third_party: {
    title: 'Mr',
    forename: 'Daniel',
    surname: 'Hart',
    date_of_birth: '1970-01-01',
    address: { line_1: '1 Park Lane', line_2: null, line_3: 'Leeds', line_4: null, line_5: null, postcode: 'LS6 2AB' },
    email: 'holder.check@example.com',
  },
};

export async function checkHolderConsent(deps: PropertyCheckDeps): Promise<void> {
  const { base, call, last, result } = deps;
  const property = HOLDER_PROPERTY;
  const monthly = await monthlyQuote(deps, property);
  // No credit documents (the credit property names that): nothing to hold the API to here.
  if (!monthly?.quote.credit_documents?.agreement?.version) return;
  const applied = await payMonthly(deps, property, monthly, DIRECT_DEBIT);
  if (!applied) return;
  if (!(await signAgreement(deps, property, monthly, applied))) return;
  const { p, uuid } = monthly;
  const errors: string[] = [];
  const unsigned = await call(
    'requestPayment',
    `${p}/quote/payment`,
    { return_url: `${base}/#/quote/thankyou?uuid=${uuid}` },
    { property, expect: 409 },
  );
  const refusal = last();
  if (refusal.status === 200) {
    errors.push('the deposit’s card page opened for someone else’s account that its holder never agreed to');
    if (await acceptedAfterPaying(deps, property, p, unsigned?.payment_url))
      errors.push('accept made a policy on a Direct Debit its account holder never signed');
  } else if (refusal.json?.code !== HOLDER_CONSENT_REQUIRED) {
    errors.push(`the card page was refused with code ${JSON.stringify(refusal.json?.code)}, expected "${HOLDER_CONSENT_REQUIRED}"`);
  }
  if (errors.length) result.problems.push({ call: property, status: refusal.status, errors });
}
