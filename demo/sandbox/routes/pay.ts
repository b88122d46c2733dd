/**
 * The hosted card page: GET /sandbox/pay/{token} shows the form, POST takes the payment. Every test
 * card ends in a 303 to the return_url; only 4242... records the purchase, and only once. The 3-D
 * Secure card first shows the bank's challenge, answered at POST /sandbox/pay/{token}/challenge. A session
 * whose price moved (another window changed the quote) or that expired takes nothing: both GET and
 * POST say so and link back to the return_url, where the widget reads the new price.
 */
import { type CardForm, CHALLENGE_CARD, cardDigits, checkCard, readCardForm, SUCCESS_CARD } from '../pages/card-check';
import { cardPageCsp, frameHeightScript, isRegistered } from '../pages/card-frame';
import { challengeHtml, FAILING_CODE } from '../pages/challenge-form';
import { payFormHtml } from '../pages/pay-form';
import { sendPage } from '../pages/shell';
import { escapeHtml, readBody, redirect } from '../server/http';
import type { PageContext, PageRoute } from '../server/pages';
import { changeRecord } from '../server/proposals';
import type { SavedProposal } from '../../../src/contract/proposal';
import type { PaymentSession } from '../server/records';
import { canonicalUuid } from '../server/store';
import { sessionState } from './payment-session';

const EMPTY_FORM: CardForm = { card_number: '', expiry: '', cvc: '', name: '' };

async function findSession({
  params,
  services,
  origin,
  options,
}: PageContext): Promise<{ uuid: string; nonce: string; session: PaymentSession; proposal: SavedProposal } | null> {
  const [spelt, nonce] = params.token.split('.');
  if (!spelt || !nonce) return null;
  // The card page's token names the proposal in its one spelling too (see dispatch.ts canonicalIds).
  const uuid = canonicalUuid(spelt);
  const record = await services.store.get(uuid);
  // Own properties only: 'constructor' or '__proto__' as a nonce must not find Object's members.
  const session = record && Object.hasOwn(record.sandbox.sessions, nonce) ? record.sandbox.sessions[nonce] : undefined;
  if (!record || !session) return null;
  record.proposal.version ??= 1;
  // Links and the redirect go only to a registered origin (card-frame.ts); a session made before
  // its origin was withdrawn goes back to the sandbox's own page instead.
  const returnUrl = isRegistered(session.return_url, options.returnOrigins) ? session.return_url : `${origin}/sandbox`;
  return { uuid, nonce, session: { ...session, return_url: returnUrl }, proposal: record.proposal };
}

const formAction = (returnUrl: string, ctx: PageContext): string =>
  cardPageCsp(returnUrl, ctx.options.allowedOrigins, ctx.options.returnOrigins);

function notFoundPage(ctx: PageContext): void {
  sendPage(
    ctx.res,
    404,
    'Payment not found',
    '<h1>Payment not found</h1><p>This payment link is not valid. Please go back and try again.</p>',
  );
}

function donePage(ctx: PageContext, returnUrl: string): void {
  sendPage(
    ctx.res,
    200,
    'Payment complete',
    `<h1>Payment complete</h1><p>This quote has been paid.</p><p><a class="button" href="${escapeHtml(new URL(returnUrl).href)}">Continue</a></p>`,
  );
}

const backLink = (returnUrl: string): string =>
  `<p><a class="button" href="${escapeHtml(new URL(returnUrl).href)}">Go back to your quote</a></p>`;

type Closed = 'price_changed' | 'expired' | 'start_passed';
const isClosed = (state: string): state is Closed => state === 'price_changed' || state === 'expired' || state === 'start_passed';

/** Nothing is taken: the price moved since this page opened, the cover start has passed, or the page is too old to pay. */
function closedPage(ctx: PageContext, state: Closed, returnUrl: string): void {
  if (state === 'start_passed') {
    // docs/product/regulation.md#cover-start-and-a-bought-policy: cover never starts before the day it is bought.
    sendPage(
      ctx.res,
      422,
      'Your cover start date has passed',
      `<h1>Your cover start date has passed</h1><p>Cover can’t start on a day that has already passed, so this quote can’t be bought as it is. Nothing has been taken from your card. Go back to choose today or a later date.</p>${backLink(returnUrl)}`,
      ...framed(ctx, returnUrl),
    );
    return;
  }
  if (state === 'price_changed') {
    sendPage(
      ctx.res,
      409,
      'The price has changed',
      `<h1>The price has changed</h1><p>This quote was changed after this payment page opened, so its price is different now. Nothing has been taken from your card.</p>${backLink(returnUrl)}`,
      ...framed(ctx, returnUrl),
    );
    return;
  }
  sendPage(
    ctx.res,
    410,
    'This payment page has expired',
    `<h1>This payment page has expired</h1><p>Payment pages close after 30 minutes. Nothing has been taken from your card.</p>${backLink(returnUrl)}`,
    ...framed(ctx, returnUrl),
  );
}

async function showForm(ctx: PageContext): Promise<void> {
  const found = await findSession(ctx);
  if (!found) return notFoundPage(ctx);
  if (found.session.paid || found.proposal.is_purchased) return donePage(ctx, found.session.return_url);
  const state = sessionState(found.session, found.proposal, ctx.services.now(), ctx.services.today());
  if (isClosed(state)) return closedPage(ctx, state, found.session.return_url);
  sendPage(ctx.res, 200, 'Card payment', payFormHtml(found.session.amount, EMPTY_FORM, {}), ...framed(ctx, found.session.return_url));
}

type Found = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** Every card page: its CSP additions and the script that tells the widget its height. */
const framed = (ctx: PageContext, returnUrl: string): [string, string] => [
  formAction(returnUrl, ctx),
  frameHeightScript(returnUrl, ctx.options.returnOrigins),
];

/**
 * Takes the payment (or records its failure) and ends in a 303 to the return_url, as every test
 * card does. `challenge` is what the session's 3-D Secure challenge becomes: opened (the card's
 * last 4, nothing is taken yet) or closed (null).
 */
async function charge(ctx: PageContext, found: Found, last4: string, succeeded: boolean, challenge: string | null = null): Promise<void> {
  let closed: Closed | null = null;
  await changeRecord(ctx.services, found.uuid, ({ proposal, sandbox }) => {
    const session = sandbox.sessions[found.nonce];
    // A repeated submit (double click, back button) must never charge twice.
    if (session.paid || proposal.is_purchased) return;
    // Checked again under the proposal's lock: a change that landed while the form was open (or
    // races this submit) wins, and no money is taken at the old price.
    const state = sessionState(session, proposal, ctx.services.now(), ctx.services.today());
    if (isClosed(state)) {
      closed = state;
      return;
    }
    session.challenge = challenge;
    if (challenge) return;
    sandbox.payments.push({ at: ctx.services.now(), amount: session.amount, last4, outcome: succeeded ? 'succeeded' : 'failed' });
    if (!succeeded) return;
    session.paid = true;
    proposal.is_purchased = true;
    if (proposal.quote) proposal.quote = { ...proposal.quote, is_purchased: true };
  });
  if (closed) return closedPage(ctx, closed, found.session.return_url);
  if (challenge) return showChallenge(ctx, found, 200);
  redirect(ctx.res, found.session.return_url);
}

function showChallenge(ctx: PageContext, found: Found, status: number, error = ''): void {
  const action = `/sandbox/pay/${encodeURIComponent(ctx.params.token)}/challenge`;
  sendPage(
    ctx.res,
    status,
    'Confirm your payment with your bank',
    challengeHtml(found.session.amount, action, error),
    ...framed(ctx, found.session.return_url),
  );
}

/** A session that cannot take money now answers for itself; null when it still can. */
function closedAnswer(ctx: PageContext, found: Found): (() => void) | null {
  if (found.session.paid || found.proposal.is_purchased) return null;
  const state = sessionState(found.session, found.proposal, ctx.services.now(), ctx.services.today());
  return isClosed(state) ? () => closedPage(ctx, state, found.session.return_url) : null;
}

async function takePayment(ctx: PageContext): Promise<void> {
  const found = await findSession(ctx);
  if (!found) return notFoundPage(ctx);
  const form = readCardForm(await readBody(ctx.req));
  const closed = closedAnswer(ctx, found);
  if (closed) return closed();
  const errors = found.session.paid ? {} : checkCard(form, ctx.services.today());
  if (Object.keys(errors).length > 0) {
    sendPage(
      ctx.res,
      400,
      'Card payment: check your details',
      payFormHtml(found.session.amount, form, errors),
      ...framed(ctx, found.session.return_url),
    );
    return;
  }
  const digits = cardDigits(form.card_number);
  // 3-D Secure: this card's bank asks for a one-time code before anything is taken.
  if (digits === CHALLENGE_CARD) return charge(ctx, found, digits.slice(-4), false, digits.slice(-4));
  return charge(ctx, found, digits.slice(-4), digits === SUCCESS_CARD);
}

/**
 * The challenge's answer: any 6 digits pay, FAILING_CODE or Cancel fail the payment the way a
 * declined card does (recorded, then the return_url, where the widget shows Failed).
 */
async function answerChallenge(ctx: PageContext): Promise<void> {
  const found = await findSession(ctx);
  if (!found) return notFoundPage(ctx);
  const last4 = found.session.challenge;
  if (found.session.paid || found.proposal.is_purchased) return donePage(ctx, found.session.return_url);
  const closed = closedAnswer(ctx, found);
  if (closed) return closed();
  if (!last4) return notFoundPage(ctx);
  const answer = new URLSearchParams(await readBody(ctx.req));
  const code = (answer.get('code') ?? '').trim();
  if (!answer.has('cancel') && !/^\d{6}$/.test(code)) return showChallenge(ctx, found, 400, 'Enter the 6-digit code from your bank');
  return charge(ctx, found, last4, !answer.has('cancel') && code !== FAILING_CODE);
}

export const payPages: readonly PageRoute[] = [
  { method: 'GET', path: '/sandbox/pay/{token}', handle: showForm },
  { method: 'POST', path: '/sandbox/pay/{token}', handle: takePayment },
  { method: 'POST', path: '/sandbox/pay/{token}/challenge', handle: answerChallenge },
];
