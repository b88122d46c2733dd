import { flushDeferredWrites } from '../../store/deferred-storage';
import type { Widget } from '../../widget/widget';
import { ROUTES } from '../../widget/routes';

/**
 * The session ended for inactivity (docs/security.md#data-that-ends-with-the-sale): everything personal in
 * this tab is forgotten, in memory and in session storage, the access token with it. What is left is
 * the way back: a quoted proposal's reference (Retrieve a Quote asks her postcode and date of birth
 * and restores the rest from the API), or, for a form not quoted yet, the answers about the car and
 * cover. Then the Expired screen explains and offers it.
 */
export function expireSession({ stores }: Pick<Widget, 'stores'>): string {
  stores.proposal.getState().expire();
  stores.detailsForm.getState().reset();
  stores.detailsForm.getState().setSessionExpired(true);
  // Storage writes wait for a pause in typing; an expired session is wiped from the tab at once.
  flushDeferredWrites();
  stores.detailsForm.persist.clearStorage();
  return ROUTES.expired;
}
