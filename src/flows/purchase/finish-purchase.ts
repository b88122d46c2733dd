import * as v from 'valibot';
import type { DirectDebit } from '../../contract/direct-debit';
import type { SavedProposal } from '../../contract/proposal';
import type { WidgetAttribution } from '../../config/widget-events';
import { SubmittedDirectDebitSchema, type SubmittedDirectDebit } from '../../contract/requests';
import { isApiError } from '../../api/api-error';
import { SERVER_ERROR_CODES } from '../../contract/responses';
import { isStartDateExpired } from '../../domain/dates';
import { paysMonthly } from '../../domain/journey';
import { startPassedRoute } from '../price/start-date';
import { flushDeferredWrites } from '../../store/deferred-storage';
import type { Receipt } from '../../store/proposal/slices/state';
import type { Widget } from '../../widget/widget';
import { routeForFailure } from '../outcome';
import { EXCEPTION_AFTER_PAYMENT, ROUTES, withUuid } from '../../widget/routes';
import type { Settings } from '../../widget/widget';
import { documentsShown } from './documents-shown';

/**
 * A confirmed sale: the receipt (kept in the tab, nothing personal), the e-mail address the documents
 * went to and the proposal bought, for her copy of the demands-and-needs statement (both in memory
 * only: after a reload the page says they went 'to you' by e-mail), and the portal link (one, for this page).
 */
export type PurchaseOutcome =
  | { kind: 'confirmed'; receipt: Receipt; email: string | null; proposal: SavedProposal | null; portalUrl: string | null }
  | { kind: 'route'; to: string };

type Deps = Pick<Widget, 'api' | 'stores' | 'emit' | 'deviceRisk'>;

/** The first complete set of bank details: the ones typed in this tab, else the insurer's copy. */
function bankDetails(...candidates: (DirectDebit | null | undefined)[]): SubmittedDirectDebit | undefined {
  for (const dd of candidates) {
    const parsed = v.safeParse(SubmittedDirectDebitSchema, dd);
    if (parsed.success) return parsed.output;
  }
  return undefined;
}

/**
 * The device fingerprint goes with the purchase. When the provider's script never gets ready
 * (docs/product/transitions.md#the-device-risk-script-times-out: 'IGLOO initialization timed out' after 10 s) the customer has already paid, so the
 * purchase carries on with an empty fingerprint and the insurer reviews the device by hand.
 */
async function checkDevice({ api, deviceRisk }: Deps, proposal: SavedProposal): Promise<void> {
  let blackbox = '';
  try {
    blackbox = await deviceRisk.blackbox();
  } catch (error) {
    console.error(
      `MotorQuote: ${error instanceof Error ? error.message : 'device-risk check failed'}; the purchase continues without a fingerprint.`,
    );
  }
  try {
    await api.deviceRisk(proposal.uuid, blackbox, proposal.consent_to_auto_renew);
    await api.saveDeviceRiskCheck(proposal.uuid);
  } catch {
    // Already logged by the API client; a missing check is reviewed by the insurer, not refused.
  }
}

/**
 * The sale ends the data (docs/security.md#data-that-ends-with-the-sale): the portal link is asked for first
 * (the API lets the token that bought the policy ask once), then the draft, the form's place and the
 * token leave the tab, in memory and in storage at once, and only the receipt stays for a reload.
 */
async function confirmed({ api, stores }: Deps, proposal: SavedProposal): Promise<PurchaseOutcome> {
  const portalUrl = await api.generatePortalLink(proposal.uuid).catch(() => null);
  const receipt: Receipt = {
    uuid: proposal.uuid,
    reference: proposal.quote?.reference ?? null,
    startDate: proposal.risk.start_date ?? null,
    sourceOfBusiness: proposal.risk.source_of_business ?? null,
  };
  stores.proposal.getState().finishSale(receipt);
  stores.detailsForm.getState().reset();
  flushDeferredWrites();
  return { kind: 'confirmed', receipt, email: proposal.risk.proposer.email_address ?? null, proposal, portalUrl };
}

/**
 * What the sale is worth, for a partner's records: the annual premium, or a monthly plan's total
 * payable (interest included), in pounds. Left out when the answer does not say.
 */
function saleValue(proposal: SavedProposal): { amount?: number; currency: 'GBP' } {
  const quote = proposal.quote;
  const raw = paysMonthly(proposal) ? quote?.monthly_total_payable : quote?.premium;
  const amount = raw === null || raw === undefined ? NaN : Number(raw);
  return Number.isFinite(amount) ? { amount, currency: 'GBP' } : { currency: 'GBP' };
}

/** The campaign and partner click the API kept with the sale (config.attribution), in the config's names. */
function attributionOf({ attribution }: SavedProposal): { attribution?: WidgetAttribution } {
  if (!attribution?.campaign && !attribution?.partner_click_ref) return {};
  return { attribution: { campaign: attribution.campaign ?? undefined, partnerClickRef: attribution.partner_click_ref ?? undefined } };
}

async function purchase(deps: Deps, uuid: string, documents?: Settings['brand']['documents']): Promise<PurchaseOutcome> {
  const { api, stores, emit } = deps;
  const typed = stores.proposal.getState().draft.direct_debit;
  // The version the card page was opened at (start-payment read it just before): if the quote has
  // moved on since, the card page refused the old price and nothing was taken.
  const paidAt = stores.proposal.getState().version;
  // Once the API says she has paid, a failure must not invite a second payment.
  let paid = false;
  try {
    const proposal = await api.getProposal(uuid);
    stores.proposal.getState().load(proposal);
    if (proposal.is_accepted) return confirmed(deps, proposal);
    if (!proposal.is_purchased && paidAt?.uuid === uuid && paidAt.version !== proposal.version) {
      // docs/security.md: never a policy at a price she did not pay. Back to a fresh card page at
      // the new amount, with the reason in plain words.
      stores.proposal.getState().setChangeNotice({ kind: 'price', route: ROUTES.payment });
      return { kind: 'route', to: withUuid(ROUTES.payment, uuid) };
    }
    // The card page takes nothing for a cover start that has passed: a new date, not a failed card.
    if (!proposal.is_purchased)
      return { kind: 'route', to: isStartDateExpired(proposal.risk.start_date) ? startPassedRoute(uuid) : withUuid(ROUTES.failed, uuid) };
    paid = true;
    await checkDevice(deps, proposal);
    const directDebit = paysMonthly(proposal) ? bankDetails(typed, proposal.direct_debit) : undefined;
    const accepted = await api.acceptQuote(uuid, directDebit, documents && documentsShown(documents, proposal.addons));
    stores.proposal.getState().load(accepted);
    if (!accepted.is_accepted) return { kind: 'route', to: EXCEPTION_AFTER_PAYMENT };
    emit('purchase_completed', {
      uuid,
      reference: accepted.quote?.reference,
      option: paysMonthly(accepted) ? 'monthly' : 'annual',
      screen: 'thank-you',
      ...saleValue(accepted),
      ...attributionOf(accepted),
    });
    return confirmed(deps, accepted);
  } catch (error) {
    // A token the API ended (the sale elsewhere, a later recall) goes to Retrieve a Quote with a notice.
    if (isApiError(error) && error.status === 401) return { kind: 'route', to: routeForFailure(error) };
    // Accept refused a cover start before the insurer's today, and refunded the payment: no policy,
    // no charge; she picks a new date (docs/product/regulation.md#cover-start-and-a-bought-policy).
    if (isApiError(error) && error.code === SERVER_ERROR_CODES.startDatePassed) return { kind: 'route', to: startPassedRoute(uuid) };
    // After a payment even a network failure is a technical issue, never 'no quotation available'.
    return { kind: 'route', to: paid ? EXCEPTION_AFTER_PAYMENT : ROUTES.exception };
  }
}

// One purchase run per widget and quote at a time: a second mount, a re-render or the top window
// and a returning frame arriving together share it, so the quote is accepted once.
const running = new WeakMap<object, Map<string, Promise<PurchaseOutcome>>>();

/**
 * The thank-you page's arrival (docs/product/transitions.md#the-thank-you-page): already accepted -> confirmation; purchased ->
 * device-risk check, then accept (with the direct debit when paying monthly): accepted ->
 * confirmation, otherwise Exception; not purchased -> Failed. A reload finds the quote accepted
 * and only shows the confirmation again, from the receipt.
 */
export function finishPurchase(deps: Deps, uuid: string | null, documents?: Settings['brand']['documents']): Promise<PurchaseOutcome> {
  if (!uuid) return Promise.resolve({ kind: 'route', to: ROUTES.create });
  // A reload after the sale: the receipt is all the tab still holds, and all the page needs.
  const receipt = deps.stores.proposal.getState().receipt;
  if (receipt?.uuid === uuid) return Promise.resolve({ kind: 'confirmed', receipt, email: null, proposal: null, portalUrl: null });
  let byUuid = running.get(deps.api);
  if (!byUuid) running.set(deps.api, (byUuid = new Map()));
  const pending = byUuid.get(uuid);
  if (pending) return pending;
  const run = purchase(deps, uuid, documents).finally(() => byUuid.delete(uuid));
  byUuid.set(uuid, run);
  return run;
}
