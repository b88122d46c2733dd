import type { Proposal } from '../../contract/proposal';
import type { Quote } from '../../contract/quote';
import type { ProposalState } from '../../store/proposal/slices/state';
import type { Widget } from '../../widget/widget';
import { isStaleWrite, reloadChangedElsewhere } from '../changed-elsewhere';
import { routeForFailure } from '../outcome';
import { isPriced } from '../../domain/journey';
import { ROUTES, withUuid } from '../../widget/routes';

export type PriceDeps = Pick<Widget, 'api' | 'stores' | 'emit'>;

/**
 * A re-quote either lands back on the price screen with the new quote, or says where to go instead.
 * `addonsWithdrawn`: this re-quote withdrew extras the proposal had none withdrawn before, so the
 * screen shows the removed add-on notice (docs/product/transitions.md#dialogs-on-arrival).
 */
export type RequoteResult =
  { kind: 'quoted'; previous: Quote | null; quote: Quote; addonsWithdrawn: boolean } | { kind: 'route'; to: string };

/**
 * The screen's own choices (pay monthly, third party authority) are not part of what is re-rated:
 * a re-quote answered from the server's copy must not undo what the proposer has chosen meanwhile.
 */
export function keepLocalChoices(fresh: Proposal, local: Proposal): Proposal {
  return { ...fresh, is_pay_monthly: local.is_pay_monthly, risk: { ...fresh.risk, userfields: local.risk.userfields } };
}

/**
 * docs/product/transitions.md#confirm-and-requote: store the change, re-quote, and route by the outcome: not quoted -> Declined;
 * a non-200 answer -> Exception; any other failure -> Declined.
 */
export async function requoteAfter(
  deps: PriceDeps,
  change: (state: ProposalState) => void,
  send: (uuid: string, draft: Proposal) => Promise<Proposal>,
): Promise<RequoteResult> {
  const { api, stores, emit } = deps;
  const store = stores.proposal;
  const uuid = store.getState().draft.uuid;
  if (!uuid) return { kind: 'route', to: ROUTES.create };
  const previous = store.getState().draft.quote;
  const hadWithdrawn = store.getState().draft.removed_addons.length > 0;
  change(store.getState());
  const local = store.getState().draft;
  try {
    const fresh = await send(uuid, local);
    if (!isPriced(fresh)) {
      store.getState().load(fresh);
      return { kind: 'route', to: withUuid(ROUTES.declined, uuid) };
    }
    store.getState().load(keepLocalChoices(fresh, local));
    emit('quote_shown', { uuid, reference: fresh.quote.reference, screen: 'price-presentation' });
    const addonsWithdrawn = !hadWithdrawn && store.getState().draft.removed_addons.length > 0;
    return { kind: 'quoted', previous, quote: fresh.quote, addonsWithdrawn };
  } catch (error) {
    // Another window changed the quote first: show its latest, keeping this screen's own choices.
    if (isStaleWrite(error)) {
      const to = await reloadChangedElsewhere({ api, stores }, uuid, ROUTES.pricePresentation, (latest) => keepLocalChoices(latest, local));
      return { kind: 'route', to: to ?? withUuid(ROUTES.pricePresentation, uuid) };
    }
    return { kind: 'route', to: routeForFailure(error) };
  }
}

/** The whole proposal is saved, then re-quoted. */
const saveAndRequote =
  ({ api }: PriceDeps) =>
  async (uuid: string, draft: Proposal): Promise<Proposal> => {
    await api.updateProposal(uuid, draft);
    return api.requoteProposal(uuid);
  };

/** Confirm & requote of the voluntary excess. */
export function requoteExcess(deps: PriceDeps, excess: number): Promise<RequoteResult> {
  return requoteAfter(deps, (state) => state.setAnswer('risk.voluntary_excess', excess), saveAndRequote(deps));
}

/** Confirm & requote of a new start date (and the expired-start-date modal): the start-date update, then its re-quote (docs/product/api.md#two-re-quotes). */
export function requoteStartDate(deps: PriceDeps, startDate: string): Promise<RequoteResult> {
  return requoteAfter(
    deps,
    (state) => state.setAnswer('risk.start_date', startDate),
    async (uuid) => {
      await deps.api.updateStartDate(uuid, startDate);
      return deps.api.requoteAfterStartDate(uuid);
    },
  );
}

/**
 * Adding or removing no-claims protection on the price screen: her choice is saved with the proposal
 * and re-quoted, so the price she sees includes it (docs/product/regulation.md#no-claims-protection).
 * Her answer about her past cover is never touched.
 */
export function requoteNcdProtection(deps: PriceDeps, chosen: boolean): Promise<RequoteResult> {
  return requoteAfter(deps, (state) => state.setAnswer('protect_ncd', chosen), saveAndRequote(deps));
}
