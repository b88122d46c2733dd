import { FORM_STEPS } from '../model/steps';
import type { Widget } from '../../widget/widget';
import { routeForFailure } from '../../flows/outcome';
import { ROUTES } from '../../widget/routes';
import { stepErrors } from './validate-steps';

/** A saved quote opened for editing: each step that validates shows its Completed tick (the last has none). */
function tickValidSteps(stores: Widget['stores']) {
  const state = stores.proposal.getState();
  for (let step = 1; step < FORM_STEPS; step += 1)
    if (!Object.keys(stepErrors(step, state, state.raw)).length) stores.detailsForm.getState().complete(step);
}

/**
 * /quote/edit?uuid=: edit mode is active when the saved proposal is loaded by that uuid. A draft
 * of the same uuid already in this tab (a reload mid-edit) is kept, so nothing typed is lost.
 * `step`: the step to open (a Change link of the summary's check answers). Returns where to go
 * instead, or null to stay on the form.
 */
export async function loadForEdit({ api, stores }: Pick<Widget, 'api' | 'stores'>, uuid: string | null, step = 0): Promise<string | null> {
  if (!uuid) return ROUTES.create;
  if (stores.proposal.getState().draft.uuid === uuid) {
    stores.detailsForm.getState().reachAll();
    tickValidSteps(stores);
    stores.detailsForm.getState().open(step);
    return null;
  }
  try {
    stores.proposal.getState().load(await api.getProposal(uuid));
    stores.detailsForm.getState().reset();
    stores.detailsForm.getState().reachAll();
    tickValidSteps(stores);
    stores.detailsForm.getState().open(step);
    return null;
  } catch (error) {
    return routeForFailure(error);
  }
}
