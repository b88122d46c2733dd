import { isStaleWrite, reloadChangedElsewhere } from '../changed-elsewhere';
import { keepLocalChoices } from './requote';
import type { Proposal } from '../../contract/proposal';
import type { PaymentOptionRequest } from '../../contract/requests';
import { TPA_FIELDS } from '../../contract/userfields';
import { isStartDateExpired } from '../../domain/dates';
import { stepAfter } from '../../domain/journey';
import { tidyName } from '../../contract/name';
import { routeForFailure } from '../outcome';
import { ROUTES, withUuid } from '../../widget/routes';
import type { PriceDeps } from './requote';
import { tpaErrors, type TpaErrors } from './third-party-authority';

/**
 * The payment-option body (docs/product/api.md#the-calls). `check` is null from the price screen and true from
 * the summary once its final points are ticked. An unanswered authority toggle shows as Off, and is
 * sent as Off: then no tpa_ field is sent, so nobody is named by accident.
 */
export function paymentOptionRequest(draft: Proposal, check: boolean | null = null): PaymentOptionRequest {
  const { userfields, vehicle } = draft.risk;
  const authority = userfields.has_third_party_authority === true;
  // The person named is sent as the insurer stores names: trimmed.
  const named = Object.fromEntries(
    TPA_FIELDS.map((field) => [field, authority ? (NAME_FIELDS.has(field) ? tidyName(userfields[field]) : userfields[field]) : null]),
  );
  return {
    check,
    has_email_consent: userfields.has_email_consent,
    is_pay_monthly: draft.is_pay_monthly === true,
    consent_to_auto_renew: draft.consent_to_auto_renew,
    risk: { vehicle: { registration: vehicle.registration }, userfields: { has_third_party_authority: authority, ...named } },
  };
}

const NAME_FIELDS = new Set<string>(['tpa_forename', 'tpa_surname']);

export type PriceContinueResult = { kind: 'expired' } | { kind: 'invalid'; errors: TpaErrors } | { kind: 'route'; to: string };

/**
 * Continue on the price screen (docs/product/transitions.md#the-price-screens-continue): a start date that has passed opens the expired
 * modal and nothing else happens; otherwise the payment options are saved, then the screen the journey
 * says follows (Addons, or Referred). A failed save follows the usual outcome routing.
 */
export async function continueFromPrice(
  { api, stores }: Pick<PriceDeps, 'api' | 'stores'>,
  now: Date = new Date(),
): Promise<PriceContinueResult> {
  const { draft, raw } = stores.proposal.getState();
  const uuid = draft.uuid;
  if (!uuid) return { kind: 'route', to: ROUTES.create };
  if (isStartDateExpired(draft.risk.start_date, now)) return { kind: 'expired' };
  const errors = tpaErrors(draft.risk.userfields, raw);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  try {
    const saved = await api.updatePaymentOption(uuid, paymentOptionRequest(draft));
    stores.proposal.getState().load(saved);
    return { kind: 'route', to: withUuid(ROUTES[stepAfter('price', saved) ?? 'addons'], uuid) };
  } catch (error) {
    if (isStaleWrite(error)) {
      const to = await reloadChangedElsewhere({ api, stores }, uuid, ROUTES.pricePresentation, (latest) => keepLocalChoices(latest, draft));
      return { kind: 'route', to: to ?? withUuid(ROUTES.pricePresentation, uuid) };
    }
    return { kind: 'route', to: routeForFailure(error) };
  }
}

/** Pay in full or monthly (docs/product/transitions.md#pay-in-full-or-monthly: switching on click); the host hears which, never who. */
export function choosePayMonthly({ stores, emit }: Pick<PriceDeps, 'stores' | 'emit'>, monthly: boolean): void {
  const state = stores.proposal.getState();
  if (state.draft.is_pay_monthly === monthly) return;
  // The form's answer carries the choice to the proposal (its behaviour), so the two never differ.
  state.setAnswer('risk.duqs.is_pay_monthly', monthly);
  emit('price_option_changed', {
    uuid: state.draft.uuid ?? undefined,
    screen: 'price-presentation',
    option: monthly ? 'monthly' : 'annual',
  });
}
