import type { Addon } from '../../contract/addon';
import { addonsRequest, allCardsDecided, breakdownDecided } from '../../domain/addons';
import type { Widget } from '../../widget/widget';
import { isStaleWrite, reloadChangedElsewhere } from '../changed-elsewhere';
import { routeForFailure } from '../outcome';
import { isPriced } from '../../domain/journey';
import { ROUTES, withUuid } from '../../widget/routes';
import { addonsChanged, proposalAddons } from '../../domain/proposal-addons';

type Deps = Pick<Widget, 'api' | 'stores' | 'emit'>;

/** `breakdown`: every card is decided but breakdown cover is not (a level, or no breakdown cover). */
export type AddonsContinueResult = { kind: 'undecided' } | { kind: 'breakdown' } | { kind: 'route'; to: string };

/**
 * Add-ons Continue (docs/product/transitions.md#the-extras-continue): every card extra and breakdown cover must be decided; if any choice differs
 * from the saved one, send the selected codes and re-quote before going on to the summary. A
 * re-quote that is not quoted goes to Declined; a non-200 answer to Exception, any other failure
 * to Declined.
 */
export async function continueFromAddons({ api, stores, emit }: Deps, chosen: readonly Addon[]): Promise<AddonsContinueResult> {
  const store = stores.proposal;
  const { draft } = store.getState();
  const uuid = draft.uuid;
  if (!uuid) return { kind: 'route', to: ROUTES.create };
  if (!allCardsDecided(chosen)) return { kind: 'undecided' };
  if (!breakdownDecided(chosen)) return { kind: 'breakdown' };
  const codes = addonsRequest(chosen).addons.map(({ code }) => code);
  const done = (): AddonsContinueResult => {
    emit('addons_chosen', { uuid, screen: 'addons', addons: codes });
    return { kind: 'route', to: withUuid(ROUTES.summary, uuid) };
  };
  if (!addonsChanged(proposalAddons(draft), chosen)) return done();
  try {
    await api.updateAddons(uuid, codes);
    const fresh = await api.requoteProposal(uuid);
    store.getState().load(fresh);
    if (!isPriced(fresh)) return { kind: 'route', to: withUuid(ROUTES.declined, uuid) };
    return done();
  } catch (error) {
    // The choices on the cards are the screen's own and stay as she left them.
    if (isStaleWrite(error)) {
      const to = await reloadChangedElsewhere({ api, stores }, uuid, ROUTES.addons);
      return { kind: 'route', to: to ?? withUuid(ROUTES.addons, uuid) };
    }
    return { kind: 'route', to: routeForFailure(error) };
  }
}
