import type { Widget } from '../store/widget';
import { routeForFailure } from './outcome';
import { ROUTES } from './routes';

/**
 * The screens after the form (price, add-ons, summary, payment...) show the saved proposal of the
 * uuid in their route: fetched afresh on arrival, so a reload, a recall or another tab never shows
 * stale prices. Returns where to go instead when it cannot be loaded, or null.
 */
export async function loadProposal({ api, stores }: Pick<Widget, 'api' | 'stores'>, uuid: string | null): Promise<string | null> {
  if (!uuid) return ROUTES.create;
  try {
    stores.proposal.getState().load(await api.getProposal(uuid));
    return null;
  } catch (error) {
    return routeForFailure(error);
  }
}
