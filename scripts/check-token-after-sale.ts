// The conformance checker's "a token dead after the sale"
// (docs/security.md#data-that-ends-with-the-sale): a proposal is quoted, paid with the test card on the insurer's payment page and
// accepted, and the thank-you page's portal link asked for; the access token that bought it must then
// answer 401 (token_revoked), never her details again. After-sale belongs to the insurer's portal,
// which has its own sign-in.
import type { Proposal } from '../src/contract/proposal';
import { PAY_IN_FULL, payByTestCard, TEST_CARD, type Call, type CheckResult, type FetchLike } from './check-api-call';

export const TOKEN_AFTER_SALE = 'a token dead after the sale';

/** Runs the check, adding what it called to result.checked and what failed, named, to result.problems. */
export async function checkTokenAfterSale(ctx: {
  base: string;
  callApi: Call;
  fetch: FetchLike;
  tokens: ReadonlyMap<string, string>;
  proposal: Proposal;
  result: CheckResult;
}): Promise<void> {
  const { base, callApi, result } = ctx;
  const fail = (status: number, error: string): void => {
    result.problems.push({ call: TOKEN_AFTER_SALE, status, errors: [error] });
  };
  const created = await callApi('createProposal', '/api/proposal', ctx.proposal);
  const uuid: string | undefined = created?.proposal?.uuid;
  const token = uuid ? ctx.tokens.get(uuid) : undefined;
  if (!uuid || !token) return fail(0, 'could not create a proposal to buy');
  const p = `/api/proposal/${uuid}`;
  await callApi('createQuote', `${p}/quote`);
  await callApi('updatePaymentOption', `${p}/payment-option`, PAY_IN_FULL);
  const payment = await callApi('requestPayment', `${p}/quote/payment`, { return_url: `${base}/#/quote/thankyou?uuid=${uuid}` });
  const paymentUrl: string | undefined = payment?.payment_url;
  if (!paymentUrl) return fail(0, 'no payment page to buy the policy on');
  // The payment page is the insurer's provider's, in its test mode: it takes the test card as a form post.
  const paid = await payByTestCard(ctx.fetch, paymentUrl);
  if (paid >= 400 || paid === 0) return fail(paid, `the payment page did not take the test card ${TEST_CARD.card_number}`);
  const accepted = await callApi('acceptQuote', `${p}/quote/accept`, {});
  if (accepted?.proposal?.is_accepted !== true) return fail(0, 'the paid proposal was not accepted, so the check could not run');

  // The thank-you page's last call, which may use the token once more; after it, the token opens nothing.
  await callApi('generatePortalLink', `${p}/generate-portal-link?uuid=${uuid}`);
  const label = `${TOKEN_AFTER_SALE} (GET /api/proposal/{uuid} with the token that bought it, after its portal link)`;
  result.checked.push(label);
  const after = await ctx
    .fetch(`${base}${p}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } })
    .then(async (res) => ({ status: res.status, text: await res.text() }))
    .catch(() => ({ status: 0, text: '' }));
  const dob = ctx.proposal.risk.proposer.date_of_birth ?? '';
  if (after.status !== 401)
    result.problems.push({
      call: label,
      status: after.status,
      errors: [`status ${after.status}, expected 401 token_revoked: the policy is bought, the token must open nothing`],
    });
  else if (dob && after.text.includes(dob))
    result.problems.push({ call: label, status: 401, errors: ['the 401 answer holds her date of birth'] });
}
