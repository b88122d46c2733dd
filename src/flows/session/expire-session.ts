import type { Widget } from '../../store/widget';
import { ROUTES } from '../routes';

/**
 * The session ended for inactivity: every answer in this tab is forgotten (the draft and the form's
 * place, in memory and in session storage), then the Expired screen explains and offers the way back.
 */
export function expireSession({ stores }: Pick<Widget, 'stores'>): string {
  stores.proposal.getState().clear();
  stores.detailsForm.getState().reset();
  return ROUTES.expired;
}
