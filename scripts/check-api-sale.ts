// The conformance checker's properties of a sale (docs/security.md#a-sale-is-final), each reported
// under its own name:
//   backdated acceptance refused: a quote paid for with cover starting today, accepted three days later
//     on the insurer's test clock, is refused start_date_passed, and the payment is no longer taken;
//   recall after sale closed: recalling a bought policy answers its receipt, never an access token;
//   writes versioned: device-risk, which sends no If-Match, never changes the proposal (its consent
//     to auto-renew, its version).
// The backdating check moves the insurer's test clock (POST /sandbox/clock, docs/api-team.md), as it
// pays with the provider's test card: both belong to an insurer's test mode.
import type { Proposal } from '../src/contract/proposal';
import { PAY_IN_FULL, payByTestCard, TEST_CARD, type PropertyCheckDeps } from './check-api-call';
import { proposal } from './scripted-proposal';

export const SALE_PROPERTY = {
  backdated: 'backdated acceptance refused',
  recallClosed: 'recall after sale closed',
  writesVersioned: 'writes versioned',
} as const;

type SaleCheckDeps = Pick<PropertyCheckDeps, 'base' | 'call' | 'last' | 'fetch' | 'result'>;

const THREE_DAYS_MINUTES = 3 * 24 * 60;

/** The insurer's test clock: moved on by `minutes` (0 reads it), or put back (null). Answers its day, or null without one. */
async function testClock(deps: SaleCheckDeps, minutes: number | null): Promise<string | null> {
  const res = await deps
    .fetch(`${deps.base}/sandbox/clock`, {
      method: minutes === null ? 'DELETE' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: minutes === null ? undefined : JSON.stringify({ advance_minutes: minutes }),
    })
    .catch(() => null);
  if (!res || res.status !== 200) return null;
  const day = ((await res.json().catch(() => null)) as { today?: unknown } | null)?.today;
  return typeof day === 'string' ? day : null;
}

/** Quoted, paid with the test card; answers its uuid and quote reference, or null (reported under `property`). */
async function paidProposal(deps: SaleCheckDeps, property: string, fixture: Proposal): Promise<{ uuid: string; reference: string } | null> {
  const { call } = deps;
  const created = await call('createProposal', '/api/proposal', fixture, { property });
  const uuid: string | undefined = created?.proposal?.uuid;
  if (!uuid) return null;
  const p = `/api/proposal/${uuid}`;
  const quoted = await call('createQuote', `${p}/quote`, undefined, { property });
  await call('updatePaymentOption', `${p}/payment-option`, PAY_IN_FULL, { property });
  const payment = await call(
    'requestPayment',
    `${p}/quote/payment`,
    { return_url: `${deps.base}/#/quote/thankyou?uuid=${uuid}` },
    { property },
  );
  const reference: string | undefined = quoted?.proposal?.quote?.reference;
  if (!payment?.payment_url || !reference) return null;
  const paid = await payByTestCard(deps.fetch, payment.payment_url);
  if (paid === 0 || paid >= 400) {
    deps.result.problems.push({
      call: property,
      status: paid,
      errors: [`the payment page did not take the test card ${TEST_CARD.card_number}`],
    });
    return null;
  }
  return { uuid, reference };
}

const recallBody = (fixture: Proposal, reference: string) => ({
  reference,
  postcode: (fixture.risk.proposer.address.postcode ?? '').replace(/\s/g, ''),
  dob: fixture.risk.proposer.date_of_birth,
});

/** Paid on a start date of today, accepted three days later: refused, and nothing left taken. */
async function checkBackdated(deps: SaleCheckDeps): Promise<void> {
  const property = SALE_PROPERTY.backdated;
  const fail = (status: number, error: string): void => void deps.result.problems.push({ call: property, status, errors: [error] });
  const today = await testClock(deps, 0);
  if (!today) return fail(0, 'the API offers no test clock (POST /sandbox/clock), so backdating could not be checked');
  try {
    const fixture = proposal((p) => {
      p.risk.start_date = today;
    });
    const paid = await paidProposal(deps, property, fixture);
    if (!paid) return;
    await testClock(deps, THREE_DAYS_MINUTES);
    // Her access token has lapsed in three days: she recalls the quote, as the attack does.
    const recalled = await deps.call('recallProposal', '/api/proposal/recall', recallBody(fixture, paid.reference), { property });
    const token: string | undefined = recalled?.access_token;
    if (!token) return fail(deps.last().status, 'the paid quote could not be recalled three days later, so accept could not be tried');
    const accepted = await deps.call('acceptQuote', `/api/proposal/${paid.uuid}/quote/accept`, {}, { token, property, expect: 422 });
    const { status, json } = deps.last();
    if (accepted?.proposal?.is_accepted === true || status === 200)
      return fail(status, `a policy was made with cover starting ${today}, three days before it was accepted`);
    if (json?.code !== 'start_date_passed') fail(status, `the refusal's code is ${String(json?.code)}, expected start_date_passed`);
    const after = await deps.call('getProposal', `/api/proposal/${paid.uuid}`, undefined, { token, property });
    const left = after?.data?.proposal;
    if (left?.is_purchased !== false) fail(0, 'the refused proposal is still paid: the payment taken was not refunded or voided');
  } finally {
    await testClock(deps, null);
  }
}

/** A bought policy recalled: its receipt, never a token; a token it wrongly hands out must change nothing. */
async function checkRecallClosed(deps: SaleCheckDeps): Promise<void> {
  const property = SALE_PROPERTY.recallClosed;
  const fail = (status: number, error: string): void => void deps.result.problems.push({ call: property, status, errors: [error] });
  const fixture = proposal();
  const paid = await paidProposal(deps, property, fixture);
  if (!paid) return;
  const accepted = await deps.call('acceptQuote', `/api/proposal/${paid.uuid}/quote/accept`, {}, { property });
  if (accepted?.proposal?.is_accepted !== true) return fail(0, 'the paid proposal was not accepted, so the check could not run');
  const recalled = await deps.call('recallProposal', '/api/proposal/recall', recallBody(fixture, paid.reference), { property });
  if (!recalled) return;
  const text = JSON.stringify(recalled);
  if (typeof recalled.access_token === 'string') {
    fail(200, 'recalling a bought policy handed out an access token');
    const write = await deps.call('updateProposal', `/api/proposal/${paid.uuid}`, fixture, {
      token: recalled.access_token,
      property,
      expect: 409,
    });
    if (write !== null) fail(200, 'that token changed the bought policy');
  }
  if (recalled.receipt?.reference !== paid.reference) fail(200, 'the answer is not the bought policy’s receipt (receipt.reference)');
  const { email_address: email, date_of_birth: dob } = fixture.risk.proposer;
  if ((email && text.includes(email)) || (dob && text.includes(dob))) fail(200, 'the answer holds her e-mail address or date of birth');
}

/** device-risk sends no If-Match: it must not change her consent to auto-renew, or the proposal at all. */
async function checkWritesVersioned(deps: SaleCheckDeps): Promise<void> {
  const property = SALE_PROPERTY.writesVersioned;
  const created = await deps.call(
    'createProposal',
    '/api/proposal',
    proposal((p) => (p.consent_to_auto_renew = true)),
    { property },
  );
  const uuid: string | undefined = created?.proposal?.uuid;
  if (!uuid) return;
  const p = `/api/proposal/${uuid}`;
  const before = (await deps.call('createQuote', `${p}/quote`, undefined, { property }))?.proposal;
  await deps.call('deviceRisk', `${p}/device-risk`, { blackbox: 'checker-device', consent_to_auto_renew: false }, { property });
  const after = (await deps.call('getProposal', p, undefined, { property }))?.data?.proposal;
  if (!before || !after) return;
  if (after.consent_to_auto_renew !== before.consent_to_auto_renew)
    deps.result.problems.push({
      call: property,
      status: 200,
      errors: [`device-risk, without If-Match, changed consent_to_auto_renew (version ${before.version} -> ${after.version})`],
    });
}

/** Runs the three; each adds its name to result.checked and what failed, named, to result.problems. */
export async function checkSale(deps: SaleCheckDeps): Promise<void> {
  for (const [name, check] of [
    [SALE_PROPERTY.backdated, checkBackdated],
    [SALE_PROPERTY.recallClosed, checkRecallClosed],
    [SALE_PROPERTY.writesVersioned, checkWritesVersioned],
  ] as const) {
    deps.result.checked.push(name);
    try {
      await check(deps);
    } catch (error) {
      deps.result.problems.push({ call: name, status: 0, errors: [`no answer: ${(error as Error).message}`] });
    }
  }
}
