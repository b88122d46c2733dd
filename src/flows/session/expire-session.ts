import { flushDeferredWrites } from '../../store/deferred-storage';
import type { Widget } from '../../widget/widget';
import { ROUTES } from '../../widget/routes';
import { canSaveExpired } from '../save-later/save-answers';

/**
 * The session ended for inactivity (docs/security.md#data-that-ends-with-the-sale): everything personal in
 * this tab is forgotten, in memory and in session storage, the access token with it. What is left is
 * the way back: a quoted proposal's reference (Retrieve a Quote asks her postcode and date of birth
 * and restores the rest from the API), or, for a form not quoted yet, the answers about the car and
 * cover. Then the Expired screen explains and offers it, and, for answers not quoted yet, offers once
 * to e-mail them as a link (docs/product/transitions.md#saved-answers).
 */
export function expireSession({ stores }: Pick<Widget, 'stores'>): string {
  const { draft } = stores.proposal.getState();
  const step = stores.detailsForm.getState().current;
  stores.proposal.getState().expire();
  stores.detailsForm.getState().reset();
  stores.detailsForm.getState().setSessionExpired(true);
  // Answers not yet quoted stay in memory, never in storage, for the Expired screen's one offer to save them.
  if (canSaveExpired(draft)) stores.detailsForm.getState().setSaving({ open: false, expired: { draft, step } });
  // Storage writes wait for a pause in typing; an expired session is wiped from the tab at once.
  flushDeferredWrites();
  stores.detailsForm.persist.clearStorage();
  return ROUTES.expired;
}
