import type { Widget } from '../widget';
import { ROUTES } from '../routes';

/**
 * The session ended for inactivity: every answer in this tab is forgotten (the draft and the form's
 * place, in memory and in session storage), then the Expired screen explains and offers the way back.
 */
export function expireSession({ stores }: Pick<Widget, 'stores'>): string {
  stores.proposal.getState().clear();
  stores.detailsForm.getState().reset();
  stores.detailsForm.getState().setSessionExpired(true);
  // Storage writes wait for a pause in typing; an expired session is wiped from the tab at once.
  stores.proposal.persist.clearStorage();
  stores.detailsForm.persist.clearStorage();
  return ROUTES.expired;
}
