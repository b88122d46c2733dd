import { FORM_STEPS } from '../model/steps';
import type { Proposal } from '../../contract/proposal';
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

/**
 * Saved answers opened from her e-mailed link (docs/product/transitions.md#saved-answers): the form as
 * she left it, at the step she was on, earlier steps that still validate ticked.
 */
export function restoreSavedAnswers(stores: Widget['stores'], proposal: Proposal, step: number): void {
  stores.proposal.getState().load(proposal);
  const form = stores.detailsForm.getState();
  form.reset();
  // Reached as Continue reaches a step; each tick then earned again by the step's answers.
  for (let reached = 1; reached < step; reached += 1) form.advance();
  for (let reached = 1; reached < step; reached += 1) form.uncomplete(reached);
  tickValidSteps(stores);
}
