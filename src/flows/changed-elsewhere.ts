import { isApiError } from '../api/api-error';
import type { Proposal } from '../contract/proposal';
import { SERVER_ERROR_CODES } from '../contract/responses';
import type { ChangeNotice } from '../store/proposal/slices/state';
import type { Widget } from '../widget/widget';
import { routeForFailure } from './outcome';
import { routeForUnpriced } from './priced-proposal';
import type { RoutePath } from '../widget/routes';

type Deps = Pick<Widget, 'api' | 'stores'>;

/**
 * The insurer refused a write because it was based on an older version of the quote (docs/api-team.md#versions): another window or tab changed it first. 412 stale_version; 409 with the same
 * code from an API that answers conflicts that way.
 */
export const isStaleWrite = (error: unknown): boolean =>
  isApiError(error) && (error.status === 412 || error.status === 409) && error.code === SERVER_ERROR_CODES.staleVersion;

/**
 * After a stale write: load the latest proposal (its version too, through the API client), keep
 * what `keep` says of the customer's own unsent typing, and raise the notice for `route` (the
 * screen she is on), which says in plain words that the quote was changed in another window.
 * Resolves null to stay on the screen, or where to go when the latest cannot be loaded or shown
 * (a declined re-quote from the other window, or a failure).
 */
export async function reloadChangedElsewhere(
  { api, stores }: Deps,
  uuid: string,
  route: RoutePath,
  keep: (latest: Proposal) => Proposal = (latest) => latest,
  notice: ChangeNotice['kind'] = 'elsewhere',
): Promise<string | null> {
  try {
    const latest = await api.getProposal(uuid);
    const before = stores.proposal.getState().draft;
    stores.proposal.getState().load(keep(latest));
    stores.proposal.getState().setChangeNotice({ kind: notice, route, before });
    return routeForUnpriced(latest, uuid);
  } catch (error) {
    return routeForFailure(error);
  }
}
