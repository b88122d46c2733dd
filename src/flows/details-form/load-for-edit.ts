import type { Widget } from '../../store/widget';
import { routeForFailure } from '../outcome';
import { ROUTES } from '../routes';

/**
 * /quote/edit?uuid=: edit mode is active when the saved proposal is loaded by that uuid. A draft
 * of the same uuid already in this tab (a reload mid-edit) is kept, so nothing typed is lost.
 * Returns where to go instead, or null to stay on the form.
 */
export async function loadForEdit({ api, stores }: Pick<Widget, 'api' | 'stores'>, uuid: string | null): Promise<string | null> {
  if (!uuid) return ROUTES.create;
  if (stores.proposal.getState().draft.uuid === uuid) {
    stores.detailsForm.getState().reachAll();
    return null;
  }
  try {
    stores.proposal.getState().load(await api.getProposal(uuid));
    stores.detailsForm.getState().reset();
    stores.detailsForm.getState().reachAll();
    return null;
  } catch (error) {
    return routeForFailure(error);
  }
}
