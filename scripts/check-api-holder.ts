// The conformance checker's property for someone else's account (docs/product/regulation.md#when-someone-else-holds-the-account),
// called from check-api.ts and reported under its own name:
//   a monthly sale from someone else's account needs the holder's own signature: with the Direct
//   Debit approved and the credit agreement signed by the customer, the deposit's card page is
//   refused (409 holder_consent_required) and accept makes no policy until the account holder signs.
import { proposal } from '../tests/support/proposal';
import type { PropertyCheckDeps } from './check-api-versions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an insurer's JSON, read untyped on purpose: each check tests the fields it reads (docs/api-team.md)
type Json = Record<string, any>;

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
const TEST_CARD = { card_number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'A Hart' };

const amountOfCredit = (quote: Json): number => Math.round((Number(quote.premium) - Number(quote.monthly_deposit ?? 0)) * 100) / 100;

export async function checkHolderConsent({ base, call, last, fetch, result }: PropertyCheckDeps): Promise<void> {
  const property = HOLDER_PROPERTY;
  const scripted = proposal();
  const uuid: string | undefined = (await call('createProposal', '/api/proposal', scripted, { property }))?.proposal?.uuid;
  if (!uuid) return;
  const p = `/api/proposal/${uuid}`;
  const quote: Json | undefined = (await call('createQuote', `${p}/quote`, undefined, { property }))?.proposal?.quote;
  // Instalments not offered, or no credit documents (the credit property names that): nothing to hold the API to here.
  if (!quote || quote.monthly_payment === null || quote.monthly_payment === undefined || !quote.credit_documents?.agreement?.version)
    return;
  const applied = await call(
    'payMonthly',
    `${p}/pay-monthly`,
    { is_pay_monthly: true, direct_debit: DIRECT_DEBIT, credit_information_version: quote.credit_documents.information.version },
    { property },
  );
  if (!applied) return;
  const { forenames, surname } = scripted.risk.proposer.name;
  const signed = await call(
    'signAgreement',
    `${p}/credit-agreement`,
    {
      agreement_version: quote.credit_documents.agreement.version,
      signed_name: `${forenames} ${surname}`,
      amount_of_credit: amountOfCredit(applied.proposal?.quote ?? quote),
      agreed: true,
    },
    { property },
  );
  if (!signed) return;
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
    if (accepted?.proposal?.is_accepted === true) errors.push('accept made a policy on a Direct Debit its account holder never signed');
  } else if (refusal.json?.code !== HOLDER_CONSENT_REQUIRED) {
    errors.push(`the card page was refused with code ${JSON.stringify(refusal.json?.code)}, expected "${HOLDER_CONSENT_REQUIRED}"`);
  }
  if (errors.length) result.problems.push({ call: property, status: refusal.status, errors });
}
