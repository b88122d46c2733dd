import type { Widget } from '../widget/widget';
import { routeForFailure } from './outcome';
import { routeForUnpriced } from './priced-proposal';
import { ROUTES } from '../widget/routes';

/**
 * The screens after the form (price, add-ons, summary, payment...) show the saved proposal of the
 * uuid in their route: fetched afresh on arrival, so a reload, a recall or another tab never shows
 * stale prices. Every one of them shows a price, so a proposal that is not quoted goes to Declined.
 * Returns where to go instead when it cannot be loaded or shown, or null.
 */
export async function loadProposal({ api, stores }: Pick<Widget, 'api' | 'stores'>, uuid: string | null): Promise<string | null> {
  if (!uuid) return ROUTES.create;
  try {
    const proposal = await api.getProposal(uuid);
    stores.proposal.getState().load(proposal);
    return routeForUnpriced(proposal, uuid);
  } catch (error) {
    return routeForFailure(error);
  }
}
