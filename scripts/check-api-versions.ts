// The conformance checker's properties for payments bound to the price and optimistic concurrency
// (docs/security.md), called from check-api.ts: each broken property
// is reported under its own name, so the report says what an insurer's API lets through.
import { payByTestCard, type PropertyCheckDeps } from './check-api-call';
import { proposal } from './scripted-proposal';

export const PROPERTIES = {
  staleWrite: 'a stale write refused',
  unversionedWrite: 'a write without a version refused',
  paymentAfterPriceChange: 'a payment after a price change refused',
} as const;

/** The add-on the scripted proposal's quote offers; selecting it moves the price. */
const EXTRA = 'LE';

async function quotedProposal({ call }: PropertyCheckDeps, property: string): Promise<string | null> {
  const created = await call('createProposal', '/api/proposal', proposal(), { property });
  const uuid: string | undefined = created?.proposal?.uuid;
  if (!uuid) return null;
  const quoted = await call('createQuote', `/api/proposal/${uuid}/quote`, undefined, { property });
  return quoted ? uuid : null;
}

/**
 * A second window's write based on an older version must be refused (412 stale_version, or 409),
 * and a write naming no version must be refused (428): otherwise the last save silently wins and
 * an answer given in another window (a declared claim) is lost.
 */
async function checkStaleWrite(deps: PropertyCheckDeps): Promise<void> {
  const { call, last, versionOf, result } = deps;
  const property = PROPERTIES.staleWrite;
  const uuid = await quotedProposal(deps, property);
  if (!uuid) return;
  const p = `/api/proposal/${uuid}`;
  const older = versionOf(uuid);
  if (older === undefined) {
    result.problems.push({ call: property, status: last().status, errors: ['the quoted proposal has no version'] });
    return;
  }
  await call('updateAddons', `${p}/addons`, { addons: [{ code: EXTRA }] }, { property });
  await call('updateProposal', p, proposal(), { property, version: older, expect: 412 });
  const stale = last();
  if (stale.status === 200) {
    result.problems.push({
      call: property,
      status: stale.status,
      errors: [`a save based on version ${older}, sent after the proposal moved on to ${versionOf(uuid)}, was applied`],
    });
  }
  await call('updateProposal', p, proposal(), { property: PROPERTIES.unversionedWrite, version: null, expect: 428 });
  if (last().status === 200) {
    result.problems.push({ call: PROPERTIES.unversionedWrite, status: 200, errors: ['a save with no If-Match was applied'] });
  }
}

/**
 * A card page opened at one price must not take money once the price moved (another window added
 * an extra), and accept must not make a policy at a price that was not paid.
 */
async function checkPaymentAfterPriceChange(deps: PropertyCheckDeps): Promise<void> {
  const { base, call, last, fetch, result } = deps;
  const property = PROPERTIES.paymentAfterPriceChange;
  const uuid = await quotedProposal(deps, property);
  if (!uuid) return;
  const p = `/api/proposal/${uuid}`;
  const payment = await call('requestPayment', `${p}/quote/payment`, { return_url: `${base}/#/quote/thankyou?uuid=${uuid}` }, { property });
  const paymentUrl: string | undefined = payment?.payment_url;
  if (!paymentUrl) return;
  await call('updateAddons', `${p}/addons`, { addons: [{ code: EXTRA }] }, { property });
  // Paid on the page opened before the change, with the provider's test card (the sandbox page's
  // form; another provider's page may ignore it, or not answer, and then accept below is what is checked).
  await payByTestCard(fetch, paymentUrl);
  const after = await call('getProposal', p, undefined, { property });
  const accepted = await call(
    'acceptQuote',
    `${p}/quote/accept`,
    {},
    { property, expect: after?.data?.proposal?.is_purchased ? 409 : 200 },
  );
  const acceptStatus = last().status;
  const errors: string[] = [];
  if (after?.data?.proposal?.is_purchased === true) errors.push('the card page opened before the price changed took the payment');
  if (accepted?.proposal?.is_accepted === true) errors.push('accept made a policy at a price that was not paid');
  if (errors.length) result.problems.push({ call: property, status: acceptStatus, errors });
}

export async function checkPriceBinding(deps: PropertyCheckDeps): Promise<void> {
  await checkStaleWrite(deps);
  await checkPaymentAfterPriceChange(deps);
}
